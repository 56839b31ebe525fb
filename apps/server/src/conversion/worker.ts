import { setPriority } from "node:os";
import { convertToXlsx, formatIssue } from "gaeb2xlsx";
import {
  type ConversionInput,
  type ConversionJob,
  type ConversionNote,
  converterException,
  maxNotes,
  type WorkerReply,
} from "./protocol.js";

/**
 * Runs as a child process of the server: GAEB files in (an offer with its request as base), one workbook with a
 * sheet per file (or the core's first error) out. Whatever
 * happens in here, a crash included, ends only this process; the pool answers the job and starts another.
 */
const send = process.send?.bind(process);
if (!send) throw new Error("the conversion worker must be started by the server's conversion pool");

try {
  setPriority(10);
} catch {
  // keep the inherited priority
}

// Without its server (killed, crashed) a converter has nothing left to do.
process.on("disconnect", () => process.exit(0));

/** IPC turns a Uint8Array into a plain object on some paths; anything else becomes an empty file the core refuses. */
function input(file: ConversionInput): ConversionInput {
  return {
    name: String(file?.name ?? ""),
    bytes: file?.bytes instanceof Uint8Array ? file.bytes : new Uint8Array(0),
  };
}

process.on("message", (job: ConversionJob) => {
  let reply: WorkerReply;
  try {
    const files = Array.isArray(job.files) ? job.files.map(input) : [];
    const result = convertToXlsx(files, {
      lang: job.lang,
      longText: job.longText !== false,
      ...(job.base ? { base: input(job.base) } : {}),
    });
    if (result.ok) {
      const noted = result.issues.filter((issue) => issue.severity !== "error");
      const warnings = noted.filter((issue) => issue.severity === "warning").length;
      const notes: ConversionNote[] = noted.slice(0, maxNotes).map((issue) => ({
        severity: issue.severity === "warning" ? "warning" : "info",
        code: issue.code,
        ...(issue.file ? { file: issue.file } : {}),
        message: formatIssue(issue, job.messageLang ?? job.lang),
      }));
      reply = { id: job.id, ok: true, xlsx: result.xlsx, warnings, sheets: result.sheets, notes };
    } else {
      const first = result.issues.find((issue) => issue.severity === "error") ?? result.issues[0];
      reply = first
        ? {
            id: job.id,
            ok: false,
            issueCode: first.code,
            message: formatIssue(first, job.messageLang ?? job.lang),
          }
        : { id: job.id, ok: false, issueCode: "unknown", message: "" };
    }
  } catch (error) {
    reply = {
      id: job.id,
      ok: false,
      issueCode: converterException,
      message: error instanceof Error ? error.message : String(error),
    };
  }
  send(reply);
});

send({ ready: true });

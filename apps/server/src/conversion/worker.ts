import { setPriority } from "node:os";
import { convertToXlsx, formatIssue, type Issue, type Locale, readGaeb, writeGaeb } from "gaeb2xlsx";
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
 * sheet per file (or the core's first error) out; or, for format gaeb-xml, one GAEB file in and the same as GAEB DA
 * XML 3.3 out. Whatever
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

/** The notes and warning count of a successful job: every issue short of an error, worded for the reader. */
function notesOf(issues: readonly Issue[], lang: Locale): { warnings: number; notes: ConversionNote[] } {
  const noted = issues.filter((issue) => issue.severity !== "error");
  return {
    warnings: noted.filter((issue) => issue.severity === "warning").length,
    notes: noted.slice(0, maxNotes).map((issue) => ({
      severity: issue.severity === "warning" ? "warning" : "info",
      code: issue.code,
      ...(issue.file ? { file: issue.file } : {}),
      message: formatIssue(issue, lang),
    })),
  };
}

/** The first error (the reason nothing was made), worded for the reader. */
function rejection(id: number, issues: readonly Issue[], lang: Locale): WorkerReply {
  const first = issues.find((issue) => issue.severity === "error") ?? issues[0];
  return first
    ? { id, ok: false, issueCode: first.code, message: formatIssue(first, lang) }
    : { id, ok: false, issueCode: "unknown", message: "" };
}

/** The one input written again as GAEB DA XML 3.3 of its own phase: what reading and writing changed are the notes. */
function gaebXml(job: ConversionJob, files: ConversionInput[], lang: Locale): WorkerReply {
  const [file] = files;
  // The route lets no other request through; a job that still gets here is the server's fault, not the file's.
  if (!file || files.length !== 1 || job.base)
    return {
      id: job.id,
      ok: false,
      issueCode: converterException,
      message: "gaeb-xml takes one file, no base",
    };
  const read = readGaeb(file);
  if (!read.ok) return rejection(job.id, read.issues, lang);
  const written = writeGaeb(read.value, { version: "3.3" });
  const issues = [...read.issues, ...written.issues];
  if (!written.ok) return rejection(job.id, issues, lang);
  const { bytes, extension } = written.value;
  return { id: job.id, ok: true, bytes, gaebExtension: extension, sheets: [], ...notesOf(issues, lang) };
}

process.on("message", (job: ConversionJob) => {
  let reply: WorkerReply;
  try {
    const files = Array.isArray(job.files) ? job.files.map(input) : [];
    const lang = job.messageLang ?? job.lang;
    if (job.format === "gaeb-xml") {
      reply = gaebXml(job, files, lang);
    } else {
      const result = convertToXlsx(files, {
        lang: job.lang,
        longText: job.longText !== false,
        ...(job.components === true ? { components: true } : {}),
        ...(job.base ? { base: input(job.base) } : {}),
      });
      reply = result.ok
        ? { id: job.id, ok: true, bytes: result.xlsx, sheets: result.sheets, ...notesOf(result.issues, lang) }
        : rejection(job.id, result.issues, lang);
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

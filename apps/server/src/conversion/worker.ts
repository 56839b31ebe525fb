import { setPriority } from "node:os";
import { convertToXlsx, formatIssue } from "gaeb2xlsx";
import { type ConversionJob, converterException, type WorkerReply } from "./protocol.js";

/**
 * Runs as a child process of the server: one GAEB file in, one workbook (or the core's first error) out. Whatever
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

process.on("message", (job: ConversionJob) => {
  let reply: WorkerReply;
  try {
    const bytes = job.bytes instanceof Uint8Array ? job.bytes : new Uint8Array(0);
    const result = convertToXlsx([{ name: job.name, bytes }], { lang: job.lang });
    if (result.ok) {
      const warnings = result.issues.filter((issue) => issue.severity === "warning").length;
      reply = { id: job.id, ok: true, xlsx: result.xlsx, warnings };
    } else {
      const first = result.issues.find((issue) => issue.severity === "error") ?? result.issues[0];
      reply = first
        ? { id: job.id, ok: false, issueCode: first.code, message: formatIssue(first, job.lang) }
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

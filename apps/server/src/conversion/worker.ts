import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { convertToXlsx, formatIssue } from "gaeb2xlsx";
import type { ConversionJob, WorkerReply } from "./protocol.js";

/** Runs inside a worker thread: one GAEB file in, one workbook (or the core's first error) out. */
const port = parentPort;
if (!port) throw new Error("conversion worker must run in a worker thread");

/**
 * On Linux a priority applies to the calling thread only: conversions yield the CPU to the event loop, so uploads,
 * downloads and /healthz stay quick while every worker is busy. Where that is not allowed the default stays.
 */
try {
  setPriority(10);
} catch {
  // keep the inherited priority
}

port.on("message", (job: ConversionJob) => {
  let reply: WorkerReply;
  try {
    const result = convertToXlsx([{ name: job.name, bytes: job.bytes }], { lang: job.lang });
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
      issueCode: "converter_exception",
      message: error instanceof Error ? error.message : String(error),
    };
  }
  port.postMessage(reply, reply.ok ? [reply.xlsx.buffer as ArrayBuffer] : []);
});

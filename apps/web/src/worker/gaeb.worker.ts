import { formatIssue, type InputFile, type Issue, type Locale, readGaeb, writeGaeb } from "gaeb2xlsx";
import { serveJob } from "./serve";

export interface GaebJob {
  file: InputFile;
  /** Language of `messages`: the page's. */
  lang: Locale;
}

/**
 * The file written again as GAEB DA XML 3.3 of its own phase (`extension` "X83", "X89B"), or why not; `issues` are
 * what reading and writing reported, `messages` the same worded for people, in the same order.
 */
export type GaebJobOutput =
  | { ok: true; bytes: Uint8Array; extension: string; issues: Issue[]; messages: string[] }
  | { ok: false; issues: Issue[]; messages: string[] };

// The file is read and written here, on the user's computer: its bytes never leave the page.
serveJob<GaebJob, GaebJobOutput>(
  (job) => {
    const read = readGaeb(job.file);
    const written = read.ok ? writeGaeb(read.value, { version: "3.3" }) : undefined;
    const issues = [...read.issues, ...(written?.issues ?? [])];
    const messages = issues.map((issue) => formatIssue(issue, job.lang));
    return written?.ok
      ? { ok: true, bytes: written.value.bytes, extension: written.value.extension, issues, messages }
      : { ok: false, issues, messages };
  },
  (output) => (output.ok ? [output.bytes.buffer as ArrayBuffer] : []),
);

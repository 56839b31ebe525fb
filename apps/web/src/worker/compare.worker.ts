import {
  type CompareOptions,
  type CompareResult,
  compareOffers,
  formatIssue,
  type InputFile,
} from "gaeb2xlsx";
import { serveJob } from "./serve";

export interface CompareJob {
  request: InputFile;
  offers: InputFile[];
  options: CompareOptions;
}

/** The core's answer and its messages worded here, so that the page never has to load the message catalogue. */
export interface CompareJobOutput {
  result: CompareResult;
  messages: string[];
}

// Request and offers are read and the comparison written here, on the user's computer: no file leaves the page.
serveJob<CompareJob, CompareJobOutput>(
  (job) => {
    const result = compareOffers(job.request, job.offers, job.options);
    const lang = job.options.lang ?? "de";
    return { result, messages: result.issues.map((issue) => formatIssue(issue, lang)) };
  },
  (output) => (output.result.ok ? [output.result.xlsx.buffer as ArrayBuffer] : []),
);

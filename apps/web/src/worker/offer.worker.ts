import {
  formatIssue,
  type InputFile,
  type OfferOptions,
  type OfferResult,
  offerFromWorkbook,
} from "gaeb2xlsx";
import { serveJob } from "./serve";

export interface OfferJob {
  workbook: InputFile;
  options: OfferOptions;
}

/** The core's answer and its messages worded here, so that the page never has to load the message catalogue. */
export interface OfferJobOutput {
  result: OfferResult;
  messages: string[];
}

// The workbook is read and the X84 written here, on the bidder's computer: the prices never leave the page.
serveJob<OfferJob, OfferJobOutput>(
  (job) => {
    const result = offerFromWorkbook(job.workbook, job.options);
    const lang = job.options.lang ?? "de";
    return { result, messages: result.issues.map((issue) => formatIssue(issue, lang)) };
  },
  (output) => (output.result.ok ? [output.result.x84.buffer as ArrayBuffer] : []),
);

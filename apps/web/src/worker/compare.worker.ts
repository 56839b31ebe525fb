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

/** What the Vergabevermerk names the tender by, from the request's own head. */
export interface RequestFacts {
  project?: string;
  lv?: string;
  awardNumber?: string;
}

/** The core's answer and its messages worded here, so that the page never has to load the message catalogue. */
export interface CompareJobOutput {
  result: CompareResult;
  messages: string[];
  /** Only with a comparison made: what the Vergabevermerk names the tender by. */
  request?: RequestFacts;
}

/** The tender's names as the comparison reports them from the request's head. */
function requestFacts(result: CompareResult & { ok: true }): RequestFacts {
  const { project, boq, awardNumber } = result.request;
  return {
    ...(project ? { project } : {}),
    ...(boq ? { lv: boq } : {}),
    ...(awardNumber ? { awardNumber } : {}),
  };
}

// Request and offers are read and the comparison written here, on the user's computer: no file leaves the page.
serveJob<CompareJob, CompareJobOutput>(
  (job) => {
    const result = compareOffers(job.request, job.offers, job.options);
    const lang = job.options.lang ?? "de";
    const messages = result.issues.map((issue) => formatIssue(issue, lang));
    return result.ok ? { result, messages, request: requestFacts(result) } : { result, messages };
  },
  (output) => (output.result.ok ? [output.result.xlsx.buffer as ArrayBuffer] : []),
);

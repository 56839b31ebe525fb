import {
  type CompareOptions,
  type CompareResult,
  compareOffers,
  formatIssue,
  type InputFile,
  readGaeb,
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
  /** Only with a comparison made: the core's result names neither project nor LV. */
  request?: RequestFacts;
}

// The comparison reports no project or LV name; the request, read once more, does (a few ms beside the comparison).
function requestFacts(request: InputFile): RequestFacts {
  const read = readGaeb(request);
  if (!read.ok) return {};
  const { project, boq, award } = read.value;
  const facts: RequestFacts = {};
  const projectName = project.name ?? project.label;
  const lv = boq?.info.name ?? boq?.info.label;
  const awardNumber = award.owner?.references.AwardNo;
  if (projectName) facts.project = projectName;
  if (lv) facts.lv = lv;
  if (awardNumber) facts.awardNumber = awardNumber;
  return facts;
}

// Request and offers are read and the comparison written here, on the user's computer: no file leaves the page.
serveJob<CompareJob, CompareJobOutput>(
  (job) => {
    const result = compareOffers(job.request, job.offers, job.options);
    const lang = job.options.lang ?? "de";
    const messages = result.issues.map((issue) => formatIssue(issue, lang));
    return result.ok ? { result, messages, request: requestFacts(job.request) } : { result, messages };
  },
  (output) => (output.result.ok ? [output.result.xlsx.buffer as ArrayBuffer] : []),
);

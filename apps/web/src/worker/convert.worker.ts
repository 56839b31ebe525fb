import { type ConvertOptions, type ConvertResult, convertToXlsx, type InputFile } from "gaeb2xlsx";
import { serveJob } from "./serve";

export interface ConvertJob {
  files: InputFile[];
  options: ConvertOptions;
}

// The whole conversion runs here, on the user's computer: the files never leave the page.
serveJob<ConvertJob, ConvertResult>(
  (job) => convertToXlsx(job.files, job.options),
  (result) => (result.ok ? [result.xlsx.buffer as ArrayBuffer] : []),
);

import {
  type ConvertOptions,
  type ConvertResult,
  convertToXlsx,
  deflateStoredZip,
  formatIssue,
  type InputFile,
  type Locale,
  nativeRawDeflate,
} from "gaeb2xlsx";
import { serveJob } from "./serve";

export interface ConvertJob {
  files: InputFile[];
  options: ConvertOptions;
  /** Language of `messages`; default: the workbook's (`options.lang`). The page's language may differ from it. */
  messageLang?: Locale;
}

/** The core's result, plus each issue worded for people (same order as `issues`), so the page needs no catalogue. */
export type DeviceConvertResult = ConvertResult & { messages: string[] };

// The browser's own DEFLATE where it has one: native zlib, two to five times faster than the core's fflate (issue 23).
const deflate = nativeRawDeflate();

// The whole conversion runs here, on the user's computer: the files never leave the page.
serveJob<ConvertJob, DeviceConvertResult>(
  async (job) => {
    const converted = convertToXlsx(job.files, { ...job.options, storeOnly: deflate !== undefined });
    const result =
      converted.ok && deflate
        ? { ...converted, xlsx: await deflateStoredZip(converted.xlsx, deflate) }
        : converted;
    const lang = job.messageLang ?? job.options.lang ?? "de";
    return { ...result, messages: result.issues.map((issue) => formatIssue(issue, lang)) };
  },
  (result) => (result.ok ? [result.xlsx.buffer as ArrayBuffer] : []),
);

import { formatIssue, type InputFile, type Locale, renderPlain, type ViewResult, viewGaeb } from "gaeb2xlsx";
import { searchTexts } from "../viewer/search";
import { serveJob } from "./serve";

export interface ViewJob {
  file: InputFile;
  lang: Locale;
}

/**
 * The core's view, its messages worded here (the page never loads the message catalogue), and each row's text as
 * the search reads it, computed once per view beside the core so that the page needs no part of it.
 */
export interface ViewJobOutput {
  result: ViewResult;
  messages: string[];
  search: string[];
}

const IMAGE_LABEL: Record<Locale, string> = { de: "[Bild]", en: "[image]" };

// The file is read here, on the user's computer: its bytes never leave the page.
serveJob<ViewJob, ViewJobOutput>((job) => {
  const result = viewGaeb(job.file, { lang: job.lang });
  const labels = { image: IMAGE_LABEL[job.lang], blank: "" };
  return {
    result,
    messages: result.issues.map((issue) => formatIssue(issue, job.lang)),
    search: result.ok ? searchTexts(result.view.rows, (text) => renderPlain(text, labels)) : [],
  };
});

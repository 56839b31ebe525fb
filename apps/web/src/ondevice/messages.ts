import type { Issue, IssueCode, Severity } from "gaeb2xlsx";

/** One line the core reported, worded in the page's language, with what it is about. */
export interface ReportedMessage {
  code: IssueCode;
  severity: Severity;
  file: string | null;
  text: string;
}

/** Pairs the core's issues with the lines the worker worded for them (same order, same length). */
export function reportedMessages(issues: readonly Issue[], texts: readonly string[]): ReportedMessage[] {
  return issues.map((issue, index) => ({
    code: issue.code,
    severity: issue.severity,
    file: issue.file ?? null,
    text: texts[index] ?? issue.code,
  }));
}

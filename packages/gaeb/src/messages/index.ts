import type { Issue, Locale } from "../issues.js";
import { de } from "./de.js";
import { en } from "./en.js";

export const MESSAGES = { de, en } as const;

const WHERE = {
  de: { line: "Zeile", column: "Spalte", item: "OZ" },
  en: { line: "line", column: "column", item: "item no." },
} as const;

/**
 * One plain sentence for a person: where (file, line, column, item) and what is wrong and what to do. An unknown
 * locale reads German, the library's default; an unknown code is named as it is, so formatting never throws.
 */
export function formatIssue(issue: Issue, locale: Locale): string {
  const words = WHERE[locale] ?? WHERE.de;
  const where: string[] = [];
  if (issue.file) where.push(issue.file);
  if (issue.line !== undefined) {
    where.push(
      `${words.line} ${issue.line}${issue.column !== undefined ? `, ${words.column} ${issue.column}` : ""}`,
    );
  }
  if (issue.path) where.push(`${words.item} ${issue.path}`);
  const message = (MESSAGES[locale] ?? MESSAGES.de)[issue.code];
  const text = typeof message === "function" ? message(issue.params ?? {}) : String(issue.code);
  return where.length > 0 ? `${where.join(", ")}: ${text}` : text;
}

import type { ReactNode } from "react";
import { normalizeSearch } from "./search";

/**
 * The query as a pattern over text as shown: case ignored, and any run of white space where the query has a space
 * (a long text keeps the file's line breaks and double spaces, which search has folded into one).
 */
export function searchPattern(query: string): RegExp | null {
  const needle = normalizeSearch(query);
  if (needle === "") return null;
  const escaped = needle.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+");
  return new RegExp(escaped, "gi");
}

/** Wraps every match of `pattern` in a run of text in <mark>; without a pattern the text stays as it is. */
export function highlightText(text: string, pattern: RegExp | null): ReactNode {
  if (!pattern || text === "") return text;
  const parts: ReactNode[] = [];
  let last = 0;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match[0] === "") break;
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push(
      <mark key={match.index} className="viewer-hit">
        {match[0]}
      </mark>,
    );
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}

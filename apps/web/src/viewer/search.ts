import type { RichText, ViewRow } from "gaeb2xlsx";

/**
 * What search compares: lower case, every run of white space one space, so that a line break in a long text or
 * two spaces in a short text never hide a phrase the reader types.
 */
export function normalizeSearch(text: string): string {
  return text.toLowerCase().replace(/\s+/g, " ").trim();
}

/**
 * Each row's searchable text (OZ, short text, long text and what else the reader sees in it), normalized, in row
 * order. The end of a section repeats its start, so it has none. `plain` renders a long text as plain text (the
 * core's `renderPlain`), passed in so that the page can use this module without loading the core.
 */
export function searchTexts(rows: readonly ViewRow[], plain: (text: RichText) => string): string[] {
  return rows.map((row) => {
    switch (row.kind) {
      case "sectionStart":
        return normalizeSearch(`${row.oz}\n${row.title}`);
      case "item":
        return normalizeSearch(
          [
            row.oz,
            row.shortText,
            plain(row.longText),
            ...row.subDescriptions.flatMap((sub) => [sub.number, sub.shortText, plain(sub.longText)]),
            ...row.bidderComments,
            row.reference ?? "",
          ].join("\n"),
        );
      case "markupItem":
        return normalizeSearch(`${row.oz}\n${row.shortText}\n${plain(row.longText)}`);
      case "remark":
      case "executionDescription":
        return normalizeSearch(`${row.number ?? ""}\n${row.shortText}\n${plain(row.longText)}`);
      default:
        return "";
    }
  });
}

/**
 * The positions in `shown` (row indices in list order) whose row contains the query, as positions in `shown`, so
 * that "next hit" walks the list as the reader sees it. An empty query has no hits.
 */
export function findHits(texts: readonly string[], shown: readonly number[], query: string): number[] {
  const needle = normalizeSearch(query);
  if (needle === "") return [];
  const hits: number[] = [];
  for (let position = 0; position < shown.length; position += 1) {
    const row = shown[position];
    if (row !== undefined && (texts[row] ?? "").includes(needle)) hits.push(position);
  }
  return hits;
}

/** The hit after (or before) the list position `from`, wrapping around at either end; null without hits. */
export function stepHit(hits: readonly number[], from: number | null, direction: 1 | -1): number | null {
  if (hits.length === 0) return null;
  if (from === null) return direction === 1 ? 0 : hits.length - 1;
  return (from + direction + hits.length) % hits.length;
}

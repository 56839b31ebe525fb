import type { ReactNode } from "react";

/**
 * Search hits over a paragraph's runs of text taken together, each run's share of them in <mark>: a phrase the
 * reader searched for stays marked where the file's emphasis changes inside it ("Dieses **Merkmal** ist").
 * Returns one list of pieces per run, in the runs' order; without a pattern every run is its text.
 */
export function markRuns(texts: readonly string[], pattern: RegExp | null): ReactNode[][] {
  if (!pattern) return texts.map((text) => [text]);
  const ranges = matchRanges(texts.join(""), pattern);
  let offset = 0;
  return texts.map((text) => {
    const start = offset;
    const end = start + text.length;
    offset = end;
    const pieces: ReactNode[] = [];
    let at = start;
    for (const [from, to] of ranges) {
      if (to <= at || from >= end) continue;
      const markStart = Math.max(from, at);
      const markEnd = Math.min(to, end);
      if (markStart > at) pieces.push(text.slice(at - start, markStart - start));
      pieces.push(
        <mark key={markStart} className="viewer-hit">
          {text.slice(markStart - start, markEnd - start)}
        </mark>,
      );
      at = markEnd;
    }
    if (at < end || pieces.length === 0) pieces.push(text.slice(at - start));
    return pieces;
  });
}

/** Where `pattern` matches `text`, as [start, end) in order; an empty match ends the search. */
function matchRanges(text: string, pattern: RegExp): Array<[number, number]> {
  const global = pattern.global ? pattern : new RegExp(pattern.source, `${pattern.flags}g`);
  const ranges: Array<[number, number]> = [];
  global.lastIndex = 0;
  for (let match = global.exec(text); match; match = global.exec(text)) {
    if (match[0] === "") break;
    ranges.push([match.index, match.index + match[0].length]);
  }
  return ranges;
}

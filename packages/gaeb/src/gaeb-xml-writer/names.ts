import type { WriteReport } from "./report.js";

/** `Name1`..`Name4` of `tgAddress`: four lines of 40 characters each. */
export const NAME_LINES = 4;
export const NAME_LENGTH = 40;

/**
 * A line of at most `limit` characters from the start of `text`, broken after the last space that lets it fit, and
 * the rest. Only a single word longer than a whole line is cut inside it: nothing else would make it fit.
 */
function breakLine(text: string, limit: number): [string, string] {
  if (text.length <= limit) return [text, ""];
  const space = text.lastIndexOf(" ", limit);
  const at = space > 0 ? space : limit;
  return [text.slice(0, at).trimEnd(), text.slice(at).trimStart()];
}

/**
 * A party's name lines as GAEB DA XML has room for them: each name begins a line, and one longer than a line goes on
 * in the next line at a word boundary, pushing the names after it down. What does not fit in the four lines is
 * reported (`write_name_overflow`), not cut silently.
 */
export function nameLines(names: readonly string[], report: WriteReport, path: string): string[] {
  const lines: string[] = [];
  const overflow: string[] = [];
  for (const name of names) {
    let rest = name.replace(/\s+/g, " ").trim();
    if (rest === "") continue;
    while (rest !== "") {
      if (lines.length === NAME_LINES) {
        overflow.push(rest);
        break;
      }
      const [line, after] = breakLine(rest, NAME_LENGTH);
      lines.push(line);
      rest = after;
    }
  }
  if (overflow.length > 0) report.note("write_name_overflow", "warning", path, undefined, overflow.join(" "));
  return lines;
}

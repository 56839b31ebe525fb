import { GaebError } from "../issues.js";

/** One 80-column record: its type (columns 1–2) and the record (line) number for messages. */
export interface Record90 {
  type: string;
  text: string;
  line: number;
}

export const RECORD_LENGTH = 80;

/** Column `from`..`to` (1-based, inclusive) of a record, as the GAEB 90 tables number them. */
export function columns(record: Record90, from: number, to: number): string {
  return record.text.slice(from - 1, to);
}

/**
 * Splits GAEB 90 text into records. Each line is one record; lines longer than 80 columns or holding control
 * characters mean the file is no GAEB 90 (or is damaged), which is an error naming the record and column.
 */
export function* splitRecords(text: string): Generator<Record90> {
  let start = 0;
  let line = 0;
  while (start < text.length) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    line++;
    let raw = text.slice(start, end);
    start = end + 1;
    if (raw.endsWith("\r")) raw = raw.slice(0, -1);
    // A DOS end-of-file mark (Ctrl-Z) ends the data.
    if (raw === "\u001a") return;
    if (raw.trim() === "") continue;
    if (raw.length > RECORD_LENGTH)
      throw new GaebError({
        code: "gaeb90_record_invalid",
        severity: "error",
        line,
        column: RECORD_LENGTH + 1,
        params: { record: line, reason: "too_long" },
      });
    const control = firstControl(raw);
    if (control >= 0)
      throw new GaebError({
        code: "gaeb90_record_invalid",
        severity: "error",
        line,
        column: control + 1,
        params: { record: line, reason: "binary" },
      });
    yield { type: raw.slice(0, 2), text: raw.padEnd(RECORD_LENGTH, " "), line };
  }
}

/** The index of the first control character other than tab, or -1: text files hold none. */
function firstControl(raw: string): number {
  for (let i = 0; i < raw.length; i++) {
    const code = raw.charCodeAt(i);
    if ((code < 32 && code !== 9) || code === 127) return i;
  }
  return -1;
}

/** Types of generate-sheets.mjs for the tests, which build their workbooks part by part with it. */
export interface RawSheet {
  name: string;
  /** The whole sheet part; else `rows` is what goes into `sheetData`. */
  xml?: string | Uint8Array;
  rows?: string;
}
export function escapeText(text: string): string;
export function rawWorkbook(book: {
  sheets: RawSheet[];
  strings?: string[];
  parts?: Record<string, string | Uint8Array>;
}): Uint8Array;
export function manyRowsWorkbook(rows?: number): Uint8Array;
export function longCellWorkbook(bytes?: number, where?: "shared" | "inline"): Uint8Array;

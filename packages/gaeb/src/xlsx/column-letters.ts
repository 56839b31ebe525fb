/** Column letters and 0-based indexes as a spreadsheet names them (A = 0, Z = 25, AA = 26, XFD = 16383). */

/** The last column a spreadsheet has (XFD). */
const LAST_COLUMN = 16_383;

export function columnName(index: number): string {
  let name = "";
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}

/** The index of letters a spreadsheet wrote itself (a cell reference), read without checks. */
export function columnIndex(letters: string): number {
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/** The 0-based index of letters a person typed ("a" and "A" alike); undefined for anything that is not a column. */
export function indexOfLetter(letters: string): number | undefined {
  const trimmed = letters.trim().toUpperCase();
  if (!/^[A-Z]{1,3}$/.test(trimmed)) return undefined;
  const index = columnIndex(trimmed);
  return index <= LAST_COLUMN ? index : undefined;
}

/** A cell's address ("B12") from its 1-based row and 0-based column. */
export const cellName = (row: number, column: number): string => `${columnName(column)}${row}`;

/** Column letters and 0-based indexes as a spreadsheet names them (A = 0, Z = 25, AA = 26, XFD = 16383). */

/** The last column a spreadsheet has (XFD). */
const LAST_COLUMN = 16_383;

export function letterOf(index: number): string {
  let letters = "";
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letters = String.fromCharCode(65 + ((rest - 1) % 26)) + letters;
  return letters;
}

/** The 0-based index of a column letter ("a" and "A" alike); undefined for anything that is not one. */
export function indexOfLetter(letters: string): number | undefined {
  const trimmed = letters.trim().toUpperCase();
  if (!/^[A-Z]{1,3}$/.test(trimmed)) return undefined;
  let index = 0;
  for (const letter of trimmed) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1 <= LAST_COLUMN ? index - 1 : undefined;
}

/** A cell's address ("B12") from its 1-based row and 0-based column. */
export const cellName = (row: number, column: number): string => `${letterOf(column)}${row}`;

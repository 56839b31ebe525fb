import { FORM_223_TITLES } from "../xlsx/form-223-words.js";
import { FORM_MARKER, type Form, readForm } from "../xlsx/form-sheet.js";
import type { ReadSheet, SheetInfo, XlsxBook } from "./xlsx-reader.js";

/** One sheet of a workbook made from several requests, to choose from. */
export interface FormChoice {
  sheet: string;
  /** The request's file name, as it was converted. */
  file: string;
}

const isMarker = (row: number, column: number, cell: { kind: string; value: string }) =>
  row === 1 && column === 0 && cell.kind === "text" && cell.value === FORM_MARKER;

/** A hidden sheet's key/value rows (columns A and B) in row order, as the offer form and the billing state keep them. */
export function keyValueRows(sheet: ReadSheet): Array<[string, string]> {
  return [...sheet.rows]
    .sort(([a], [b]) => a - b)
    .map(([, cells]): [string, string] => [cells.get(0)?.value ?? "", cells.get(1)?.value ?? ""]);
}

export type FoundForm = { sheet: ReadSheet; info: SheetInfo; form: Form | undefined };

/**
 * The form sheets, found by their first cell without unpacking any other sheet beyond its first cell: the hidden
 * sheets first (forms are written very hidden; LibreOffice keeps them hidden), then any other. A workbook made from
 * several requests has one form per request.
 */
export function formsOf(book: XlsxBook): FoundForm[] {
  const hiddenFirst = [
    ...book.sheets.filter((sheet) => sheet.state !== "visible"),
    ...book.sheets.filter((sheet) => sheet.state === "visible"),
  ];
  const found: FoundForm[] = [];
  for (const info of hiddenFirst) {
    const sheet = book.read(info, isMarker);
    const first = sheet?.rows.get(1)?.get(0);
    if (!sheet || !first || !isMarker(1, 0, first)) continue;
    found.push({ sheet, info, form: readForm(keyValueRows(sheet)) });
  }
  return found;
}

const isForm223Title = (row: number, column: number, cell: { kind: string; value: string }) =>
  row === 1 && column === 0 && cell.kind === "text" && FORM_223_TITLES.has(cell.value);

/**
 * Whether a sheet is Formblatt 223 beside a price sheet (its first cell its title, whatever the sheet is called):
 * its rows are references to the price sheet's, no LV to read. Only its first cell is unpacked.
 */
export function isForm223(book: XlsxBook, info: SheetInfo): boolean {
  return book.read(info, isForm223Title) !== undefined;
}

/** Reads the form (the chosen one, or the only one) and the sheet it names; everything else stays packed. */
export function readFormAndSheet(
  book: XlsxBook,
  chosen: string | undefined,
): { found?: FoundForm; sheet?: ReadSheet | undefined; choices?: FormChoice[] } {
  const forms = formsOf(book);
  const named = forms.filter((found) => found.form);
  const choice = chosen === undefined ? undefined : named.find((found) => found.form?.sheet === chosen);
  if (named.length > 1 && !choice)
    return {
      choices: named.map((found) => ({ sheet: found.form?.sheet ?? "", file: found.form?.fileName ?? "" })),
    };
  const found = choice ?? named[0] ?? forms[0];
  if (!found?.form) return found ? { found } : {};
  const formInfos = new Set(forms.map((form) => form.info));
  const others = book.sheets.filter((sheet) => !formInfos.has(sheet));
  // A renamed sheet is still found when it is the only one besides Formblatt 223.
  const byName = others.find((sheet) => sheet.name === found.form?.sheet);
  const visible = byName
    ? []
    : others.filter((sheet) => sheet.state === "visible" && !isForm223(book, sheet));
  const info = byName ?? (visible.length === 1 ? visible[0] : undefined);
  return { found, sheet: info && book.read(info) };
}

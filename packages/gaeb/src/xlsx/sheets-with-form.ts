import type { Locale } from "../issues.js";
import type { GaebDocument } from "../model.js";
import { formSheet } from "../offer/form-sheet.js";
import { isRequest } from "./columns.js";
import type { Sheet } from "./workbook.js";

const FORM_SHEET_NAME = "GAEB-Angebotsformular";

/**
 * A workbook made from one request (phases 80–83) is also its offer form: the request goes with it, in a hidden
 * sheet after the LV's, for the X84 the bidder makes from it later. Every input was read, so sheet i is input i.
 */
export function addOfferForm(
  sheets: Sheet[],
  inputs: ReadonlyArray<{ name: string; bytes: Uint8Array }>,
  documents: ReadonlyArray<{ document: GaebDocument }>,
  lang: Locale,
): void {
  const [sheet] = sheets;
  const [input] = inputs;
  const [only] = documents;
  if (sheets.length !== 1 || !sheet || !input || !only || !isRequest(only.document)) return;
  // Sheet names are unique ignoring case; an LV titled like the form must not clash with it.
  const name =
    sheet.name.toLowerCase() === FORM_SHEET_NAME.toLowerCase() ? `${FORM_SHEET_NAME} (2)` : FORM_SHEET_NAME;
  sheets.push(formSheet(name, input.bytes, { sheet: sheet.name, lang, fileName: input.name }));
}

import type { Locale } from "../issues.js";
import type { GaebDocument } from "../model.js";
import type { BreakdownPlan } from "./breakdown-plan.js";
import { isRequest } from "./columns.js";
import { formSheet } from "./form-sheet.js";
import type { Sheet } from "./workbook.js";

const FORM_SHEET_NAME = "GAEB-Angebotsformular";

/** The hidden form's name for the k-th request sheet (1-based), unique among the LV sheets ignoring case. */
function formName(k: number, taken: ReadonlySet<string>): string {
  for (let n = k; ; n++) {
    const name = n === 1 ? FORM_SHEET_NAME : `${FORM_SHEET_NAME} (${n})`;
    if (!taken.has(name.toLowerCase())) return name;
  }
}

/**
 * A workbook made from requests (phases 80–83) is also their offer form: each request goes with it, in a hidden
 * sheet after the LVs', naming the sheet its prices are typed into, for the X84 the bidder makes from it later.
 * Several requests converted together give one form each, so each sheet can become its own offer. Every input was
 * read, so sheet i is input i.
 */
export function addOfferForm(
  sheets: Sheet[],
  inputs: ReadonlyArray<{ name: string; pieces(): Iterable<Uint8Array> }>,
  documents: ReadonlyArray<{ document: GaebDocument }>,
  lang: Locale,
  /** Per sheet, Formblatt 223's components where the converter added them: the offer finds their columns so. */
  added: ReadonlyArray<BreakdownPlan | undefined> = [],
): void {
  // Sheet names are unique ignoring case; an LV titled like a form must not clash with it.
  const taken = new Set(sheets.map((sheet) => sheet.name.toLowerCase()));
  const forms: Sheet[] = [];
  sheets.forEach((sheet, i) => {
    const input = inputs[i];
    const read = documents[i];
    if (!input || !read || !isRequest(read.document)) return;
    const name = formName(forms.length + 1, taken);
    taken.add(name.toLowerCase());
    const plan = added[i];
    const components = plan
      ? { components: plan.labels.map((label) => label ?? ""), time: plan.time ?? "" }
      : {};
    forms.push(
      formSheet(name, input.pieces(), { sheet: sheet.name, lang, fileName: input.name, ...components }),
    );
  });
  sheets.push(...forms);
}

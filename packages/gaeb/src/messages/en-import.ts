import type { ImportIssueCode, Issue } from "../issues.js";
import { wording } from "./numbers.js";

type Params = NonNullable<Issue["params"]>;

const { n } = wording("en");

/** Excel → GAEB, in English; `en.ts` adds these. */
export const enImport: Record<ImportIssueCode, (p: Params) => string> = {
  // An edited workbook this project wrote from a request (helper "edited")
  import_oz_outside_mask: (p) =>
    `Sheet “${p.sheet}”, cell ${p.cell}: item number ${p.oz} does not fit the bill of quantities' numbering mask (built like ${p.mask}).${p.typed === "number" ? " The cell holds a number: the spreadsheet program stored what was typed as a number or a date. Format the cell as text and type the item number again." : " Give the new row an item number that follows this mask."}`,
  import_edited_oz_duplicate: (p) =>
    `Sheet “${p.sheet}”: item number ${p.oz} appears more than once (cells ${p.cells}). Each item number may occur only once; give copied rows a number of their own or delete them.`,
  import_edited_number_invalid: (p) =>
    p.places === undefined
      ? `Sheet “${p.sheet}”, cell ${p.cell}: “${p.value}” is not a valid number (a number of 0 or more is expected, e.g. 12.5). Enter a number or clear the cell.`
      : `Sheet “${p.sheet}”, cell ${p.cell}: ${n(p.value)} has more than the ${p.places} decimals GAEB allows. Round the value in the cell.`,
  import_edited_kind_unknown: (p) =>
    `Sheet “${p.sheet}”, cell ${p.cell}: the type “${p.value}” is not known; the item keeps its previous type. Use the workbook's words, e.g. “Normal item”, “Optional item without total” or “Lump-sum item”, separated by commas.`,
  import_edited_section_kept: (p) =>
    `Sheet “${p.sheet}”: the row of section ${p.oz} is missing, but rows of its items are still in the sheet; the section is kept with its previous title. Delete its items as well if the section is to go.`,
  import_edited_section_missing: (p) =>
    `Sheet “${p.sheet}”, cell ${p.cell}: the new item number ${p.oz} belongs in section ${p.section}, which the bill of quantities does not have. Add a row for section ${p.section} (type “Section”) or change the number.`,
  import_edited_text_unplaced: (p) =>
    `Sheet “${p.sheet}”, row ${p.row}: the text “${p.text}” matches no text of the request and, without an item number, has no place in the bill of quantities; it was not taken over.`,
  import_edited_reference_dropped: (p) =>
    `Sheet “${p.sheet}”: item ${p.oz} referred to item ${p.target}, whose rows were deleted; the reference is left out. Check that ${p.oz} is still right.`,
  import_edited_form_damaged: (p) =>
    `The hidden sheet “${p.sheet}” holding the request this workbook was made from is damaged. Convert the GAEB file into a workbook again and carry your changes over.`,
  import_edited_columns_missing: (p) =>
    `Sheet “${p.sheet}” has no header row with the columns “Item no.” and “Short text”. Restore the column titles as the workbook wrote them.`,
};

import type { ImportIssueCode, Issue } from "../issues.js";
import { wording } from "./numbers.js";

type Params = NonNullable<Issue["params"]>;

const { n, count, list, agree } = wording("en");

/** The columns of an LV sheet (`ImportColumn`) as an English reader names them. */
const COLUMNS: Record<string, string> = {
  oz: "item number",
  kind: "type",
  short: "short text",
  long: "long text",
  qty: "quantity",
  unit: "unit",
  price: "unit price",
  total: "total price",
  vat: "VAT rate",
};
/** "01.0010@12, …" as "01.0010 (row 12), …". */
const atRows = (items: unknown) =>
  String(items ?? "")
    .split(", ")
    .map((entry) => entry.replace(/@(\d+)$/, (_, row) => ` (row ${n(row)})`))
    .join(", ");
const column = (p: Params) => COLUMNS[String(p.column)] ?? String(p.column);
const where = (p: Params) =>
  `Sheet “${p.sheet}”${p.cell ? `, cell ${p.cell}` : p.row ? `, row ${n(p.row)}` : ""}`;

/** The title facts an edited workbook's block carries (`import/edited-title.ts`), as an English reader names them. */
const TITLE_FACTS: Record<string, string> = {
  project: "the project's name",
  boq: "the bill of quantities' name",
  currency: "the currency",
};

/** The facts of a planner's title block (`import/title-words.ts`) and the GAEB field each goes to. */
const BLOCK_FACTS: Record<string, string> = {
  projectLabel: "the project's label (LblPrj)",
  projectNumber: "the project's number (NamePrj)",
  boqLabel: "the bill of quantities' label (LblBoQ)",
  boqNumber: "the bill of quantities' number (Name)",
  awardNo: "the award number (AwardNo)",
};

/** What a fact of the block should have been, and what became of it. */
const INVALID_FACTS: Record<string, string> = {
  date: "no date; the bill of quantities was taken without one. Write it as 12.03.2024 or 2024-03-12",
  vat: "no VAT rate (a percentage of 0 or more and below 100 is expected, e.g. 19 or 19 %); it was not taken. Correct the rate",
  currency:
    "no currency code (GAEB expects three or four letters, e.g. EUR or CHF); the bill of quantities was taken in EUR. Write the code, followed by “ – ” and its name if you like",
};

const MAP_REASONS: Record<string, string> = {
  letter: "is not a column letter (A to XFD)",
  twice: "is already given to another column",
  column: "is not a column the import knows (oz, kind, short, long, qty, unit, price, total)",
};

/** Excel → GAEB, in English; `en.ts` adds these. */
export const enImport: Record<ImportIssueCode, (p: Params) => string> = {
  // helper "import"
  import_workbook_invalid: () =>
    "This is not a readable Excel workbook (.xlsx). Save the spreadsheet in Excel or LibreOffice as “Excel Workbook (.xlsx)” and try again.",
  import_workbook_too_large: (p) =>
    `This workbook is far larger than any bill of quantities: ${p.reason === "entries" ? "its zip archive holds more than a thousand parts" : p.reason === "text" ? `${p.sheet ? `sheet “${p.sheet}”` : "its table of texts"} holds a text longer than ${n(p.characters)} characters, far longer than any long text` : p.reason === "cells" ? `${p.sheet ? `sheet “${p.sheet}”` : "it"} holds more than ${n(p.cells)} cells` : `${p.sheet ? `sheet “${p.sheet}”` : "it"} unpacks to more than ${n(p.megabytes)} MB`}. It was not read. Copy just the LV sheet into a new workbook and import that.`,
  import_workbook_not_utf8: (p) =>
    `${p.sheet ? `${where(p)}: the sheet` : p.part === "xl/sharedstrings.xml" ? "The workbook's table of texts (xl/sharedStrings.xml)" : `The workbook's part ${p.part}`} holds bytes that are not UTF-8 text, so what stands there cannot be read for certain; the workbook was not imported. The file is damaged or was written by a program that does not save proper Excel files. Open it in Excel or LibreOffice, check the texts${p.sheet ? " there" : ""} and save it again as “Excel Workbook (.xlsx)”.`,
  import_workbook_encrypted: () =>
    "This workbook is protected with a password (encrypted), so it cannot be read. Open it in Excel or LibreOffice with its password, save a copy without the password (Excel: File › Info › Protect Workbook › Encrypt with Password, empty the field; LibreOffice: File › Save As without “Save with password”) and import that copy.",
  import_workbook_xls: () =>
    "This is an old Excel workbook (.xls, Excel 97–2003), even if its name ends in .xlsx; the import reads the current format only. Open it in Excel or LibreOffice, save it as “Excel Workbook (.xlsx)” and import that file.",
  import_workbook_ods: () =>
    "This is an OpenDocument spreadsheet (.ods, as LibreOffice saves by default), even if its name ends in .xlsx; the import reads Excel workbooks only. Open it in LibreOffice, save it with File › Save As as “Excel 2007-365 (.xlsx)” and import that file.",
  import_sheet_part_missing: (p) =>
    `The workbook lists a sheet “${p.sheet}” but does not hold it (its part ${p.part} is missing): the file is incomplete or damaged${p.lvSheet ? `; the LV was read from sheet “${p.lvSheet}”` : ""}. Open the workbook in Excel or LibreOffice and save it again; if the sheet is empty there, copy the LV into a new workbook.`,
  import_sheet_missing: (p) =>
    `${p.sheet ? `The workbook has no sheet “${p.sheet}”.` : "The workbook holds several bills of quantities."} Choose one of its sheets: ${String(p.sheets).split("\n").join(", ")}.`,
  import_map_invalid: (p) =>
    `The column mapping ${p.column}=${p.value} ${MAP_REASONS[String(p.reason)] ?? "is invalid"}. Name each column by its letter, e.g. oz=A,short=B,qty=D.`,
  import_columns_unclear: (p) =>
    `${where(p)}: the ${column(p)} column cannot be told for certain: ${p.reason === "several" ? `several titles fit (${p.candidates})` : "no title fits"}. Map the columns (which letter holds the item number, which the short text and so on); the import does not guess.`,
  import_oz_invalid: (p) =>
    `${where(p)}: “${p.value}” is not an item number: ${p.reason === "part" ? "one part is longer than 14 characters, more than GAEB allows" : p.reason === "levels" ? "it has more than six levels" : p.reason === "date" ? "the spreadsheet program stored what was typed as a date, and whether “1.2.10” or “1.2.2010” was typed can no longer be told. Format the column as text and type the item number again" : "it may hold digits and letters, in levels separated by points (e.g. 01.02.0010)"}. Correct the item number.`,
  import_oz_from_date: (p) =>
    `${where(p)}: the spreadsheet program had stored the item number as a date; read as it shows, ${p.oz}. Check the number and format the item number column as text so that it does not happen again.`,
  import_text_left_out: (p) =>
    `Sheet “${p.sheet}”: ${Number(p.count) === 1 ? `text row ${p.rows} stands` : `text rows ${p.rows} stand`} under a sum row or after an empty row below the last item and ${Number(p.count) === 1 ? "belongs" : "belong"} to no item; left out. If the text belongs to an item, move it directly under that item's row.`,
  import_rows_hidden: (p) =>
    `Sheet “${p.sheet}”: ${Number(p.count) === 1 ? `hidden row ${p.rows} was` : `hidden rows ${p.rows} were`} taken like the others. ${Number(p.count) === 1 ? "If it does not belong to the LV, delete it." : "If they do not belong to the LV, delete them."}`,
  import_alternative_base_missing: (p) =>
    `Sheet “${p.sheet}”, row ${n(p.row)}: alternative item ${p.oz} names ${p.base} as its base item, but no item has that number; it was put with the base item before it. Check the number after “alternative to”.`,
  import_notes_left_out: (p) =>
    `Sheet “${p.sheet}”, column ${p.letter}${p.title ? ` “${p.title}”` : ""}: the item kinds in it were taken, the notes ${Number(p.count) === 1 ? `in row ${p.rows}` : `in rows ${p.rows}`} were not; a GAEB LV has no field for them. If a note belongs to the description, put it into the long text.`,
  // A foreign sheet names the rows, an edited workbook of ours the item-number cells.
  import_oz_duplicate: (p) =>
    `Sheet “${p.sheet}”: item number ${p.oz} appears more than once, ${p.cells ? `in cells ${p.cells}` : `in rows ${list(p.rows, p.more)}`}. Each item needs its own number; number the rows uniquely or delete copied rows.`,
  import_oz_inconsistent: (p) =>
    p.reason === "padding"
      ? `${where(p)}: in item number ${p.oz}, “${p.part}” is not as long as the other numbers of its level (${count(p.length, "digit", "digits")}, padded with zeros). Write all numbers of a level with the same length.`
      : `${where(p)}: item number ${p.oz} is a section (above other numbers or without a quantity) but has ${count(p.levels, "level", "levels")} like the items; a section has fewer levels than its items. Adjust the number.`,
  import_number_invalid: (p) =>
    `${where(p)}${p.column ? `, ${column(p)} column` : ""}: ${
      p.reason === "places"
        ? `${n(p.value)} has more than the ${p.places} decimals GAEB allows. Round the value in the cell.`
        : `“${p.value}” is ${p.reason === "ambiguous" ? "ambiguous (1234 or 1.234?); write the number without a thousands separator" : p.reason === "negative" ? "negative; a number of 0 or more is expected" : "not a number"}. Correct the value.`
    }`,
  import_quantity_missing: (p) =>
    `Sheet “${p.sheet}”: ${count(p.count, "item has", "items have")} no quantity or no unit: ${list(atRows(p.items), p.more)}. ${agree(p.count, "It was", "They were")} taken as written; add quantity and unit where they are to be tendered.`,
  // An edited workbook keeps the item's previous kinds (kept: "previous"); a foreign sheet passes the word over.
  import_kind_unknown: (p) =>
    `${where(p)}: the type “${p.value}”${p.kept === "previous" ? " is not known or names no group for a base or alternative item; the item keeps its previous type" : " is not known and was passed over"}. Known are e.g. Normal item, Optional item without total, Lump-sum item, Hourly-work item, Not applicable, Base item (group 1) and Alternative item (group 1, no. 1), separated by commas.`,
  import_no_items: (p) =>
    `Sheet “${p.sheet}” has no item below its title row (row ${n(p.row)}): no row has an item number and a short text. Check the sheet chosen and the column mapping.`,
  import_too_large: (p) =>
    p.what === "rows"
      ? `Sheet “${p.sheet}” has more than ${n(p.limit)} rows, far more than a bill of quantities. Split it into several.`
      : `${where(p)}: the text is longer than ${n(p.limit)} characters, far longer than any long text. Shorten it.`,
  // The title block above a foreign sheet's or the template's table (import/title-values.ts)
  import_title_invalid: (p) =>
    `${where(p)}: “${p.label}” is “${p.value}”, ${INVALID_FACTS[String(p.fact)] ?? "not a valid value; it was not taken"}.`,
  import_title_too_long: (p) =>
    `${where(p)}: “${p.value}” (${p.label}) is longer than the ${p.limit} characters GAEB has for ${BLOCK_FACTS[String(p.fact)] ?? String(p.fact)}; ${p.fact === "boqNumber" ? "it was not taken, the block giving the label of the bill of quantities under its own heading already. Enter its short number here" : `the GAEB file holds only the first ${p.limit}. Shorten the value if its end matters`}.`,
  // An edited workbook this project wrote from a request (helper "edited")
  import_oz_outside_mask: (p) =>
    `Sheet “${p.sheet}”, cell ${p.cell}: item number ${p.oz} does not fit the bill of quantities' numbering mask (built like ${p.mask}).${p.typed === "number" ? " The cell holds a number: the spreadsheet program stored what was typed as a number or a date. Format the cell as text and type the item number again." : " Give the new row an item number that follows this mask."}`,
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
    `Sheet “${p.sheet}” has no header row with the columns “Item no.” and “Short text”. Restore the column titles as the workbook wrote them.`, // Title-block edits in an edited workbook (helper "unify")
  import_title_kept: (p) =>
    p.reason === "currency"
      ? `Sheet “${p.sheet}”, cell ${p.cell}: “${p.value}” is no currency code (GAEB expects up to four letters, e.g. EUR or CHF); the request's currency stays. Write the code, followed by “ – ” and its name if you like.`
      : `Sheet “${p.sheet}”, cell ${p.cell}: ${TITLE_FACTS[String(p.fact)] ?? String(p.fact)} was emptied, but GAEB requires it; the request's stays. Enter a new value if it is to change.`,
  // The offer (84) and markup rates (helper "x84")
  import_bidder_missing: (p) =>
    p.cell
      ? `Sheet “${p.sheet}”: the offer names no bidder. Type your name into cell ${p.cell} (beside “${p.label}”) or give it when writing the offer; without a name the client cannot tell whose offer it is.`
      : "The offer names no bidder. Give your name as the bidder when writing the offer (X84); without a name the client cannot tell whose offer it is.",
  import_rate_ignored: (p) =>
    `Sheet “${p.sheet}”, cell ${p.cell}: the markup rate ${p.typed === "text" ? `“${p.value}”` : `${n(p.value)} %`} of markup item ${p.oz} is not in the X${p.phase}: only an offer (X84) takes the workbook's prices and markup rates. Write the file as an offer for it to hold your rates.`,
  import_offer_figures_unread: (p) =>
    `Sheet “${p.sheet}”: ${count(p.count, "entry", "entries")} in the columns for discounts, lump sums or price components (${list(p.cells, p.more)}) ${agree(p.count, "is", "are")} not in the offer: this import takes unit prices and markup rates. For an offer with discounts, lump sums and price components, make it from this workbook with the offer function (Excel to X84).`,
};

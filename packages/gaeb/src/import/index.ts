import type { InputFile } from "../convert.js";
import { guarded } from "../guard.js";
import { checkInput, isIssue } from "../inputs.js";
import type { Issue } from "../issues.js";
import { MAX_IMPORT_ROWS } from "../limits.js";
import { formsOf, isForm223, readFormAndSheet } from "../workbook/forms.js";
import { openXlsx, type ReadSheet, SheetPartMissing, type XlsxBook } from "../workbook/xlsx-reader.js";
import { indexOfLetter } from "../xlsx/column-letters.js";
import { importEdited } from "./edited.js";
import { findHeader, HEADER_SEARCH_ROWS } from "./header.js";
import { readingIssue, sheetPartMissing } from "./reading-issues.js";
import { importSheet, type SheetOptions } from "./sheet.js";
import { IMPORT_COLUMNS, type ImportColumn, type ImportOptions, type ImportResult } from "./types.js";

export type * from "./types.js";
export { IMPORT_COLUMNS } from "./types.js";

type Checked = SheetOptions & { sheet?: string; mapped: boolean };

function invalid(field: string, expected: string): Issue {
  return { code: "input_invalid", severity: "error", params: { field, expected } };
}

/** The column map as indexes: every key a column the import knows, every value a letter, no letter twice. */
function checkMap(map: unknown): Map<ImportColumn, number> | Issue {
  const checked = new Map<ImportColumn, number>();
  if (map === undefined || map === null) return checked;
  if (typeof map !== "object") return invalid("options.map", "object");
  const taken = new Set<number>();
  for (const [column, letter] of Object.entries(map)) {
    const value = String(letter ?? "");
    const problem = (reason: string): Issue => ({
      code: "import_map_invalid",
      severity: "error",
      params: { column, value, reason },
    });
    if (!(IMPORT_COLUMNS as readonly string[]).includes(column)) return problem("column");
    const index = typeof letter === "string" ? indexOfLetter(letter) : undefined;
    if (index === undefined) return problem("letter");
    if (taken.has(index)) return problem("twice");
    taken.add(index);
    checked.set(column as ImportColumn, index);
  }
  return checked;
}

function checkOptions(fileName: string, options: unknown): Checked | Issue {
  if (options === undefined || options === null)
    return { fileName, map: new Map(), phase: "83", lang: "de", mapped: false };
  if (typeof options !== "object") return invalid("options", "object");
  const { sheet, map, project, bidder, phase = "83", lang = "de" } = options as Record<string, unknown>;
  if (sheet !== undefined && typeof sheet !== "string") return invalid("options.sheet", "string");
  if (project !== undefined && typeof project !== "string") return invalid("options.project", "string");
  if (bidder !== undefined && typeof bidder !== "string") return invalid("options.bidder", "string");
  if (phase !== "81" && phase !== "83" && phase !== "84")
    return invalid("options.phase", '"81", "83" or "84"');
  if (lang !== "de" && lang !== "en") return invalid("options.lang", '"de" or "en"');
  const checkedMap = checkMap(map);
  if (!(checkedMap instanceof Map)) return checkedMap;
  return {
    fileName,
    map: checkedMap,
    phase,
    lang,
    mapped: checkedMap.size > 0,
    ...(typeof sheet === "string" ? { sheet } : {}),
    ...(typeof project === "string" && project.trim() ? { project: project.trim() } : {}),
    ...(typeof bidder === "string" && bidder.trim() ? { bidder: bidder.trim() } : {}),
  };
}

/**
 * Turns a spreadsheet into an LV ready for `writeGaeb`: a workbook this project wrote (edited), our template, or a
 * foreign bill of quantities whose title row is found by its names. Where the columns are not certain it asks for a
 * mapping (`mapping`) instead of guessing. Pure and synchronous, usable in a browser worker; never throws.
 */
export function importWorkbook(file: InputFile, options?: ImportOptions): ImportResult {
  const input = checkInput(file, "file");
  if (isIssue(input)) return { ok: false, issues: [input] };
  const checked = checkOptions(input.name, options);
  if ("code" in checked) return { ok: false, issues: [{ ...checked, file: input.name }] };
  const issues: Issue[] = [];
  const result = guarded(
    () => importChecked(input.bytes, checked, options ?? {}, issues),
    (issue): ImportResult => ({ ok: false, issues: [...issues, issue] }),
    input.name,
  );
  // Every issue is about this workbook; the parts below do not know its name.
  for (const issue of result.issues) issue.file ??= input.name;
  return result;
}

function importChecked(
  bytes: Uint8Array,
  options: Checked,
  given: ImportOptions,
  issues: Issue[],
): ImportResult {
  const fail = (code: Issue["code"], params?: Issue["params"]): ImportResult => {
    issues.push({ code, severity: "error", ...(params ? { params } : {}) });
    return { ok: false, issues };
  };
  try {
    const book = openXlsx(bytes);
    const forms = formsOf(book);
    if (forms.length > 0 && !options.mapped) {
      const read = readFormAndSheet(book, options.sheet);
      if (read.choices) {
        const sheets = read.choices.map((choice) => choice.sheet);
        issues.push(missingSheet(options.sheet ?? "", sheets));
        return { ok: false, issues, sheets };
      }
      // A sheet named that is no form's LV sheet (a second sheet the planner added) is read by its columns.
      const named = options.sheet === undefined || read.sheet?.name === options.sheet;
      if (read.found && read.sheet && named)
        return importEdited(read.found, read.sheet, editedOptions(given, options), issues);
    }
    const formSheets = new Set(forms.map((form) => form.info));
    // Formblatt 223 refers to the price sheet's rows: an LV only in appearance.
    const sheets = book.sheets.filter((sheet) => !formSheets.has(sheet) && !isForm223(book, sheet));
    const visible = sheets.filter((sheet) => sheet.state === "visible");
    if (options.sheet !== undefined) {
      const info = sheets.find((sheet) => sheet.name === options.sheet);
      const sheet = info && book.read(info, undefined, LAST_ROW);
      if (!sheet) {
        const names = visible.map((sheet) => sheet.name);
        issues.push(missingSheet(options.sheet, names));
        return { ok: false, issues, sheets: names };
      }
      return withinRows(sheet, issues) ? importSheet(sheet, options, issues) : { ok: false, issues };
    }
    const { sheet, missing } = lvSheet(book, visible, options);
    // A sheet that could not be read is named, as the reason where no other sheet holds an LV.
    for (const part of missing) issues.push(sheetPartMissing(part, sheet?.name));
    if (!sheet)
      return missing.length > 0 ? { ok: false, issues } : fail("import_no_items", { sheet: "", row: 0 });
    return withinRows(sheet, issues) ? importSheet(sheet, options, issues) : { ok: false, issues };
  } catch (error) {
    const issue = readingIssue(error);
    if (!issue) throw error;
    issues.push(issue);
    return { ok: false, issues };
  }
}

/** The caller's options with the bidder's name as checked (trimmed; a blank one is none). */
function editedOptions(given: ImportOptions, options: Checked): ImportOptions {
  const { bidder: _given, ...rest } = given;
  return { ...rest, ...(options.bidder ? { bidder: options.bidder } : {}) };
}

/**
 * The last row a sheet of one's own is read to: MAX_IMPORT_ROWS below a title row as low as one is looked for.
 * A sheet with a value beyond it is stopped there while it streams and refused (`withinRows`), never read whole.
 */
const LAST_ROW = HEADER_SEARCH_ROWS + MAX_IMPORT_ROWS;

/** Whether a sheet was read whole; one cut at LAST_ROW is refused as rows.ts refuses one too long. */
function withinRows(sheet: ReadSheet, issues: Issue[]): boolean {
  if (sheet.cutAtRow === undefined) return true;
  issues.push({
    code: "import_too_large",
    severity: "error",
    params: { sheet: sheet.name, what: "rows", limit: MAX_IMPORT_ROWS },
  });
  return false;
}

function missingSheet(sheet: string, sheets: readonly string[]): Issue {
  return { code: "import_sheet_missing", severity: "error", params: { sheet, sheets: sheets.join("\n") } };
}

/**
 * The sheet holding the LV, where none was named: the first visible one whose title row names the item number and
 * the short text for certain, else the first with a title row at all, else the first. Sheets whose part is missing
 * are passed over and listed; where no other sheet has a title row, none is taken.
 */
function lvSheet(
  book: XlsxBook,
  visible: XlsxBook["sheets"],
  options: Checked,
): { sheet: ReadSheet | undefined; missing: SheetPartMissing[] } {
  let fallback: ReadSheet | undefined;
  let first: ReadSheet | undefined;
  const missing: SheetPartMissing[] = [];
  for (const info of visible) {
    let sheet: ReadSheet | undefined;
    try {
      sheet = book.read(info, undefined, LAST_ROW);
    } catch (error) {
      if (!(error instanceof SheetPartMissing)) throw error;
      missing.push(error);
      continue;
    }
    if (!sheet) continue;
    first ??= sheet;
    const header = findHeader(sheet, options.map);
    if (!header) continue;
    if (header.choices.every((choice) => "index" in choice)) return { sheet, missing };
    fallback ??= sheet;
  }
  return { sheet: fallback ?? (missing.length > 0 ? undefined : first), missing };
}

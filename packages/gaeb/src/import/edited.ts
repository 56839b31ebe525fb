import type { Issue } from "../issues.js";
import type { FoundForm } from "../workbook/forms.js";
import type { ReadSheet } from "../workbook/xlsx-reader.js";
import { importSheet, type SheetOptions } from "./sheet.js";
import type { ImportOptions, ImportResult } from "./types.js";

/**
 * A workbook this project wrote from a request, edited (kind 1). Here its LV sheet is read by its columns as any
 * other sheet is; helper "edited" replaces this with the reading that keeps the request's identity (the form).
 */
export function importEdited(
  _found: FoundForm,
  sheet: ReadSheet,
  options: ImportOptions,
  issues: Issue[],
): ImportResult {
  const checked: SheetOptions = {
    fileName: sheet.name,
    map: new Map(),
    phase: options.phase ?? "83",
    lang: options.lang ?? "de",
    ...(options.project !== undefined ? { project: options.project } : {}),
  };
  return importSheet(sheet, checked, issues, "edited");
}

import type { Issue } from "../issues.js";
import { MAX_CELL_TEXT, MAX_SHEET_CELLS, MAX_WORKBOOK_XML_BYTES } from "../limits.js";
import {
  SheetPartMissing,
  WorkbookNotUtf8,
  WorkbookNotXlsx,
  WorkbookTooLarge,
  WorkbookUnreadable,
} from "../workbook/xlsx-reader.js";

const error = (code: Issue["code"], params?: Issue["params"]): Issue => ({
  code,
  severity: "error",
  ...(params ? { params } : {}),
});

/** The issue of a sheet whose part is missing; `read` names the sheet the LV came from instead, if any. */
export function sheetPartMissing(missing: SheetPartMissing, read?: string): Issue {
  return {
    code: "import_sheet_part_missing",
    severity: read === undefined ? "error" : "warning",
    params: { sheet: missing.sheet, part: missing.part, ...(read === undefined ? {} : { lvSheet: read }) },
  };
}

/**
 * What the xlsx reader's refusal means to the person importing: each kind of file that is no readable xlsx, and
 * each bound, with its own words of what to do. Undefined for anything else, which is a fault of ours.
 */
export function readingIssue(thrown: unknown): Issue | undefined {
  if (thrown instanceof WorkbookNotXlsx)
    return error(
      thrown.format === "encrypted"
        ? "import_workbook_encrypted"
        : thrown.format === "xls"
          ? "import_workbook_xls"
          : "import_workbook_ods",
    );
  if (thrown instanceof SheetPartMissing) return sheetPartMissing(thrown);
  if (thrown instanceof WorkbookNotUtf8)
    return error("import_workbook_not_utf8", {
      part: thrown.part,
      sheet: thrown.sheet ?? "",
      ...(thrown.at?.cell ? { cell: thrown.at.cell } : {}),
      ...(thrown.at?.row ? { row: thrown.at.row } : {}),
    });
  if (thrown instanceof WorkbookUnreadable) return error("import_workbook_invalid");
  // A cell's text, named where it stands, in the words of a text too long to take into the LV.
  if (thrown instanceof WorkbookTooLarge && thrown.reason === "text" && thrown.sheet && thrown.cell)
    return error("import_too_large", {
      sheet: thrown.sheet,
      cell: thrown.cell,
      what: "text",
      limit: MAX_CELL_TEXT,
    });
  if (thrown instanceof WorkbookTooLarge)
    return error("import_workbook_too_large", {
      reason: thrown.reason,
      sheet: thrown.sheet ?? "",
      megabytes: MAX_WORKBOOK_XML_BYTES / 1048576,
      cells: MAX_SHEET_CELLS,
      characters: MAX_CELL_TEXT,
    });
  return undefined;
}

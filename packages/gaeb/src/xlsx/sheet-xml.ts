import { columnName } from "./column-letters.js";
import type { InputPrompt, Sheet } from "./workbook.js";
import { escapeXml } from "./xml-text.js";

/** The sheet's XML before its rows: settings, panes, outline, columns. */
export function sheetHeadXml(sheet: Sheet, maxOutline: number, rows: number): string {
  const hidden = new Set(sheet.hiddenColumns ?? []);
  const lastColumn = columnName(Math.max(sheet.columnWidths.length - 1, 0));
  const outline = sheet.columnOutline ?? [];
  const maxColumnOutline = outline.reduce<number>((max, level) => Math.max(max, level ?? 0), 0);
  return [
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships">`,
    `<sheetPr><outlinePr summaryBelow="0" summaryRight="0"/>${sheet.printAcross ? "" : `<pageSetUpPr fitToPage="1"/>`}</sheetPr>`,
    `<dimension ref="A1:${lastColumn}${Math.max(rows, 1)}"/>`,
    // Frozen at the header row and after the OZ column, so both stay in sight while scrolling.
    sheetViewXml(sheet),
    `<sheetFormatPr defaultRowHeight="12.75"${maxOutline > 0 ? ` outlineLevelRow="${maxOutline}"` : ""}${maxColumnOutline > 0 ? ` outlineLevelCol="${maxColumnOutline}"` : ""}/>`,
    `<cols>${sheet.columnWidths.map((width, i) => `<col min="${i + 1}" max="${i + 1}" width="${width}" customWidth="1"${columnStyle(sheet, i)}${hidden.has(i) ? ` hidden="1"` : ""}${outline[i] ? ` outlineLevel="${outline[i]}"` : ""}/>`).join("")}</cols>`,
    "<sheetData>",
  ].join("");
}

/** The sheet's XML after its rows: filter, merged cells, input prompts, print settings. */
export function sheetTailXml(sheet: Sheet): string {
  const lastColumn = columnName(Math.max(sheet.columnWidths.length - 1, 0));
  const parts = ["</sheetData>"];
  if (!sheet.noFilter)
    parts.push(`<autoFilter ref="A${sheet.headerRow}:${lastColumn}${filterLastRow(sheet)}"/>`);
  const merges = sheet.merges ?? [];
  if (merges.length > 0)
    parts.push(
      `<mergeCells count="${merges.length}">${merges.map((ref) => `<mergeCell ref="${ref}"/>`).join("")}</mergeCells>`,
    );
  // After the merged cells and before the data validations, as the schema orders them.
  (sheet.conditionalFormats ?? []).forEach((format, index) => {
    parts.push(
      `<conditionalFormatting sqref="${format.sqref}"><cfRule type="expression" dxfId="${format.mark}" priority="${index + 1}"><formula>${escapeXml(format.formula)}</formula></cfRule></conditionalFormatting>`,
    );
  });
  const prompts = sheet.prompts ?? [];
  if (prompts.length > 0)
    parts.push(
      `<dataValidations count="${prompts.length}">${prompts.map(validationXml).join("")}</dataValidations>`,
    );
  parts.push(
    `<printOptions gridLines="0"/><pageMargins left="0.4" right="0.4" top="0.7" bottom="0.6" header="0.3" footer="0.3"/>`,
    sheet.printAcross
      ? `<pageSetup paperSize="9" scale="${sheet.printAcross.scale}" pageOrder="overThenDown" orientation="landscape"/>`
      : `<pageSetup paperSize="9" orientation="${sheet.portrait ? "portrait" : "landscape"}" fitToWidth="1" fitToHeight="0"/>`,
    `<headerFooter><oddHeader>${escapeXml(sheet.pageHeader ?? "&L&A")}</oddHeader><oddFooter>${escapeXml(sheet.pageFooter ?? "&R&P / &N")}</oddFooter></headerFooter>`,
    columnBreaksXml(sheet.printAcross?.columnBreaks ?? []),
    "</worksheet>",
  );
  return parts.join("");
}

/** An input prompt, and where it limits what may be typed, the rule and its error message (the prompt's text). */
function validationXml(p: InputPrompt): string {
  const prompt = `allowBlank="1" showInputMessage="1" promptTitle="${escapeXml(p.title)}" prompt="${escapeXml(p.text)}" sqref="${p.sqref}"`;
  const error = `showErrorMessage="1" errorTitle="${escapeXml(p.title)}" error="${escapeXml(p.text)}"`;
  if (p.list)
    return `<dataValidation type="list" ${prompt} ${error}><formula1>${escapeXml(`"${p.list.join(",")}"`)}</formula1></dataValidation>`;
  if (p.decimal)
    return `<dataValidation type="decimal" ${prompt} ${error}><formula1>${p.decimal.min}</formula1><formula2>${p.decimal.max}</formula2></dataValidation>`;
  return `<dataValidation ${prompt}/>`;
}

function columnStyle(sheet: Sheet, column: number): string {
  const style = sheet.columnStyles?.[column];
  return style === undefined ? "" : ` style="${style}"`;
}

/** Page breaks before these 0-based columns, so that a group of columns is printed on one page. */
function columnBreaksXml(columns: readonly number[]): string {
  if (columns.length === 0) return "";
  const breaks = columns.map((column) => `<brk id="${column}" max="1048575" man="1"/>`).join("");
  return `<colBreaks count="${columns.length}" manualBreakCount="${columns.length}">${breaks}</colBreaks>`;
}

/** Frozen at the header row and after the leading columns, so both stay in sight while scrolling. */
function sheetViewXml(sheet: Sheet): string {
  if (sheet.unfrozen) return `<sheetViews><sheetView workbookViewId="0"/></sheetViews>`;
  const x = sheet.frozenColumns ?? 1;
  const y = sheet.headerRow;
  const first = columnName(x);
  return `<sheetViews><sheetView workbookViewId="0"><pane xSplit="${x}" ySplit="${y}" topLeftCell="${first}${y + 1}" activePane="bottomRight" state="frozen"/><selection pane="topRight" activeCell="${first}1" sqref="${first}1"/><selection pane="bottomLeft" activeCell="A${y + 1}" sqref="A${y + 1}"/><selection pane="bottomRight" activeCell="${first}${y + 1}" sqref="${first}${y + 1}"/></sheetView></sheetViews>`;
}

export function filterLastRow(sheet: Sheet): number {
  return Math.max(sheet.lastTableRow ?? rowCount(sheet), sheet.headerRow);
}

export function rowCount(sheet: Sheet): number {
  return sheet.body?.rowCount ?? sheet.rows.length;
}

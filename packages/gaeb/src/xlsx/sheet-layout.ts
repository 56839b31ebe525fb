import type { Decimal } from "../decimal.js";
import type { Issue } from "../issues.js";
import type { GaebDocument, Item } from "../model.js";
import { type Columns, chooseColumns, printColumnCount } from "./columns.js";
import { unitPriceDecimals } from "./entry-facts.js";
import { inputMarks } from "./input-marks.js";
import { inputPrompts } from "./input-prompts.js";
import { LABELS } from "./labels.js";
import { MarkupPlan } from "./markups.js";
import { RowPlan } from "./row-plan.js";
import { RowList, StreamedRows } from "./row-store.js";
import type { SharedStrings } from "./shared-strings.js";
import { type LayoutOptions, longTextWidth, SheetBuilder } from "./sheet-builder.js";
import { ROOT_SCOPE } from "./sum-keys.js";
import { sheetTitle, titleBlock } from "./title-block.js";
import { addGrandTotals, planSums } from "./totals.js";
import { endWrittenSheet, type Sheet } from "./workbook.js";
import type { EntryWriter } from "./zip-writer.js";

export type { LayoutOptions } from "./sheet-builder.js";

/** Where a sheet's rows go as they are laid out: its zip entry, its texts into the workbook's shared strings. */
export interface SheetOutput {
  strings: SharedStrings;
  entry: EntryWriter;
}

/** A laid-out sheet and what the workbook's other parts need of it. */
export type LaidOutSheet = Sheet & {
  computedTotal?: Decimal;
  wholeSheetNeeded?: boolean;
  /** Where the sheet asks for a price breakdown: its columns and each item's row, for Formblatt 223's sheet. */
  breakdown?: PriceSheetRows;
};

export interface PriceSheetRows {
  columns: Columns;
  itemRows: ReadonlyArray<{ item: Item; row: number }>;
  headerRow: number;
}

/**
 * Lays out one GAEB document as one worksheet. With `output`, the rows are written into the sheet's entry as they
 * are laid out and the entry is ended (`Sheet.body` counts them; `rows` stays empty); where that could not be done
 * (`wholeSheetNeeded`: a number a spreadsheet cannot hold exactly, or a figure the plan did not foresee) the entry
 * is left unfinished and the sheet must be laid out again without `output`.
 */
export function layoutSheet(
  document: GaebDocument,
  name: string,
  options: LayoutOptions,
  issues: Issue[],
  output?: SheetOutput,
): LaidOutSheet {
  const labels = LABELS[options.lang];
  const sumPlan = planSums(document);
  const columns = chooseColumns(
    document,
    labels,
    { longText: options.longText, addComponents: options.addComponents ?? false, lang: options.lang },
    sumPlan,
  );
  const top = titleBlock(document, labels, options.notices);
  const headerRow = top.length + 1;
  const columnWidths = columns.list.map((c) => c.width);
  const body = document.boq?.body ?? [];
  const markups = new MarkupPlan(body);
  const rowPlan = output
    ? new RowPlan({ preamble: document.preamble, closing: document.closing, body }, headerRow, {
        longText: options.longText,
        width: longTextWidth(columns),
        labels,
        markups,
      })
    : undefined;
  const store =
    output && rowPlan
      ? new StreamedRows(
          output.strings,
          columnWidths,
          output.entry,
          Math.max(rowPlan.lastTableRow, headerRow + 1),
        )
      : new RowList();
  const builder = new SheetBuilder(
    document,
    columns,
    options,
    issues,
    headerRow + 1,
    store,
    markups,
    rowPlan,
  );
  for (const row of top) store.push(row);
  store.push({ cells: columns.headerRow() });
  builder.addTexts(document.preamble, labels.kinds.preamble);
  const computed = builder.addEntries(body, 0, ROOT_SCOPE, document.boq?.info.totals?.vatPercent);
  builder.addTexts(document.closing, labels.kinds.closing);
  const lastTableRow = store.length;
  if (rowPlan && rowPlan.lastTableRow !== lastTableRow) rowPlan.matches = false;
  // The grand-total row of the computed figure is left out where an offer read alone has its own total.
  const showsComputed = !(options.kindsUnknown && document.boq?.info.totals?.total);
  addGrandTotals(builder, document, {
    computed,
    rateNets: builder.rateNets,
    plan: sumPlan,
    kindsUnknown: options.kindsUnknown ?? false,
  });
  if (store instanceof RowList) store.settleLastRow(Math.max(lastTableRow, headerRow + 1));
  const inputRows = store instanceof RowList ? store.rows : store.promptRows;
  const sheet: LaidOutSheet = {
    name,
    columnWidths,
    hiddenColumns: columns.list.flatMap((c, i) => (c.hidden ? [i] : [])),
    rows: store instanceof RowList ? store.rows : [],
    headerRow,
    lastTableRow,
    prompts: inputPrompts(inputRows, headerRow, options.lang),
    conditionalFormats: inputMarks(inputRows, columns, {
      unitPriceDecimals: unitPriceDecimals(document),
      headerRow,
      lastTableRow,
    }),
    printColumns: printColumnCount(columns),
    pageHeader: `&L&B${pageText(sheetTitle(document))}&B&R${pageText(labels.phases[document.source.phase])}`,
    pageFooter: `&L${pageText(document.source.fileName)}&R${labels.page}`,
    ...(showsComputed ? { computedTotal: computed } : {}),
    ...(builder.itemRows.length > 0 ? { breakdown: { columns, itemRows: builder.itemRows, headerRow } } : {}),
  };
  if (!(store instanceof StreamedRows) || !output) return sheet;
  if (!store.complete || !rowPlan?.matches) return { ...sheet, wholeSheetNeeded: true };
  sheet.body = { rowCount: store.rowCount, maxOutline: store.maxOutline };
  endWrittenSheet(sheet, sheet.body, output.entry);
  return sheet;
}

/** Text in a page header or footer: `&` starts a code there, so a literal one is doubled. */
function pageText(value: string): string {
  return value.replace(/&/g, "&&");
}

import { Decimal } from "../decimal.js";
import type { GaebDocument } from "../model.js";
import { columnName } from "../xlsx/column-letters.js";
import { COMPARISON_STYLE, STYLE } from "../xlsx/styles.js";
import { lineCount, rowPoints } from "../xlsx/text-fit.js";
import type { Cell, ConditionalFormat, InputPrompt, Row, Sheet } from "../xlsx/workbook.js";
import { blank, formula, number, text } from "./cells.js";
import { boqTitle, pageFooter, pageHeader } from "./comparison-title.js";
import type { Evaluation } from "./evaluation.js";
import type { EvaluationData } from "./evaluation-data.js";
import type { EvaluationLabels } from "./evaluation-labels.js";
import { groupKey } from "./evaluation-plan.js";
import { vatOfKey } from "./evaluation-vat.js";
import type { CompareLabels } from "./labels.js";
import type { WertungCells } from "./wertung-cells.js";
import { type PreisspiegelRefs, WertungFormulas } from "./wertung-formulas.js";
import {
  cheapestDeltaColumn,
  FIRST_GROUP_ROW,
  GROUPS_HEADING_ROW,
  groupDeltaColumn,
  groupVatColumn,
  SETTING_COLUMN,
  SETTING_ROWS,
  SETTINGS_HEADING_ROW,
  WERTUNG_COLUMNS,
  wertungWidth,
} from "./wertung-layout.js";
import { addRanking } from "./wertung-ranking.js";

/** What the Wertung sheet is made of. */
export interface WertungInput {
  request: GaebDocument;
  requestFile: string;
  currency: string;
  labels: CompareLabels;
  words: EvaluationLabels;
  data: EvaluationData;
  evaluation: Evaluation;
  cells: WertungCells;
  /** Bidder indexes in the order of the ranking's rows. */
  order: readonly number[];
  preisspiegel: PreisspiegelRefs;
}

/** Rows of a sheet built from the top: cells by 0-based column. */
export class SheetRows {
  readonly rows: Row[] = [];
  readonly merges: string[] = [];
  readonly prompts: InputPrompt[] = [];
  readonly marks: ConditionalFormat[] = [];

  constructor(readonly width: number) {}

  /** Sets row `r` (1-based), filling the rows before it with blank ones. */
  set(r: number, cells: Record<number, Cell>, height?: number): void {
    while (this.rows.length < r) this.rows.push({ cells: [] });
    const row: Array<Cell | undefined> = new Array(this.width).fill(undefined);
    for (const index in cells) row[Number(index)] = cells[index];
    this.rows[r - 1] = { cells: row, ...(height ? { height } : {}) };
  }

  get next(): number {
    return this.rows.length + 1;
  }
}

const COLUMNS = WERTUNG_COLUMNS.length;
const LAST = columnName(COLUMNS - 1);

function settingValue(value: Decimal | undefined, style: Cell["style"]): Cell {
  return value ? number(value, style) : blank(style);
}

/** The settings: a label across the first two columns, the value (an input) in the third, its prompt. */
function addSettings(sheet: SheetRows, input: WertungInput): void {
  const w = input.words;
  const s = input.evaluation.settings;
  sheet.set(SETTINGS_HEADING_ROW, { 0: text(w.settings, STYLE.label) });
  const settings: Array<[keyof typeof SETTING_ROWS, string, Cell, Omit<InputPrompt, "sqref" | "title">]> = [
    [
      "provisional",
      w.provisional,
      text(s.provisional ? w.yes : w.no, STYLE.textInput),
      { text: w.provisionalHelp, list: [w.yes, w.no] },
    ],
    [
      "vatPercent",
      w.vatPercent,
      settingValue(s.vatPercent, STYLE.priceInput2),
      { text: w.vatHelp, decimal: { min: 0, max: 100 } },
    ],
    [
      "unusualPercent",
      w.unusualPercent,
      number(s.unusualPercent, STYLE.priceInput2),
      { text: w.unusualHelp, decimal: { min: 0, max: 1000 } },
    ],
    [
      "unusualReference",
      w.unusualReference,
      text(s.unusualReference === "median" ? w.median : w.mean, STYLE.textInput),
      { text: w.referenceHelp, list: [w.mean, w.median] },
    ],
    [
      "lowPercent",
      w.lowPercent,
      number(s.lowPercent, STYLE.priceInput2),
      { text: w.lowHelp, decimal: { min: 0, max: 100 } },
    ],
    [
      "estimate",
      w.estimate,
      settingValue(s.estimate, STYLE.priceInput2),
      { text: w.estimateHelp, decimal: { min: 0, max: 1e13 } },
    ],
  ];
  for (const [key, label, value, prompt] of settings) {
    const row = SETTING_ROWS[key];
    sheet.set(row, { 0: text(label, STYLE.label), [SETTING_COLUMN]: value });
    sheet.merges.push(`A${row}:B${row}`);
    sheet.prompts.push({
      sqref: `${columnName(SETTING_COLUMN)}${row}`,
      title: label.slice(0, 32),
      ...prompt,
    });
  }
}

/** An option's items as "1.10.20.0010 bis 1.10.20.0013" (or the one OZ). */
export function ozSpan(oz: readonly string[], lang: "de" | "en"): string {
  if (oz.length <= 1) return oz[0] ?? "";
  return `${oz[0]} ${lang === "de" ? "bis" : "to"} ${oz[oz.length - 1]}`;
}

/** A row per Wahl group: its number, the option chosen (an input), its options in words; hidden, what it changes. */
function addGroups(
  sheet: SheetRows,
  input: WertungInput,
  formulas: WertungFormulas,
  lang: "de" | "en",
): void {
  const w = input.words;
  sheet.set(GROUPS_HEADING_ROW, {
    0: text(w.group, STYLE.header),
    1: text(w.chosen, STYLE.header),
    2: text(w.options, STYLE.header),
    ...Object.fromEntries(Array.from({ length: COLUMNS - 3 }, (_, i) => [3 + i, blank(STYLE.header)])),
  });
  sheet.merges.push(`C${GROUPS_HEADING_ROW}:${LAST}${GROUPS_HEADING_ROW}`);
  const { groups } = input.data;
  if (groups.length === 0) {
    sheet.set(FIRST_GROUP_ROW, { 2: text(w.noGroups, STYLE.text) });
    sheet.merges.push(`C${FIRST_GROUP_ROW}:${LAST}${FIRST_GROUP_ROW}`);
    return;
  }
  const optionsWidth = WERTUNG_COLUMNS.slice(2).reduce((sum, [, width]) => sum + width, 0);
  groups.forEach((group, g) => {
    const row = FIRST_GROUP_ROW + g;
    const chosen = input.evaluation.settings.alternatives[group.group] ?? 0;
    const words = group.options.map((option) =>
      w.option(option.serial, option.title.replace(/\s+/g, " "), ozSpan(option.oz, lang)),
    );
    const description = words.join("\n");
    const cells: Record<number, Cell> = {
      0: text(group.group, STYLE.oz),
      1: number(Decimal.fromInteger(chosen), COMPARISON_STYLE.integerInput),
      2: text(description, STYLE.text),
    };
    const bidders = input.data.bidders.length;
    const rate = input.evaluation.settings.vatPercent ?? Decimal.zero;
    input.data.bidders.forEach((bidder, b) => {
      const sum = (serial: number) =>
        Decimal.parse(bidder.sums[groupKey(group.group, serial)] ?? "0") ?? Decimal.zero;
      const delta = chosen === 0 ? Decimal.zero : sum(chosen).minus(sum(0));
      cells[groupDeltaColumn(b)] = formula(formulas.groupDelta(b, group.group, row), delta, STYLE.money);
      // The option that makes this bidder's total lowest, fixed: its lowest combination's total sums these.
      const cheapest = input.evaluation.bidders[b]?.cheapest.choices[group.group] ?? 0;
      cells[cheapestDeltaColumn(b, bidders)] = formula(
        formulas.optionDelta(b, group.group, cheapest),
        cheapest === 0 ? Decimal.zero : sum(cheapest).minus(sum(0)),
        STYLE.money,
      );
      if (!bidder.ownRate) return;
      const vat = (serial: number) => vatOfKey(bidder, groupKey(group.group, serial), rate);
      const vatDelta = chosen === 0 ? Decimal.zero : vat(chosen).minus(vat(0));
      const expression = formulas.groupVatDelta(b, group.group, row);
      cells[groupVatColumn(b, bidders)] = formula(expression, vatDelta, STYLE.default);
    });
    const lines = words.reduce((total, line) => total + lineCount(line, optionsWidth), 0);
    sheet.set(row, cells, rowPoints(Math.max(lines, 1)));
    sheet.merges.push(`C${row}:${LAST}${row}`);
    sheet.prompts.push({
      sqref: `B${row}`,
      title: `${w.group} ${group.group}`.slice(0, 32),
      text: w.choiceHelp(group.options.map((option) => option.serial).join(", ")).slice(0, 255),
      list: group.options.map((option) => String(option.serial)),
    });
  });
}

/**
 * The Wertung sheet: the office's choices (Bedarfspositionen, Wahl groups, thresholds, estimate, VAT) as cells,
 * and per bidder its evaluation total, rank, unusual prices and whether it is unusually low, all live formulas over
 * the Preisspiegel that follow every choice.
 */
export function wertungSheet(input: WertungInput, lang: "de" | "en"): Sheet {
  const w = input.words;
  const l = input.labels;
  const bidders = input.data.bidders.length;
  const sheet = new SheetRows(wertungWidth(bidders));
  const formulas = new WertungFormulas(input.preisspiegel, input.cells, w.yes);
  sheet.set(1, { 0: text(w.title, STYLE.title) }, 20);
  const project = [input.request.project.name, input.request.project.label].filter(Boolean).join(" – ");
  sheet.set(2, { 0: text(l.project, STYLE.label), [SETTING_COLUMN]: text(project, STYLE.oz) });
  sheet.set(3, { 0: text(l.boq, STYLE.label), [SETTING_COLUMN]: text(boqTitle(input.request), STYLE.oz) });
  sheet.set(4, { 0: text(l.currency, STYLE.label), [SETTING_COLUMN]: text(input.currency, STYLE.oz) });
  addSettings(sheet, input);
  addGroups(sheet, input, formulas, lang);
  const header = addRanking(sheet, input, formulas);
  const widths: number[] = WERTUNG_COLUMNS.map(([, width]) => width);
  const hidden: number[] = [];
  for (let column = COLUMNS; column < sheet.width; column++) {
    widths.push(12);
    hidden.push(column);
  }
  return {
    name: w.sheet,
    columnWidths: widths,
    hiddenColumns: hidden,
    rows: sheet.rows,
    headerRow: header,
    firstHeaderRow: header,
    printColumns: COLUMNS,
    unfrozen: true,
    noFilter: true,
    merges: sheet.merges,
    prompts: sheet.prompts,
    conditionalFormats: sheet.marks,
    // The sheet's own title in the header: printed, it is a document of its own.
    pageHeader: pageHeader(input.request, input.requestFile, { ...l, title: w.title }),
    pageFooter: pageFooter(l),
  };
}

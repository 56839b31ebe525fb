import type { Locale } from "../issues.js";
import { text } from "./item-rows.js";
import { LABELS } from "./labels.js";
import { STYLE } from "./styles.js";
import { type ExampleRow, kindWords, TEMPLATE_WORDS, type TemplateWords } from "./template-words.js";
import { type Cell, type Row, type Sheet, writeWorkbook } from "./workbook.js";

export { TEMPLATE_KINDS } from "./template-words.js";

/**
 * Where the template puts things; the import reads a filled-in template by exactly these places, so they are
 * named once here. Rows are 1-based, columns 0-based (A = 0).
 */
export const TEMPLATE_LAYOUT = {
  sheet: "LV",
  titleRow: 1,
  /** The title block: label in A, value in B, in the order project, LV, owner, currency, VAT rate. */
  blockRows: { project: 3, boq: 4, owner: 5, currency: 6, vatRate: 7 },
  headerRow: 9,
  firstRow: 10,
  columns: { oz: 0, kind: 1, short: 2, long: 3, qty: 4, unit: 5, price: 6 },
} as const;

export interface TemplateOptions {
  /** The language of the labels, the example and the notes; default "de". */
  lang?: Locale;
}

/** How far down the column prompts reach: far beyond any LV typed by hand, short of slowing the program down. */
const PROMPT_ROWS = 5000;
const WIDTHS = [17, 24, 40, 62, 12, 10, 13];
const DEFAULT_CURRENCY = "EUR";
const DEFAULT_VAT_RATE = "19";

/** A figure the example gives as a plain decimal ("125.5"), written as it is. */
function figure(plain: string, style: Cell["style"]): Cell {
  return { value: { type: "number", value: plain }, style };
}

/** A cell with a format and no value: a section's band, a price to fill in. */
function fill(style: Cell["style"]): Cell {
  return { value: { type: "empty" }, style };
}

function blockRow(label: string, value: Cell): Row {
  return { cells: [text(label, STYLE.label), value] };
}

function exampleRow(row: ExampleRow, lang: Locale): Row {
  const kind = LABELS[lang].kinds[row.kind];
  if (row.kind === "section")
    return {
      cells: [
        text(row.oz, STYLE.sectionOz),
        text(kind, STYLE.sectionText),
        text(row.short, STYLE.sectionText),
        fill(STYLE.sectionText),
        fill(STYLE.sectionText),
        fill(STYLE.sectionText),
        fill(STYLE.sectionText),
      ],
    };
  return {
    cells: [
      text(row.oz, STYLE.oz),
      text(kind),
      text(row.short),
      text(row.long ?? ""),
      row.quantity ? figure(row.quantity, STYLE.quantity) : undefined,
      text(row.unit ?? ""),
      fill(STYLE.priceInput2),
    ],
  };
}

function lvSheet(words: TemplateWords, lang: Locale): Sheet {
  const { columns } = LABELS[lang];
  const { blockRows, headerRow, firstRow } = TEMPLATE_LAYOUT;
  const rows: Row[] = [];
  rows[TEMPLATE_LAYOUT.titleRow - 1] = { cells: [text(words.title, STYLE.title)], height: 20 };
  rows[1] = { cells: [text(words.hint, STYLE.continuedOz)] };
  const input = (value?: string): Cell => (value ? text(value, STYLE.textInput) : fill(STYLE.textInput));
  rows[blockRows.project - 1] = blockRow(words.block.project, input());
  rows[blockRows.boq - 1] = blockRow(words.block.boq, input());
  rows[blockRows.owner - 1] = blockRow(words.block.owner, input());
  rows[blockRows.currency - 1] = blockRow(words.block.currency, input(DEFAULT_CURRENCY));
  rows[blockRows.vatRate - 1] = blockRow(words.block.vatRate, figure(DEFAULT_VAT_RATE, STYLE.percentInput));
  rows[headerRow - 1] = {
    cells: [
      text(columns.oz, STYLE.header),
      text(columns.kind, STYLE.header),
      text(columns.shortText, STYLE.header),
      text(columns.longText, STYLE.header),
      text(columns.quantity, STYLE.headerNumber),
      text(columns.unit, STYLE.header),
      text(columns.unitPrice, STYLE.headerNumber),
    ],
  };
  words.example.forEach((row, index) => {
    rows[firstRow - 1 + index] = exampleRow(row, lang);
  });
  const filled = Array.from({ length: rows.length }, (_, i) => rows[i] ?? { cells: [] });
  const below = (column: string) => `${column}${firstRow}:${column}${PROMPT_ROWS}`;
  return {
    name: TEMPLATE_LAYOUT.sheet,
    columnWidths: WIDTHS,
    // Text columns stay text when typed into (an OZ "01" stays "01"); the figures keep the program's own format.
    columnStyles: [STYLE.oz, STYLE.text, STYLE.text, STYLE.text, undefined, STYLE.text, undefined],
    rows: filled,
    headerRow,
    noFilter: true,
    // Names stand in B over C and D, which give them room; the VAT rate is a figure and stays in B.
    merges: [blockRows.project, blockRows.boq, blockRows.owner, blockRows.currency].map(
      (row) => `B${row}:D${row}`,
    ),
    prompts: [
      { sqref: below("A"), ...words.prompts.oz },
      { sqref: below("B"), ...words.prompts.kind },
      { sqref: below("E"), ...words.prompts.quantity },
      { sqref: below("G"), ...words.prompts.price },
      { sqref: `B${blockRows.vatRate}`, ...words.prompts.vatRate },
    ],
    pageHeader: `&L&A`,
    pageFooter: `&R${LABELS[lang].page}`,
  };
}

function notesSheet(words: TemplateWords, lang: Locale): Sheet {
  const { notes, block } = words;
  const { columns } = LABELS[lang];
  // A heading spans both columns (merged below), on one line: the narrow label column would wrap it thrice.
  const heading = (title: string): Row => ({
    cells: [text(title, STYLE.sectionOz), fill(STYLE.sectionOz)],
  });
  const note = (label: string, body: string): Row => ({ cells: [text(label, STYLE.textBold), text(body)] });
  const rows: Row[] = [
    { cells: [text(notes.title, STYLE.title)], height: 20 },
    { cells: [] },
    { cells: [text(notes.head[0], STYLE.header), text(notes.head[1], STYLE.header)] },
    heading(notes.blockTitle),
    ...(Object.keys(block) as Array<keyof typeof block>).map((key) => note(block[key], notes.block[key])),
    heading(notes.columnsTitle),
    note(columns.oz, notes.columns.oz),
    note(columns.kind, `${notes.columns.kind} ${kindWords(lang)}.`),
    note(columns.shortText, notes.columns.short),
    note(columns.longText, notes.columns.long),
    note(columns.quantity, notes.columns.quantity),
    note(columns.unit, notes.columns.unit),
    note(columns.unitPrice, notes.columns.price),
    heading(notes.sectionsTitle),
    ...notes.sections.map((line) => ({ cells: [undefined, text(line)] })),
  ];
  return {
    name: words.notesSheet,
    columnWidths: [22, 100],
    rows,
    headerRow: 3,
    noFilter: true,
    merges: rows.flatMap((row, index) =>
      row.cells[0]?.style === STYLE.sectionOz ? [`A${index + 1}:B${index + 1}`] : [],
    ),
    pageFooter: `&R${LABELS[lang].page}`,
  };
}

/**
 * The workbook a planner fills in to make an LV: a title block, the columns OZ | Art | Kurztext | Langtext |
 * Menge | Einheit | EP with a short worked example, and a sheet of notes on what each column takes. Isomorphic.
 */
export function writeTemplate(options: TemplateOptions = {}): Uint8Array {
  const lang = options.lang ?? "de";
  const words = TEMPLATE_WORDS[lang];
  return writeWorkbook([lvSheet(words, lang), notesSheet(words, lang)], {
    title: words.title,
    application: "gaeb2xlsx",
  });
}

/** The file name a template is offered under: "Vorlage.xlsx" or "Template.xlsx". */
export function templateFileName(lang: Locale = "de"): string {
  return TEMPLATE_WORDS[lang].fileName;
}

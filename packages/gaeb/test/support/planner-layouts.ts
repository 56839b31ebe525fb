import ExcelJS from "exceljs";
import type { Decimal } from "../../src/decimal.js";
import type { ColumnMap, ImportColumn } from "../../src/import/types.js";
import type { Entry, GaebDocument, Item } from "../../src/model.js";
import { PLAIN_LABELS, renderPlain } from "../../src/text/plain.js";

/*
 * Planners' spreadsheet LVs made from a corpus request (issue 34): each builder lays the request's sections and
 * items out as a planner would and says what the X83 read back must hold, taken from the request's model, never
 * from the importer. A layout only expects what its sheet shows (no kinds where it has none, no long text where it
 * leaves it out).
 */

/** A cell as a builder writes it; a formula may lack the result a spreadsheet program would cache. */
export type PlannerCell = string | number | Date | null | { formula: string; result?: number };

/** What a column of a layout holds: one of the import's columns, or the planner's notes. */
export type Holds = ImportColumn | "notes";

export interface ExpectedFlags {
  provisional?: "withTotal" | "withoutTotal";
  lumpSum: boolean;
  hourly: boolean;
  notApplicable: boolean;
  quantityToBeDetermined: boolean;
  /** `group` is the request's group, compared as a partition; `serial` only where the words name it. */
  alternative?: { role: "base" | "alternative"; group: string; serial?: string };
}

export interface ExpectedItem {
  oz: string;
  short: string;
  quantity?: Decimal;
  unit?: string;
  /** The long text's lines, where the layout carries it. */
  long?: string[];
  /** Where the layout tells the item's kind. */
  flags?: ExpectedFlags;
  /** What the notes column says of the item (no kind word): to be kept or at least reported, not lost. */
  note?: string;
}

export interface ExpectedParty {
  names: string[];
  street?: string;
  postalCode?: string;
  city?: string;
}

/** The title block's facts as the sheet shows them. */
export interface ExpectedTitle {
  projectName?: string;
  projectLabel?: string;
  client?: ExpectedParty;
  boqName?: string;
  boqLabel?: string;
  awardNo?: string;
  /** ISO date (`BoQInfo/Date`). */
  date?: string;
  currency?: string;
  vatPercent?: string;
}

export interface PlannerLayout {
  name: string;
  /** The corpus request it was made from. */
  source: string;
  about: string;
  xlsx: Uint8Array;
  /** The column map a planner gives (`--map`), where the titles are none the import knows. */
  map?: ColumnMap;
  columns: Array<{ letter: string; title: string; holds: Holds }>;
  expected: {
    items: ExpectedItem[];
    /** Section titles by OZ, where the layout shows them. */
    sections?: Array<{ oz: string; title: string }>;
    title?: ExpectedTitle;
  };
}

/** A section row or an item of the request, in order, with the depth of its section. */
type ModelRow = { section: true; oz: string; title: string } | { section: false; item: Item };

const oneLine = (text: string) => text.replace(/\s+/g, " ").trim();
const lines = (text: string) =>
  text
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);

function modelRows(document: GaebDocument): ModelRow[] {
  const rows: ModelRow[] = [];
  const visit = (entries: readonly Entry[]) => {
    for (const entry of entries) {
      if (entry.kind === "section") {
        rows.push({ section: true, oz: entry.oz, title: oneLine(entry.title) });
        visit(entry.children);
      } else if (entry.kind === "item") rows.push({ section: false, item: entry });
    }
  };
  visit(document.boq?.body ?? []);
  return rows;
}

const itemsOf = (rows: readonly ModelRow[]) => rows.flatMap((row) => (row.section ? [] : [row.item]));
const longOf = (item: Item) => lines(renderPlain(item.longText, PLAIN_LABELS));
const isZulage = (item: Item) => /zulage/i.test(item.shortText);

/** How a planner words an item's kind: our words in full, with a reference, abbreviated, or in English. */
export type KindStyle = "full" | "reference" | "abbreviated" | "english";

/** The first base item of each alternative group, which a planner's "Alternative zu …" names. */
function baseOf(items: readonly Item[]): Map<string, string> {
  const bases = new Map<string, string>();
  for (const item of items) {
    const alternative = item.flags.alternative;
    if (alternative?.serial === "0" && !bases.has(alternative.group)) bases.set(alternative.group, item.oz);
  }
  return bases;
}

/** The words a planner types for an item's kind in the given style; empty for a plain item. */
export function kindWords(item: Item, style: KindStyle, bases: ReadonlyMap<string, string>): string[] {
  const { flags } = item;
  const words: string[] = [];
  const pick = (full: string, reference: string, abbreviated: string, english: string) =>
    ({ full, reference, abbreviated, english })[style];
  const alternative = flags.alternative;
  if (alternative?.serial === "0")
    words.push(pick(`Grundposition Gruppe ${alternative.group}`, "Grundposition", "Grundpos.", "Base item"));
  else if (alternative)
    words.push(
      pick(
        `Wahlposition Gruppe ${alternative.group} Nr. ${alternative.serial}`,
        `Alternative zu ${bases.get(alternative.group) ?? "?"}`,
        Number(alternative.serial) % 2 === 1 ? "WP" : "AP",
        "Alternative item",
      ),
    );
  if (flags.provisional === "withTotal")
    words.push(
      pick("Bedarfsposition mit GB", "Eventualposition mit GB", "BP mit GB", "Provisional item with total"),
    );
  // "NEP" (nur Einheitspreis) is how planners mark an Eventualposition whose total is closed.
  if (flags.provisional === "withoutTotal")
    words.push(pick("Bedarfsposition ohne GB", "Eventualposition", "NEP", "Provisional item"));
  if (flags.lumpSum) words.push(pick("Pauschal", "Pauschalposition", "Psch.", "Lump sum"));
  if (flags.hourly) words.push(pick("Stundenlohn", "Stundenlohnarbeiten", "StL", "Daywork"));
  if (flags.notApplicable) words.push(pick("entfällt", "entfällt", "entf.", "Omitted"));
  if (flags.quantityToBeDetermined)
    words.push(pick("freie Menge", "Menge frei", "Menge frei", "Quantity to be determined"));
  if (isZulage(item) && words.length === 0) words.push(pick("Zulage", "Zulage", "Zul.", "Extra over"));
  return words;
}

/**
 * An item's flags as a kind cell lets one tell them: its group always, its number where `serialShown` says so.
 * `group` may be given to compare groups apart from their numbers (a planner's sheet may number them otherwise).
 */
export function shownFlags(item: Item, serialShown: boolean, group?: string): ExpectedFlags {
  const { flags } = item;
  const alternative = flags.alternative;
  return {
    ...(flags.provisional ? { provisional: flags.provisional } : {}),
    lumpSum: flags.lumpSum,
    hourly: flags.hourly,
    notApplicable: flags.notApplicable,
    quantityToBeDetermined: flags.quantityToBeDetermined,
    ...(alternative
      ? {
          alternative: {
            role: alternative.serial === "0" ? "base" : "alternative",
            group: group ?? alternative.group,
            ...(serialShown ? { serial: alternative.serial } : {}),
          },
        }
      : {}),
  };
}

/** The flags a kind cell in the given style lets one tell: a group always, its number only where typed. */
function expectedFlags(item: Item, style: KindStyle): ExpectedFlags {
  return shownFlags(item, style === "full" || item.flags.alternative?.serial === "0");
}

function expectedItem(item: Item, shows: { long?: boolean; kinds?: KindStyle }): ExpectedItem {
  return {
    oz: item.oz,
    short: oneLine(item.shortText),
    ...(item.quantity ? { quantity: item.quantity } : {}),
    ...(item.unit ? { unit: item.unit } : {}),
    ...(shows.long ? { long: longOf(item) } : {}),
    ...(shows.kinds ? { flags: expectedFlags(item, shows.kinds) } : {}),
  };
}

const num = (value: Decimal | undefined) => (value ? value.toNumber() : null);
const letter = (index: number) => String.fromCharCode(65 + index);
const columnsOf = (titles: ReadonlyArray<[string, Holds]>) =>
  titles.map(([title, holds], i) => ({ letter: letter(i), title, holds }));

/** The bytes of a one-sheet workbook as ExcelJS writes it, a foreign program, with merged ranges ("A5:F5"). */
export async function plannerWorkbook(
  rows: ReadonlyArray<ReadonlyArray<PlannerCell>>,
  merges: readonly string[] = [],
  name = "LV",
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(name);
  rows.forEach((row, r) => {
    row.forEach((value, c) => {
      if (value === null) return;
      const cell = sheet.getCell(r + 1, c + 1);
      if (value instanceof Date) {
        cell.value = value;
        cell.numFmt = "dd.mm.yyyy";
      } else if (typeof value === "object") cell.value = value as ExcelJS.CellFormulaValue;
      else cell.value = value;
      if (typeof value === "string" && value.includes("\n")) cell.alignment = { wrapText: true };
    });
  });
  for (const range of merges) sheet.mergeCells(range);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The title block's facts as the request has them. */
function titleFacts(document: GaebDocument): Required<Pick<ExpectedTitle, "client">> & ExpectedTitle {
  const owner = document.award.owner;
  const info = document.boq?.info;
  return {
    client: {
      names: owner?.names ?? [],
      ...(owner?.street ? { street: owner.street } : {}),
      ...(owner?.postalCode ? { postalCode: owner.postalCode } : {}),
      ...(owner?.city ? { city: owner.city } : {}),
    },
    ...(document.project.name ? { projectName: document.project.name } : {}),
    ...(document.project.label ? { projectLabel: document.project.label } : {}),
    ...(info?.name ? { boqName: info.name } : {}),
    ...(info?.label ? { boqLabel: info.label } : {}),
    ...(owner?.references.AwardNo ? { awardNo: owner.references.AwardNo } : {}),
    ...(info?.date ? { date: info.date } : {}),
    currency: document.award.currency,
  };
}

const place = (client: ExpectedParty) => [client.postalCode, client.city].filter(Boolean).join(" ");
const germanDate = (iso: string) => iso.split("-").reverse().join(".");
const utcDate = (iso: string) => {
  const [y = 0, m = 1, d = 1] = iso.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d));
};

/** The kind column's titles planners use, each with the words a planner under it would likely type. */
export const KIND_TITLES: ReadonlyArray<[string, KindStyle]> = [
  ["Pos.-Art", "full"],
  ["Positionsart", "reference"],
  ["Art", "abbreviated"],
  ["Kennung", "abbreviated"],
  ["Bemerkung", "full"],
  ["Hinweis", "reference"],
  ["Item type", "english"],
  ["Type", "english"],
  ["Kind", "english"],
  ["Remark", "english"],
  ["Note", "english"],
];

/** 1. A kind column under one of the usual titles, between the number and the short text. */
export async function kindColumnLayout(
  source: string,
  document: GaebDocument,
  title: string,
  style: KindStyle,
): Promise<PlannerLayout> {
  const rows = modelRows(document);
  const bases = baseOf(itemsOf(rows));
  const columns = columnsOf([
    ["Pos.", "oz"],
    [title, "kind"],
    ["Kurztext", "short"],
    ["Menge", "qty"],
    ["ME", "unit"],
  ]);
  const cells: PlannerCell[][] = [
    columns.map((c) => c.title),
    ...rows.map((row): PlannerCell[] =>
      row.section
        ? [row.oz, null, row.title]
        : [
            row.item.oz,
            kindWords(row.item, style, bases).join(", ") || null,
            oneLine(row.item.shortText),
            num(row.item.quantity),
            row.item.unit ?? null,
          ],
    ),
  ];
  return {
    name: `kind column "${title}" (${style})`,
    source,
    about: `Kind words (${style}) in a column titled "${title}"`,
    xlsx: await plannerWorkbook(cells),
    columns,
    expected: {
      items: itemsOf(rows).map((item) => expectedItem(item, { kinds: style })),
      sections: rows.flatMap((row) => (row.section ? [{ oz: row.oz, title: row.title }] : [])),
    },
  };
}

/** The kind as a planner puts it into the short text: in brackets, before a colon, after a dash. */
function shortWithKind(item: Item, bases: ReadonlyMap<string, string>): string {
  const short = oneLine(item.shortText);
  const words = kindWords(item, "reference", bases).filter((word) => !/^Zulage$/.test(word));
  if (words.length === 0) return short;
  const [first = "", ...rest] = words;
  if (item.flags.alternative?.serial === "0")
    return `${first}: ${short}${rest.length ? ` (${rest.join(", ")})` : ""}`;
  if (item.flags.alternative) return `${short} - ${words.join(", ")}`;
  if (item.flags.notApplicable) return `${short} - ${words.join(", ")} -`;
  return item.flags.provisional ? `[${words.join(", ")}] ${short}` : `${short} (${words.join(", ")})`;
}

/** 2. No kind column: the kind words in the short text. */
export async function kindsInShortTextLayout(source: string, document: GaebDocument): Promise<PlannerLayout> {
  const rows = modelRows(document);
  const bases = baseOf(itemsOf(rows));
  const columns = columnsOf([
    ["Pos.-Nr.", "oz"],
    ["Bezeichnung", "short"],
    ["Menge", "qty"],
    ["Einheit", "unit"],
    ["EP", "price"],
    ["GP", "total"],
  ]);
  const cells: PlannerCell[][] = [
    columns.map((c) => c.title),
    ...rows.map((row): PlannerCell[] =>
      row.section
        ? [row.oz, row.title]
        : [row.item.oz, shortWithKind(row.item, bases), num(row.item.quantity), row.item.unit ?? null],
    ),
  ];
  return {
    name: "kind words in the short text",
    source,
    about:
      'No kind column: "[Bedarfsposition mit GB] …", "Grundposition: …", "… - Alternative zu …", "(Pauschal)"',
    xlsx: await plannerWorkbook(cells),
    columns,
    expected: { items: itemsOf(rows).map((item) => expectedItem(item, { kinds: "reference" })) },
  };
}

/** The table of the title-block layouts: number, short text, long text, quantity, unit, prices. */
function plainTable(rows: readonly ModelRow[], first: number, long: boolean): PlannerCell[][] {
  return rows.map((row, i): PlannerCell[] => {
    const r = first + i;
    if (row.section) return [row.oz, row.title];
    const { item } = row;
    return [
      item.oz,
      oneLine(item.shortText),
      ...(long ? [longOf(item).join("\n") || null] : []),
      num(item.quantity),
      item.unit ?? null,
      null,
      { formula: long ? `D${r}*F${r}` : `C${r}*E${r}`, result: 0 },
    ];
  });
}

/** 3. A title block with each value right of its label, the client's address on the rows below its name. */
export async function titleBlockBesideLayout(source: string, document: GaebDocument): Promise<PlannerLayout> {
  const facts = titleFacts(document);
  const client = facts.client;
  const [firstName = "", ...moreNames] = client.names;
  const block: PlannerCell[][] = [
    ["Leistungsverzeichnis", null, null, null, null, facts.date ? `Stand: ${germanDate(facts.date)}` : null],
    [],
    ["Bauvorhaben", facts.projectLabel ?? null],
    ["Projekt-Nr.:", facts.projectName ?? null],
    ["Bauherr", firstName],
    ...[...moreNames, client.street ?? "", place(client)]
      .filter(Boolean)
      .map((line): PlannerCell[] => [null, line]),
    ["LV", facts.boqName ?? null],
    ["Gewerk:", facts.boqLabel ?? null],
    ...(facts.awardNo ? [["Vergabenummer", facts.awardNo]] : []),
    ...(facts.date ? [["Datum", utcDate(facts.date)]] : []),
    ["Währung", facts.currency ?? "EUR"],
    ["Umsatzsteuer", "19 %"],
    [],
  ];
  const rows = modelRows(document);
  const columns = columnsOf([
    ["Pos.", "oz"],
    ["Kurztext", "short"],
    ["Menge", "qty"],
    ["Einheit", "unit"],
    ["EP", "price"],
    ["GP", "total"],
  ]);
  const cells = [...block, columns.map((c) => c.title), ...plainTable(rows, block.length + 2, false)];
  return {
    name: "title block, values beside the labels",
    source,
    about:
      "Bauvorhaben, Projekt-Nr., Bauherr with address rows below, LV, Gewerk, Vergabenummer, Datum, Währung, Umsatzsteuer",
    xlsx: await plannerWorkbook(cells),
    columns,
    expected: {
      items: itemsOf(rows).map((item) => expectedItem(item, {})),
      title: { ...facts, vatPercent: "19" },
    },
  };
}

/** 4. A title block of "Label: Wert" cells, two of them in one row. */
export async function titleBlockInCellsLayout(
  source: string,
  document: GaebDocument,
): Promise<PlannerLayout> {
  const facts = titleFacts(document);
  const client = facts.client;
  const clientLine = [...client.names, client.street ?? "", place(client)].filter(Boolean).join(", ");
  const block: PlannerCell[][] = [
    [`Bauvorhaben: ${facts.projectLabel ?? ""}`],
    [`Projekt-Nr.: ${facts.projectName ?? ""}`],
    [`Bauherr: ${clientLine}`],
    [`LV: ${facts.boqName ?? ""}`, null, null, `Gewerk: ${facts.boqLabel ?? ""}`],
    [
      facts.date ? `Datum: ${germanDate(facts.date)}` : null,
      null,
      null,
      facts.awardNo ? `Vergabe-Nr.: ${facts.awardNo}` : null,
    ],
    [`Währung: ${facts.currency ?? "EUR"}`, null, null, "Umsatzsteuer: 19 %"],
    [],
  ];
  const rows = modelRows(document);
  const columns = columnsOf([
    ["OZ", "oz"],
    ["Kurztext", "short"],
    ["Langtext", "long"],
    ["Menge", "qty"],
    ["ME", "unit"],
    ["EP", "price"],
    ["GP", "total"],
  ]);
  const cells = [...block, columns.map((c) => c.title), ...plainTable(rows, block.length + 2, true)];
  return {
    name: 'title block, "Label: Wert" in one cell',
    source,
    about: "Each fact as one cell 'Label: Wert', the client on one line, two facts in one row",
    xlsx: await plannerWorkbook(cells),
    columns,
    expected: {
      items: itemsOf(rows).map((item) => expectedItem(item, { long: true })),
      title: { ...facts, vatPercent: "19" },
    },
  };
}

/** 5. Section rows as one merged cell across the table holding number and title; long text merged below the item. */
export async function mergedSectionsLayout(source: string, document: GaebDocument): Promise<PlannerLayout> {
  const rows = modelRows(document);
  const columns = columnsOf([
    ["Pos.", "oz"],
    ["Leistungsbeschreibung", "short"],
    ["Menge", "qty"],
    ["Einheit", "unit"],
    ["EP", "price"],
    ["GP", "total"],
  ]);
  const cells: PlannerCell[][] = [columns.map((c) => c.title)];
  const merges: string[] = [];
  let sections = 0;
  for (const row of rows) {
    if (row.section) {
      const r = cells.length + 1;
      const words = [`${row.oz} ${row.title}`, `Titel ${row.oz}: ${row.title}`, `${row.oz} – ${row.title}`];
      cells.push([words[sections % words.length] ?? ""]);
      merges.push(`A${r}:F${r}`);
      sections += 1;
      continue;
    }
    const { item } = row;
    cells.push([item.oz, oneLine(item.shortText), num(item.quantity), item.unit ?? null]);
    const long = longOf(item);
    if (long.length > 0) {
      const r = cells.length + 1;
      cells.push([null, long.join("\n")]);
      merges.push(`B${r}:F${r}`);
    }
  }
  return {
    name: "merged section rows",
    source,
    about:
      'Section rows merged A:F with "01 Titel", "Titel 02: …", "03 – …" in one cell; long text merged B:F below',
    xlsx: await plannerWorkbook(cells, merges),
    columns,
    expected: {
      items: itemsOf(rows).map((item) => expectedItem(item, { long: true })),
      sections: rows.flatMap((row) => (row.section ? [{ oz: row.oz, title: row.title }] : [])),
    },
  };
}

/**
 * 6. Sum rows: "Summe <section>" after each section, "Übertrag" rows, "Summe Titel" in the number column, net,
 * VAT and gross at the end, some formulas without a cached result (as a program that does not calculate writes
 * them), a place and date under the table; the client as one multi-line cell above it.
 */
export async function sumRowsLayout(source: string, document: GaebDocument): Promise<PlannerLayout> {
  const facts = titleFacts(document);
  const client = facts.client;
  const rows = modelRows(document);
  const columns = columnsOf([
    ["Pos.", "oz"],
    ["Kurztext", "short"],
    ["Menge", "qty"],
    ["ME", "unit"],
    ["EP", "price"],
    ["GP", "total"],
  ]);
  const cells: PlannerCell[][] = [
    ["Bauherr", [...client.names, client.street ?? "", place(client)].filter(Boolean).join("\n")],
    [],
    columns.map((c) => c.title),
  ];
  const open: Array<{ oz: string; title: string; from: number }> = [];
  const depth = (oz: string) => oz.split(".").length;
  let sums = 0;
  const close = (level: number) => {
    while (open.length > 0 && depth(open[open.length - 1]?.oz ?? "") >= level) {
      const section = open.pop();
      if (!section) break;
      const r = cells.length + 1;
      const formula = `SUM(F${section.from}:F${r - 1})`;
      // Every second sum has no cached result; every third names itself in the number column.
      const total = sums % 2 === 0 ? { formula, result: 0 } : { formula };
      cells.push(
        sums % 3 === 1
          ? [`Summe Titel ${section.oz}`, null, null, null, null, total]
          : [null, `Summe ${section.oz} ${section.title}`, null, null, null, total],
      );
      sums += 1;
    }
  };
  let items = 0;
  for (const row of rows) {
    if (row.section) {
      close(depth(row.oz));
      cells.push([row.oz, row.title]);
      open.push({ oz: row.oz, title: row.title, from: cells.length + 1 });
      continue;
    }
    const r = cells.length + 1;
    cells.push([
      row.item.oz,
      oneLine(row.item.shortText),
      num(row.item.quantity),
      row.item.unit ?? null,
      null,
      { formula: `C${r}*E${r}`, result: 0 },
    ]);
    items += 1;
    if (items % 15 === 0) cells.push([null, "Übertrag", null, null, null, { formula: `SUM(F4:F${r})` }]);
  }
  close(1);
  const last = cells.length;
  cells.push(
    [null, "Summe netto", null, null, null, { formula: `SUM(F4:F${last})` }],
    [null, "zzgl. 19 % MwSt.", null, null, null, { formula: `F${last + 1}*0.19`, result: 0 }],
    [null, "Gesamtsumme brutto", null, null, null, { formula: `F${last + 1}+F${last + 2}` }],
    [],
    [null, `Aufgestellt: ${client.city ?? "Musterstadt"}, ${germanDate(facts.date ?? "2026-01-01")}`],
  );
  return {
    name: "sum rows",
    source,
    about:
      "Summe per section (text and number column), Übertrag, netto/MwSt./brutto, formulas without results",
    xlsx: await plannerWorkbook(cells),
    columns,
    expected: {
      items: itemsOf(rows).map((item) => expectedItem(item, {})),
      sections: rows.flatMap((row) => (row.section ? [{ oz: row.oz, title: row.title }] : [])),
      title: { client },
    },
  };
}

const NOTES = ["siehe Plan A-101", "Bestand vor Ort prüfen", "lt. Statik Pos. 12", "Abrechnung nach Aufmaß"];

/** 7. A notes column: free notes, and for some items a kind word, alone or before a note. */
export async function notesColumnLayout(source: string, document: GaebDocument): Promise<PlannerLayout> {
  const rows = modelRows(document);
  const bases = baseOf(itemsOf(rows));
  const columns = columnsOf([
    ["Pos.", "oz"],
    ["Kurztext", "short"],
    ["Langtext", "long"],
    ["Menge", "qty"],
    ["ME", "unit"],
    ["Bemerkung", "notes"],
  ]);
  const noted = new Map<string, { cell: string; note?: string }>();
  itemsOf(rows).forEach((item, i) => {
    const words = kindWords(item, "full", bases);
    const note = i % 3 === 0 ? NOTES[(i / 3) % NOTES.length] : undefined;
    const cell = [words.join(", "), note].filter(Boolean).join(" – ");
    if (cell) noted.set(item.oz, { cell, ...(note ? { note } : {}) });
  });
  const cells: PlannerCell[][] = [
    columns.map((c) => c.title),
    ...rows.map((row): PlannerCell[] =>
      row.section
        ? [row.oz, row.title]
        : [
            row.item.oz,
            oneLine(row.item.shortText),
            longOf(row.item).join("\n") || null,
            num(row.item.quantity),
            row.item.unit ?? null,
            noted.get(row.item.oz)?.cell ?? null,
          ],
    ),
  ];
  return {
    name: 'notes column "Bemerkung"',
    source,
    about:
      'A "Bemerkung" column with free notes, kind words ("Pauschal", "Zulage") and both ("Pauschal – siehe Plan")',
    xlsx: await plannerWorkbook(cells),
    columns,
    expected: {
      items: itemsOf(rows).map((item) => {
        const note = noted.get(item.oz)?.note;
        return { ...expectedItem(item, { long: true, kinds: "full" }), ...(note ? { note } : {}) };
      }),
    },
  };
}

/** 8. Two title rows: group titles merged over their sub-titles ("Leistungsbeschreibung" over Kurztext | Langtext). */
export async function twoRowHeaderLayout(source: string, document: GaebDocument): Promise<PlannerLayout> {
  const rows = modelRows(document);
  const bases = baseOf(itemsOf(rows));
  const columns = [
    { letter: "A", title: "Pos.", holds: "oz" as const },
    { letter: "B", title: "Leistungsbeschreibung / Kurztext", holds: "short" as const },
    { letter: "C", title: "Leistungsbeschreibung / Langtext", holds: "long" as const },
    { letter: "D", title: "Pos.-Art", holds: "kind" as const },
    { letter: "E", title: "Menge", holds: "qty" as const },
    { letter: "F", title: "Einheit", holds: "unit" as const },
    { letter: "G", title: "Preise in EUR / EP", holds: "price" as const },
    { letter: "H", title: "Preise in EUR / GP", holds: "total" as const },
  ];
  const cells: PlannerCell[][] = [
    ["Pos.", "Leistungsbeschreibung", null, "Pos.-Art", "Menge", "Einheit", "Preise in EUR"],
    [null, "Kurztext", "Langtext", null, null, null, "EP", "GP"],
    ...rows.map((row, i): PlannerCell[] =>
      row.section
        ? [row.oz, row.title]
        : [
            row.item.oz,
            oneLine(row.item.shortText),
            longOf(row.item).join("\n") || null,
            kindWords(row.item, "abbreviated", bases).join(", ") || null,
            num(row.item.quantity),
            row.item.unit ?? null,
            null,
            { formula: `E${i + 3}*G${i + 3}`, result: 0 },
          ],
    ),
  ];
  return {
    name: "two-row header",
    source,
    about:
      'Row 1 "Leistungsbeschreibung" merged B1:C1, "Preise in EUR" G1:H1, "Pos.-Art" D1:D2; row 2 the sub-titles',
    xlsx: await plannerWorkbook(cells, ["B1:C1", "G1:H1", "A1:A2", "D1:D2", "E1:E2", "F1:F2"]),
    columns,
    expected: {
      items: itemsOf(rows).map((item) => expectedItem(item, { long: true, kinds: "abbreviated" })),
    },
  };
}

/** 9. Titles the import knows none of, read with the column map a planner gives. */
export async function unknownTitlesLayout(source: string, document: GaebDocument): Promise<PlannerLayout> {
  const rows = modelRows(document);
  const bases = baseOf(itemsOf(rows));
  const columns = columnsOf([
    ["Ziffer", "oz"],
    ["Gegenstand der Leistung", "short"],
    ["Anzahl", "qty"],
    ["Dim.", "unit"],
    ["Kategorie", "kind"],
    ["E-Preis", "price"],
    ["G-Preis", "total"],
  ]);
  const cells: PlannerCell[][] = [
    ["Angebotsaufforderung"],
    [],
    columns.map((c) => c.title),
    ...rows.map((row): PlannerCell[] =>
      row.section
        ? [row.oz, row.title]
        : [
            row.item.oz,
            oneLine(row.item.shortText),
            num(row.item.quantity),
            row.item.unit ?? null,
            kindWords(row.item, "full", bases).join(", ") || null,
          ],
    ),
  ];
  return {
    name: "unknown titles with --map",
    source,
    about: 'Titles "Ziffer", "Gegenstand der Leistung", "Anzahl", "Dim.", "Kategorie"; read with a map',
    xlsx: await plannerWorkbook(cells),
    map: { oz: "A", short: "B", qty: "C", unit: "D", kind: "E", price: "F", total: "G" },
    columns,
    expected: {
      items: itemsOf(rows).map((item) => expectedItem(item, { kinds: "full" })),
      sections: rows.flatMap((row) => (row.section ? [{ oz: row.oz, title: row.title }] : [])),
    },
  };
}

/** The corpus requests the layouts are made from. */
export const PLANNER_SOURCES = {
  muster: "gaeb-samples/Musterdatei_3.1_2008-001.X83",
  los: "real-world/LV_Los01.X83",
  rohbau: "real-world/1561 - 02_ROHBAUARBEITEN.X83",
} as const;

/** Every layout of issue 34, from the requests read by `read` (a path of the corpus to its model). */
export async function plannerLayouts(read: (path: string) => GaebDocument): Promise<PlannerLayout[]> {
  const { muster, los, rohbau } = PLANNER_SOURCES;
  const [m, l, r] = [read(muster), read(los), read(rohbau)];
  return [
    ...(await Promise.all(KIND_TITLES.map(([title, style]) => kindColumnLayout(muster, m, title, style)))),
    await kindColumnLayout(rohbau, r, "Pos.-Art", "full"),
    await kindsInShortTextLayout(muster, m),
    await titleBlockBesideLayout(muster, m),
    await titleBlockInCellsLayout(los, l),
    await mergedSectionsLayout(los, l),
    await sumRowsLayout(rohbau, r),
    await notesColumnLayout(rohbau, r),
    await twoRowHeaderLayout(muster, m),
    await unknownTitlesLayout(rohbau, r),
  ];
}

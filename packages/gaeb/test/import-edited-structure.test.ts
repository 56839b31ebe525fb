import { describe, expect, it } from "vitest";
import { Decimal } from "../src/decimal.js";
import { writeGaeb } from "../src/gaeb-xml-writer/index.js";
import { emptyFlags } from "../src/legacy.js";
import type { Entry, GaebDocument, Item, MarkupItem, Section, TextEntry } from "../src/model.js";
import { requireCorpus } from "./support/corpus.js";
import { byOz, idsByOz, importBook, requestBook, sheetRows, walk } from "./support/edited.js";
import { validatePhase } from "./support/gaeb-schema.js";
import { findSoffice } from "./support/libreoffice.js";
import { editWithLibreOffice, type Step } from "./support/libreoffice-macro.js";
import { modelDifferences } from "./support/model-diff.js";

const soffice = findSoffice();
if (!soffice) {
  if (process.env.CI) throw new Error("LibreOffice (soffice) is required in CI");
  process.stderr.write("\n*** Edited workbook structure suite SKIPPED: soffice not found ***\n\n");
}
const corpus = requireCorpus("Edited workbook structure suite");

/** Markup items, remarks, an execution description, sub-descriptions, items that skip OZ levels, an index level. */
const MUSTER = "gaeb-samples/Musterdatei_3.1_2008-001.X83";
const SMALL = "real-world/LV_Los01.X83";
/** Saved by Calc untouched: each reads back as its request, in every field. */
const UNTOUCHED = [
  MUSTER,
  "bvbs-certification/Pruefdatei GAEB DA XML 3.3 - Bauausfuehrung - V 04 04 2024.x83",
  "real-world/1561 - 02_ROHBAUARBEITEN.P83",
  "synthetic/Sample-2024-06-30_Result.d83",
];

const deleting = (rows: number[]): Step[] =>
  [...rows].sort((a, b) => b - a).map((row): Step => ({ type: "deleteRow", row }));

/** Sections, sub-descriptions, markups and texts edited; a section deleted; a section and items added. */
function structureJob() {
  const { xlsx, request } = requestBook(MUSTER);
  const l = sheetRows(xlsx);
  const cell = (oz: string, title: string) => `${l.column(title)}${l.rows.get(oz)?.[0]}`;
  const remark = l.rowWhere("Kurztext", "Bei nachfolgender");
  const first = l.header + 1;
  const steps: Step[] = [
    { type: "text", cell: cell("1.10.15.0010/2", "Kurztext"), value: "Unterbeschreibung geändert" },
    { type: "number", cell: cell("1.10.15.0010/2", "Menge"), value: "42" },
    { type: "text", cell: cell("1.30.20.0040", "Kurztext"), value: "Zuschlag geändert" },
    { type: "text", cell: cell("2.01", "Kurztext"), value: "Bereich Nord (geändert)" },
    { type: "text", cell: cell("1.10.25", "Art"), value: "Bereich, entfällt" },
    { type: "text", cell: `${l.column("Kurztext")}${remark}`, value: "Hinweis geändert" },
    { type: "text", cell: cell("1003", "Kurztext"), value: "Ausführungsbeschreibung geändert" },
    // Moved to another section by its OZ: the same item, ID and formatted text kept.
    { type: "text", cell: cell("1.10.11.0050", "OZ"), value: "1.10.16.0040" },
    ...deleting([
      // 1.10.0011 and 0012 repeat its description (RefRNo): their references go with it.
      ...(l.rows.get("1.10.20.0010") ?? []),
      ...(l.rows.get("1.10.15.0010/3") ?? []),
      ...[...l.rows].filter(([oz]) => oz.startsWith("2.01.04")).flatMap(([, rows]) => rows),
    ]),
    ...[1, 2, 3, 4].map((): Step => ({ type: "insertRow", index: first - 1 })),
    ...newRow(l, first, ["2.01.06", "Bereich", "Neuer Abschnitt", "", ""]),
    ...newRow(l, first + 1, ["2.01.06.0010", "", "Neue Position im neuen Abschnitt", "3", "m"]),
    // Typed without its zeros, with a kind in words.
    ...newRow(l, first + 2, ["3.50", "Stundenlohnposition", "Stundenlohn neu", "8", "h"]),
    ...newRow(l, first + 3, ["1.10.10.0010/1", "Unterbeschreibung", "Neue Unterbeschreibung", "5", "m2"]),
  ];
  return { xlsx, request, steps, remarkText: "Bei nachfolgender" };
}

function newRow(l: ReturnType<typeof sheetRows>, row: number, values: string[]): Step[] {
  const [oz = "", art, short, quantity, unit] = values;
  const steps: Step[] = [{ type: "text", cell: `A${row}`, value: oz }];
  if (art) steps.push({ type: "text", cell: `${l.column("Art")}${row}`, value: art });
  if (short) steps.push({ type: "text", cell: `${l.column("Kurztext")}${row}`, value: short });
  if (quantity) steps.push({ type: "number", cell: `${l.column("Menge")}${row}`, value: quantity });
  if (unit) steps.push({ type: "text", cell: `${l.column("Einheit")}${row}`, value: unit });
  return steps;
}

/** The request's model with the same edits made by hand. */
function expectedStructure(request: GaebDocument): GaebDocument {
  const expected = structuredCopy(request);
  const find = <T extends Entry>(oz: string) => byOz(expected).get(oz) as unknown as T;
  const item = find<Item>("1.10.15.0010");
  const sub = item.subDescriptions.find((s) => s.number === "2");
  if (!sub) throw new Error("no sub-description 2");
  sub.shortText = "Unterbeschreibung geändert";
  sub.quantity = Decimal.fromInteger(42);
  delete sub.total;
  item.subDescriptions = item.subDescriptions.filter((s) => s.number !== "3");
  find<MarkupItem>("1.30.20.0040").shortText = "Zuschlag geändert";
  const nord = find<Section>("2.01");
  nord.title = "Bereich Nord (geändert)";
  nord.children = nord.children.filter((entry) => !(entry.kind === "section" && entry.oz === "2.01.04"));
  const remark = [...walk(expected.boq?.body ?? [])].find(
    (e): e is TextEntry => e.kind === "remark" && e.shortText.startsWith("Bei nachfolgender"),
  );
  if (remark) remark.shortText = "Hinweis geändert";
  const execution = [...walk(expected.boq?.body ?? [])].find(
    (e): e is TextEntry => e.kind === "executionDescription",
  );
  if (execution) execution.shortText = "Ausführungsbeschreibung geändert";
  find<Section>("1.10.25").notApplicable = true;
  const movedItem = find<Item>("1.10.11.0050");
  const from = find<Section>("1.10.11");
  from.children = from.children.filter((entry) => entry !== movedItem);
  find<Section>("1.10.16").children.push({ ...movedItem, oz: "1.10.16.0040", rNoPart: "0040" });
  const shafts = find<Section>("1.10.20");
  shafts.children = shafts.children.filter(
    (entry) => !(entry.kind === "item" && entry.oz === "1.10.20.0010"),
  );
  delete find<Item>("1.10.20.0011").reference;
  delete find<Item>("1.10.20.0012").reference;
  find<Item>("1.10.10.0010").subDescriptions.push({
    number: "1",
    shortText: "Neue Unterbeschreibung",
    longText: [],
    quantity: Decimal.fromInteger(5),
    unit: "m2",
  });
  const blank = {
    location: { line: 0, column: 0 },
    priceComponents: [],
    bidderComments: [],
    subDescriptions: [],
  };
  nord.children.push({
    kind: "section",
    level: "section",
    location: { line: 0, column: 0 },
    rNoPart: "06",
    oz: "2.01.06",
    title: "Neuer Abschnitt",
    notApplicable: false,
    children: [
      {
        ...blank,
        kind: "item",
        rNoPart: "0010",
        oz: "2.01.06.0010",
        shortText: "Neue Position im neuen Abschnitt",
        longText: [],
        quantity: Decimal.fromInteger(3),
        unit: "m",
        flags: emptyFlags(),
      },
    ],
  });
  find<Section>("3").children.push({
    ...blank,
    kind: "item",
    rNoPart: "0050",
    oz: "3.0050",
    shortText: "Stundenlohn neu",
    longText: [],
    quantity: Decimal.fromInteger(8),
    unit: "h",
    flags: { ...emptyFlags(), hourly: true },
  });
  // Sums over changed entries no longer stand: only VAT rates stay (this request states none).
  for (const section of [find<Section>("2"), nord, find<Section>("3")])
    if (section.totals)
      section.totals = { ...(section.totals.vatPercent ? { vatPercent: section.totals.vatPercent } : {}) };
  return expected;
}

/** A second model of the same request, to edit by hand (Decimals are immutable and may be shared). */
function structuredCopy(document: GaebDocument): GaebDocument {
  const copy = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(copy);
    if (value && typeof value === "object" && value.constructor === Object)
      return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, copy(v)]));
    return value;
  };
  return copy(document) as GaebDocument;
}

/** English workbook, a column inserted at the left: columns are found by their titles, not letters. */
function englishJob() {
  const { xlsx, request } = requestBook(SMALL, "en");
  const l = sheetRows(xlsx, "Item no.");
  const item = [...walk(request.boq?.body ?? [])].find((e): e is Item => e.kind === "item");
  if (!item) throw new Error("no item");
  const steps: Step[] = [
    { type: "number", cell: `${l.column("Quantity")}${l.rows.get(item.oz)?.[0]}`, value: "99.25" },
    { type: "insertColumn", index: 0 },
  ];
  return { xlsx, request, steps, item };
}

/** Unit prices typed in: imported as an offer (84), each total is round(Qty × UP, 2). */
function offerJob() {
  const { xlsx, request } = requestBook(SMALL);
  const l = sheetRows(xlsx);
  const items = [...walk(request.boq?.body ?? [])].filter(
    (e): e is Item => e.kind === "item" && !!e.quantity,
  );
  const priced = items.slice(0, 2);
  const steps = priced.map(
    (item, i): Step => ({
      type: "number",
      cell: `${l.column("EP")}${l.rows.get(item.oz)?.[0]}`,
      value: ["12.345", "3.3"][i] ?? "1",
    }),
  );
  return { xlsx, request, steps, priced };
}

describe.runIf(soffice && corpus)(
  "edited workbooks of ours: structure, languages, offers (Calc-saved)",
  () => {
    const structure = corpus ? structureJob() : undefined;
    const english = corpus ? englishJob() : undefined;
    const offer = corpus ? offerJob() : undefined;
    const untouched = corpus ? UNTOUCHED.map((path) => requestBook(path)) : [];
    const jobs =
      structure && english && offer
        ? [structure, english, offer, ...untouched.map(({ xlsx }) => ({ xlsx, steps: [] }))]
        : [];
    const saved =
      soffice && jobs.length > 0
        ? editWithLibreOffice(
            soffice,
            jobs.map(({ xlsx, steps }) => ({ xlsx, steps })),
          )
        : [];

    it("sub-descriptions, markups, section titles and texts edited; items and a section deleted; sections, items and a sub-description added", () => {
      const { request } = structure as ReturnType<typeof structureJob>;
      const result = importBook(saved[0] as Uint8Array);
      if (!result.ok) throw new Error(JSON.stringify(result.issues));
      expect(result.issues.map((issue) => [issue.code, issue.path, issue.params?.target])).toEqual([
        ["import_edited_reference_dropped", "1.10.20.0011", "1.10.20.0010"],
        ["import_edited_reference_dropped", "1.10.20.0012", "1.10.20.0010"],
      ]);
      expect(modelDifferences(expectedStructure(request), result.value.document)).toEqual([]);
      // Model comparison leaves IDs aside: the moved item's is its own, the new ones have none yet.
      const ids = idsByOz(result.value.document);
      expect(ids.get("1.10.16.0040")).toBe(byOz(request).get("1.10.11.0050")?.id);
      expect(ids.get("1.10.16.0040")).toBeTruthy();
      for (const [oz, id] of idsByOz(request)) if (ids.has(oz)) expect(ids.get(oz), oz).toBe(id);
      expect(ids.get("3.0050")).toBeUndefined();
      const written = writeGaeb(result.value.document, { version: "3.3" });
      if (!written.ok) throw new Error(JSON.stringify(written.issues));
      expect(validatePhase("83", [{ name: "muster.x83", bytes: written.value.bytes }])).toBe("");
    });

    it("reads an English workbook whose columns moved", () => {
      const { request, item } = english as ReturnType<typeof englishJob>;
      const result = importBook(saved[1] as Uint8Array);
      if (!result.ok) throw new Error(JSON.stringify(result.issues));
      const expected = structuredCopy(request);
      (byOz(expected).get(item.oz) as Item).quantity = Decimal.parse("99.25") as Decimal;
      expect(modelDifferences(expected, result.value.document)).toEqual([]);
      expect(result.value.columns.find((c) => c.column === "oz")).toEqual({
        column: "oz",
        letter: "B",
        title: "Item no.",
      });
      expect(result.value.columns.find((c) => c.column === "qty")?.title).toBe("Quantity");
    });

    it("as an offer (84), takes the unit prices typed and totals each item as round(Qty × UP, 2)", () => {
      const { priced } = offer as ReturnType<typeof offerJob>;
      const result = importBook(saved[2] as Uint8Array, { phase: "84" });
      if (!result.ok) throw new Error(JSON.stringify(result.issues));
      const items = byOz(result.value.document);
      let sum = Decimal.zero;
      priced.forEach((request, i) => {
        const item = items.get(request.oz) as Item;
        const price = Decimal.parse(["12.345", "3.3"][i] as string) as Decimal;
        expect(item.unitPrice?.toPlainString()).toBe(price.toPlainString());
        const total = (request.quantity as Decimal).times(price).round(2);
        expect(item.total?.toPlainString()).toBe(total.toPlainString());
        sum = sum.plus(total);
      });
      expect(result.value.summary.total).toBe(sum.toPlainString());
      expect(result.value.document.source.phase).toBe("84");
      const written = writeGaeb(result.value.document, { version: "3.3" });
      if (!written.ok) throw new Error(JSON.stringify(written.issues));
      expect(validatePhase("84", [{ name: "offer.x84", bytes: written.value.bytes }])).toBe("");
    });

    UNTOUCHED.forEach((path, i) => {
      it(`reads back as its request when saved untouched (${path})`, () => {
        const { request } = untouched[i] as ReturnType<typeof requestBook>;
        const result = importBook(saved[3 + i] as Uint8Array);
        if (!result.ok) throw new Error(JSON.stringify(result.issues));
        expect(result.issues).toEqual([]);
        expect(modelDifferences(request, result.value.document)).toEqual([]);
        expect(idsByOz(result.value.document)).toEqual(idsByOz(request));
      });
    });
  },
);

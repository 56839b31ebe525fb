import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { Decimal } from "../src/decimal.js";
import { writeGaeb } from "../src/gaeb-xml-writer/index.js";
import { compareOz } from "../src/import/edited-mask.js";
import { paragraphs } from "../src/import/edited-texts.js";
import { emptyFlags } from "../src/legacy.js";
import type { Entry, GaebDocument, Item } from "../src/model.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { byOz, freeItemOz, idsByOz, importBook, requestBook, sheetRows, walk } from "./support/edited.js";
import { validatePhase } from "./support/gaeb-schema.js";
import { findSoffice } from "./support/libreoffice.js";
import { editWithLibreOffice, type Step } from "./support/libreoffice-macro.js";
import { modelDifferences } from "./support/model-diff.js";
import { readDocument } from "./support/offer.js";

const soffice = findSoffice();
if (!soffice) {
  if (process.env.CI) throw new Error("LibreOffice (soffice) is required in CI");
  process.stderr.write("\n*** Edited workbook LibreOffice suite SKIPPED: soffice not found ***\n\n");
}
const corpus = requireCorpus("Edited workbook LibreOffice suite");

/** One request of each generation: GAEB DA XML 3.3, GAEB 2000 and GAEB 90. */
const REQUESTS = [
  "real-world/LV_Los01.X83",
  "real-world/1561 - 03_ZIMMERERARBEITEN.P83",
  "vendor-examples/gaeb90.d83",
] as const;

/** What a person changes in the workbook, and the same edits made to the request's model by hand. */
function plan(path: string) {
  const { request, xlsx } = requestBook(path);
  const layout = sheetRows(xlsx);
  const items = [...walk(request.boq?.body ?? [])].filter((e): e is Item => e.kind === "item");
  const single = (item: Item) => layout.rows.get(item.oz)?.length === 1;
  const [renamed, , requantified, retyped] = items;
  const rewritten = items.find((item, i) => i !== 0 && single(item) && item.longText.length > 0);
  const deleted = items[items.length - 1];
  if (!renamed || !requantified || !retyped || !rewritten || !deleted)
    throw new Error(`${path}: too few items`);
  const added = freeItemOz(request, renamed.oz);
  const at = (oz: string, title: string) => `${layout.column(title)}${layout.rows.get(oz)?.[0]}`;
  const first = layout.header + 1;
  const steps: Step[] = [
    { type: "text", cell: at(renamed.oz, "Kurztext"), value: "Kurztext geändert in Calc" },
    { type: "lines", cell: at(rewritten.oz, "Langtext"), value: ["Neuer Langtext,", "zweite Zeile"] },
    { type: "number", cell: at(requantified.oz, "Menge"), value: "123.5" },
    { type: "text", cell: at(requantified.oz, "Einheit"), value: "m3" },
    // Another kind added to what the Art cell says; the kinds it said stay.
    {
      type: "text",
      cell: at(retyped.oz, "Art"),
      value: `${layout.text(retyped.oz, "Art")}, Bedarfsposition ohne GB`,
    },
    // Deleted from the bottom up, so the rows above keep their numbers.
    ...layout
      .rowsOfItem(deleted.oz)
      .sort((a, b) => b - a)
      .map((row): Step => ({ type: "deleteRow", row })),
    // A new row right below the header: the import places it by its OZ, not where it stands.
    { type: "insertRow", index: first - 1 },
    { type: "text", cell: `A${first}`, value: added },
    { type: "text", cell: `${layout.column("Kurztext")}${first}`, value: "Neue Position" },
    { type: "text", cell: `${layout.column("Langtext")}${first}`, value: "Langtext der neuen Position" },
    { type: "number", cell: `${layout.column("Menge")}${first}`, value: "7" },
    { type: "text", cell: `${layout.column("Einheit")}${first}`, value: "Stk" },
    // Sorting the whole table by OZ (downwards) and hiding a row change nothing.
    { type: "sortDescending", range: `A${first}:AZ${layout.last + 1}` },
    { type: "hideRow", row: first + 2 },
  ];
  // The expected LV: a fresh model of the request with the same edits.
  const expected = readDocument(path.split("/").pop() ?? path, readFileSync(join(CORPUS_DIR, path)));
  const entry = (oz: string) => byOz(expected).get(oz) as Item;
  entry(renamed.oz).shortText = "Kurztext geändert in Calc";
  entry(rewritten.oz).longText = paragraphs("Neuer Langtext,\nzweite Zeile");
  entry(requantified.oz).quantity = Decimal.parse("123.5") as Decimal;
  entry(requantified.oz).unit = "m3";
  entry(retyped.oz).flags = { ...entry(retyped.oz).flags, provisional: "withoutTotal" };
  remove(expected, deleted.oz);
  // A total over changed figures no longer stands: only its VAT rate stays (sections here have no totals).
  if (expected.boq?.info.totals) {
    const vatPercent = expected.boq.info.totals.vatPercent;
    if (vatPercent) expected.boq.info.totals = { vatPercent };
    else delete expected.boq.info.totals;
  }
  insertAfter(expected, renamed.oz, {
    kind: "item",
    location: { line: 0, column: 0 },
    rNoPart: added.split(".").pop() ?? "",
    oz: added,
    shortText: "Neue Position",
    longText: paragraphs("Langtext der neuen Position"),
    quantity: Decimal.fromInteger(7),
    unit: "Stk",
    priceComponents: [],
    flags: emptyFlags(),
    bidderComments: [],
    subDescriptions: [],
  });
  return {
    request,
    xlsx,
    steps,
    expected,
    touched: [renamed, rewritten, requantified, retyped, deleted],
    added,
  };
}

function remove(document: GaebDocument, oz: string): void {
  const visit = (entries: Entry[]): Entry[] =>
    entries
      .filter((entry) => !(entry.kind === "item" && entry.oz === oz))
      .map(
        (entry): Entry => (entry.kind === "section" ? { ...entry, children: visit(entry.children) } : entry),
      );
  if (document.boq) document.boq.body = visit(document.boq.body);
}

function insertAfter(document: GaebDocument, oz: string, item: Item): void {
  const visit = (entries: Entry[]): Entry[] =>
    entries.flatMap((entry): Entry[] => {
      if (entry.kind === "section") return [{ ...entry, children: visit(entry.children) }];
      return entry.kind === "item" && entry.oz === oz ? [entry, item] : [entry];
    });
  if (document.boq) document.boq.body = visit(document.boq.body);
}

describe.runIf(soffice && corpus)("a workbook of ours, edited in LibreOffice Calc, back to GAEB", () => {
  const plans = corpus ? REQUESTS.map(plan) : [];
  const saved =
    soffice && corpus
      ? editWithLibreOffice(
          soffice,
          plans.map(({ xlsx, steps }) => ({ xlsx, steps })),
        )
      : [];

  REQUESTS.forEach((path, i) => {
    it(`has exactly the edits made in Calc, and everything else of the request (${path})`, () => {
      const { request, expected, touched, added } = plans[i] as ReturnType<typeof plan>;
      // Calc did sort the table: the rows run from the highest OZ down.
      const order = [...sheetRows(saved[i] as Uint8Array).rows.keys()].filter((oz) => !oz.includes("/"));
      expect(compareOz(order[0] ?? "", order[order.length - 1] ?? "")).toBeGreaterThan(0);
      const result = importBook(saved[i] as Uint8Array);
      if (!result.ok) throw new Error(JSON.stringify(result.issues));
      expect(result.issues).toEqual([]);
      const document = result.value.document;
      expect(modelDifferences(expected, document)).toEqual([]);
      // Every entry the edits left alone is the request's, with its ID.
      const before = idsByOz(request);
      const after = idsByOz(document);
      for (const [oz, id] of before) {
        if (oz === touched[4]?.oz) expect(after.has(oz)).toBe(false);
        else expect(after.get(oz), oz).toBe(id);
      }
      expect(after.get(added)).toBeUndefined();
      expect(result.value.kind).toBe("edited");
      expect(result.value.summary.items).toBe(
        [...walk(request.boq?.body ?? [])].filter((e) => e.kind === "item" || e.kind === "markupItem").length,
      );
      // The X83 written from it is valid, and reads back with the edits.
      const written = writeGaeb(document, { version: "3.3" });
      if (!written.ok) throw new Error(JSON.stringify(written.issues));
      expect(validatePhase("83", [{ name: `${path}.x83`, bytes: written.value.bytes }])).toBe("");
      const reread = readDocument("LV.X83", written.value.bytes);
      expect(byOz(reread).get(touched[2]?.oz ?? "")).toMatchObject({ unit: "m3" });
      expect((byOz(reread).get(touched[2]?.oz ?? "") as Item).quantity?.toPlainString()).toBe("123.5");
      expect(byOz(reread).get(added)).toMatchObject({ shortText: "Neue Position" });
    });
  });
});

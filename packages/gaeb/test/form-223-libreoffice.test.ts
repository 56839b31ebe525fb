import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import type { Item } from "../src/model.js";
import { offerFromWorkbook } from "../src/offer/index.js";
import { itemCounts } from "../src/xlsx/item-rows.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { add, type Exact, exact, mul, round, sum, text, zero } from "./support/exact.js";
import { bookSheets, priceSheetLayout } from "./support/form-223.js";
import {
  findPdftotext,
  findSoffice,
  printWithLibreOffice,
  recalculateWithLibreOffice,
} from "./support/libreoffice.js";
import { editWithLibreOffice, type Step } from "./support/libreoffice-macro.js";
import { entries, itemsByOz, readDocument } from "./support/offer.js";

const soffice = findSoffice();
const pdftotext = findPdftotext();
if (!(soffice && pdftotext)) {
  if (process.env.CI) throw new Error("LibreOffice and pdftotext are required in CI");
  process.stderr.write(
    "\n*** Formblatt 223 LibreOffice suite SKIPPED: soffice or pdftotext not found ***\n\n",
  );
}
const corpus = requireCorpus("Formblatt 223 LibreOffice suite");

const FORM = "Aufgliederung EP (223)";
const BIDDER = "Muster Bau GmbH";

interface Case {
  path: string;
  components: readonly string[];
  time?: string;
}

/** The LV's own names and time (example.X83), and the official sample: 77 items, one a Bedarfsposition of 12 million. */
const CASES: readonly Case[] = [
  {
    path: "synthetic/example.X83",
    components: ["Löhne", "Stoffe", "Geräte", "Sonstige Kosten"],
    time: "Stunden",
  },
  {
    path: "gaeb-samples/Musterdatei_3.1_2008-001.X83",
    components: ["Material", "Lohn", "Geräte", "Nachunternehmer"],
  },
];

/**
 * What the bidder types for item k: each component a price of its own, cents too, up to some 800 € (a few euros
 * where the LV asks for millions of units, as its Bedarfsposition of 12,345,678 pieces), the time in hours.
 */
const component = (item: Item, k: number, j: number) => {
  const euros = item.quantity && item.quantity.toNumber() > 1e6 ? j + 1 : (k % 9) * 100 + 10 * j + 12;
  return `${euros}.${String((k * 7 + j * 13) % 100).padStart(2, "0")}`;
};
const hours = (k: number) => `${(k % 5) + 1}.25`;

function prepare(c: Case) {
  const bytes = new Uint8Array(readFileSync(join(CORPUS_DIR, c.path)));
  const document = readDocument(c.path, bytes);
  const items = [...entries(document.boq?.body ?? [])].filter((e): e is Item => e.kind === "item");
  const converted = convertToXlsx([{ name: c.path.split("/").pop() as string, bytes }]);
  if (!converted.ok) throw new Error(JSON.stringify(converted.issues));
  const [price] = bookSheets(converted.xlsx).sheets;
  if (!price) throw new Error("no price sheet");
  const p = priceSheetLayout(price);
  const steps: Step[] = items.flatMap((item, k): Step[] => {
    const row = p.rows.get(item.oz);
    return [
      ...c.components.map(
        (label, j): Step => ({
          type: "number",
          cell: `${p.column(`EP-Anteil ${label}`)}${row}`,
          value: component(item, k, j),
        }),
      ),
      ...(c.time
        ? [{ type: "number", cell: `${p.column(`Zeitansatz (${c.time})`)}${row}`, value: hours(k) } as Step]
        : []),
    ];
  });
  steps.push({ type: "text", cell: p.bidderCell ?? "", value: BIDDER });
  return { xlsx: converted.xlsx, steps, items };
}

/** What Formblatt 223 must show for what was typed: exact decimals, rounded as the sheets round. */
function expected(c: Case, items: readonly Item[]) {
  const rows = items.map((item, k) => {
    const parts = c.components.map((_, j) => exact(component(item, k, j)));
    const unitPrice = round(sum(parts), 2);
    // A lump sum without quantity is one lump, in its total as in the totals of the form.
    const quantity = item.quantity ? exact(item.quantity.toString()) : item.flags.lumpSum ? exact("1") : zero;
    return {
      item,
      parts,
      time: exact(hours(k)),
      unitPrice,
      total: round(mul(quantity, unitPrice), 2),
      quantity,
    };
  });
  // What GAEB leaves out of the offer's total (alternatives, Bedarfspositionen without total) stays out of these.
  const counted = rows.filter(({ item }) => itemCounts(item));
  const weighted = (value: (row: (typeof rows)[number]) => Exact) =>
    round(
      counted.reduce((total, row) => add(total, mul(row.quantity, value(row))), zero),
      2,
    );
  return {
    rows,
    components: c.components.map((_, j) => weighted((row) => row.parts[j] ?? zero)),
    time: weighted((row) => row.time),
    total: round(sum(counted.map((row) => row.total)), 2),
  };
}

const cents = (value: string | undefined) =>
  value === undefined || value === "" ? "" : Number(value).toFixed(2);

describe.runIf(soffice && pdftotext && corpus)("Formblatt 223 in LibreOffice Calc", () => {
  it("shows what the bidder typed into the price sheet, sums and totals to the cent, and prints whole", () => {
    const prepared = CASES.map(prepare);
    const saved = editWithLibreOffice(
      soffice as string,
      prepared.map(({ xlsx, steps }) => ({ xlsx, steps })),
    );
    const books = Object.fromEntries(saved.map((xlsx, n) => [`w${n}`, xlsx]));
    const recalculated = recalculateWithLibreOffice(soffice as string, books);
    CASES.forEach((c, n) => {
      const { items } = prepared[n] as (typeof prepared)[number];
      const want = expected(c, items);
      const rows = recalculated.get(`w${n}`)?.get(FORM);
      if (!rows)
        throw new Error(`${c.path}: no sheet ${FORM}: ${[...(recalculated.get(`w${n}`)?.keys() ?? [])]}`);
      const first = rows.findIndex((row) => row[0] === "OZ");
      const titles = [...(rows[first] ?? []), ...(rows[first + 1] ?? [])];
      const width = rows[first]?.length ?? 0;
      const at = (title: string) => titles.indexOf(title) % width;
      expect(rows.find((row) => row[0] === "Bieter")?.[1]).toBe(BIDDER);
      want.rows.forEach(({ item, parts, unitPrice, total, time }, k) => {
        const row = rows[first + 2 + k] ?? [];
        expect(row[0], c.path).toBe(item.oz);
        expect(row[1], item.oz).toBe(item.shortText);
        c.components.forEach((label, j) => {
          expect(cents(row[at(label)]), `${item.oz} ${label}`).toBe(text(parts[j] ?? zero));
        });
        if (c.time) expect(cents(row[at(`Zeitansatz (${c.time})`)]), item.oz).toBe(text(time));
        expect(cents(row[at("Angebotener Einheitspreis")]), item.oz).toBe(text(unitPrice));
        expect(cents(row[at("Gesamtpreis")]), item.oz).toBe(text(total));
      });
      // The X84 made from the same workbook states what the form shows, item by item.
      // Its markups are left without a rate: not offered, which changes no item.
      const offer = offerFromWorkbook(
        { name: "priced.xlsx", bytes: saved[n] as Uint8Array },
        { notOfferedEmpty: true },
      );
      if (!offer.ok) throw new Error(`${c.path}: ${offer.issues.map((issue) => issue.code).join(", ")}`);
      const x84 = itemsByOz(readDocument("offer.X84", offer.x84));
      want.rows.forEach(({ item }, k) => {
        const row = rows[first + 2 + k] ?? [];
        const written = x84.get(item.oz) as Item;
        c.components.forEach((label, j) => {
          expect(cents(row[at(label)]), `X84 ${item.oz} ${label}`).toBe(
            written.priceComponents[j]?.round(2).toString(),
          );
        });
        expect(cents(row[at("Angebotener Einheitspreis")]), `X84 ${item.oz}`).toBe(
          written.unitPrice?.round(2).toString(),
        );
        // An item without a quantity (a free quantity left empty) has no IT; both sheets show 0.00.
        expect(cents(row[at("Gesamtpreis")]), `X84 ${item.oz}`).toBe(written.total?.toString() ?? "0.00");
        if (c.time)
          expect(cents(row[at(`Zeitansatz (${c.time})`)]), `X84 ${item.oz}`).toBe(written.time?.toString());
      });
      const totals = rows[first + 2 + items.length] ?? [];
      expect(totals[1]).toBe("Summe (Menge × Ansatz)");
      c.components.forEach((label, j) => {
        expect(cents(totals[at(label)]), `${c.path} Σ ${label}`).toBe(text(want.components[j] ?? zero));
      });
      if (c.time) expect(cents(totals[at(`Zeitansatz (${c.time})`)])).toBe(text(want.time));
      expect(cents(totals[at("Gesamtpreis")]), `${c.path} Σ GP`).toBe(text(want.total));
    });

    const printed = printWithLibreOffice(soffice as string, pdftotext as string, books);
    CASES.forEach((c, n) => {
      const { items } = prepared[n] as (typeof prepared)[number];
      const words = printed.get(`w${n}`)?.words ?? [];
      // Formblatt 223's pages: those whose page header names it.
      const pages = new Set(words.filter((w) => w.text === "(Formblatt").map((w) => w.page));
      expect(pages.size, c.path).toBeGreaterThan(0);
      const onForm = words.filter((w) => pages.has(w.page)).map((w) => w.text);
      expect(
        words.filter((w) => w.text.includes("###")).map((w) => `page ${w.page}`),
        c.path,
      ).toEqual([]);
      for (const item of items) expect(onForm, `${c.path} ${item.oz}`).toContain(item.oz);
      expect(onForm).toContain("Bieter");
      expect(onForm).toContain("Bau");
      // Each total as a figure on paper, in the system's number format.
      const want = expected(c, items);
      const shown = (value: Exact) =>
        Number(text(value)).toLocaleString("en-US", { minimumFractionDigits: 2 });
      for (const value of [...want.components, want.total]) expect(onForm, c.path).toContain(shown(value));
    });
  }, 600_000);
});

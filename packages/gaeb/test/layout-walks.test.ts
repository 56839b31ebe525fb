import { describe, expect, it } from "vitest";
import { readGaeb } from "../src/index.js";
import type { Entry, GaebDocument } from "../src/model.js";
import { chooseColumns } from "../src/xlsx/columns.js";
import { LABELS } from "../src/xlsx/labels.js";
import { MarkupPlan } from "../src/xlsx/markups.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";

// A 50 MB LV has 100,000 items scattered over memory: each pass over them costs more than what it asks (issue 23).

function document(items: string): GaebDocument {
  const xml = gaebXml({ phase: "86", body: category("1", "Los", `<Itemlist>${items}</Itemlist>`) });
  const read = readGaeb({ name: "w.x86", bytes: bytes(xml) });
  if (!read.ok) throw new Error(JSON.stringify(read.issues));
  return read.value;
}

/** The document with every item's `field` reads counted. */
function counting(doc: GaebDocument, field: string): { reads: () => number } {
  let reads = 0;
  const wrap = (entries: Entry[]) => {
    entries.forEach((entry, i) => {
      if (entry.kind === "section") wrap(entry.children);
      else
        entries[i] = new Proxy(entry, {
          get(target, key, receiver) {
            if (key === field) reads += 1;
            return Reflect.get(target, key, receiver);
          },
        });
    });
  };
  wrap(doc.boq?.body ?? []);
  return { reads: () => reads };
}

const plan = { adjustedDepths: [], hasMarkups: false, mixedVatRates: false };
const twenty = Array.from({ length: 20 }, (_, i) => item(String(i + 1), "<Qty>2</Qty><UP>3.5</UP>")).join("");

describe("the walks over an LV's items", () => {
  it("choose the columns looking at each item's price components once", () => {
    const doc = document(twenty);
    const components = counting(doc, "priceComponents");
    const columns = chooseColumns(doc, LABELS.en, { longText: true, addComponents: false, lang: "en" }, plan);
    expect(columns.has("component1")).toBe(false);
    expect(components.reads()).toBe(20);
  });

  it("still add the columns the data asks for", () => {
    const doc = document(
      `${item("1", "<Qty>2</Qty><UP>3.5</UP><UPComp3>1.25</UPComp3>")}${item("2", "<Qty>1</Qty><UP>2</UP><VAT>19</VAT>")}`,
    );
    const columns = chooseColumns(doc, LABELS.en, { longText: true, addComponents: false, lang: "en" }, plan);
    expect(columns.list.map((column) => column.key)).toEqual([
      "oz",
      "kind",
      "shortText",
      "longText",
      "quantity",
      "unit",
      "unitPrice",
      "total",
      // Every component up to the last one given, in UPComp order.
      "component1",
      "component2",
      "component3",
      "vat",
      "inTotal",
      "path",
      "amount",
    ]);
  });

  it("index items by ID for markups only where a markup names items", () => {
    const doc = document(twenty);
    const ids = counting(doc, "id");
    new MarkupPlan(doc.boq?.body ?? []);
    expect(ids.reads()).toBe(0);
  });
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { formatIssue } from "../src/messages/index.js";
import type { Item } from "../src/model.js";
import { offerFromWorkbook } from "../src/offer/index.js";
import { STYLE } from "../src/xlsx/styles.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { entries, fillWithExcelJs, itemsByOz, readDocument } from "./support/offer.js";
import { validateX84, xmllint } from "./support/x84-schema.js";
import { headerRowNumber, readWorkbook } from "./support/xlsx.js";

const corpus = requireCorpus("Offer free quantity suite");

/** Requests with items whose quantity the bidder gives: GAEB 2000 `[FrMenge]` and DA XML `QtyTBD`. */
const REQUESTS = [
  "vendor-examples/gaeb2000.p83",
  "gaeb-samples/Musterdatei_3.1_2008-001.X83",
  "vendor-examples/gaebxml.x83",
];

function load(path: string) {
  const bytes = new Uint8Array(readFileSync(join(CORPUS_DIR, path)));
  const name = path.split("/").pop() ?? path;
  const converted = convertToXlsx([{ name, bytes }]);
  if (!converted.ok) throw new Error(path);
  const items = [...entries(readDocument(name, bytes).boq?.body ?? [])].filter(
    (e): e is Item => e.kind === "item",
  );
  return { xlsx: converted.xlsx, items };
}

/** The style of the quantity cell (column E) of each item row, empty cells included, by OZ. */
function quantityStyles(xlsx: Uint8Array): Map<string, number | undefined> {
  const sheet = readWorkbook(xlsx).sheets[0];
  if (!sheet) throw new Error("no sheet");
  const header = headerRowNumber(sheet);
  const styles = new Map<string, number | undefined>();
  for (const [row, cells] of sheet.rows) {
    const oz = cells.get("A")?.text;
    if (row <= header || !oz || styles.has(oz)) continue;
    const style = new RegExp(`<c r="E${row}" s="(\\d+)"`).exec(sheet.xml)?.[1];
    styles.set(oz, style === undefined ? undefined : Number(style));
  }
  return styles;
}

describe.runIf(corpus)("items whose quantity the bidder gives (QtyTBD, [FrMenge])", () => {
  it("have their quantity cell marked as input like the unit price, the others not", () => {
    for (const path of REQUESTS) {
      const { xlsx, items } = load(path);
      const free = items.filter((item) => item.flags.quantityToBeDetermined);
      expect(free.length, path).toBeGreaterThan(0);
      const styles = quantityStyles(xlsx);
      for (const item of free) {
        expect(STYLE.quantityInput, "an input style of its own name").toBeDefined();
        expect(styles.get(item.oz), `${path} ${item.oz}`).toBe(STYLE.quantityInput);
      }
      for (const item of items.filter((i) => !i.flags.quantityToBeDetermined && i.quantity))
        expect(styles.get(item.oz), `${path} ${item.oz}`).toBe(STYLE.quantity);
    }
  });

  it("carry the typed quantity into a schema-valid X84, totalled as quantity × unit price", async () => {
    const offers: Record<string, Uint8Array> = {};
    for (const path of REQUESTS) {
      const { xlsx, items } = load(path);
      const free = new Map(
        items.filter((i) => i.flags.quantityToBeDetermined).map((item, n) => [item.oz, 12.5 + n]),
      );
      const filled = await fillWithExcelJs(xlsx, (oz, column) => {
        if (column === "Menge") return free.get(oz);
        return column === "EP" && items.some((i) => i.oz === oz) ? 3.21 : undefined;
      });
      const result = offerFromWorkbook(
        { name: "priced.xlsx", bytes: filled },
        { bidder: "Muster Bau GmbH", notOfferedEmpty: true },
      );
      if (!result.ok) throw new Error(result.issues.map((i) => formatIssue(i, "en")).join("\n"));
      const offered = itemsByOz(readDocument("o.X84", result.x84));
      for (const [oz, quantity] of free) {
        const item = offered.get(oz);
        expect(
          item?.kind === "item" && [item.quantity?.toString(), item.total?.toString()],
          `${path} ${oz}`,
        ).toEqual([quantity.toFixed(3), (Math.round(quantity * 321) / 100).toFixed(2)]);
      }
      // The offer answers in the request's version; the 3.3 schema is the one at hand (GAEB 2000 becomes 3.3).
      if (result.summary.gaebVersion === "3.3") offers[`${path.split("/").pop()}.x84`] = result.x84;
    }
    expect(Object.keys(offers)).toContain("gaeb2000.p83.x84");
    if (xmllint) expect(validateX84(offers)).toBe("");
  });
});

import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { formatIssue } from "../src/messages/index.js";
import { offerFromWorkbook } from "../src/offer/index.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";
import { fillWithExcelJs } from "./support/offer.js";

const REQUEST = gaebXml({
  body:
    category("1", "Rohbau", `<Itemlist>${item("10", "<Qty>2</Qty><QU>m2</QU>")}</Itemlist>`) +
    category("2", "Ausbau", `<Itemlist>${item("10", "<Qty>3</Qty><QU>St</QU>")}</Itemlist>`),
});

/** A priced form with a figure typed in a section's EP cell, where no price belongs. */
async function refused(sectionPrices: Record<string, number | string>) {
  const converted = convertToXlsx([{ name: "LV.X83", bytes: bytes(REQUEST) }]);
  if (!converted.ok) throw new Error(JSON.stringify(converted.issues));
  const prices: Record<string, number | string> = { "01.0010": 10, "02.0010": 20, ...sectionPrices };
  const filled = await fillWithExcelJs(converted.xlsx, (oz, column) =>
    column === "EP" ? prices[oz] : undefined,
  );
  const result = offerFromWorkbook({ name: "priced.xlsx", bytes: filled }, { bidder: "Muster GmbH" });
  return result.issues.filter((issue) => issue.code === "offer_price_not_item");
}

describe("messages about a typed cell", () => {
  it("show a number cell's value in the reader's notation and quote text as it was typed", async () => {
    const [number, text] = await refused({ "01": 1234.5, "02": "1.234,50 €" });
    expect(number?.path).toBe("01");
    expect(text?.path).toBe("02");
    expect(formatIssue(number as NonNullable<typeof number>, "de")).toContain("ein Preis (1.234,5) in");
    expect(formatIssue(number as NonNullable<typeof number>, "en")).toContain("a price (1,234.5) stands");
    expect(formatIssue(text as NonNullable<typeof text>, "de")).toContain("ein Preis („1.234,50 €“) in");
    expect(formatIssue(text as NonNullable<typeof text>, "en")).toContain("a price (“1.234,50 €”) stands");
  });
});

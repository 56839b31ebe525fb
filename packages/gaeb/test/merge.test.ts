import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { formatIssue } from "../src/messages/index.js";
import { bytes, gaebXml, item } from "./support/gaeb.js";

describe("an offer laid over its request", () => {
  it("names the item an offer prices but the request does not have", () => {
    const request = gaebXml({ body: `<Itemlist>${item("10", "<Qty>1</Qty>")}</Itemlist>` });
    const offer = gaebXml({
      phase: "84",
      body: `<Itemlist><Item RNoPart="10"><UP>2</UP></Item><Item RNoPart="20"><UP>3</UP></Item></Itemlist>`,
    });
    const result = convertToXlsx([{ name: "o.x84", bytes: bytes(offer) }], {
      base: { name: "r.x83", bytes: bytes(request) },
      lang: "en",
    });
    const missing = result.issues.filter((issue) => issue.code === "base_item_missing");
    expect(missing.map((issue) => formatIssue(issue, "en"))).toEqual([
      "o.x84, item no. 0020: Item 0020 is not in the base file, so it has no texts.",
    ]);
  });
});

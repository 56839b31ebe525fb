import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { bytes, gaebXml, item } from "./support/gaeb.js";
import { readWorkbook } from "./support/xlsx.js";

/** The cached value of the first formula in column H whose row says it is the computed grand total. */
function cachedGrandTotal(xlsx: Uint8Array, sheetIndex: number, label: RegExp): string | undefined {
  const sheet = readWorkbook(xlsx).sheets[sheetIndex];
  for (const cells of sheet?.rows.values() ?? []) {
    const labelled = [...cells.values()].some((cell) => cell.text !== undefined && label.test(cell.text));
    if (labelled && cells.get("H")?.formula) return cells.get("H")?.number;
  }
  return undefined;
}

describe("the summary of each sheet", () => {
  it("counts sections and items and carries the figures of the sheet", () => {
    const lv = gaebXml({
      body: `<BoQCtgy RNoPart="1"><LblTx><p>Erdarbeiten</p></LblTx><BoQBody><Itemlist>${item("10", "<Qty>2</Qty><UP>3.50</UP>")}${item("20", "<Qty>1</Qty><UP>10</UP>")}</Itemlist></BoQBody></BoQCtgy>`,
    });
    const result = convertToXlsx([{ name: "lv.x83", bytes: bytes(lv) }], { lang: "de" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.sheets).toHaveLength(1);
    const [summary] = result.sheets;
    expect(summary).toMatchObject({ file: "lv.x83", sections: 1, items: 2, computedTotal: "17" });
    expect(summary?.phaseName).toBe("Angebotsaufforderung");
    expect(cachedGrandTotal(result.xlsx, 0, /Gesamtsumme/)).toBe("17");
  });

  it.runIf(requireCorpus("summary"))(
    "names the request merged into an offer and matches the workbook",
    () => {
      const dir = join(CORPUS_DIR, "gaeb-samples");
      const request = { name: "r.X83", bytes: readFileSync(join(dir, "Musterdatei_3.1_2008-001.X83")) };
      const offer = { name: "o.X84", bytes: readFileSync(join(dir, "Musterdatei_3.1_2008-001.X84")) };
      const result = convertToXlsx([offer], { base: request, lang: "en" });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      const [summary] = result.sheets;
      expect(summary?.base).toBe("r.X83");
      expect(summary?.phase).toBe("84");
      expect(summary?.items).toBeGreaterThan(10);
      expect(summary?.computedTotal).toMatch(/^\d+(\.\d+)?$/);
      expect(summary?.computedTotal).toBe(cachedGrandTotal(result.xlsx, 0, /grand total/i));
      const alone = convertToXlsx([offer], { lang: "en" });
      expect(alone.ok && alone.sheets[0]?.base).toBe(undefined);
    },
  );
});

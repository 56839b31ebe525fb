import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { formatIssue } from "../src/messages/index.js";
import type { Item, MarkupItem } from "../src/model.js";
import { offerFromWorkbook } from "../src/offer/index.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { findSoffice } from "./support/libreoffice.js";
import { editWithLibreOffice, type Step } from "./support/libreoffice-macro.js";
import { entries, itemsByOz, readDocument } from "./support/offer.js";
import { headerRowNumber, readWorkbook } from "./support/xlsx.js";

const soffice = findSoffice();
const corpus = requireCorpus("rate of 100 % or more suite");
const REQUEST = "gaeb-samples/Musterdatei_3.1_2008-001.X83";

/** The form's EP and discount columns and the first row of each OZ. */
function layout(xlsx: Uint8Array) {
  const sheet = readWorkbook(xlsx).sheets[0];
  if (!sheet) throw new Error("no sheet");
  const header = headerRowNumber(sheet);
  const column = (title: string) =>
    [...(sheet.rows.get(header) ?? [])].find(([, cell]) => cell.text === title)?.[0] ?? "";
  const rows = new Map<string, number>();
  for (const [row, cells] of sheet.rows) {
    const oz = cells.get("A")?.text;
    if (row > header && oz && !rows.has(oz)) rows.set(oz, row);
  }
  return { ep: column("EP"), discount: column("Nachlass %"), rows };
}

describe.runIf(soffice && corpus)("a rate typed as 100 % or more into a cell that shows percentages", () => {
  it("is stored as 1.5 like a typed 1,5: read as 1,5 % with a warning naming sheet, cell and OZ", () => {
    const bytes = new Uint8Array(readFileSync(join(CORPUS_DIR, REQUEST)));
    const request = readDocument("LV.X83", bytes);
    const all = [...entries(request.boq?.body ?? [])];
    const items = all.filter((e): e is Item => e.kind === "item");
    const markups = all.filter((e): e is MarkupItem => e.kind === "markupItem");
    const converted = convertToXlsx([{ name: "Musterdatei_3.1_2008-001.X83", bytes }]);
    if (!converted.ok) throw new Error("not converted");
    const { ep, discount, rows } = layout(converted.xlsx);
    const at = (oz: string, letter: string) => `${letter}${rows.get(oz)}`;
    const [percentSign, plain, hundreds, share] = markups.map((m) => m.oz);
    const typed: Array<[string | undefined, string]> = [
      [percentSign, "150 %"],
      [plain, "1,5"],
      [hundreds, "150"],
      [share, "1,5 %"],
    ];
    const steps: Step[] = [
      ...items.map((item): Step => ({ type: "number", cell: at(item.oz, ep), value: "10" })),
      ...markups.map((m): Step => ({ type: "typed", cell: at(m.oz, ep), value: "10" })),
      ...typed.map(([oz, value]): Step => ({ type: "typed", cell: at(oz ?? "", ep), value })),
      // A discount of 100 % or more cannot be: 1,5 in its cell is 1,5 %, nothing to ask.
      { type: "typed", cell: at(items[0]?.oz ?? "", discount), value: "1,5" },
    ];
    const [saved] = editWithLibreOffice(soffice as string, [{ xlsx: converted.xlsx, steps }], "de-DE");
    if (!saved) throw new Error("LibreOffice saved nothing");
    const result = offerFromWorkbook({ name: "priced.xlsx", bytes: saved }, { bidder: "Muster Bau GmbH" });
    if (!result.ok) throw new Error(result.issues.map((i) => formatIssue(i, "en")).join("\n"));
    // What Calc stored cannot tell "150 %" from "1,5": both are read as the rate format shows them, 1,5 %.
    const offered = itemsByOz(readDocument("o.X84", result.x84));
    const rate = (oz: string | undefined) => {
      const entry = offered.get(oz ?? "");
      return entry?.kind === "markupItem" ? entry.markupPercent?.toNumber() : undefined;
    };
    expect(typed.map(([oz]) => rate(oz))).toEqual([1.5, 1.5, 150, 1.5]);
    const first = offered.get(items[0]?.oz ?? "");
    expect(first?.kind === "item" && first.discountPercent?.toNumber()).toBe(1.5);
    // Both 1.5 cells get the warning; 150 and a 1,5 % typed with its sign (stored 0.015) do not.
    const warned = result.issues.filter((i) => i.code === "offer_rate_read_as_percent");
    expect(warned.map((i) => [i.severity, i.path, i.params?.cell])).toEqual([
      ["warning", percentSign, at(percentSign ?? "", ep)],
      ["warning", plain, at(plain ?? "", ep)],
    ]);
    const [one] = warned;
    if (!one) throw new Error("no warning");
    expect(formatIssue(one, "de")).toContain(
      `Zelle ${at(percentSign ?? "", ep)}: Der Zuschlagssatz wurde als 1,5 %`,
    );
    expect(formatIssue(one, "de")).toContain("tragen Sie 150 ohne Prozentzeichen ein");
    expect(formatIssue(one, "de")).toContain(`OZ ${percentSign}`);
    expect(formatIssue(one, "en")).toContain("read as 1.5 %. If 150 % was meant, type 150");
  }, 300_000);
});

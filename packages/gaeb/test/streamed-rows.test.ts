import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it, vi } from "vitest";
import { convertToXlsx, readGaeb } from "../src/convert.js";
import { Decimal } from "../src/decimal.js";
import type { Issue } from "../src/issues.js";
import { RowPlan } from "../src/xlsx/row-plan.js";
import { layoutSheet } from "../src/xlsx/sheet-layout.js";
import { keepNumbersExact } from "../src/xlsx/spreadsheet-numbers.js";
import { WorkbookWriter, writeWorkbook } from "../src/xlsx/workbook.js";
import { corpusFiles, requireCorpus } from "./support/corpus.js";

/**
 * Issue 23: the LV sheet's rows are written into the workbook while they are laid out (`StreamedRows`, with the
 * `RowPlan` worked out first) instead of kept as objects and written at the end (`RowList`). Both must give the same
 * workbook, part for part and byte for byte once unpacked.
 */
function parts(xlsx: Uint8Array): Record<string, string> {
  return Object.fromEntries(Object.entries(unzipSync(xlsx)).map(([name, bytes]) => [name, strFromU8(bytes)]));
}

function bothWays(bytes: Uint8Array, name: string, longText: boolean) {
  const read = readGaeb({ name, bytes });
  if (!read.ok) return undefined;
  const options = { lang: "de" as const, longText, notices: [] };
  const listIssues: Issue[] = [];
  const { computedTotal: _a, ...whole } = layoutSheet(read.value, "LV", options, listIssues);
  keepNumbersExact(whole, name, listIssues);
  const writer = new WorkbookWriter();
  const output = { strings: writer.strings, entry: writer.nextSheet() };
  const streamIssues: Issue[] = [];
  const {
    computedTotal: _b,
    wholeSheetNeeded,
    ...streamed
  } = layoutSheet(read.value, "LV", options, streamIssues, output);
  const properties = { title: "LV", application: "gaeb2xlsx" };
  return {
    whole: writeWorkbook([whole], properties),
    streamed: wholeSheetNeeded ? undefined : writer.finish([streamed], properties),
    wholeSheetNeeded,
    keptRows: streamed.rows.length,
    rowCount: whole.rows.length,
    streamedRowCount: streamed.body?.rowCount,
    sameIssues: JSON.stringify(listIssues) === JSON.stringify(streamIssues),
    listIssues,
  };
}

describe("rows written while laid out (issue 23)", () => {
  const hasCorpus = requireCorpus("streamed rows");

  it.runIf(hasCorpus)("give every corpus file the same workbook as rows kept whole", () => {
    let compared = 0;
    for (const file of corpusFiles()) {
      for (const longText of [true, false]) {
        const both = bothWays(file.bytes, file.name, longText);
        if (!both) continue;
        expect(both.wholeSheetNeeded, file.path).toBeUndefined();
        expect(both.keptRows, file.path).toBe(0);
        expect(both.streamedRowCount, file.path).toBe(both.rowCount);
        expect(both.sameIssues, file.path).toBe(true); // no number of the corpus needs the whole sheet
        expect(parts(both.streamed ?? new Uint8Array()), `${file.path} long text ${longText}`).toEqual(
          parts(both.whole),
        );
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it("lays a sheet out again whole when a number needs it, and the figure stays exact", () => {
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA86/3.3"><GAEBInfo><Version>3.3</Version></GAEBInfo>
<Award><DP>86</DP><BoQ><BoQInfo><Name>LV</Name><BoQBkdn><Type>BoQLevel</Type><Length>2</Length></BoQBkdn>
<BoQBkdn><Type>Item</Type><Length>4</Length></BoQBkdn></BoQInfo><BoQBody>
<BoQCtgy RNoPart="01"><LblTx><p>Rohbau</p></LblTx><BoQBody><Itemlist>
<Item RNoPart="0010"><Qty>1</Qty><QU>psch</QU><UP>1234567890123456.78</UP><IT>1234567890123456.78</IT>
<Description><CompleteText><OutlineText><OutlTxt><TextOutlTxt><p>Groß</p></TextOutlTxt></OutlTxt></OutlineText></CompleteText></Description></Item>
</Itemlist></BoQBody></BoQCtgy></BoQBody></BoQ></Award></GAEB>`;
    const bytes = new TextEncoder().encode(xml);
    const both = bothWays(bytes, "n.X86", true);
    expect(both?.wholeSheetNeeded).toBe(true);
    const result = convertToXlsx([{ name: "n.X86", bytes }], { lang: "en" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    // Reported once, though the sheet was laid out twice: as often as the whole layout alone finds them.
    const asText = (issues: readonly Issue[]) =>
      issues.filter((issue) => issue.code === "number_as_text").length;
    expect(asText(result.issues)).toBeGreaterThan(0);
    expect(asText(result.issues)).toBe(asText(both?.listIssues ?? []));
    const sheet = strFromU8(unzipSync(result.xlsx)["xl/worksheets/sheet1.xml"] as Uint8Array);
    expect(sheet).not.toContain("#LAST#");
    const strings = strFromU8(unzipSync(result.xlsx)["xl/sharedStrings.xml"] as Uint8Array);
    expect(strings).toContain("1234567890123456.78");
  });

  it.runIf(hasCorpus)(
    "falls back to the whole sheet where the plan's figures differ from the layout's",
    () => {
      const file = corpusFiles().find((f) => f.name === "Musterdatei_3.1_2008-003.X86");
      if (!file) throw new Error("sample missing");
      const input = [{ name: file.name, bytes: file.bytes }];
      const planned = convertToXlsx(input, { lang: "de" });
      // A plan that is wrong about one figure: the sheet must still come out exactly as laid out whole.
      const wrong = vi.spyOn(RowPlan.prototype, "sectionTotal").mockReturnValue(Decimal.parse("1.23"));
      let whole: ReturnType<typeof convertToXlsx>;
      let calls = 0;
      try {
        whole = convertToXlsx(input, { lang: "de" });
        calls = wrong.mock.calls.length;
      } finally {
        wrong.mockRestore();
      }
      expect(calls).toBeGreaterThan(0);
      expect(planned.ok && whole.ok).toBe(true);
      if (!planned.ok || !whole.ok) return;
      expect(parts(whole.xlsx)).toEqual(parts(planned.xlsx));
      expect(whole.issues).toEqual(planned.issues);
    },
  );
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { formatIssue } from "../src/messages/index.js";
import { type OfferOptions, offerFromWorkbook } from "../src/offer/index.js";
import { readXlsx } from "../src/workbook/xlsx-reader.js";
import { CORPUS_DIR, corpusFiles, requireCorpus } from "./support/corpus.js";
import { editWithExcelJs, readDocument } from "./support/offer.js";
import { headerRowNumber, readWorkbook } from "./support/xlsx.js";

const corpus = requireCorpus("Offer bidder suite");

const REQUEST_PHASES = new Set(["80", "81", "82", "83"]);

function workbookOf(name: string, bytes: Uint8Array): Uint8Array {
  const result = convertToXlsx([{ name, bytes }]);
  if (!result.ok) throw new Error(name);
  return result.xlsx;
}

function offer(xlsx: Uint8Array, options: OfferOptions = {}) {
  return offerFromWorkbook(
    { name: "priced.xlsx", bytes: xlsx },
    { notOfferedEmpty: true, date: "2026-11-25T10:00:00Z", ...options },
  );
}

function contractorOf(result: ReturnType<typeof offer>) {
  if (!result.ok) throw new Error(result.issues.map((i) => formatIssue(i, "en")).join("\n"));
  return readDocument("o.X84", result.x84).award.contractor;
}

/** The rows above the table whose first cell is a bidder label, with every other filled cell of the row. */
function bidderRows(xlsx: Uint8Array): Array<{ row: number; label: string; others: string[] }> {
  const sheet = readWorkbook(xlsx).sheets[0];
  if (!sheet) throw new Error("no sheet");
  const header = headerRowNumber(sheet);
  return [...sheet.rows].flatMap(([row, cells]) => {
    const label = cells.get("A")?.text ?? "";
    if (row >= header || !label.startsWith("Bieter")) return [];
    const others = [...cells].flatMap(([column, cell]) => (column !== "A" && cell.text ? [cell.text] : []));
    return [{ row, label, others }];
  });
}

describe.runIf(corpus)("the bidder's fields above the table of every corpus request", () => {
  const requests = corpus ? corpusFiles().filter((f) => REQUEST_PHASES.has(f.phase)) : [];

  it("stay empty when left empty: never a title fact beside them, and no name means no offer", () => {
    expect(requests.length).toBeGreaterThan(20);
    let withFacts = 0;
    for (const request of requests) {
      const xlsx = workbookOf(request.name, request.bytes);
      const rows = bidderRows(xlsx);
      expect(
        rows.map((r) => r.label),
        request.path,
      ).toEqual(["Bieter (Name)", "Bieter Straße", "Bieter PLZ Ort"]);
      // Rows of their own: nothing else stands on them, whatever facts the title block carries.
      expect(
        rows.flatMap((r) => r.others),
        request.path,
      ).toEqual([]);
      const sheet = readWorkbook(xlsx).sheets[0];
      const facts = [...(sheet?.rows ?? [])].filter(([, cells]) => cells.get("E")?.text);
      if (
        facts.some(([, cells]) => /Bindefrist|Eröffnung|Ausführung|Vergabe/.test(cells.get("E")?.text ?? ""))
      )
        withFacts += 1;
      const named = offer(xlsx, { bidder: "Muster Bau GmbH" });
      // Some old-format requests number their items so that no X84 can; the name is beside the point there.
      if (named.ok || named.issues.some((i) => i.code !== "offer_numbering_unsupported"))
        expect(contractorOf(named), request.path).toEqual({ names: ["Muster Bau GmbH"], references: {} });
      const refused = offer(xlsx);
      expect(refused.ok, request.path).toBe(false);
      expect(
        refused.issues.map((i) => [i.code, i.params?.cell]),
        request.path,
      ).toEqual([["offer_bidder_missing", `C${rows[0]?.row}`]]);
      expect(formatIssue(refused.issues[0] ?? { code: "internal_error", severity: "error" }, "de")).toContain(
        `Tragen Sie Ihren Firmennamen im Blatt „${sheet?.name}“ in Zelle C${rows[0]?.row} neben „Bieter (Name)“`,
      );
    }
    // The requests whose award facts and dates stood beside the bidder's fields before.
    expect(withFacts).toBeGreaterThanOrEqual(7);
  });
});

describe.runIf(corpus)("the bidder's fields of a request with award facts and dates", () => {
  const path = "gaeb-samples/Musterdatei_3.1_2008-001.X83";
  const bytes = corpus ? new Uint8Array(readFileSync(join(CORPUS_DIR, path))) : new Uint8Array();

  /** Types into the input cell beside each label, wherever the label now stands. */
  const fill = (values: Record<string, string>) => (sheet: import("exceljs").Worksheet) => {
    sheet.eachRow((row) => {
      row.eachCell((cell, column) => {
        const value = values[String(cell.value)];
        if (value !== undefined) row.getCell(column + 2).value = value;
      });
    });
  };

  it("are read from their own input cells after a row and a column were inserted above and left", async () => {
    const xlsx = workbookOf("Musterdatei.X83", bytes);
    const typed = await editWithExcelJs(xlsx, (sheet) => {
      sheet.spliceRows(1, 0, []);
      sheet.spliceColumns(1, 0, []);
      fill({
        "Bieter (Name)": "Elektro Muster GmbH",
        "Bieter Straße": "Hauptstr. 1",
        "Bieter PLZ Ort": "70327 Stuttgart",
      })(sheet);
    });
    // The label moved from A to B and one row down; its input cell with it, from C to D.
    const sheet = readXlsx(typed)[0];
    const nameRow = [...(sheet?.rows ?? [])].find(([, cells]) => cells.get(1)?.value === "Bieter (Name)");
    expect(nameRow?.[1].get(3)?.value).toBe("Elektro Muster GmbH");
    expect(nameRow?.[0]).toBe((bidderRows(xlsx)[0]?.row ?? 0) + 1);
    expect(contractorOf(offer(typed))).toMatchObject({
      names: ["Elektro Muster GmbH"],
      street: "Hauptstr. 1",
      postalCode: "70327",
      city: "Stuttgart",
    });
  });

  it("leave the name empty when only the address is typed: refused, or the name given to the call", async () => {
    const xlsx = workbookOf("Musterdatei.X83", bytes);
    const typed = await editWithExcelJs(xlsx, fill({ "Bieter Straße": "Hauptstr. 1" }));
    const refused = offer(typed);
    expect(refused.issues.map((i) => i.code)).toEqual(["offer_bidder_missing"]);
    expect(formatIssue(refused.issues[0] ?? { code: "internal_error", severity: "error" }, "en")).toMatch(
      /^priced\.xlsx: The offer lacks the bidder's name\. Type your company name in sheet “.+”, cell C\d+, beside “Bieter \(Name\)” above the table, or give it when making the offer\.$/,
    );
    const contractor = contractorOf(offer(typed, { bidder: "Andere KG" }));
    expect(contractor).toMatchObject({ names: ["Andere KG"], street: "Hauptstr. 1" });
    expect(contractor?.city).toBeUndefined();
    // A comparison names such a bidder by his file: it asks for no name.
    expect(offer(typed, { bidderOptional: true }).ok).toBe(true);
  });
});

import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { strFromU8, unzipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { workbookBomb } from "../bench/generate-bomb.mjs";
import { compareOffers, convertToXlsx, formatIssue } from "../src/index.js";
import { MAX_FORM_REQUEST_BYTES, MAX_SHEET_CELLS, MAX_WORKBOOK_XML_BYTES } from "../src/limits.js";
import { offerFromWorkbook } from "../src/offer/index.js";
import { PartTooLarge, unpackText, zipEntries } from "../src/workbook/zip-entries.js";
import { formSheet, readForm } from "../src/xlsx/form-sheet.js";
import type { Sheet } from "../src/xlsx/workbook.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";
import { transpileCore } from "./support/transpile.js";

const REQUEST = gaebXml({
  body: category(
    "1",
    "Rohbau",
    `<Itemlist>${item("10", "<Qty>2</Qty><QU>m2</QU>", "Mauerwerk", ' ID="I10"')}${item("20", "<Qty>3</Qty><QU>St</QU>", "Tür", ' ID="I20"')}</Itemlist>`,
  ),
});
const converted = convertToXlsx([{ name: "LV.X83", bytes: bytes(REQUEST) }]);
if (!converted.ok) throw new Error(JSON.stringify(converted.issues));
const WORKBOOK = converted.xlsx;
/** The price sheet, named after the bill of quantities. */
const SHEET =
  /<sheet name="([^"]+)"/.exec(strFromU8(unzipSync(WORKBOOK)["xl/workbook.xml"] ?? new Uint8Array()))?.[1] ??
  "";
const MB = 1024 * 1024;

/** The key/value rows of a form sheet as the reader hands them to readForm. */
function pairsOf(sheet: Sheet): Array<[string, string]> {
  const text = (cell: Sheet["rows"][number]["cells"][number] | undefined) =>
    cell?.value?.type === "text" ? cell.value.text : "";
  return sheet.rows.map((row) => [text(row.cells[0]), text(row.cells[1])]);
}

const offer = (xlsx: Uint8Array) =>
  offerFromWorkbook(
    { name: "bomb.xlsx", bytes: xlsx },
    { notOfferedEmpty: true, bidder: "Bau GmbH", date: "2026-11-25T10:00:00Z" },
  );

describe("a workbook bomb (a small xlsx whose sheets unpack to hundreds of megabytes)", () => {
  it("is refused by the sizes its zip states, before anything is unpacked, naming the sheet", () => {
    const bomb = workbookBomb(WORKBOOK, [
      { name: "Blatt2", bytes: 250 * MB },
      { name: "Blatt3", bytes: 250 * MB },
    ]);
    expect(bomb.length).toBeLessThan(4 * MB);
    const started = performance.now();
    const result = offer(bomb);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(result.ok).toBe(false);
    const issue = result.issues.find((i) => i.code === "offer_workbook_too_large");
    expect(issue).toMatchObject({ file: "bomb.xlsx", params: { reason: "bytes", sheet: "Blatt2" } });
    if (!issue) return;
    expect(formatIssue(issue, "de")).toContain("das Blatt „Blatt2“ ist entpackt größer als 80 MB");
    expect(formatIssue(issue, "en")).toContain("sheet “Blatt2” unpacks to more than 80 MB");
  });

  it("whose price sheet states a small size is stopped while unpacking, at the cell bound", () => {
    const bomb = workbookBomb(WORKBOOK, [
      { name: SHEET, replaces: SHEET, bytes: 250 * MB, declared: 60_000 },
    ]);
    const result = offer(bomb);
    expect(result.issues.map((i) => i.code)).toEqual(["offer_workbook_too_large"]);
    expect(result.issues[0]?.params).toMatchObject({ reason: "cells", sheet: SHEET, cells: MAX_SHEET_CELLS });
    expect(formatIssue(result.issues[0] ?? { code: "no_input", severity: "error" }, "de")).toContain(
      "mehr als 500.000 Zellen",
    );
  });

  it("leaves sheets it does not need packed: a lying bomb beside the price sheet does not stop the offer", () => {
    const bomb = workbookBomb(WORKBOOK, [{ name: "Notizen", bytes: 250 * MB, declared: 1_000 }]);
    const result = offer(bomb);
    expect(result.issues).toEqual([]);
    expect(result.ok).toBe(true);
  });

  it("as an offer of a price comparison is refused the same way, naming its file", () => {
    const bomb = workbookBomb(WORKBOOK, [{ name: "Blatt2", bytes: 250 * MB }]);
    const result = compareOffers({ name: "LV.X83", bytes: bytes(REQUEST) }, [
      { name: "Bieter A.xlsx", bytes: WORKBOOK },
      { name: "Bieter B.xlsx", bytes: bomb },
    ]);
    expect(result.ok).toBe(false);
    expect(result.issues).toContainEqual(
      expect.objectContaining({ code: "offer_workbook_too_large", file: "Bieter B.xlsx" }),
    );
  });

  it("whose form carries a request beyond 32 MB is not unpacked: the form counts as damaged", () => {
    const facts = { sheet: "LV", lang: "de" as const, fileName: "LV.X83" };
    const request = new Uint8Array(MAX_FORM_REQUEST_BYTES + 1);
    expect(readForm(pairsOf(formSheet("Form", [request], facts)))).toBeUndefined();
    // Just below the bound it is read as it was written.
    const fits = readForm(pairsOf(formSheet("Form", [request.subarray(1)], facts)));
    expect(fits?.request.length).toBe(MAX_FORM_REQUEST_BYTES);
  });

  it("stops unpacking a part as soon as it passes the bytes it may have, whatever the zip states", () => {
    const bomb = workbookBomb(WORKBOOK, [{ name: "Blatt2", bytes: 250 * MB, declared: 1_000 }]);
    const entry = zipEntries(bomb).get("xl/worksheets/bomb1.xml");
    if (!entry) throw new Error("no bomb entry");
    const budget = { bytes: 10 * MB };
    let unpacked = 0;
    expect(() => {
      for (const text of unpackText(bomb, entry, budget)) unpacked += text.length;
    }).toThrow(PartTooLarge);
    expect(unpacked).toBeGreaterThan(5 * MB);
    expect(unpacked).toBeLessThanOrEqual(10 * MB);
  });

  it("is refused in a process of 300 MB heap, with the peak memory printed", () => {
    const dir = mkdtempSync(join(tmpdir(), "gaeb-bomb-"));
    const path = join(dir, "bomb.xlsx");
    writeFileSync(
      path,
      workbookBomb(WORKBOOK, [{ name: SHEET, replaces: SHEET, bytes: 250 * MB, declared: 60_000 }]),
    );
    const build = transpileCore();
    const script = `
      import { readFileSync } from "node:fs";
      import { offerFromWorkbook } from ${JSON.stringify(pathToFileURL(build.entry).href)};
      const bytes = new Uint8Array(readFileSync(${JSON.stringify(path)}));
      const started = performance.now();
      const result = offerFromWorkbook({ name: "bomb.xlsx", bytes });
      console.log(JSON.stringify({ codes: result.issues.map((i) => i.code), seconds: (performance.now() - started) / 1000, rssMb: process.resourceUsage().maxRSS / 1024 }));
    `;
    const run = spawnSync(
      process.execPath,
      ["--max-old-space-size=300", "--input-type=module", "-e", script],
      { encoding: "utf8" },
    );
    build.remove();
    expect(run.stderr).toBe("");
    const measured = JSON.parse(run.stdout) as { codes: string[]; seconds: number; rssMb: number };
    process.stdout.write(
      `workbook bomb refused in ${measured.seconds.toFixed(2)} s, peak RSS ${measured.rssMb.toFixed(0)} MB (bound ${MAX_WORKBOOK_XML_BYTES / MB} MB)\n`,
    );
    expect(measured.codes).toEqual(["offer_workbook_too_large"]);
  });
});

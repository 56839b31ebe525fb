import { execFileSync, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export function findSoffice(): string | undefined {
  const found = spawnSync("sh", ["-c", "command -v soffice || command -v libreoffice"], { encoding: "utf8" });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

// A private profile that recalculates every formula when an xlsx is loaded, so the CSV shows LibreOffice's own results.
const RECALCULATE_ON_LOAD = `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>`;

function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") {
      row.push(field);
      field = "";
    } else if (char === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else if (char !== "\r") field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows;
}

/** LibreOffice converts the inputs with the filter into `out` (`dir/out` unless given), its profile in `dir/profile`. */
function convertIn(
  soffice: string,
  dir: string,
  filter: string,
  inputs: readonly string[],
  timeout: number,
  out = join(dir, "out"),
): void {
  execFileSync(
    soffice,
    [
      `-env:UserInstallation=file://${join(dir, "profile")}`,
      "--headless",
      "--norestore",
      "--convert-to",
      filter,
      "--outdir",
      out,
      ...inputs,
    ],
    { stdio: "pipe", timeout },
  );
}

/** A LibreOffice-made copy of an xlsx in another format ("xls", "ods"). */
export function convertedByLibreOffice(soffice: string, xlsx: Uint8Array, format: "xls" | "ods"): Uint8Array {
  const dir = mkdtempSync(join(tmpdir(), "gaeb-lo-convert-"));
  try {
    writeFileSync(join(dir, "LV.xlsx"), xlsx);
    convertIn(soffice, dir, format, [join(dir, "LV.xlsx")], 120_000);
    return new Uint8Array(readFileSync(join(dir, "out", `LV.${format}`)));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Opens each workbook in LibreOffice (one process for all), recalculates it and returns every sheet as rows of raw
 * cell values, keyed by workbook name and then sheet name.
 */
export function recalculateWithLibreOffice(
  soffice: string,
  workbooks: Record<string, Uint8Array>,
): Map<string, Map<string, string[][]>> {
  const dir = mkdtempSync(join(tmpdir(), "gaeb-lo-"));
  mkdirSync(join(dir, "profile", "user"), { recursive: true });
  writeFileSync(join(dir, "profile", "user", "registrymodifications.xcu"), RECALCULATE_ON_LOAD);
  const inputs = Object.entries(workbooks).map(([name, bytes]) => {
    const path = join(dir, `${name}.xlsx`);
    writeFileSync(path, bytes);
    return path;
  });
  mkdirSync(join(dir, "out"));
  // Filter options: comma, quote, UTF-8, from line 1, raw values (not as shown), every sheet to its own file.
  const filter = "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1";
  convertIn(soffice, dir, filter, inputs, 300_000);
  const result = new Map<string, Map<string, string[][]>>();
  for (const name of Object.keys(workbooks)) result.set(name, new Map());
  for (const file of readdirSync(join(dir, "out"))) {
    const name = Object.keys(workbooks).find((n) => file.startsWith(`${n}-`));
    if (!name) continue;
    const sheet = file.slice(name.length + 1, -".csv".length);
    result.get(name)?.set(sheet, parseCsv(readFileSync(join(dir, "out", file), "utf8")));
  }
  rmSync(dir, { recursive: true, force: true });
  return result;
}

export interface PdfWord {
  page: number;
  xMin: number;
  yMin: number;
  xMax: number;
  text: string;
}

export function findPdftotext(): string | undefined {
  const found = spawnSync("sh", ["-c", "command -v pdftotext"], { encoding: "utf8" });
  return found.status === 0 ? found.stdout.trim() : undefined;
}

/** Prints each workbook to PDF with LibreOffice (its print settings, as a user would) and returns its words. */
export function printWithLibreOffice(
  soffice: string,
  pdftotext: string,
  workbooks: Record<string, Uint8Array>,
): Map<string, { pages: number; words: PdfWord[]; sizes: Array<{ width: number; height: number }> }> {
  const dir = mkdtempSync(join(tmpdir(), "gaeb-pdf-"));
  const inputs = Object.entries(workbooks).map(([name, bytes]) => {
    const path = join(dir, `${name}.xlsx`);
    writeFileSync(path, bytes);
    return path;
  });
  convertIn(soffice, dir, "pdf", inputs, 300_000, dir);
  const result = new Map<
    string,
    { pages: number; words: PdfWord[]; sizes: Array<{ width: number; height: number }> }
  >();
  for (const name of Object.keys(workbooks)) {
    const html = execFileSync(pdftotext, ["-bbox", join(dir, `${name}.pdf`), "-"], {
      encoding: "utf8",
      maxBuffer: 1 << 28,
    });
    const words: PdfWord[] = [];
    // Each page's size in points, so a test can tell portrait from landscape.
    const sizes: Array<{ width: number; height: number }> = [];
    let page = 0;
    for (const line of html.split("\n")) {
      const size = /<page width="([\d.]+)" height="([\d.]+)"/.exec(line);
      if (size) sizes.push({ width: Number(size[1]), height: Number(size[2]) });
      if (line.includes("<page ")) page += 1;
      const m = /<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="[\d.]+">(.*)<\/word>/.exec(line);
      if (m)
        words.push({
          page,
          xMin: Number(m[1]),
          yMin: Number(m[2]),
          xMax: Number(m[3]),
          text: unescapeHtml(m[4] ?? ""),
        });
    }
    result.set(name, { pages: page, words, sizes });
  }
  rmSync(dir, { recursive: true, force: true });
  return result;
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&amp;/g, "&");
}

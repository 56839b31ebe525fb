import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Inline, LvView, Picture, RichText, TextRun } from "gaeb2xlsx";
import { shownPicture } from "../../src/viewer/picture";
import { squeeze } from "./print";

/** Every long text of the view in the order the viewer and the print show them. */
function longTexts(view: LvView): RichText[] {
  const out: RichText[] = view.preamble.map((text) => text.text);
  for (const row of view.rows) {
    if (row.kind === "item") out.push(row.longText, ...row.subDescriptions.map((sub) => sub.longText));
    else if (row.kind !== "sectionStart" && row.kind !== "sectionEnd") out.push(row.longText);
  }
  out.push(...view.closing.map((text) => text.text));
  return out;
}

/** The inlines of a text in reading order; a table's cells are left out unless `tables` (they interleave on paper). */
function inlines(text: RichText, tables: boolean): Inline[] {
  return text.flatMap((block): Inline[] => {
    if (block.type === "paragraph") return block.inlines;
    if (block.type === "list") return block.items.flatMap((item) => inlines(item, tables));
    return tables ? block.rows.flat().flatMap((cell) => inlines(cell, tables)) : [];
  });
}

/** The pictures the page shows as pictures (bytes of an allowed type), in LV order. */
export function shownPictures(view: LvView): Picture[] {
  return longTexts(view)
    .flatMap((text) => inlines(text, true))
    .filter((inline): inline is Picture => inline.type === "image" && shownPicture(inline) !== null);
}

/** The runs with emphasis outside tables, in reading order, with words in them. */
export function emphasizedRuns(view: LvView): TextRun[] {
  return longTexts(view)
    .flatMap((text) => inlines(text, false))
    .filter(
      (inline): inline is TextRun =>
        inline.type === "text" &&
        (inline.bold || inline.italic || inline.underline || inline.strike) === true &&
        squeeze(inline.text) !== "",
    );
}

export interface PdfImage {
  page: number;
  type: string;
  width: number;
  height: number;
}

/** `pdfimages -list`: every image drawn in the PDF, once per page it is drawn on. */
export function pdfImages(pdf: Uint8Array): PdfImage[] {
  return withPdf(pdf, (file) =>
    execFileSync("pdfimages", ["-list", file], { encoding: "utf8" })
      .split("\n")
      .slice(2)
      .filter((line) => line.trim() !== "")
      .map((line) => {
        const [page = "", , type = "", width = "", height = ""] = line.trim().split(/\s+/);
        return { page: Number(page), type, width: Number(width), height: Number(height) };
      }),
  );
}

/** Renders the given pages to PNG (`<prefix>-<page>.png`) for a person to look at. */
export function pdfPagesToPng(pdf: Uint8Array, pages: number[], prefix: string): void {
  withPdf(pdf, (file) => {
    for (const page of pages) {
      execFileSync("pdftoppm", ["-png", "-r", "60", "-f", String(page), "-l", String(page), file, prefix]);
    }
  });
}

function withPdf<T>(pdf: Uint8Array, use: (file: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), "richweb-pdf-"));
  try {
    const file = join(dir, "lv.pdf");
    writeFileSync(file, pdf);
    return use(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

import { type LvView, type RichText, renderPlain } from "gaeb2xlsx";
import { formatDecimal } from "../../src/ondevice/numbers";
import { shownPicture } from "../../src/viewer/picture";
import { shorten } from "../../src/viewer/print/page-rules";
import { squeeze } from "./print";

/** The first and last line of every page (without whitespace): the running header and footer. */
export function pageFrames(layout: string, pages: number): { headers: string[]; footers: string[] } {
  const frames = layout
    .split("\f")
    .slice(0, pages)
    .map((page) => page.split("\n").filter((line) => line.trim() !== ""));
  return {
    headers: frames.map((lines) => squeeze(lines[0] ?? "")),
    footers: frames.map((lines) =>
      squeeze(lines.at(-1) ?? "").replace(/^.*?(?=(Seite|Page)\d+(von|of)\d+$)/, ""),
    ),
  };
}

/**
 * The document's text without the running header and footer, which Chromium writes into every page (first, in its
 * raw text order) and which would otherwise sit inside a paragraph that runs on to the next page.
 */
export function printedBody(raw: string, view: LvView): string {
  const parts = [shorten(view.title), view.file.phaseLabel, shorten(view.file.name)].map(squeeze);
  const pageCount = view.lang === "de" ? /^Seite\d+von\d+/ : /^Page\d+of\d+/;
  const isFrame = (line: string): boolean => {
    let rest = squeeze(line);
    for (let changed = true; changed && rest !== ""; ) {
      changed = false;
      for (const part of parts) {
        if (part !== "" && rest.startsWith(part)) {
          rest = rest.slice(part.length);
          changed = true;
        }
      }
      const count = pageCount.exec(rest);
      if (count) {
        rest = rest.slice(count[0].length);
        changed = true;
      }
    }
    return rest === "";
  };
  return raw
    .split("\f")
    .map((page) => {
      const lines = page.split("\n").filter((line) => line.trim() !== "");
      let first = 0;
      while (first < Math.min(lines.length, 4) && isFrame(lines[first] ?? "")) first++;
      return squeeze(lines.slice(first).join(""));
    })
    .join("");
}

export interface ExpectedText {
  what: string;
  squeezed: string;
  /** A word of a table cell: somewhere after the table's start, not necessarily after the text before it. */
  inTable: boolean;
}

/** Everything the printed LV must contain, in reading order: OZ, short texts and every line of every long text. */
export function expectedTexts(view: LvView): ExpectedText[] {
  const out: ExpectedText[] = [];
  const add = (what: string, text: string | undefined, inTable = false) => {
    const squeezed = squeeze(text ?? "");
    if (squeezed !== "") out.push({ what, squeezed, inTable });
  };
  const long = (what: string, text: RichText) => {
    for (const part of paragraphs(withoutShownPictures(text), view.lang === "de" ? "Bild" : "Image"))
      add(`${what} long text`, part.text, part.inTable);
  };
  for (const text of view.preamble) {
    add("preamble title", text.title);
    long("preamble", text.text);
  }
  for (const row of view.rows) {
    switch (row.kind) {
      case "sectionStart":
        add(`section ${row.oz}`, row.oz);
        add(`section ${row.oz} title`, row.title);
        break;
      case "item":
        add(`item ${row.oz}`, row.oz);
        add(`item ${row.oz} short text`, row.shortText);
        long(`item ${row.oz}`, row.longText);
        for (const sub of row.subDescriptions) {
          add(`item ${row.oz} sub-description`, sub.shortText);
          long(`item ${row.oz} sub-description`, sub.longText);
        }
        if (row.quantity !== undefined)
          add(`item ${row.oz} quantity`, formatDecimal(row.quantity, view.lang, 3));
        add(`item ${row.oz} unit`, row.unit);
        break;
      case "markupItem":
        add(`markup item ${row.oz}`, row.oz);
        add(`markup item ${row.oz} short text`, row.shortText);
        long(`markup item ${row.oz}`, row.longText);
        break;
      case "remark":
      case "executionDescription":
        add(`${row.kind} short text`, row.shortText);
        long(row.kind, row.longText);
        break;
      case "sectionEnd":
        break;
    }
  }
  for (const text of view.closing) {
    add("closing title", text.title);
    long("closing", text.text);
  }
  return out;
}

/** The text without the pictures print shows as pictures: only a picture it cannot show is named in the text. */
export function withoutShownPictures(text: RichText): RichText {
  return text.map((block) => {
    if (block.type === "list") return { ...block, items: block.items.map(withoutShownPictures) };
    if (block.type === "table")
      return { ...block, rows: block.rows.map((row) => row.map(withoutShownPictures)) };
    return {
      ...block,
      inlines: block.inlines.filter((inline) => inline.type !== "image" || shownPicture(inline) === null),
    };
  });
}

/**
 * The lines of a long text as the workbook writes them (`renderPlain`), without the list markers the print draws.
 * A table's cells stand side by side on paper, so their lines interleave in the PDF's text: each word of a cell is
 * looked for within the table instead (`inTable`), in any order.
 */
function paragraphs(text: RichText, image: string): Array<{ text: string; inTable: boolean }> {
  return text.flatMap((block): Array<{ text: string; inTable: boolean }> => {
    if (block.type === "table") {
      return block.rows
        .flat()
        .flatMap((cell) =>
          paragraphs(cell, image).flatMap((part) =>
            part.text.split(/\s+/).map((word) => ({ text: word, inTable: true })),
          ),
        );
    }
    return renderPlain([block], { image: `[${image}]`, blank: "" })
      .split("\n")
      .map((line) =>
        line
          .trim()
          .replace(/^(\d+\.|•)\s+/, "")
          .replace(new RegExp(`\\[${image}(: [^\\]]*)?\\]`, "g"), `${image}$1`),
      )
      .filter((line) => line !== "")
      .map((line) => ({ text: line, inTable: false }));
  });
}

/**
 * Items whose OZ line ends a page, its text on the next: print keeps an OZ with the first line of its text (and an
 * item without long text with its quantity line).
 */
export function headsAtPageEnd(layout: string, view: LvView): string[] {
  const heads = new Map<string, string>();
  for (const row of view.rows) {
    if (row.kind === "item" || row.kind === "markupItem")
      heads.set(squeeze(`${row.oz}${row.shortText}`).slice(0, 24), row.oz);
  }
  const found: string[] = [];
  for (const page of layout.split("\f")) {
    const lines = page.split("\n").filter((line) => line.trim() !== "");
    const last = squeeze(lines.at(-2) ?? "");
    for (const [head, oz] of heads) if (head !== "" && last.startsWith(head)) found.push(oz);
  }
  return found;
}

/** Lines that hold only the price labels, their figures elsewhere (on another page): a figures line torn apart. */
export function labelsApart(layout: string): string[] {
  return layout
    .split("\n")
    .map((line) => squeeze(line))
    .filter((line) => /^(EP|GP|Unitprice|Total)+$/.test(line));
}

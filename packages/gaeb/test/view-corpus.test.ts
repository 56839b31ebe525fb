import { describe, expect, it } from "vitest";
import { readGaeb } from "../src/convert.js";
import { viewGaeb } from "../src/index.js";
import type { Block, Entry, RichText } from "../src/model.js";
import { renderPlain } from "../src/text/plain.js";
import type { LvView, ViewRow, ViewSection } from "../src/view/types.js";
import { corpusFiles, requireCorpus } from "./support/corpus.js";

const available = requireCorpus("view corpus suite");
const files = available ? corpusFiles() : [];
const LABELS = { image: "[Bild]", blank: "…" };

/** What the model says comes next, as the view must list it: sections open and close around their children. */
function expectedRows(entries: readonly Entry[]): string[] {
  return entries.flatMap((entry) => {
    if (entry.kind === "section")
      return [`sectionStart ${entry.oz}`, ...expectedRows(entry.children), `sectionEnd ${entry.oz}`];
    if (entry.kind === "item" || entry.kind === "markupItem") return [`${entry.kind} ${entry.oz}`];
    return [`${entry.kind} ${entry.number ?? ""}`];
  });
}

function rowKey(row: ViewRow): string {
  return "oz" in row ? `${row.kind} ${row.oz}` : `${row.kind} ${row.number ?? ""}`;
}

/** Plain text with its white space (line breaks, table cells joined by spaces) made one space. */
const flat = (text: string) => text.replace(/\s+/g, " ").trim();

/** Every paragraph of a long text, nested ones in lists and tables too, as flat plain text. */
function paragraphs(text: RichText): string[] {
  const of = (block: Block): string[] => {
    if (block.type === "paragraph") return [flat(renderPlain([block], LABELS))].filter(Boolean);
    if (block.type === "list") return block.items.flatMap(paragraphs);
    return block.rows.flatMap((row) => row.flatMap(paragraphs));
  };
  return text.flatMap(of);
}

function* modelEntries(entries: readonly Entry[]): Generator<Entry> {
  for (const entry of entries) {
    yield entry;
    if (entry.kind === "section") yield* modelEntries(entry.children);
  }
}

/** The model's entries in order, beside the view's rows that are not section ends. */
function pairs(view: LvView, body: readonly Entry[]): Array<[Entry, ViewRow]> {
  const rows = view.rows.filter((row) => row.kind !== "sectionEnd");
  return [...modelEntries(body)].map((entry, i) => [entry, rows[i] as ViewRow]);
}

function checkTree(view: LvView, sections: readonly ViewSection[], depth: number): number {
  let count = 0;
  for (const section of sections) {
    count += 1;
    const start = view.rows[section.row];
    expect(start?.kind, section.oz).toBe("sectionStart");
    if (start?.kind !== "sectionStart") continue;
    expect([start.key, start.oz, start.depth, start.levelLabel]).toEqual([
      section.key,
      section.oz,
      depth,
      section.levelLabel,
    ]);
    const end = view.rows.findIndex(
      (row, i) => i > section.row && row.kind === "sectionEnd" && row.key === section.key,
    );
    expect(end, `end of ${section.oz}`).toBeGreaterThan(section.row);
    const items = view.rows.slice(section.row, end).filter((row) => row.kind === "item").length;
    expect(section.itemCount, `items below ${section.oz}`).toBe(items);
    count += checkTree(view, section.children, depth + 1);
  }
  return count;
}

describe.runIf(available)("viewGaeb on every corpus file the converter reads", () => {
  const readable = files.filter((file) => readGaeb({ name: file.name, bytes: file.bytes }).ok);

  it("covers all three generations and every phase of the corpus", () => {
    expect(readable.length).toBeGreaterThan(60);
    expect(new Set(readable.map((f) => f.format))).toEqual(new Set(["GAEB DA XML", "GAEB 2000", "GAEB 90"]));
  });

  it.each(readable.map((f) => [f.path, f] as const))(
    "%s: every entry once, in LV order, texts whole",
    (_, file) => {
      const read = readGaeb({ name: file.name, bytes: file.bytes });
      if (!read.ok) throw new Error("unreadable");
      const result = viewGaeb({ name: file.name, bytes: file.bytes }, { lang: "de" });
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      // The view crosses from the worker to the page by structured clone: plain data only.
      const view = structuredClone(result.view);
      expect(view).toEqual(result.view);
      const body = read.value.boq?.body ?? [];
      expect(view.rows.map(rowKey)).toEqual(expectedRows(body));

      for (const [entry, row] of pairs(view, body)) {
        if (entry.kind === "section") continue;
        if (row.kind === "sectionStart" || row.kind === "sectionEnd")
          throw new Error(`${rowKey(row)} out of place`);
        expect(row.shortText).toBe(entry.shortText);
        const shown = flat(renderPlain(row.longText, LABELS));
        for (const paragraph of paragraphs(entry.longText))
          expect(shown, `${rowKey(row)}`).toContain(paragraph);
        if (entry.kind === "item" && row.kind === "item") {
          expect(row.quantity).toBe(entry.quantity?.toString());
          expect(row.unit).toBe(entry.unit);
          expect(row.subDescriptions.map((sub) => sub.number)).toEqual(
            entry.subDescriptions.map((sub) => sub.number),
          );
          entry.subDescriptions.forEach((sub, i) => {
            const text = flat(renderPlain(row.subDescriptions[i]?.longText ?? [], LABELS));
            for (const paragraph of paragraphs(sub.longText)) expect(text).toContain(paragraph);
          });
          expect(row.bidderComments).toEqual(entry.bidderComments);
          expect(row.labels.length, row.oz).toBeGreaterThan(0);
        }
      }
      const preamble = [...read.value.preamble, ...read.value.closing];
      expect([...view.preamble, ...view.closing].map((text) => text.title)).toEqual(
        preamble.map((t) => t.outline),
      );
      [...view.preamble, ...view.closing].forEach((text, i) => {
        const shown = flat(renderPlain(text.text, LABELS));
        for (const paragraph of paragraphs(preamble[i]?.detail ?? [])) expect(shown).toContain(paragraph);
      });

      // Sections balance, and the tree points at their opening rows with the items below them counted.
      const open: string[] = [];
      for (const row of view.rows) {
        if (row.kind === "sectionStart") open.push(row.key);
        if (row.kind === "sectionEnd") expect(open.pop()).toBe(row.key);
        if (row.kind !== "sectionEnd")
          expect(row.depth).toBe(open.length - (row.kind === "sectionStart" ? 1 : 0));
      }
      expect(open).toEqual([]);
      const sections = view.rows.filter((row) => row.kind === "sectionStart").length;
      expect(checkTree(view, view.sections, 0)).toBe(sections);
      const items = view.rows.filter((row) => row.kind === "item").length;
      const counted = Object.values(view.kindCounts).reduce((sum, n) => sum + (n ?? 0), 0);
      expect(counted).toBe(items);
      expect(view.title.trim()).not.toBe("");
    },
  );
});

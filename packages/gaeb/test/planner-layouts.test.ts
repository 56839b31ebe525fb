import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ozKey } from "../src/import/oz-text.js";
import { formatIssue, importWorkbook, readGaeb, writeGaeb } from "../src/index.js";
import type { GaebDocument, Item, Section } from "../src/model.js";
import { PLAIN_LABELS, renderPlain } from "../src/text/plain.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { validatePhase } from "./support/gaeb-schema.js";
import { entries, readDocument } from "./support/offer.js";
import {
  type ExpectedItem,
  type PlannerLayout,
  plannerLayouts,
  shownFlags,
} from "./support/planner-layouts.js";

/*
 * Issue 34, done when: planners' layouts made from corpus requests (a kind column under each usual title, kind
 * words in the short text, title blocks, merged section rows, sum rows, a notes column, two-row titles, unknown
 * titles with a map) give X83s equal to the request. Each layout is imported, written as X83, validated against
 * the official schema, read back, and compared with what the request's model says the sheet shows.
 */
requireCorpus("Planner layouts suite");

const NOW = new Date("2026-11-29T08:00:00Z");
const key = (oz: string) => ozKey(oz.split("."));
const one = (text: string) => text.replace(/\s+/g, " ").trim();
const lines = (item: Item) =>
  renderPlain(item.longText, PLAIN_LABELS)
    .split("\n")
    .map((line) => line.replace(/\s+/g, " ").trim())
    .filter(Boolean);

const layouts = await plannerLayouts((path) =>
  readDocument(path, new Uint8Array(readFileSync(join(CORPUS_DIR, path)))),
);

/** Imports a layout and writes its X83; the X83 read back is what the comparison looks at. */
function throughX83(layout: PlannerLayout) {
  const file = { name: `${layout.name.replace(/[^\w]+/g, "-")}.xlsx`, bytes: layout.xlsx };
  const result = importWorkbook(file, layout.map ? { map: layout.map } : undefined);
  const errors = result.issues.filter((i) => i.severity === "error").map((i) => formatIssue(i, "en"));
  expect(errors, layout.name).toEqual([]);
  if (!result.ok) throw new Error(`${layout.name}: not imported`);
  const written = writeGaeb(result.value.document, { version: "3.3", now: NOW });
  if (!written.ok) throw new Error(JSON.stringify(written.issues));
  expect(validatePhase("83", [{ name: "Planer.X83", bytes: written.value.bytes }]), layout.name).toBe("");
  const back = readGaeb({ name: "Planer.X83", bytes: written.value.bytes });
  if (!back.ok) throw new Error(JSON.stringify(back.issues));
  return { result, imported: result.value, back: back.value };
}

function itemsOf(document: GaebDocument): Item[] {
  return [...entries(document.boq?.body ?? [])].filter((e): e is Item => e.kind === "item");
}

/** An item as the layout can tell it: the same fields the expectation has. */
function asExpected(item: Item, want: ExpectedItem): ExpectedItem {
  const wanted = want.flags?.alternative;
  // Groups are compared as a partition below: the number a planner's sheet gives may differ.
  const flags = shownFlags(item, wanted?.serial !== undefined, wanted?.group);
  return {
    oz: want.oz,
    short: one(item.shortText),
    ...(item.quantity ? { quantity: item.quantity } : {}),
    ...(item.unit ? { unit: item.unit } : {}),
    ...(want.long ? { long: lines(item) } : {}),
    ...(want.flags ? { flags } : {}),
    ...(want.note ? { note: want.note } : {}),
  };
}

const figures = (item: ExpectedItem) => ({ ...item, quantity: item.quantity?.round(3).toString() });

describe("planners' layouts made from corpus requests give X83s equal to the request", () => {
  it("there are layouts of every kind the issue names", () => {
    expect(layouts.length).toBeGreaterThanOrEqual(20);
  });

  it.each(layouts.map((layout) => [layout.name, layout] as const))(
    "%s: items, kinds, quantities, units, texts, sections, title facts, every column",
    (_, layout) => {
      const { back, result, imported } = throughX83(layout);
      // The kinds as imported: a 3.3 X83 has no NotAppl, which the writer drops with a warning of its own.
      const importedItems = new Map(itemsOf(imported.document).map((item) => [key(item.oz), item]));
      const read = new Map(itemsOf(back).map((item) => [key(item.oz), item]));
      expect([...read.keys()], layout.name).toEqual(layout.expected.items.map((item) => key(item.oz)));
      const actual = layout.expected.items.map((want) => {
        const { flags, ...fields } = asExpected(read.get(key(want.oz)) as Item, want);
        const kinds = asExpected(importedItems.get(key(want.oz)) as Item, want).flags;
        return { ...fields, ...(kinds ? { flags: kinds } : {}) };
      });
      expect(actual.map(figures), layout.name).toEqual(layout.expected.items.map(figures));
      // The Wahl groups: the request's group partition, whatever numbers the sheet gives them.
      const partition = (pick: (item: ExpectedItem, index: number) => string | undefined) => {
        const groups = new Map<string, number[]>();
        layout.expected.items.forEach((item, index) => {
          const group = pick(item, index);
          if (group !== undefined) groups.set(group, [...(groups.get(group) ?? []), index]);
        });
        return [...groups.values()].sort((a, b) => (a[0] ?? 0) - (b[0] ?? 0));
      };
      const readItems = layout.expected.items.map((want) => read.get(key(want.oz)) as Item);
      expect(partition((_, i) => readItems[i]?.flags.alternative?.group)).toEqual(
        partition((item) => item.flags?.alternative?.group),
      );
      if (layout.expected.sections) {
        const sections = new Map(
          [...entries(back.boq?.body ?? [])]
            .filter((e): e is Section => e.kind === "section")
            .map((section) => [key(section.oz), one(section.title)]),
        );
        expect(
          layout.expected.sections.map(({ oz }) => ({ oz, title: sections.get(key(oz)) })),
          layout.name,
        ).toEqual(layout.expected.sections);
      }
      // Every column accounted for: taken as what it holds, or a notes column said to be left out.
      const taken = new Map(imported.columns.map((column) => [column.letter, column]));
      for (const column of layout.columns) {
        const got = taken.get(column.letter);
        if (column.holds !== "notes") {
          expect(got?.column, `${layout.name}: column ${column.letter}`).toBe(column.holds);
          continue;
        }
        const noted = layout.expected.items.filter((item) => item.note).length;
        if (got) {
          expect(got).toMatchObject({ column: "kind", guessed: true });
          const said = result.issues.find((issue) => issue.code === "import_notes_left_out");
          expect(said?.params).toMatchObject({ letter: column.letter, count: noted });
        } else expect(imported.untaken).toContainEqual({ letter: column.letter, title: column.title });
      }
      const title = layout.expected.title;
      if (title) {
        const owner = back.award.owner;
        const info = back.boq?.info;
        const got = {
          projectName: back.project.name,
          projectLabel: back.project.label,
          // GAEB's name lines hold 40 characters each: a longer name goes on in the next, compared joined.
          client: owner && {
            names: [owner.names.join(" ")],
            street: owner.street,
            postalCode: owner.postalCode,
            city: owner.city,
          },
          boqName: info?.name,
          boqLabel: info?.label,
          awardNo: owner?.references.AwardNo,
          date: info?.date,
          currency: back.award.currency,
        };
        // An X83 states no VAT rate: the rate the block gives reaches an offer (import-title-block.test.ts).
        const { vatPercent: _rate, client, ...facts } = title;
        const wanted = {
          ...Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined)),
          ...(client ? { client: { ...client, names: [client.names.join(" ")] } } : {}),
        };
        expect(
          Object.fromEntries(Object.keys(wanted).map((fact) => [fact, got[fact as keyof typeof got]])),
        ).toEqual(wanted);
      }
    },
  );
});

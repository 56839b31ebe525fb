import type { Entry, Item, MarkupItem, Section } from "../model.js";
import type { EntryWriter } from "./entries.js";

type Numbered = Section | Item | MarkupItem;

function isNumbered(entry: Entry): entry is Numbered {
  return entry.kind === "section" || entry.kind === "item" || entry.kind === "markupItem";
}

/** The item number a reader of the written file composes for an entry standing where it stands. */
export function composedNumber(
  writer: EntryWriter,
  entry: Numbered,
  parent: Section | undefined,
  depth: number,
) {
  return entry.kind === "section"
    ? writer.numbers.category(parent?.oz, depth, entry.rNoPart)
    : writer.numbers.item(parent?.oz, entry.rNoPart, entry.rNoIndex);
}

/**
 * GAEB DA XML composes item numbers from the enclosing categories. An older format may list items, or sections,
 * whose numbers name upper levels the file has no section records for (an item 01.01.001 at the top of a GAEB 90
 * file). Such entries are written inside untitled categories for the missing levels, so that their numbers read
 * back unchanged; each added category is reported. Where the phase demands category totals the new category cannot
 * state, the entry stays where it is and its changed number is reported instead.
 */
export function withImpliedSections(
  writer: EntryWriter,
  entries: readonly Entry[],
  parent: Section | undefined,
  depth: number,
): readonly Entry[] {
  let result: Entry[] | undefined;
  let open: Section | undefined;
  for (const [index, entry] of entries.entries()) {
    const group = isNumbered(entry) ? impliedPart(writer, entry, parent, depth) : undefined;
    if (group === undefined) {
      open = undefined;
      result?.push(entry);
      continue;
    }
    result ??= entries.slice(0, index);
    if (open?.rNoPart !== group.part) {
      open = {
        kind: "section",
        level: writer.numbers.isLot(depth) ? "lot" : "section",
        location: entry.location,
        rNoPart: group.part,
        oz: group.oz,
        title: "",
        notApplicable: false,
        children: [],
      };
      result.push(open);
      writer.report.issues.push({
        code: "write_section_added",
        severity: "warning",
        path: group.oz,
        params: { value: group.entryOz },
      });
    }
    open.children.push(entry);
  }
  return result ?? entries;
}

function impliedPart(
  writer: EntryWriter,
  entry: Numbered,
  parent: Section | undefined,
  depth: number,
): { part: string; oz: string; entryOz: string } | undefined {
  if (composedNumber(writer, entry, parent, depth) === entry.oz) return undefined;
  if (depth >= writer.categoryLevels || writer.report.requires("BoQCtgy", "Totals")) return undefined;
  const prefix = parent ? `${parent.oz}.` : "";
  if (!entry.oz.startsWith(prefix)) return undefined;
  const [part = ""] = entry.oz.slice(prefix.length).split(".");
  const oz = writer.numbers.category(parent?.oz, depth, part);
  // Only where the missing level is a proper number part and the entry's own number lies below it.
  return /^[0-9A-Za-z_]{1,14}$/.test(part) && entry.oz.startsWith(`${oz}.`)
    ? { part, oz, entryOz: entry.oz }
    : undefined;
}

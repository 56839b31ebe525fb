import type { BreakdownLevel, Entry, Item, MarkupItem, Section, Totals } from "../model.js";
import { categoryLevels } from "../oz.js";
import { renderPlain } from "../text/plain.js";
import { columnName } from "../xlsx/column-letters.js";
import { LABELS } from "../xlsx/labels.js";
import { type EditContext, editItem, editMarkup, editSection, newEntry } from "./edited-entries.js";
import { compareOz, type MaskedOz } from "./edited-mask.js";
import type { Matches } from "./edited-match.js";
import type { EditedRow } from "./edited-rows.js";
import { editedLongText, editedShortText } from "./edited-texts.js";

/** The rebuilt entries of one level, and whether anything a total builds on changed among them. */
interface Rebuilt {
  entries: Entry[];
  changed: boolean;
}

/** Items whose rows are gone: one may come back under another OZ (moved to another section). */
export type Removed = Item[];

/**
 * The request's entries as the rows left them: edited where a row stands for them, gone where none does. A
 * section whose row was deleted while rows of its entries remain is kept (said so), for its entries need it.
 * Totals stop standing where a figure or an entry beneath them changed: the section's are left out.
 */
export function rebuild(
  entries: readonly Entry[],
  matches: Matches,
  context: EditContext,
  removed: Removed = [],
): Rebuilt {
  const out: Entry[] = [];
  let changed = false;
  for (const entry of entries) {
    if (entry.kind === "section") {
      const row = matches.numbered.get(entry);
      const inner = rebuild(entry.children, matches, context, removed);
      if (!row && inner.entries.length === 0) {
        changed = true;
        continue;
      }
      if (!row)
        context.issues.push({
          code: "import_edited_section_kept",
          severity: "warning",
          path: entry.oz,
          params: { sheet: context.sheet, oz: entry.oz },
        });
      const section: Section = {
        ...(row ? editSection(entry, row, context) : entry),
        children: inner.entries,
      };
      // A section that stops or starts applying changes the totals above it, not its own.
      if (inner.changed) put(section, "totals", ratesOnly(section.totals));
      changed ||= inner.changed || section.notApplicable !== entry.notApplicable;
      out.push(section);
      continue;
    }
    if (entry.kind === "item" || entry.kind === "markupItem") {
      const row = matches.numbered.get(entry);
      if (!row) {
        if (entry.kind === "item") removed.push(entry);
        changed = true;
        continue;
      }
      if (entry.kind === "markupItem") {
        out.push(editMarkup(entry, row, context));
        continue;
      }
      const edited = editItem(entry, row, matches.subs.get(entry.oz), context);
      changed ||= edited.figuresChanged;
      out.push(edited.item);
      continue;
    }
    const row = matches.texts.get(entry);
    if (!row) continue;
    out.push({
      ...entry,
      shortText: editedShortText(entry.shortText, row.short),
      longText: editedLongText(entry.longText, row.long, context.lang),
    });
  }
  return { entries: out, changed };
}

/**
 * A new row that reads as an item whose rows are gone (the same short and long text) is that item, moved: the user
 * gave it another OZ to put it into another section. It keeps its ID, kinds, formatted texts and references.
 */
function movedItems(removed: Removed, context: EditContext): (row: EditedRow) => Item | undefined {
  const labels = { image: LABELS[context.lang].image, blank: LABELS[context.lang].blank };
  const key = (short: string, long: string | undefined) =>
    `${short.replace(/\s+/g, " ").trim()}\u0000${long === undefined ? "" : long.replace(/\s+/g, " ").trim()}`;
  const byText = new Map<string, Item[]>();
  for (const item of removed) {
    const itemKey = key(item.shortText, renderPlain(item.longText, labels));
    byText.set(itemKey, [...(byText.get(itemKey) ?? []), item]);
  }
  return (row) => {
    if (row.short === undefined || row.short.trim() === "") return undefined;
    const list = byText.get(key(row.short, row.long?.join("\n")));
    return list?.shift();
  };
}

/** The item under its new OZ: its own part (and index) as the mask writes them. */
function renumbered(item: Item, masked: MaskedOz): Item {
  const depth = masked.parent === "" ? 0 : masked.parent.split(".").length;
  const { rNoIndex: _old, ...rest } = item;
  const index = masked.parts[depth + 1];
  return {
    ...rest,
    oz: masked.oz,
    rNoPart: masked.parts[depth] ?? item.rNoPart,
    ...(index ? { rNoIndex: index } : {}),
  };
}

/**
 * Puts each new entry before the first entry of the list with a greater OZ (texts have none and are passed by),
 * in one pass over the list however many are added.
 */
function merge(siblings: Entry[], added: ReadonlyArray<Section | Item | MarkupItem>): void {
  const merged: Entry[] = [];
  let next = 0;
  for (const sibling of siblings) {
    const oz = ozOf(sibling);
    if (oz !== undefined)
      while (next < added.length && compareOz((added[next] as Section).oz, oz) < 0)
        merged.push(added[next++] as Entry);
    merged.push(sibling);
  }
  while (next < added.length) merged.push(added[next++] as Entry);
  siblings.length = 0;
  for (const entry of merged) siblings.push(entry);
}

/**
 * What of a total still stands once a figure beneath it changed: the VAT rate it states; its sums, discounts and
 * lump sum were figures of the entries as they were and are left out.
 */
export function ratesOnly(totals: Totals | undefined): Totals | undefined {
  return totals?.vatPercent ? { vatPercent: totals.vatPercent } : undefined;
}

function put<T extends object, K extends keyof T>(target: T, key: K, value: T[K] | undefined): void {
  if (value === undefined) delete target[key];
  else target[key] = value;
}

const ozOf = (entry: Entry) =>
  entry.kind === "section" || entry.kind === "item" || entry.kind === "markupItem" ? entry.oz : undefined;

/**
 * Places the new rows' entries into the section whose OZ is their prefix (a new section first, so that its new
 * items find it), among its entries by OZ. A new entry whose section is not in the LV is refused naming its row.
 * Returns the OZs of the sections whose totals no longer stand.
 */
export function placeAdded(
  body: Entry[],
  matches: Matches,
  breakdown: readonly BreakdownLevel[],
  context: EditContext,
  removed: Removed = [],
): Set<string> {
  const moved = movedItems(removed, context);
  const sections = new Map<string, Section>();
  const collect = (entries: readonly Entry[]) => {
    for (const entry of entries)
      if (entry.kind === "section") {
        sections.set(entry.oz, entry);
        collect(entry.children);
      }
  };
  collect(body);
  const touched = new Set<string>();
  const levels = categoryLevels(breakdown);
  const added = [...matches.added].sort((a, b) => compareOz(a.masked.oz, b.masked.oz));
  // New entries by the list they go in, in OZ order: a section's before its own new entries.
  const placed = new Map<Entry[], Array<Section | Item | MarkupItem>>();
  for (const one of added) {
    const { masked, row } = one;
    const parent = masked.parent === "" ? undefined : sections.get(masked.parent);
    if (masked.parent !== "" && !parent) {
      context.issues.push({
        code: "import_edited_section_missing",
        severity: "error",
        path: masked.oz,
        params: {
          sheet: context.sheet,
          oz: masked.oz,
          section: masked.parent,
          cell: `${columnName(context.columns.oz)}${row.row}`,
        },
      });
      continue;
    }
    const lot = masked.level === "section" && levels[masked.parts.length - 1]?.type === "Lot";
    const before = masked.level === "item" && row.role === "item" ? moved(row) : undefined;
    // A moved item's sub-description rows may still carry its old OZ.
    const subs = matches.subs.get(masked.oz) ?? (before ? matches.subs.get(before.oz) : undefined);
    const entry = before
      ? editItem(renumbered(before, masked), row, subs, context).item
      : newEntry(one, lot, subs, context);
    const siblings = parent ? parent.children : body;
    placed.set(siblings, [...(placed.get(siblings) ?? []), entry]);
    if (entry.kind === "section") sections.set(entry.oz, entry);
    for (let prefix = masked.parent; prefix !== ""; prefix = prefix.split(".").slice(0, -1).join("."))
      touched.add(prefix);
  }
  for (const [siblings, entries] of placed) merge(siblings, entries);
  // The sections above a new entry total differently now.
  const drop = (entries: readonly Entry[]) => {
    for (const entry of entries)
      if (entry.kind === "section") {
        if (touched.has(entry.oz)) put(entry, "totals", ratesOnly(entry.totals));
        drop(entry.children);
      }
  };
  drop(body);
  return touched;
}

/**
 * References to an item whose rows were deleted (`RefRNo` of a repeated description, `MarkupSubQty` of a markup
 * over listed items) point at nothing now: they are left out, and said so with the OZ they pointed at.
 */
export function dropDeadReferences(
  body: readonly Entry[],
  ozBefore: (id: string) => string | undefined,
  context: EditContext,
): void {
  const ids = new Set<string>();
  const visit = (entries: readonly Entry[], act: (entry: Entry) => void) => {
    for (const entry of entries) {
      act(entry);
      if (entry.kind === "section") visit(entry.children, act);
    }
  };
  visit(body, (entry) => {
    if (entry.id) ids.add(entry.id);
  });
  const dropped = (oz: string, target: string) =>
    context.issues.push({
      code: "import_edited_reference_dropped",
      severity: "warning",
      path: oz,
      params: { sheet: context.sheet, oz, target: ozBefore(target) ?? target },
    });
  visit(body, (entry) => {
    if (entry.kind === "item" && entry.reference?.itemId && !ids.has(entry.reference.itemId)) {
      dropped(entry.oz, entry.reference.itemId);
      delete entry.reference;
    }
    if (entry.kind === "markupItem") {
      const kept = entry.subQuantities.filter((sub) => ids.has(sub.itemId));
      for (const sub of entry.subQuantities) if (!ids.has(sub.itemId)) dropped(entry.oz, sub.itemId);
      entry.subQuantities = kept;
    }
  });
}

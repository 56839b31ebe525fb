import type { Entry, Item } from "./model.js";

/** Every entry of an LV in its order, sections before what they hold. */
export function* allEntries(entries: readonly Entry[]): Generator<Entry> {
  for (const entry of entries) {
    yield entry;
    if (entry.kind === "section") yield* allEntries(entry.children);
  }
}

/** Every item of an LV in its order (not markups, texts or sections). */
export function* allItems(entries: readonly Entry[]): Generator<Item> {
  for (const entry of allEntries(entries)) if (entry.kind === "item") yield entry;
}

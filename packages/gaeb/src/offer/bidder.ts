import { LABELS } from "../xlsx/labels.js";
import type { Bidder } from "./x84-writer.js";
import type { ReadSheet } from "./xlsx-reader.js";

const FIELDS = {
  name: [LABELS.de.title.bidder, LABELS.en.title.bidder],
  street: [LABELS.de.title.bidderStreet, LABELS.en.title.bidderStreet],
  city: [LABELS.de.title.bidderCity, LABELS.en.title.bidderCity],
} as const;

/**
 * The bidder's name and address as typed beside their labels above the table: the first filled cell right of
 * each label, wherever columns were inserted. "70327 Stuttgart" is postal code and city.
 */
export function readBidder(sheet: ReadSheet, header: number): Partial<Bidder> {
  const found: Partial<Record<keyof typeof FIELDS, string>> = {};
  for (const [row, cells] of sheet.rows) {
    if (row >= header) continue;
    const ordered = [...cells].sort(([a], [b]) => a - b);
    for (const [i, [, cell]] of ordered.entries()) {
      const field = (Object.keys(FIELDS) as Array<keyof typeof FIELDS>).find((key) =>
        (FIELDS[key] as readonly string[]).includes(cell.value.trim()),
      );
      if (!field || cell.kind !== "text") continue;
      const value = ordered
        .slice(i + 1)
        .map(([, next]) => next.value.replace(/\s+/g, " ").trim())
        .find((text) => text !== "");
      if (value) found[field] = value;
    }
  }
  const place = found.city ? /^(\S*\d\S*)\s+(.+)$/.exec(found.city) : null;
  return {
    ...(found.name ? { name: found.name } : {}),
    ...(found.street ? { street: found.street } : {}),
    ...(place?.[1] && place[2]
      ? { postalCode: place[1], city: place[2] }
      : found.city
        ? { city: found.city }
        : {}),
  };
}

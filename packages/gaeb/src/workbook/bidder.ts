import type { ReadSheet } from "../workbook/xlsx-reader.js";
import { columnName } from "../xlsx/column-letters.js";
import { LABELS } from "../xlsx/labels.js";
import { BIDDER_INPUT_OFFSET } from "../xlsx/title-block.js";

const FIELDS = {
  name: [LABELS.de.title.bidder, LABELS.en.title.bidder],
  street: [LABELS.de.title.bidderStreet, LABELS.en.title.bidderStreet],
  city: [LABELS.de.title.bidderCity, LABELS.en.title.bidderCity],
} as const;

type Field = keyof typeof FIELDS;

/** The bidder as typed above the table, and where his name belongs (to say so when it is missing). */
export interface TypedBidder {
  name?: string;
  street?: string;
  postalCode?: string;
  city?: string;
  /** The name's input cell ("C14") and its label as the sheet has it; absent when the sheet has no name field. */
  nameField?: { cell: string; label: string };
}

/**
 * The bidder's name and address as typed into the input cell of each field above the table: the cell at a fixed
 * offset right of the field's label, wherever rows and columns were inserted, and nothing else, so an empty field
 * stays empty rather than taking whatever stands further along its row. "70327 Stuttgart" is postal code and city.
 */
export function readBidder(sheet: ReadSheet, header: number): TypedBidder {
  const found: Partial<Record<Field, string>> = {};
  let nameField: TypedBidder["nameField"];
  for (const [row, cells] of [...sheet.rows].sort(([a], [b]) => a - b)) {
    if (row >= header) continue;
    for (const [column, cell] of cells) {
      if (cell.kind !== "text") continue;
      const label = cell.value.trim();
      const field = (Object.keys(FIELDS) as Field[]).find((key) =>
        (FIELDS[key] as readonly string[]).includes(label),
      );
      if (!field || field in found) continue;
      const input = cells.get(column + BIDDER_INPUT_OFFSET);
      const value =
        input?.kind === "text" || input?.kind === "number" ? input.value.replace(/\s+/g, " ").trim() : "";
      found[field] = value;
      if (field === "name") nameField = { cell: `${columnName(column + BIDDER_INPUT_OFFSET)}${row}`, label };
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
    ...(nameField ? { nameField } : {}),
  };
}

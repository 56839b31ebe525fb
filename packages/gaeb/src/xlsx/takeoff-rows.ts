import type { Locale } from "../issues.js";
import type { Item } from "../model.js";
import { readTakeoff, rebFactor, type TakeoffEntry } from "../takeoff/calculations.js";
import { number, text } from "./item-rows.js";
import type { SheetLabels } from "./labels.js";
import { STYLE } from "./styles.js";
import type { Cells } from "./totals.js";

/**
 * The quantity takeoff (`QtyDeterm`) under its item: one row per text row, calculation (its continued rows joined)
 * or row of another formula, then the sum of the results where every row could be counted. Each row says what it is
 * in the kind column, its explanation in the short text, expression, factor and address in the long text, and its
 * result in the quantity column. None counts toward a total: the item's own quantity is the file's.
 */

interface TakeoffLabels {
  row: string;
  deduction: string;
  text: string;
  other: string;
  sum: string;
  factor: string;
  address: string;
}

const TAKEOFF_LABELS: Record<Locale, TakeoffLabels> = {
  de: {
    row: "Aufmaß",
    deduction: "Aufmaß, Abzug",
    text: "Aufmaß, Text",
    other: "Aufmaß, andere Formel (wie geschrieben)",
    sum: "Summe Aufmaß (berechnet)",
    factor: "Faktor",
    address: "Adresse",
  },
  en: {
    row: "Takeoff",
    deduction: "Takeoff, deduction",
    text: "Takeoff, text",
    other: "Takeoff, other formula (as written)",
    sum: "Takeoff sum (computed)",
    factor: "factor",
    address: "address",
  },
};

function entryCells(entry: TakeoffEntry, words: TakeoffLabels, labels: SheetLabels, unit?: string): Cells {
  const notCounted = { inTotal: text(labels.no, STYLE.oz) };
  if (entry.kind === "text") return { kind: text(words.text), shortText: text(entry.text), ...notCounted };
  if (entry.kind === "other") return { kind: text(words.other), shortText: text(entry.raw), ...notCounted };
  const factor = entry.factor ? rebFactor(entry.factor) : undefined;
  const parts = [entry.expression];
  if (entry.factor)
    parts.push(`${words.factor} ${factor ? labels.formatDecimal(factor.toString()) : entry.factor}`);
  if (entry.address) parts.push(`${words.address} ${entry.address}`);
  const cells: Cells = {
    kind: text(entry.deduction ? words.deduction : words.row),
    shortText: text(entry.explanation),
    longText: text(parts.join(" · ")),
    ...notCounted,
  };
  if (entry.result) cells.quantity = number(entry.result, STYLE.quantity);
  if (unit && entry.result) cells.unit = text(unit, STYLE.oz);
  return cells;
}

/** The rows of the item's takeoff; none for an item without takeoff rows. */
export function takeoffRows(item: Item, labels: SheetLabels, lang: Locale): Cells[] {
  const lines = item.quantityDetermination?.lines ?? [];
  if (lines.length === 0) return [];
  const words = TAKEOFF_LABELS[lang] ?? TAKEOFF_LABELS.de;
  const takeoff = readTakeoff(lines);
  const rows = takeoff.entries.map((entry) => entryCells(entry, words, labels, item.unit));
  if (takeoff.sum)
    rows.push({
      kind: text(words.sum),
      quantity: number(takeoff.sum, STYLE.quantity),
      ...(item.unit ? { unit: text(item.unit, STYLE.oz) } : {}),
      inTotal: text(labels.no, STYLE.oz),
    });
  return rows;
}

/** How many rows `takeoffRows` gives, for the plan that places section totals before the rows are made. */
export function takeoffRowCount(item: Item): number {
  const lines = item.quantityDetermination?.lines ?? [];
  if (lines.length === 0) return 0;
  const takeoff = readTakeoff(lines);
  return takeoff.entries.length + (takeoff.sum ? 1 : 0);
}

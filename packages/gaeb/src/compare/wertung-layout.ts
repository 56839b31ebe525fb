import { columnName } from "../xlsx/column-letters.js";
import type { AlternativeGroup } from "./evaluation-plan.js";
import type { WertungCells, WertungColumn } from "./wertung-cells.js";

/** The ranking's columns in order, with their widths in characters. */
export const WERTUNG_COLUMNS = [
  ["rank", 8],
  ["bidder", 30],
  ["base", 15],
  ["provisional", 18],
  ["alternatives", 15],
  ["adjustment", 14],
  ["evaluated", 16],
  ["gross", 16],
  ["differencePercent", 10],
  ["complete", 13],
  ["unusual", 10],
  ["gapNext", 12],
  ["gapEstimate", 17],
  ["verdict", 22],
] as const satisfies ReadonlyArray<readonly [WertungColumn, number]>;

export type { WertungColumn } from "./wertung-cells.js";

export const wertungColumn = (key: WertungColumn): number => WERTUNG_COLUMNS.findIndex(([k]) => k === key);

/** Hidden after the ranking: a bidder's unpriced count, its evaluation total where complete (for the next higher). */
export const UNPRICED_COLUMN = WERTUNG_COLUMNS.length;
export const COMPLETE_TOTAL_COLUMN = UNPRICED_COLUMN + 1;
/** Hidden, in the rows of the Wahl groups: per bidder what the group's choice changes in its total. */
export const groupDeltaColumn = (bidder: number): number => COMPLETE_TOTAL_COLUMN + 1 + bidder;

/** Hidden, in the groups' rows, where items have VAT rates of their own: what the choice changes in the VAT. */
export const groupVatColumn = (bidder: number, bidders: number): number =>
  COMPLETE_TOTAL_COLUMN + 1 + bidders + bidder;
/** Hidden, in the ranking, where items have VAT rates of their own: the VAT on the base and on the Bedarf. */
export const baseVatColumn = (bidders: number): number => COMPLETE_TOTAL_COLUMN + 1 + 2 * bidders;
export const provisionalVatColumn = (bidders: number): number => baseVatColumn(bidders) + 1;
/** Hidden, in the groups' rows: what the option that makes the bidder's total lowest changes in it. */
export const cheapestDeltaColumn = (bidder: number, bidders: number): number =>
  provisionalVatColumn(bidders) + 1 + bidder;
/** How many columns the sheet has, its hidden ones included. */
export const wertungWidth = (bidders: number): number => cheapestDeltaColumn(bidders, bidders);

/** Rows of the settings, each a label across the first two columns and its value in the third. */
export const SETTING_ROWS = {
  provisional: 7,
  vatPercent: 8,
  unusualPercent: 9,
  unusualReference: 10,
  lowPercent: 11,
  estimate: 12,
} as const;
export const SETTING_COLUMN = 2;
export const SETTINGS_HEADING_ROW = 6;
export const GROUPS_HEADING_ROW = 14;
export const FIRST_GROUP_ROW = GROUPS_HEADING_ROW + 1;

/** The ranking's header row: after the groups (or the line that says there are none) and a blank row. */
export function rankingHeaderRow(groups: number): number {
  return FIRST_GROUP_ROW + Math.max(groups, 1) + 1;
}

/**
 * Where the Wertung sheet keeps its cells, known before it is laid out: the Preisspiegel refers to them. `order`: the
 * bidders' indexes in the order of the ranking's rows (their rank with the settings given).
 */
export function wertungCells(
  sheet: string,
  groups: readonly AlternativeGroup[],
  order: readonly number[],
): WertungCells {
  const setting = (row: number) => `$${columnName(SETTING_COLUMN)}$${row}`;
  const header = rankingHeaderRow(groups.length);
  const letter = (key: WertungColumn) => columnName(wertungColumn(key));
  return {
    sheet,
    settings: {
      provisional: setting(SETTING_ROWS.provisional),
      vatPercent: setting(SETTING_ROWS.vatPercent),
      unusualPercent: setting(SETTING_ROWS.unusualPercent),
      unusualReference: setting(SETTING_ROWS.unusualReference),
      lowPercent: setting(SETTING_ROWS.lowPercent),
      estimate: setting(SETTING_ROWS.estimate),
    },
    alternatives: groups.map((group, g) => ({ group: group.group, choice: `$B$${FIRST_GROUP_ROW + g}` })),
    bidderRows: order.map((_, b) => header + 1 + order.indexOf(b)),
    columns: {
      rank: letter("rank"),
      bidder: letter("bidder"),
      base: letter("base"),
      provisional: letter("provisional"),
      alternatives: letter("alternatives"),
      adjustment: letter("adjustment"),
      evaluated: letter("evaluated"),
      gross: letter("gross"),
      differencePercent: letter("differencePercent"),
      complete: letter("complete"),
      unusual: letter("unusual"),
      gapNext: letter("gapNext"),
      gapEstimate: letter("gapEstimate"),
      verdict: letter("verdict"),
    },
  };
}

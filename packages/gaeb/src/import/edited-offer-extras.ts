import type { Issue, Locale } from "../issues.js";
import type { ReadSheet } from "../workbook/xlsx-reader.js";
import { columnName } from "../xlsx/column-letters.js";
import { LABELS, timeUnitOf } from "../xlsx/labels.js";
import { cellText } from "./edited-columns.js";

/** How many cells the warning names before it only counts the rest. */
const LISTED_CELLS = 10;

/**
 * An offer (84) imported from our workbook carries unit prices and markup rates. What else a bidder may type into
 * it, discounts (per item, section or LV, in percent or as an amount), lump sums, price components and times, only the
 * offer job reads; rather than leave such figures out without a word, the import names their cells. A number the
 * workbook computes (a formula) is none of them.
 */
export function unreadOfferFigures(
  sheet: ReadSheet,
  header: number,
  componentLabels: ReadonlyArray<string | undefined>,
  issues: Issue[],
): void {
  const titles = new Set(
    (["de", "en"] as Locale[]).flatMap((lang) => {
      const c = LABELS[lang].columns;
      const components = [1, 2, 3, 4, 5, 6].map((n) => c.priceComponent(n, componentLabels[n - 1]));
      return [c.discount, c.discountAmount, c.sectionLumpSum, ...components];
    }),
  );
  // The time per unit's title names the LV's unit: "Zeitansatz (Stunden)".
  const isTime = (title: string) =>
    timeUnitOf(title, "de") !== undefined || timeUnitOf(title, "en") !== undefined;
  const columns = [...(sheet.rows.get(header) ?? [])]
    .filter(([, cell]) => titles.has(cellText(cell)) || isTime(cellText(cell)))
    .map(([column]) => column);
  if (columns.length === 0) return;
  const cells: string[] = [];
  for (const [row, values] of [...sheet.rows].sort(([a], [b]) => a - b)) {
    if (row <= header) continue;
    for (const column of columns) {
      const cell = values.get(column);
      const typed = cell?.kind === "number" ? !cell.formula : cellText(cell) !== "";
      if (typed) cells.push(`${columnName(column)}${row}`);
    }
  }
  if (cells.length === 0) return;
  issues.push({
    code: "import_offer_figures_unread",
    severity: "warning",
    params: {
      sheet: sheet.name,
      count: cells.length,
      cells: cells.slice(0, LISTED_CELLS).join(", "),
      more: Math.max(0, cells.length - LISTED_CELLS),
    },
  });
}

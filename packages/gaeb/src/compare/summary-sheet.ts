import { Decimal } from "../decimal.js";
import type { GaebDocument } from "../model.js";
import { COMPARISON_STYLE, STYLE } from "../xlsx/styles.js";
import type { Cell, Row, Sheet } from "../xlsx/workbook.js";
import { columnName } from "../xlsx/workbook.js";
import { divide } from "./arithmetic.js";
import { blank, formula, maybeNumber, number, sheetReference, text } from "./cells.js";
import type { GrandRows } from "./comparison-totals.js";
import type { CompareLabels } from "./labels.js";
import type { ComparisonColumns } from "./layout-columns.js";

/** One bidder's line of the ranking, with the figures the sheet caches and the library returns. */
export interface RankedBidder {
  index: number;
  rank: number;
  name: string;
  file: string;
  total: Decimal;
  afterAdjustment: Decimal;
  adjusted: boolean;
  difference: Decimal;
  unpriced: number;
  agree: boolean;
  declaredTotal?: Decimal;
  declaredAfterDiscount?: Decimal;
}

const COLUMNS = [
  ["rank", 7],
  ["bidder", 36],
  ["file", 30],
  ["total", 15],
  ["adjustment", 14],
  ["afterAdjustment", 15],
  ["difference", 15],
  ["differencePercent", 11],
  ["unpriced", 11],
  ["declaredAgree", 14],
  ["declaredTotal", 15],
  ["declaredAfterDiscount", 15],
] as const;
type Key = (typeof COLUMNS)[number][0];
const at = (key: Key): number => COLUMNS.findIndex(([k]) => k === key);
const letter = (key: Key): string => columnName(at(key));
const NUMERIC: ReadonlySet<Key> = new Set<Key>([
  "total",
  "adjustment",
  "afterAdjustment",
  "difference",
  "differencePercent",
  "unpriced",
  "declaredTotal",
  "declaredAfterDiscount",
]);

/** The ranking sheet: bidders by their offer total after discounts, with live references to the comparison. */
export function summarySheet(
  request: GaebDocument,
  ranked: readonly RankedBidder[],
  comparison: { name: string; grandRows: GrandRows; columns: ComparisonColumns },
  labels: CompareLabels,
  currency: string,
): Sheet {
  const l = labels.summary;
  const rows: Row[] = [];
  const push = (cells: Partial<Record<Key, Cell>>, height?: number) => {
    const row: Array<Cell | undefined> = COLUMNS.map(([key]) => cells[key]);
    rows.push({ cells: row, ...(height ? { height } : {}) });
  };
  push({ rank: text(labels.summaryTitle, STYLE.title) }, 20);
  const project = [request.project.name, request.project.label].filter(Boolean).join(" – ");
  push({ rank: text(labels.project, STYLE.label), file: text(project, STYLE.oz) });
  push({ rank: text(labels.boq, STYLE.label), file: text(request.boq?.info.name ?? "", STYLE.oz) });
  push({ rank: text(labels.currency, STYLE.label), file: text(currency, STYLE.oz) });
  push({});
  const headerRow = rows.length + 1;
  push(
    Object.fromEntries(
      COLUMNS.map(([key]) => [key, text(l[key], NUMERIC.has(key) ? STYLE.headerNumber : STYLE.header)]),
    ),
  );
  const first = headerRow + 1;
  const last = headerRow + ranked.length;
  const totals = `$${letter("afterAdjustment")}$${first}:$${letter("afterAdjustment")}$${last}`;
  const lowest = ranked.reduce(
    (min, bidder) => (bidder.afterAdjustment.compare(min) < 0 ? bidder.afterAdjustment : min),
    ranked[0]?.afterAdjustment ?? Decimal.zero,
  );
  const sheet = sheetReference(comparison.name);
  const { grandRows, columns } = comparison;
  ranked.forEach((bidder, i) => {
    const r = first + i;
    const column = columnName(columns.total(bidder.index));
    const ref = (row: number) => `${sheet}!${column}${row}`;
    const difference = `${letter("afterAdjustment")}${r}-MIN(${totals})`;
    push({
      rank: formula(
        `RANK(${letter("afterAdjustment")}${r},${totals},1)`,
        Decimal.fromInteger(bidder.rank),
        STYLE.oz,
      ),
      bidder: text(`${bidder.index + 1}: ${bidder.name}`, STYLE.text),
      file: text(bidder.file, STYLE.text),
      total: formula(ref(grandRows.total), bidder.total, STYLE.money),
      adjustment:
        grandRows.adjustment !== undefined && bidder.adjusted
          ? formula(
              `N(${ref(grandRows.adjustment)})`,
              bidder.afterAdjustment.minus(bidder.total),
              STYLE.money,
            )
          : blank(),
      afterAdjustment: formula(
        ref(grandRows.afterAdjustment),
        bidder.afterAdjustment,
        bidder.rank === 1 ? COMPARISON_STYLE.lowestPrice : STYLE.money,
      ),
      difference: formula(difference, bidder.difference, STYLE.money),
      differencePercent: maybeNumber(
        `IF(MIN(${totals})=0,"",(${difference})/MIN(${totals}))`,
        divide(bidder.difference, lowest, 10),
        COMPARISON_STYLE.percentChange,
      ),
      unpriced: formula(ref(grandRows.unpriced), Decimal.fromInteger(bidder.unpriced), STYLE.default),
      declaredAgree: text(
        bidder.declaredTotal || bidder.declaredAfterDiscount ? (bidder.agree ? l.yes : l.no) : l.noDeclared,
        bidder.agree ? STYLE.oz : COMPARISON_STYLE.unpriced,
      ),
      ...(bidder.declaredTotal ? { declaredTotal: number(bidder.declaredTotal, STYLE.money) } : {}),
      ...(bidder.declaredAfterDiscount
        ? { declaredAfterDiscount: number(bidder.declaredAfterDiscount, STYLE.money) }
        : {}),
    });
  });
  const page = (value: string) => value.replace(/&/g, "&&");
  return {
    name: labels.summarySheet,
    columnWidths: COLUMNS.map(([, width]) => width),
    rows,
    headerRow,
    frozenColumns: 2,
    pageHeader: `&L&B${page(labels.summaryTitle)}${project ? ` – ${page(project)}` : ""}&B`,
    pageFooter: "&L&A&R&P / &N",
  };
}

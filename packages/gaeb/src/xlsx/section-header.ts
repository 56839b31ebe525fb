import { Decimal } from "../decimal.js";
import type { Section } from "../model.js";
import { bidderAdjusted, bidderInputs } from "./bidder-totals.js";
import type { ColumnKey } from "./columns.js";
import { changeOrderText, formula, isAlternative, number, text } from "./item-rows.js";
import { STYLE } from "./styles.js";
import { leafPath, type SumScope } from "./sum-keys.js";
import { adjustmentSteps, type Cells, hasAdjustment, type RowSink } from "./totals.js";

/** How a section's header row is made: its scope, the column its adjustment goes to, and the sum's formula. */
export interface SectionHeading {
  scope: SumScope;
  counts: boolean;
  adjustment: ColumnKey;
  /** The live sum of the section's rows (before its discount or lump sum). */
  expression: string;
}

/**
 * A section's header row: number, kinds, title, total and whether it counts above. `total` is the sum of its rows;
 * `row` the header's own 1-based row. Made before the items (from the plan) when the sheet is written row by row,
 * after them otherwise: the same cells either way.
 */
export function sectionHeaderCells(
  sink: RowSink,
  section: Section,
  heading: SectionHeading,
  total: Decimal,
  row: number,
  kindsUnknown: boolean,
): Cells {
  const labels = sink.labels;
  const k = labels.kinds;
  const kinds = [section.level === "lot" ? k.lot : k.section];
  const alternative = isAlternative(section.alternative?.serial);
  if (section.alternative) {
    const { group, serial } = section.alternative;
    const where = group ? ` ${k.inGroup(group, alternative ? serial : undefined)}` : "";
    kinds.push(`${alternative ? k.alternative : k.base}${where}`);
  }
  if (section.notApplicable) kinds.push(k.notApplicable);
  if (section.changeOrder) kinds.push(changeOrderText(section.changeOrder, labels));
  // An offer read alone cannot tell alternatives from the rest, so the file's own total is the figure of record;
  // where the file declares none, a sum of our own could count alternatives and is left out.
  const declared = kindsUnknown ? section.totals?.total : undefined;
  if (kindsUnknown && !declared) kinds.push(labels.totals.noDeclaredTotal);
  const sectionTotal = declared
    ? number(declared, STYLE.sectionMoney)
    : kindsUnknown
      ? undefined
      : formula(heading.expression, total, STYLE.sectionMoney);
  // With a discount or lump sum, the row after them is what counts above, not the header.
  const adjusted = adjustmentSteps(section.totals, total).length > 0;
  const cells: Cells = {
    oz: text(section.oz, STYLE.sectionOz),
    kind: text(kinds.join(", "), STYLE.sectionText),
    shortText: text(section.title, STYLE.sectionText),
    ...(sectionTotal ? { total: sectionTotal } : {}),
    inTotal: text(heading.counts && !adjusted ? labels.yes : labels.no, STYLE.oz),
    // The section's own codes (`CtlgAssign` of the BoQCtgy); its items show their own, not the section's.
    ...sink.columns.catalogueCells(section.catalogueAssignments, STYLE.sectionOz),
  };
  if (sink.columns.has("sectionLumpSum") && !hasAdjustment(section.totals))
    Object.assign(cells, bidderAdjustment(sink, row, heading));
  return cells;
}

/**
 * The cells in a request's section row where the bidder grants a discount (percent or amount) or a lump sum, and
 * the hidden adjustment that makes the parent's total count the section after it (zero while they are empty).
 */
function bidderAdjustment(sink: RowSink, row: number, heading: SectionHeading): Cells {
  const total = `${sink.columns.letter("total")}${row}`;
  return {
    ...bidderInputs(),
    path: text(leafPath(heading.scope), STYLE.oz),
    [heading.adjustment]: formula(`${bidderAdjusted(sink, row, total)}-${total}`, Decimal.zero, STYLE.money),
  };
}

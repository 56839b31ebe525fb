import { Decimal } from "../decimal.js";
import type { AdditionalText, Entry, RichText, Section } from "../model.js";
import { renderPlain } from "../text/plain.js";
import { isAlternative, itemCounts, markupFigures, sheetTotal } from "./item-rows.js";
import type { SheetLabels } from "./labels.js";
import { type MarkupPlan, markupBaseValue } from "./markups.js";
import { takeoffRowCount } from "./takeoff-rows.js";
import { splitToRows } from "./text-fit.js";
import { adjustmentSteps } from "./totals.js";

/** A long text as its rows show it: the parts it is split into, and how long it is whole (for the warning). */
export interface TextRows {
  parts: string[];
  length: number;
}

/**
 * A long text as the sheet shows it: rendered plain and cut at paragraph boundaries into rows that each fit the
 * tallest row a spreadsheet allows in a column this wide; one empty part where long texts are left out.
 */
export function longTextRows(
  text: RichText,
  settings: { longText: boolean; width: number; labels: SheetLabels },
): TextRows {
  if (!settings.longText) return { parts: [""], length: 0 };
  const plain = renderPlain(text, { image: settings.labels.image, blank: settings.labels.blank });
  return { parts: plain ? splitToRows(plain, settings.width) : [""], length: plain.length };
}

/**
 * What a sheet written row by row must know before its rows (issue 23): each section's total, which its header row
 * shows above its items, and the table's last row, where every formula summing over the table ends. Worked out in
 * one walk over the document before the layout; the long texts are rendered and split here once and the layout
 * takes them from here. The layout checks both figures against its own and lays the sheet out whole where they
 * differ (`RowPlan.matches`), so the plan can only cost time, never a figure.
 */
export class RowPlan {
  private readonly texts = new Map<RichText, TextRows>();
  private readonly totals = new Map<Section, Decimal>();
  /** The 1-based row the table ends on. */
  readonly lastTableRow: number;
  /** False once the layout found a figure or row that differs from this plan. */
  matches = true;

  constructor(
    document: {
      preamble: readonly AdditionalText[];
      closing: readonly AdditionalText[];
      body: readonly Entry[];
    },
    rowsAboveTable: number,
    private readonly settings: { longText: boolean; width: number; labels: SheetLabels; markups: MarkupPlan },
  ) {
    let rows = rowsAboveTable;
    for (const text of document.preamble) rows += this.rowsOf(text.detail);
    rows += this.walk(document.body).rows;
    for (const text of document.closing) rows += this.rowsOf(text.detail);
    this.lastTableRow = rows;
  }

  /**
   * The rows of a long text, rendered and split as the layout shows it; undefined without long texts. Handed out
   * once: the layout takes each text once, and the shared strings keep what it needs from then on.
   */
  textRows(text: RichText): TextRows | undefined {
    const rows = this.texts.get(text);
    this.texts.delete(text);
    return rows;
  }

  sectionTotal(section: Section): Decimal | undefined {
    return this.totals.get(section);
  }

  private rowsOf(text: RichText): number {
    if (!this.settings.longText) return 1;
    const rows = longTextRows(text, this.settings);
    // Only texts split over several rows are kept for the layout: keeping every text held a second copy of all of
    // them until the layout reached it (32 MB of a 110 MB file), and the layout renders a one-row text again cheaply.
    if (rows.parts.length > 1) this.texts.set(text, rows);
    return Math.max(rows.parts.length, 1);
  }

  /** The rows the entries take and what they add to the enclosing total, as `SheetBuilder.addEntries` counts. */
  private walk(entries: readonly Entry[]): { rows: number; contribution: Decimal } {
    let rows = 0;
    let contribution = Decimal.zero;
    for (const entry of entries) {
      switch (entry.kind) {
        case "section": {
          const section = this.walkSection(entry);
          rows += section.rows;
          contribution = contribution.plus(section.contribution);
          break;
        }
        case "item":
          rows += this.rowsOf(entry.longText);
          for (const sub of entry.subDescriptions) rows += this.rowsOf(sub.longText);
          rows += takeoffRowCount(entry);
          if (itemCounts(entry)) contribution = contribution.plus(sheetTotal(entry));
          break;
        case "markupItem": {
          rows += this.rowsOf(entry.longText);
          const live = markupBaseValue(this.settings.markups.terms.get(entry));
          contribution = contribution.plus(markupFigures(entry, live).total ?? entry.total ?? Decimal.zero);
          break;
        }
        default:
          rows += this.rowsOf(entry.longText);
      }
    }
    return { rows, contribution };
  }

  private walkSection(section: Section): { rows: number; contribution: Decimal } {
    const children = this.walk(section.children);
    this.totals.set(section, children.contribution);
    const totals = section.totals;
    const steps = adjustmentSteps(totals, children.contribution);
    const declared = (totals?.total ? 1 : 0) + (totals?.totalAfterDiscount ? 1 : 0);
    const counts = !isAlternative(section.alternative?.serial) && !section.notApplicable;
    const effective = steps.at(-1)?.value ?? children.contribution;
    return {
      rows: 1 + children.rows + declared + steps.length,
      contribution: counts ? effective : Decimal.zero,
    };
  }
}

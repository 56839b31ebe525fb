import { Decimal } from "../decimal.js";
import type { Locale } from "../issues.js";
import type { GaebDocument } from "../model.js";
import { formattedLength } from "../xlsx/figure-width.js";
import { LABELS } from "../xlsx/labels.js";
import { lineCount } from "../xlsx/text-fit.js";
import type { Bid, Line } from "./comparison.js";
import type { CompareLabels } from "./labels.js";

/** One column of a bidder's unit price breakdown: a price component (0-based: `UPComp1` is 0) or the time per unit. */
export type Share = { kind: "component"; index: number } | { kind: "time" };

/** The breakdown the sheet shows: which shares, titled as the request names them, and how wide their columns are. */
export interface Breakdown {
  shares: Share[];
  /** A bidder's column of each share. */
  titles: string[];
  /** The lowest and mean of each share over the bidders. */
  lowestTitles: string[];
  meanTitles: string[];
  /** Characters, one per share: its three columns (bidder's, lowest, mean) alike. */
  widths: number[];
}

const COMPONENTS = 6;
/** How much wider bold text (the headers) runs than regular text of the same size. */
const BOLD_WIDTH = 1.12;
const TWO = Decimal.fromInteger(2);

/** A bidder's figure of one share; undefined where it gives none (or no price at all). */
export function shareOf(bid: Bid | undefined, share: Share): Decimal | undefined {
  if (bid?.status !== "priced") return undefined;
  return share.kind === "time" ? bid.time : bid.components[share.index];
}

/**
 * The shares to show: none unless some offer breaks a price of the request's items down or gives a time. Then every
 * component the request names or counts (`LblUPComp`, `NoUPComps`) and every one an offer gives, in their order, and
 * the time if an offer gives one: the office sees what it asked for, and what it got beyond that.
 */
export function planBreakdown(
  request: GaebDocument,
  lines: readonly Line[],
  labels: CompareLabels,
  lang: Locale,
): Breakdown | undefined {
  const given = new Array<boolean>(COMPONENTS).fill(false);
  let time = false;
  for (const line of lines) {
    if (line.kind !== "item") continue;
    for (const bid of line.bids) {
      if (bid.status !== "priced") continue;
      bid.components.forEach((component, n) => {
        if (component) given[n] = true;
      });
      if (bid.time) time = true;
    }
  }
  if (!time && !given.includes(true)) return undefined;
  const info = request.boq?.info;
  const named = info?.priceComponentLabels ?? [];
  const counted = info?.priceComponentCount ?? 0;
  const shares: Share[] = [];
  const titles: string[] = [];
  const words = LABELS[lang].columns;
  for (let n = 0; n < COMPONENTS; n++) {
    const label = named[n];
    if (!given[n] && label === undefined && n >= counted) continue;
    shares.push({ kind: "component", index: n });
    titles.push(words.priceComponent(n + 1, label));
  }
  if (time) {
    shares.push({ kind: "time" });
    titles.push(labels.columns.time(info?.timeLabel));
  }
  const lowestTitles = titles.map((title) => labels.columns.shareLowest(title));
  const meanTitles = titles.map((title) => labels.columns.shareMean(title));
  const widths = shares.map((share, s) => {
    // The header wraps at its spaces: its longest word must fit, or it would be cut inside it.
    const longestWord = Math.max(
      ...[titles[s], lowestTitles[s], meanTitles[s]].flatMap((title) =>
        (title ?? "").split(/\s+/).map(headerWordWidth),
      ),
    );
    return Math.max(12, longestWord, figureWidth(lines, share) + 2);
  });
  return { shares, titles, lowestTitles, meanTitles, widths };
}

/** The narrowest width (characters) a word of a (bold) header shows whole in, with one spare as LibreOffice draws wider. */
function headerWordWidth(word: string): number {
  let width = 1;
  while (lineCount(word, width / BOLD_WIDTH) > 1 && width < 60) width += 1;
  return width + 1;
}

/** Characters the widest figure of a share takes, as the sheet shows it. */
function figureWidth(lines: readonly Line[], share: Share): number {
  let width = 0;
  for (const line of lines) {
    if (line.kind !== "item") continue;
    for (const bid of line.bids) {
      const value = shareOf(bid, share);
      // As "#,##0.00#" shows it: a third decimal only where there is one.
      if (value) width = Math.max(width, formattedLength(value, value.round(2).equals(value) ? 2 : 3));
    }
  }
  return width;
}

/**
 * Which bidders' figures of one share lie far from what the other bidders give: less than half or more than double
 * the mean of the others' figures. A bidder that moves money from one share to another (Mischkalkulation) keeps its
 * unit price and shows here. Measured against the others only, so the figure does not pull its own yardstick
 * towards itself; and by a factor either way, so that with two bidders both are marked or neither (a rule of "50 %
 * above or below" would mark the others too where one bidder is far off with few bidders; with three, that still
 * happens once one figure is more than three times the others'). Unmarked when no other bidder gives the share or
 * their mean is zero: there is no scale to measure against.
 */
export function farFromOthers(values: ReadonlyArray<Decimal | undefined>): boolean[] {
  let sum = Decimal.zero;
  let count = 0;
  for (const value of values)
    if (value) {
      sum = sum.plus(value);
      count += 1;
    }
  return values.map((value) => {
    if (!value || count < 2) return false;
    const othersSum = sum.minus(value);
    if (othersSum.isZero()) return false;
    // value / mean > 2 or < 1/2, with mean = othersSum / others: compared without dividing, exactly.
    const scaled = value.times(Decimal.fromInteger(count - 1));
    const sign = othersSum.compare(Decimal.zero);
    const above = scaled.compare(othersSum.times(TWO)) * sign > 0;
    const below = scaled.times(TWO).compare(othersSum) * sign < 0;
    return above || below;
  });
}

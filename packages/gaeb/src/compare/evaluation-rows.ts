import { Decimal } from "../decimal.js";
import type { EvaluatedBidder, Evaluation } from "./evaluation.js";

/** A bidder's line of the evaluation for the award, as the library returns it: exact decimals as strings. */
export interface EvaluationRow {
  /** By the evaluation total, complete offers first. */
  rank: number;
  /** Index of the offer among those given. */
  index: number;
  bidder: string;
  file: string;
  /** Normal items, markups and every Wahl group's base, with the sections' discounts. */
  baseTotal: string;
  /** The Bedarfspositionen with their quantities (counted only where `settings.provisional`). */
  provisionalTotal: string;
  /** The chosen alternatives' totals less their bases'. */
  alternativesDifference: string;
  /** Before the bidder's discount on the whole offer. */
  net: string;
  /** What the bidder's discount or lump sum on the whole offer changes: the Wertungssumme less the net. */
  adjustment: string;
  /** The Wertungssumme: the net after the bidder's discount. */
  evaluatedTotal: string;
  /** The Wertungssumme with VAT; absent without a rate. */
  gross?: string;
  complete: boolean;
  unpricedItems: number;
  /** Whether every total the bidder states agrees with its unit prices. */
  declaredTotalsAgree: boolean;
  unusualPrices: Array<{
    oz: string;
    shortText: string;
    unitPrice: string;
    reference: string;
    deviationPercent: string;
  }>;
  /** Where the offer lies further below the next higher complete offer than the threshold. */
  lowAgainstNext?: { bidder: string; evaluatedTotal: string; percentBelow: string };
  /** Where it lies further below the office's estimate than the threshold. */
  lowAgainstEstimate?: { estimate: string; percentBelow: string };
  /** For information: per Wahl group the option that makes this bidder's evaluation total lowest, and that total. */
  cheapest: { alternatives: Record<string, number>; evaluatedTotal: string };
}

/** The settings the evaluation was made with, plain. */
export interface EvaluationSettingsRow {
  provisional: boolean;
  alternatives: Record<string, number>;
  unusualPercent: string;
  unusualReference: "mean" | "median";
  lowPercent: string;
  estimate?: string;
  vatPercent?: string;
}

const HUNDRED = Decimal.fromInteger(100);
const money = (value: Decimal) => value.round(2).toString();

/** Percent with two decimals from a ratio with six. */
function percentOf(ratio: Decimal): string {
  return ratio.times(HUNDRED).round(2).toString();
}

function row(bidder: EvaluatedBidder, all: readonly EvaluatedBidder[]): EvaluationRow {
  const next = bidder.lowAgainstNext;
  const estimate = bidder.lowAgainstEstimate;
  return {
    rank: bidder.rank,
    index: bidder.index,
    bidder: bidder.name,
    file: bidder.file,
    baseTotal: money(bidder.base),
    provisionalTotal: money(bidder.provisional),
    alternativesDifference: money(bidder.alternatives),
    net: money(bidder.net),
    adjustment: money(bidder.evaluated.minus(bidder.net)),
    evaluatedTotal: money(bidder.evaluated),
    ...(bidder.gross ? { gross: money(bidder.gross) } : {}),
    complete: bidder.complete,
    unpricedItems: bidder.unpriced,
    declaredTotalsAgree: bidder.declaredTotalsAgree,
    unusualPrices: bidder.unusual.map((price) => ({
      oz: price.oz,
      shortText: price.shortText,
      unitPrice: price.unitPrice.toString(),
      reference: price.reference.round(2).toString(),
      deviationPercent: percentOf(price.deviation),
    })),
    ...(next
      ? {
          lowAgainstNext: {
            bidder: all[next.bidder]?.name ?? "",
            evaluatedTotal: money(next.against),
            percentBelow: next.percent.toString(),
          },
        }
      : {}),
    ...(estimate
      ? {
          lowAgainstEstimate: {
            estimate: money(estimate.against),
            percentBelow: estimate.percent.toString(),
          },
        }
      : {}),
    cheapest: { alternatives: bidder.cheapest.choices, evaluatedTotal: money(bidder.cheapest.evaluated) },
  };
}

/** The evaluation's rows in rank order (ties in the offers' order), and its settings, plain. */
export function evaluationRows(evaluation: Evaluation): {
  rows: EvaluationRow[];
  settings: EvaluationSettingsRow;
} {
  const { settings } = evaluation;
  const rows = evaluation.bidders
    .map((bidder) => row(bidder, evaluation.bidders))
    .sort((a, b) => a.rank - b.rank || a.index - b.index);
  return {
    rows,
    settings: {
      provisional: settings.provisional,
      alternatives: { ...settings.alternatives },
      unusualPercent: settings.unusualPercent.toString(),
      unusualReference: settings.unusualReference,
      lowPercent: settings.lowPercent.toString(),
      ...(settings.estimate ? { estimate: settings.estimate.toString() } : {}),
      ...(settings.vatPercent ? { vatPercent: settings.vatPercent.toString() } : {}),
    },
  };
}

import type { InputFile } from "../convert.js";
import { guarded } from "../guard.js";
import { checkInput, isIssue } from "../inputs.js";
import { hasErrors, type Issue, type Locale } from "../issues.js";
import { keepNumbersExact } from "../xlsx/spreadsheet-numbers.js";
import { writeWorkbook } from "../xlsx/workbook.js";
import { completeFirstRanks, percentAbove } from "./arithmetic.js";
import { AWARD_NOTE_LABELS } from "./award-note-labels.js";
import { awardNoteSheet } from "./award-note-sheet.js";
import { clarificationSheet } from "./clarification-sheet.js";
import { type BidderFacts, buildComparison, type Comparison, type MismatchLevel } from "./comparison.js";
import { comparisonSheet } from "./comparison-sheet.js";
import { evaluate } from "./evaluation.js";
import { type EvaluationData, evaluationData } from "./evaluation-data.js";
import { EVALUATION_LABELS } from "./evaluation-labels.js";
import { checkEvaluationOptions, type EvaluationOptions, resolveSettings } from "./evaluation-options.js";
import { planEvaluation } from "./evaluation-plan.js";
import { type EvaluationRow, type EvaluationSettingsRow, evaluationRows } from "./evaluation-rows.js";
import { COMPARE_LABELS } from "./labels.js";
import { type Bidder, readOffers } from "./offers.js";
import { sectionFactors } from "./section-factors.js";
import { type RankedBidder, summarySheet } from "./summary-sheet.js";
import { wertungCells } from "./wertung-layout.js";
import { wertungSheet } from "./wertung-sheet.js";

export interface CompareOptions {
  lang?: Locale;
  /** Index into `offers` of the bidder whose unit prices the deviations are measured against; default: the lowest. */
  referenceBidder?: number;
  /** The office's evaluation for the award: its choices and thresholds, each also a cell of the Wertung sheet. */
  evaluation?: EvaluationOptions;
  /** The Vergabevermerk's date, "YYYY-MM-DD"; default: today. */
  date?: string;
}

export type { EvaluationData } from "./evaluation-data.js";
export type { EvaluationOptions } from "./evaluation-options.js";
export type { EvaluationRow, EvaluationSettingsRow } from "./evaluation-rows.js";

export interface RankingRow {
  rank: number;
  bidder: string;
  file: string;
  /** Exact decimals, e.g. "12345.67": the offer total computed from the unit prices, before the bidder's discounts. */
  total: string;
  totalAfterDiscount: string;
  differenceToLowest: string;
  /** Percent with two decimals, "0.00" for the lowest; "" when the lowest total is zero and this one is not. */
  differencePercent: string;
  unpricedItems: number;
  declaredTotalsAgree: boolean;
  /**
   * Every item priced and every markup with its rate. An incomplete offer is not comparable as it stands
   * (VOB/A § 16): it is ranked after every complete one and never counted as the lowest.
   */
  complete: boolean;
  /** The OZ of the items left without price or not offered, and of the markups without rate. */
  missingItems: string[];
  /** The totals the bidder states that disagree with its unit prices (`where`: an OZ, or empty for the whole offer). */
  disagreeingTotals: Array<{ level: MismatchLevel; where: string; stated: string; computed: string }>;
}

export type CompareResult =
  | {
      ok: true;
      xlsx: Uint8Array;
      /** By the offer totals after discounts, complete offers first. */
      ranking: RankingRow[];
      /** By the evaluation totals (Wertungssumme) with the settings given, complete offers first. */
      evaluation: EvaluationRow[];
      evaluationSettings: EvaluationSettingsRow;
      /** What the evaluation is made from, plain, to evaluate again with other settings (`evaluateComparison`). */
      evaluationData: EvaluationData;
      currency: string | null;
      issues: Issue[];
    }
  | { ok: false; issues: Issue[] };

/** OZ lists in messages: the first few, so a message stays a sentence. */
const LISTED = 10;

/** The first few item numbers of a list as `items`, and how many more there are as `more`. */
function listed(numbers: readonly string[]): { items: string; more: number } {
  return { items: numbers.slice(0, LISTED).join(", "), more: Math.max(0, numbers.length - LISTED) };
}

function invalid(field: string, expected: string): Issue {
  return { code: "input_invalid", severity: "error", params: { field, expected } };
}

interface Settings {
  lang: Locale;
  reference?: number;
  evaluation: EvaluationOptions;
  date?: string;
}

/** A calendar date "YYYY-MM-DD" that exists (no 31 April). */
function isDate(value: unknown): value is string {
  const match = typeof value === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(value) : null;
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().startsWith(value as string);
}

/** Today in the local calendar, as the office dates its note. */
function today(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, "0");
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

function checkOptions(options: unknown, offers: number): Settings | Issue {
  if (options === undefined || options === null) return { lang: "de", evaluation: {} };
  if (typeof options !== "object") return invalid("options", "object");
  const { lang = "de", referenceBidder, evaluation: given, date } = options as Record<string, unknown>;
  if (lang !== "de" && lang !== "en") return invalid("options.lang", '"de" or "en"');
  const evaluation = checkEvaluationOptions(given);
  if ("code" in evaluation) return evaluation;
  if (date !== undefined && !isDate(date)) return invalid("options.date", 'a date "YYYY-MM-DD"');
  const dated = date === undefined ? {} : { date: date as string };
  if (referenceBidder === undefined) return { lang, evaluation, ...dated };
  if (
    !Number.isInteger(referenceBidder) ||
    (referenceBidder as number) < 0 ||
    (referenceBidder as number) >= offers
  )
    return invalid("options.referenceBidder", `an index into offers (0 to ${offers - 1})`);
  return { lang, reference: referenceBidder as number, evaluation, ...dated };
}

function reportFacts(bidder: Bidder, fact: BidderFacts, issues: Issue[]): void {
  const file = bidder.file;
  if (fact.notInRequest.length > 0)
    issues.push({
      code: "compare_items_not_in_request",
      severity: "warning",
      file,
      params: { count: fact.notInRequest.length, ...listed(fact.notInRequest) },
    });
  // A markup without rate has a message of its own below: this one names the items only, so none is told twice.
  const withoutRate = new Set(fact.markupsWithoutRate);
  const unpricedItems = fact.unpriced.filter((oz) => !withoutRate.has(oz));
  if (unpricedItems.length > 0)
    issues.push({
      code: "compare_items_unpriced",
      severity: "warning",
      file,
      params: { count: unpricedItems.length, ...listed(unpricedItems) },
    });
  if (fact.markupsWithoutRate.length > 0)
    issues.push({
      code: "compare_markup_rate_missing",
      severity: "warning",
      file,
      params: {
        bidder: bidder.name,
        count: fact.markupsWithoutRate.length,
        ...listed(fact.markupsWithoutRate),
      },
    });
  const [first] = fact.mismatches;
  if (first)
    issues.push({
      code: "compare_declared_totals_differ",
      severity: "warning",
      file,
      params: {
        count: fact.mismatches.length,
        where: first.where,
        declared: first.declared.toString(),
        computed: first.computed.toString(),
      },
    });
}

/**
 * Complete offers first by their total after discounts, then the incomplete ones by theirs: an offer with
 * missing prices is not comparable as it stands (VOB/A § 16), so it never takes a place before a complete one.
 * Equal totals share a rank ("1, 1, 3"). The lowest is the first complete offer's total (any offer's, if none is
 * complete): every difference is measured from it.
 */
function rank(bidders: readonly Bidder[], comparison: Comparison): RankedBidder[] {
  const { grand, facts } = comparison;
  const after = bidders.map(
    (_, b) => (grand.effective[b] ?? grand.raw[b]) as NonNullable<(typeof grand.raw)[number]>,
  );
  const complete = bidders.map((_, b) => (facts[b] as BidderFacts).unpriced.length === 0);
  const ranks = completeFirstRanks(after, complete);
  const first = after.filter((_, b) => ranks[b] === 1)[0] ?? after[0];
  const ranked = bidders.map((bidder, b): RankedBidder => {
    const fact = facts[b] as BidderFacts;
    const afterAdjustment = after[b] as NonNullable<(typeof after)[number]>;
    return {
      index: b,
      rank: ranks[b] ?? 0,
      name: bidder.name,
      file: bidder.file,
      total: grand.raw[b] as NonNullable<(typeof after)[number]>,
      afterAdjustment,
      adjusted: grand.adjustments[b] !== undefined,
      difference: first ? afterAdjustment.minus(first) : afterAdjustment,
      unpriced: fact.unpriced.length,
      complete: complete[b] ?? false,
      missing: fact.unpriced,
      mismatches: fact.mismatches,
      agree: fact.mismatches.length === 0,
      ...(fact.declaredTotal ? { declaredTotal: fact.declaredTotal } : {}),
      ...(fact.declaredAfterDiscount ? { declaredAfterDiscount: fact.declaredAfterDiscount } : {}),
    };
  });
  return ranked.sort((a, b) => a.rank - b.rank || a.index - b.index);
}

/**
 * Compares two or more offers (phase 84) against the request they answer: one workbook with the comparison
 * (Preisspiegel) and the ranking of the bidders. Pure and synchronous, runs in a browser worker; never throws.
 */
export function compareOffers(
  request: InputFile,
  offers: readonly InputFile[],
  options?: CompareOptions,
): CompareResult {
  if (!Array.isArray(offers)) return { ok: false, issues: [invalid("offers", "array of { name, bytes }")] };
  const settings = checkOptions(options, offers.length);
  if ("code" in settings) return { ok: false, issues: [settings] };
  const checkedRequest = checkInput(request, "request");
  if (isIssue(checkedRequest)) return { ok: false, issues: [checkedRequest] };
  const checkedOffers: InputFile[] = [];
  for (const [i, offer] of offers.entries()) {
    const checked = checkInput(offer, `offers[${i}]`);
    if (isIssue(checked)) return { ok: false, issues: [checked] };
    checkedOffers.push(checked);
  }
  const issues: Issue[] = [];
  return guarded(
    () => compareChecked(checkedRequest, checkedOffers, settings, issues),
    (issue) => ({ ok: false, issues: [...issues, issue] }),
  );
}

function compareChecked(
  requestInput: InputFile,
  offerInputs: readonly InputFile[],
  settings: Settings,
  issues: Issue[],
): CompareResult {
  const read = readOffers(requestInput, offerInputs, issues);
  if (!read || hasErrors(issues)) return { ok: false, issues };
  const { request, bidders, currency } = read;
  const comparison = buildComparison(request, bidders);
  const plan = planEvaluation(request);
  const factors = sectionFactors(comparison);
  const data = evaluationData(request, bidders, comparison, plan, factors);
  const evaluationSettings = resolveSettings(data, settings.evaluation);
  if ("code" in evaluationSettings) return { ok: false, issues: [...issues, evaluationSettings] };
  const evaluation = evaluate(data, evaluationSettings);
  bidders.forEach((bidder, b) => {
    reportFacts(bidder, comparison.facts[b] as BidderFacts, issues);
  });
  const labels = COMPARE_LABELS[settings.lang];
  const ranked = rank(bidders, comparison);
  const words = EVALUATION_LABELS[settings.lang];
  // The ranking's rows in the order of the evaluation with the settings given; the ranks follow every change.
  const order = [...evaluation.bidders]
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map((bidder) => bidder.index);
  const cells = wertungCells(words.sheet, data.groups, order);
  const laidOut = comparisonSheet(request, requestInput.name, currency, bidders, comparison, labels, {
    lang: settings.lang,
    ...(settings.reference !== undefined ? { reference: settings.reference } : {}),
    evaluation: {
      keys: plan.keys,
      wertung: cells,
      words,
      reference: evaluationSettings.unusualReference,
      factors,
      ownRates: data.bidders.some((bidder) => bidder.ownRate !== undefined),
      ...(evaluationSettings.vatPercent ? { vatPercent: evaluationSettings.vatPercent } : {}),
    },
  });
  keepNumbersExact(laidOut.sheet, requestInput.name, issues);
  const summary = summarySheet(
    request,
    requestInput.name,
    ranked,
    { name: laidOut.sheet.name, grandRows: laidOut.grandRows, columns: laidOut.columns },
    labels,
    currency,
  );
  const wertung = wertungSheet(
    {
      request,
      requestFile: requestInput.name,
      currency,
      labels,
      words,
      data,
      evaluation,
      cells,
      order,
      preisspiegel: {
        sheet: laidOut.sheet.name,
        columns: laidOut.columns,
        first: laidOut.table.first,
        last: laidOut.table.last,
        unpricedRow: laidOut.grandRows.unpriced,
      },
    },
    settings.lang,
  );
  const clarification = clarificationSheet({
    request,
    requestFile: requestInput.name,
    labels,
    words,
    evaluation,
    preisspiegel: { sheet: laidOut.sheet.name, columns: laidOut.columns, itemRows: laidOut.itemRows },
  });
  // The Vergabevermerk after the Wertung, its figures and settings live from there.
  const note = awardNoteSheet({
    request,
    requestFile: requestInput.name,
    currency,
    lang: settings.lang,
    labels,
    words,
    note: AWARD_NOTE_LABELS[settings.lang],
    data,
    evaluation,
    ranked,
    cells,
    preisspiegel: { sheet: laidOut.sheet.name, grandRows: laidOut.grandRows, columns: laidOut.columns },
    date: settings.date ?? today(),
  });
  const xlsx = writeWorkbook([laidOut.sheet, summary, wertung, clarification, note], {
    title: `${labels.title} ${request.project.name ?? request.boq?.info.name ?? ""}`.trim(),
    application: "gaeb2xlsx",
    // Half the time of level 6 for some 7 % more bytes: ten bidders' sheet is many megabytes of XML.
    compressionLevel: 4,
  });
  // The lowest is the first-ranked offer's total: a complete one's whenever there is one.
  const lowest = ranked[0]?.afterAdjustment;
  const ranking = ranked.map(
    (bidder): RankingRow => ({
      rank: bidder.rank,
      bidder: bidder.name,
      file: bidder.file,
      total: bidder.total.round(2).toString(),
      totalAfterDiscount: bidder.afterAdjustment.round(2).toString(),
      differenceToLowest: bidder.difference.round(2).toString(),
      differencePercent: lowest ? percentAbove(bidder.afterAdjustment, lowest) : "0.00",
      unpricedItems: bidder.unpriced,
      declaredTotalsAgree: bidder.agree,
      complete: bidder.complete,
      missingItems: [...bidder.missing],
      disagreeingTotals: bidder.mismatches.map((mismatch) => ({
        level: mismatch.level,
        where: mismatch.where,
        stated: mismatch.declared.toString(),
        computed: mismatch.computed.toString(),
      })),
    }),
  );
  const evaluated = evaluationRows(evaluation);
  return {
    ok: true,
    xlsx,
    ranking,
    evaluation: evaluated.rows,
    evaluationSettings: evaluated.settings,
    evaluationData: data,
    currency,
    issues,
  };
}

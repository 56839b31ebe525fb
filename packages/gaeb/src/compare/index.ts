import type { InputFile } from "../convert.js";
import { guarded } from "../guard.js";
import { checkInput, isIssue } from "../inputs.js";
import { hasErrors, type Issue, type Locale } from "../issues.js";
import type { GaebDocument } from "../model.js";
import { keepNumbersExact } from "../xlsx/spreadsheet-numbers.js";
import { writeWorkbook } from "../xlsx/workbook.js";
import { AWARD_NOTE_LABELS } from "./award-note-labels.js";
import { awardNoteSheet } from "./award-note-sheet.js";
import { reportFacts } from "./bidder-issues.js";
import { clarificationSheet } from "./clarification-sheet.js";
import { type BidderFacts, buildComparison } from "./comparison.js";
import { comparisonSheet } from "./comparison-sheet.js";
import { evaluate } from "./evaluation.js";
import { type EvaluationData, evaluationData } from "./evaluation-data.js";
import { EVALUATION_LABELS } from "./evaluation-labels.js";
import { checkEvaluationOptions, type EvaluationOptions, resolveSettings } from "./evaluation-options.js";
import { planEvaluation } from "./evaluation-plan.js";
import { type EvaluationRow, type EvaluationSettingsRow, evaluationRows } from "./evaluation-rows.js";
import { COMPARE_LABELS } from "./labels.js";
import { readOffers } from "./offers.js";
import { type RankingRow, rank, rankingRows } from "./ranking-rows.js";
import { sectionFactors } from "./section-factors.js";
import { summarySheet } from "./summary-sheet.js";
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

export type { RankingRow } from "./ranking-rows.js";

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
      /** What the request names the tender by: project, LV and the award number (Vergabenummer), where it does. */
      request: { project?: string; boq?: string; awardNumber?: string };
      currency: string | null;
      issues: Issue[];
    }
  | { ok: false; issues: Issue[] };

/** What a Vergabevermerk names the tender by, from the request's head. */
function tenderFacts(request: GaebDocument): { project?: string; boq?: string; awardNumber?: string } {
  const project = request.project.name ?? request.project.label;
  const boq = request.boq?.info.name ?? request.boq?.info.label;
  const awardNumber = request.award.owner?.references.AwardNo;
  return {
    ...(project ? { project } : {}),
    ...(boq ? { boq } : {}),
    ...(awardNumber ? { awardNumber } : {}),
  };
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
  const ranking = rankingRows(ranked);
  const evaluated = evaluationRows(evaluation);
  return {
    ok: true,
    xlsx,
    ranking,
    evaluation: evaluated.rows,
    evaluationSettings: evaluated.settings,
    evaluationData: data,
    request: tenderFacts(request),
    currency,
    issues,
  };
}

import { percentAbove } from "../compare/arithmetic.js";
import type { EvaluationOptions } from "../compare/evaluation-options.js";
import type { EvaluationRow, EvaluationSettingsRow } from "../compare/evaluation-rows.js";
import { Decimal } from "../decimal.js";
import type { Locale } from "../issues.js";
import { localNumber } from "../messages/numbers.js";
import { UsageError } from "./args.js";

/** The evaluation's options of `compare`, as `parseOptions` reads them. */
export const EVALUATION_FLAGS = {
  "evaluate-provisional": { type: "boolean" },
  alternative: { type: "string", multiple: true },
  unusual: { type: "string" },
  "unusual-reference": { type: "string" },
  low: { type: "string" },
  estimate: { type: "string" },
  vat: { type: "string" },
} as const;

export const EVALUATION_USAGE = `Evaluation for the award (the Wertung sheet; each is a cell there the office can change):
      --evaluate-provisional   count the Bedarfspositionen (optional items) with their quantities
      --alternative GROUP=N    take alternative N of Wahl group GROUP instead of its base (0); repeatable
      --unusual PERCENT        a unit price further than this from the others' is unusual (default 30)
      --unusual-reference mean|median
                               the others' mean (default) or median
      --low PERCENT            an offer further than this below the next one or the estimate is unusually
                               low (default 20)
      --estimate AMOUNT        the office's cost estimate, net, e.g. 123456,78 or 123456.78
      --vat PERCENT            VAT rate of the gross totals (default: the request's)`;

const TEXT = {
  de: {
    number: (flag: string, value: string) => `--${flag} erwartet eine Zahl, nicht „${value}“.`,
    alternative: (value: string) =>
      `--alternative erwartet GRUPPE=NUMMER, etwa 1=2 für Wahlposition 2 der Gruppe 1, nicht „${value}“.`,
    reference: (value: string) => `--unusual-reference erwartet mean oder median, nicht „${value}“.`,
    heading: (settings: string) => `Rangfolge nach Wertungssumme (${settings}):`,
    provisional: (yes: boolean) => `Bedarfspositionen ${yes ? "gewertet" : "nicht gewertet"}`,
    alternatives: (list: string) => `Wahl: ${list}`,
    group: (group: string, serial: number) =>
      `Gruppe ${group} ${serial === 0 ? "Grundposition" : `Wahl ${serial}`}`,
    incomplete: (n: number) => `unvollständig: ${localNumber(n, "de")} nicht bepreist`,
    disagree: "Summen laut Angebot weichen ab",
    unusual: (n: number) => `${localNumber(n, "de")} auffällige EP`,
    lowNext: (percent: string, bidder: string) =>
      `ungewöhnlich niedrig: ${localNumber(percent, "de")} % unter ${bidder}`,
    lowEstimate: (percent: string) => `${localNumber(percent, "de")} % unter der Kostenschätzung`,
  },
  en: {
    number: (flag: string, value: string) => `--${flag} expects a number, not "${value}".`,
    alternative: (value: string) =>
      `--alternative expects GROUP=NUMBER, e.g. 1=2 for alternative 2 of group 1, not "${value}".`,
    reference: (value: string) => `--unusual-reference expects mean or median, not "${value}".`,
    heading: (settings: string) => `Ranking by evaluation total (${settings}):`,
    provisional: (yes: boolean) => `optional items ${yes ? "evaluated" : "not evaluated"}`,
    alternatives: (list: string) => `alternatives: ${list}`,
    group: (group: string, serial: number) =>
      `group ${group} ${serial === 0 ? "base" : `alternative ${serial}`}`,
    incomplete: (n: number) => `incomplete: ${localNumber(n, "en")} not priced`,
    disagree: "stated totals disagree",
    unusual: (n: number) => `${localNumber(n, "en")} unusual unit prices`,
    lowNext: (percent: string, bidder: string) =>
      `abnormally low: ${localNumber(percent, "en")} % below ${bidder}`,
    lowEstimate: (percent: string) => `${localNumber(percent, "en")} % below the cost estimate`,
  },
} as const;

/**
 * A number as a user types it, in either notation: the last of "," and "." that stands before one or two digits (or
 * more than three) is the decimal mark; one that stands before exactly three digits is the language's (a German
 * "123.456" is 123456, an English one 123.456). Returns the plain decimal, or undefined.
 */
export function typedNumber(value: string, lang: Locale): string | undefined {
  const text = value.trim().replace(/[\s\u00a0\u202f']/g, "");
  if (!/^-?[\d.,]+$/.test(text) || !/\d/.test(text)) return undefined;
  const lastComma = text.lastIndexOf(",");
  const lastDot = text.lastIndexOf(".");
  let decimal: "," | "." | undefined;
  if (lastComma >= 0 && lastDot >= 0) decimal = lastComma > lastDot ? "," : ".";
  else {
    const mark = lastComma >= 0 ? "," : lastDot >= 0 ? "." : undefined;
    if (mark && text.split(mark).length === 2) {
      const after = text.length - text.lastIndexOf(mark) - 1;
      decimal = after !== 3 ? mark : lang === "de" ? "," : ".";
      if (decimal !== mark) decimal = undefined;
    }
  }
  const thousands = decimal === "," ? "." : ",";
  const [whole = "", fraction] = decimal ? text.split(decimal) : [text];
  const digits = whole.split(decimal ? thousands : /[.,]/).join("");
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return undefined;
  if (!/^-?\d+$/.test(digits)) return undefined;
  return fraction === undefined ? digits : `${digits}.${fraction}`;
}

interface EvaluationValues {
  "evaluate-provisional"?: boolean;
  alternative?: string[];
  unusual?: string;
  "unusual-reference"?: string;
  low?: string;
  estimate?: string;
  vat?: string;
}

/** The evaluation's options from the command line; a usage error for what cannot be read. */
export function evaluationOptions(values: EvaluationValues, lang: Locale): EvaluationOptions {
  const t = TEXT[lang];
  const options: EvaluationOptions = {};
  if (values["evaluate-provisional"]) options.provisional = true;
  const alternatives: Record<string, number> = {};
  for (const value of values.alternative ?? []) {
    const match = /^\s*([^=\s]+)\s*=\s*(\d{1,3})\s*$/.exec(value);
    if (!match) throw new UsageError(t.alternative(value));
    alternatives[match[1] as string] = Number(match[2]);
  }
  if (Object.keys(alternatives).length > 0) options.alternatives = alternatives;
  const reference = values["unusual-reference"];
  if (reference !== undefined) {
    if (reference !== "mean" && reference !== "median") throw new UsageError(t.reference(reference));
    options.unusualReference = reference;
  }
  const numbers = [
    ["unusual", "unusualPercent"],
    ["low", "lowPercent"],
    ["estimate", "estimate"],
    ["vat", "vatPercent"],
  ] as const;
  for (const [flag, key] of numbers) {
    const value = values[flag];
    if (value === undefined) continue;
    const parsed = typedNumber(value, lang);
    if (parsed === undefined) throw new UsageError(t.number(flag, value));
    options[key] = parsed;
  }
  return options;
}

/** The settings in a line: Bedarf, and the alternatives taken. */
export function settingsLine(settings: EvaluationSettingsRow, lang: Locale): string {
  const t = TEXT[lang];
  const taken = Object.entries(settings.alternatives).filter(([, serial]) => serial !== 0);
  const parts = [t.provisional(settings.provisional)];
  if (taken.length > 0)
    parts.push(t.alternatives(taken.map(([group, serial]) => t.group(group, serial)).join(", ")));
  return t.heading(parts.join("; "));
}

/** The evaluation's ranking on stdout, one bidder a line, tab-separated so it can be piped on. */
export function evaluationLines(
  rows: readonly EvaluationRow[],
  currency: string | null,
  lang: Locale,
): string {
  const t = TEXT[lang];
  const first = rows[0]?.evaluatedTotal;
  return rows
    .map((row) => {
      const notes = [
        row.complete ? "" : t.incomplete(row.unpricedItems),
        row.declaredTotalsAgree ? "" : t.disagree,
        row.unusualPrices.length > 0 ? t.unusual(row.unusualPrices.length) : "",
        row.lowAgainstNext ? t.lowNext(row.lowAgainstNext.percentBelow, row.lowAgainstNext.bidder) : "",
        row.lowAgainstEstimate ? t.lowEstimate(row.lowAgainstEstimate.percentBelow) : "",
      ].filter(Boolean);
      const total = `${localNumber(row.evaluatedTotal, lang)}${currency ? ` ${currency}` : ""}`;
      return [row.rank, row.bidder, total, percentOver(row.evaluatedTotal, first, lang), notes.join(", ")]
        .join("\t")
        .trimEnd();
    })
    .join("\n");
}

/** "+12.50 %" above the first; an incomplete offer ranked after may lie below it ("-3.00 %"). */
function percentOver(value: string, first: string | undefined, lang: Locale): string {
  const a = Decimal.parse(value);
  const b = first === undefined ? undefined : Decimal.parse(first);
  if (!a || !b) return "";
  const percent = percentAbove(a, b);
  if (percent === "") return "";
  return `${percent.startsWith("-") ? "" : "+"}${localNumber(percent, lang)} %`;
}

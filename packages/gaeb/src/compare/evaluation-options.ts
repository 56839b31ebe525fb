import { Decimal } from "../decimal.js";
import type { Issue } from "../issues.js";
import { defaultSettings, type EvaluationSettings } from "./evaluation.js";
import type { EvaluationData } from "./evaluation-data.js";

/** The office's choices as a caller gives them; each one is also a cell of the Wertung sheet it can change. */
export interface EvaluationOptions {
  /** Count the Bedarfspositionen with their quantities (default: no). */
  provisional?: boolean;
  /** Per Wahl group (its `ALNGroupNo`), the option taken: 0 the base (default), n the alternative `ALNSerNo` n. */
  alternatives?: Readonly<Record<string, number>>;
  /** Percent from the other bidders' reference beyond which a unit price is unusual (default 30). */
  unusualPercent?: number | string;
  /** The other bidders' mean (default) or median as the reference. */
  unusualReference?: "mean" | "median";
  /** Percent below the next complete offer (or the estimate) beyond which an offer is unusually low (default 20). */
  lowPercent?: number | string;
  /** The office's cost estimate (Kostenschätzung), net, in the LV's currency. */
  estimate?: number | string;
  /** The VAT rate of the gross totals, in percent (default: the request's). */
  vatPercent?: number | string;
}

function invalid(field: string, expected: string): Issue {
  return { code: "input_invalid", severity: "error", params: { field, expected } };
}

/** A plain decimal ("12.5", 12.5) within bounds, at most six decimals; undefined where it is none. */
function decimalWithin(value: unknown, least: number, most: number): Decimal | undefined {
  let text: string | undefined;
  if (typeof value === "number" && Number.isFinite(value)) text = String(value);
  else if (typeof value === "string" && /^-?\d{1,15}(\.\d{1,6})?$/.test(value.trim())) text = value.trim();
  const parsed = text === undefined ? undefined : Decimal.parse(text);
  if (!parsed || parsed.significantScale() > 6) return undefined;
  const n = parsed.toNumber();
  return n >= least && n <= most ? parsed : undefined;
}

/** What can be checked before the files are read: the options' types and bounds. */
export function checkEvaluationOptions(options: unknown): EvaluationOptions | Issue {
  if (options === undefined || options === null) return {};
  if (typeof options !== "object" || Array.isArray(options)) return invalid("options.evaluation", "object");
  const o = options as Record<string, unknown>;
  if (o.provisional !== undefined && typeof o.provisional !== "boolean")
    return invalid("options.evaluation.provisional", "true or false");
  if (o.unusualReference !== undefined && o.unusualReference !== "mean" && o.unusualReference !== "median")
    return invalid("options.evaluation.unusualReference", '"mean" or "median"');
  const bounds = [
    ["unusualPercent", 0, 1000, "a percentage from 0 to 1000"],
    ["lowPercent", 0, 100, "a percentage from 0 to 100"],
    ["estimate", 0.01, 1e13, "an amount above 0, at most six decimals"],
    ["vatPercent", 0, 100, "a percentage from 0 to 100"],
  ] as const;
  for (const [key, least, most, expected] of bounds)
    if (o[key] !== undefined && !decimalWithin(o[key], least, most))
      return invalid(`options.evaluation.${key}`, expected);
  if (o.alternatives !== undefined) {
    if (typeof o.alternatives !== "object" || o.alternatives === null || Array.isArray(o.alternatives))
      return invalid("options.evaluation.alternatives", "an object of group → option number");
    const entries = Object.entries(o.alternatives);
    if (entries.length > 1000) return invalid("options.evaluation.alternatives", "at most 1000 groups");
    for (const [group, serial] of entries)
      if (!Number.isInteger(serial) || (serial as number) < 0 || (serial as number) > 999)
        return invalid(`options.evaluation.alternatives.${group}`, "an option number from 0 to 999");
  }
  return o as EvaluationOptions;
}

/** The settings the evaluation starts from: the request's defaults, overridden by the options; or why not. */
export function resolveSettings(
  data: EvaluationData,
  options: EvaluationOptions,
): EvaluationSettings | Issue {
  const settings = defaultSettings(data);
  const alternatives: Record<string, number> = {};
  for (const [group, serial] of Object.entries(options.alternatives ?? {})) {
    const found = data.groups.find((g) => g.group === group.trim());
    if (!found)
      return {
        code: "compare_alternative_unknown",
        severity: "error",
        params: { group, serial, groups: data.groups.map((g) => g.group).join(", ") },
      };
    if (!found.options.some((option) => option.serial === serial))
      return {
        code: "compare_alternative_unknown",
        severity: "error",
        params: { group, serial, options: found.options.map((option) => option.serial).join(", ") },
      };
    alternatives[found.group] = serial;
  }
  const number = (value: number | string | undefined) =>
    value === undefined ? undefined : decimalWithin(value, -Infinity, Infinity);
  const estimate = number(options.estimate);
  const vat = number(options.vatPercent) ?? settings.vatPercent;
  return {
    provisional: options.provisional ?? settings.provisional,
    alternatives,
    unusualPercent: number(options.unusualPercent) ?? settings.unusualPercent,
    unusualReference: options.unusualReference ?? settings.unusualReference,
    lowPercent: number(options.lowPercent) ?? settings.lowPercent,
    ...(estimate ? { estimate } : {}),
    ...(vat ? { vatPercent: vat } : {}),
  };
}

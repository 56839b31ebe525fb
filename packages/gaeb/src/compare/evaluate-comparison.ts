import { guarded } from "../guard.js";
import type { Issue } from "../issues.js";
import { evaluate } from "./evaluation.js";
import type { EvaluationData } from "./evaluation-data.js";
import { checkEvaluationOptions, type EvaluationOptions, resolveSettings } from "./evaluation-options.js";
import { type EvaluationRow, type EvaluationSettingsRow, evaluationRows } from "./evaluation-rows.js";

export type EvaluateResult =
  | { ok: true; evaluation: EvaluationRow[]; settings: EvaluationSettingsRow }
  | { ok: false; issues: Issue[] };

/**
 * The evaluation again with other settings, from a comparison's `evaluationData`: what the site shows while the
 * office changes a choice, the same figures the Wertung sheet's formulas give. Pure and instant; never throws.
 */
export function evaluateComparison(data: EvaluationData, options?: EvaluationOptions): EvaluateResult {
  const checked = checkEvaluationOptions(options);
  if ("code" in checked) return { ok: false, issues: [checked] };
  return guarded(
    (): EvaluateResult => {
      const settings = resolveSettings(data, checked);
      if ("code" in settings) return { ok: false, issues: [settings] };
      const rows = evaluationRows(evaluate(data, settings));
      return { ok: true, evaluation: rows.rows, settings: rows.settings };
    },
    (issue) => ({ ok: false, issues: [issue] }),
  );
}

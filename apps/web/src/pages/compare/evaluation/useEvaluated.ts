import type {
  EvaluateResult,
  EvaluationData,
  EvaluationOptions,
  EvaluationRow,
  EvaluationSettingsRow,
} from "gaeb2xlsx";
import { useDeferredValue, useEffect, useMemo, useState } from "react";

export type Evaluate = (data: EvaluationData, options?: EvaluationOptions) => EvaluateResult;

let loading: Promise<Evaluate> | null = null;

/**
 * The core's `evaluateComparison` on the page itself, loaded once the first comparison is there: it answers within
 * a frame (some 50 ms for ten offers of 2,500 items), while the worker may be busy making the workbook again. It is
 * a chunk of its own (some 11 KB: the core declares itself free of side effects), kept off the page's first load.
 */
export function loadEvaluate(): Promise<Evaluate> {
  loading ??= import("gaeb2xlsx").then((core) => core.evaluateComparison);
  return loading;
}

export type Evaluated = { ok: true; rows: EvaluationRow[]; settings: EvaluationSettingsRow } | { ok: false };

/**
 * The evaluation with the settings shown: evaluated again on the page as they change, or, until the evaluator has
 * loaded, the comparison's own (made with the settings the workbook has).
 */
export function useEvaluated(
  data: EvaluationData,
  options: EvaluationOptions,
  fallbackRows: EvaluationRow[],
  fallbackSettings: EvaluationSettingsRow,
  injected?: Evaluate,
): Evaluated {
  const [loaded, setLoaded] = useState<Evaluate | null>(null);
  useEffect(() => {
    if (injected) return;
    let live = true;
    loadEvaluate().then(
      (evaluate) => {
        if (live) setLoaded(() => evaluate);
      },
      // A chunk gone after a redeploy: the page keeps the comparison's own evaluation.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [injected]);
  const evaluate = injected ?? loaded;
  // Typing into a field stays smooth while a large comparison is evaluated again.
  const deferred = useDeferredValue(options);
  return useMemo((): Evaluated => {
    if (!evaluate) return { ok: true, rows: fallbackRows, settings: fallbackSettings };
    const result = evaluate(data, deferred);
    return result.ok ? { ok: true, rows: result.evaluation, settings: result.settings } : { ok: false };
  }, [evaluate, data, deferred, fallbackRows, fallbackSettings]);
}

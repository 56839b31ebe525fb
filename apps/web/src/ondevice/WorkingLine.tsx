import type { JobPhase } from "../worker/protocol";
import { Elapsed } from "./Elapsed";

export interface WorkingWords {
  loading: string;
  working: string;
  elapsed: (seconds: number) => string;
  cancel: string;
}

/** While an on-device job runs: what it is doing, for how long, and the button that stops it. */
export function WorkingLine({
  phase,
  started,
  words,
  onCancel,
  cancelTestId,
}: {
  phase: JobPhase;
  started: number;
  words: WorkingWords;
  onCancel: () => void;
  cancelTestId: string;
}) {
  return (
    <div className="tool__working">
      <span aria-hidden="true">
        <span className="spinner" /> {phase === "loading" ? words.loading : words.working}{" "}
        <Elapsed since={started} words={words.elapsed} />
      </span>{" "}
      <button
        type="button"
        className="button button--secondary"
        onClick={onCancel}
        data-testid={cancelTestId}
      >
        {words.cancel}
      </button>
    </div>
  );
}

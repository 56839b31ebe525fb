import { GaebError, type Issue } from "./issues.js";

const DETAIL_LENGTH = 200;

/**
 * The issue for an exception nobody foresaw, so that no input can make a public function throw. The error's own
 * words go into `detail` (cut short) for the bug report; its stack never leaves the library.
 */
export function internalError(error: unknown, file?: string): Issue {
  let detail: string;
  try {
    detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  } catch {
    detail = "unknown error";
  }
  return {
    code: "internal_error",
    severity: "error",
    ...(file !== undefined ? { file } : {}),
    params: { detail: detail.slice(0, DETAIL_LENGTH) },
  };
}

/**
 * Runs `work`; an exception becomes what `onError` makes of its issue: a GaebError's own (a refusal raised where the
 * input is read, such as a piece of a file that is no bytes), anything else the internal-error issue.
 */
export function guarded<T>(work: () => T, onError: (issue: Issue) => T, file?: string): T {
  try {
    return work();
  } catch (error) {
    if (error instanceof GaebError)
      return onError({ ...error.issue, ...(file !== undefined ? { file } : {}) });
    return onError(internalError(error, file));
  }
}

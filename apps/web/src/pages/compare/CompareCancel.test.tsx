// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../components/Toasts";
import { WorkerJobError } from "../../worker/client";
import type { JobPhase } from "../../worker/protocol";
import { ComparePanel } from "./ComparePanel";
import type { CompareRunner } from "./useCompareJob";

afterEach(cleanup);

/** A worker stand-in held in its job, as with a workbook bomb among the offers. */
function heldRunner() {
  const held: { progress?: ((phase: JobPhase) => void) | undefined; fail?: (error: Error) => void } = {};
  const cancel = vi.fn(() => held.fail?.(new WorkerJobError("the job was cancelled", "cancelled")));
  const runner: CompareRunner = {
    run: (_job, _transfer, options) =>
      new Promise((_resolve, reject) => {
        held.progress = options?.onProgress;
        held.fail = reject;
      }),
    cancel,
  };
  return { runner, held, cancel };
}

async function start(runner: CompareRunner) {
  render(
    <ToastProvider lang="en">
      <ComparePanel lang="en" runner={runner} />
    </ToastProvider>,
  );
  const files = ["lv.X83", "a.X84", "bomb.xlsx"].map((name) => new File(["<GAEB/>"], name));
  await act(async () => {
    fireEvent.change(screen.getByTestId("compare-input"), { target: { files } });
  });
  await waitFor(() => expect(screen.getByTestId("compare-cancel")).toBeTruthy());
}

describe("ComparePanel, a comparison that takes long", () => {
  it("shows the phase, and Cancel ends the worker and says so", async () => {
    const { runner, held, cancel } = heldRunner();
    await start(runner);
    await act(async () => held.progress?.("loading"));
    expect(screen.getByTestId("compare-status").textContent).toMatch(/loading the comparison/);
    await act(async () => fireEvent.click(screen.getByTestId("compare-cancel")));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("compare-status").textContent).toBe("The comparison was cancelled.");
  });

  it("says in words that the comparison was ended at its time limit", async () => {
    const { runner, held } = heldRunner();
    await start(runner);
    await act(async () => held.fail?.(new WorkerJobError("the job ran longer than 60 s", "timed_out")));
    expect(screen.getByTestId("compare-status").textContent).toMatch(/ended after a minute/);
  });
});

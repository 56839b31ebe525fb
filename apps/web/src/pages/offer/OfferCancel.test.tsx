// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../components/Toasts";
import { WorkerJobError } from "../../worker/client";
import type { JobPhase } from "../../worker/protocol";
import { OfferPanel } from "./OfferPanel";
import type { OfferRunner } from "./useOfferJob";

afterEach(cleanup);

const ZIP_HEAD = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);

/** A worker stand-in held in its job, as with a workbook bomb; the test reports phases and fails it. */
function heldRunner() {
  const held: { progress?: ((phase: JobPhase) => void) | undefined; fail?: (error: Error) => void } = {};
  const cancel = vi.fn(() => held.fail?.(new WorkerJobError("the job was cancelled", "cancelled")));
  const runner: OfferRunner = {
    run: (_job, _transfer, options) =>
      new Promise((_resolve, reject) => {
        held.progress = options?.onProgress;
        held.fail = reject;
      }),
    cancel,
  };
  return { runner, held, cancel };
}

async function drop(runner: OfferRunner) {
  render(
    <ToastProvider lang="de">
      <OfferPanel lang="de" runner={runner} />
    </ToastProvider>,
  );
  const input = screen.getByTestId("workbook-input") as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File([ZIP_HEAD as BlobPart], "bombe.xlsx")] } });
  });
}

describe("OfferPanel, a job that takes long", () => {
  it("shows the phase the worker reports and a Cancel button that ends the worker", async () => {
    const { runner, held, cancel } = heldRunner();
    await drop(runner);
    await act(async () => held.progress?.("loading"));
    expect(screen.getByTestId("offer-status").textContent).toMatch(/lädt das Umwandlungsprogramm/);
    await act(async () => held.progress?.("working"));
    expect(screen.getByTestId("offer-status").textContent).toMatch(/X84 wird in Ihrem Browser erzeugt/);
    await act(async () => fireEvent.click(screen.getByTestId("offer-cancel")));
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId("offer-cancel")).toBeNull();
    expect(screen.getByRole("alert").textContent).toMatch(/Abgebrochen/);
  });

  it("says in words that the job was ended at its time limit", async () => {
    const { runner, held } = heldRunner();
    await drop(runner);
    await act(async () => held.fail?.(new WorkerJobError("the job ran longer than 60 s", "timed_out")));
    expect(screen.getByTestId("offer-status").textContent).toMatch(/nach einer Minute beendet/);
    expect(screen.queryByTestId("offer-cancel")).toBeNull();
  });
});

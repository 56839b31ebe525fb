// @vitest-environment happy-dom
import { act, renderHook } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { WorkerJobError } from "../worker/client";
import type { JobPhase } from "../worker/protocol";
import { crashText, jobCrash } from "./job-crash";
import { useOnDeviceJob } from "./useOnDeviceJob";

/** A job the test finishes by hand: its progress callback, and resolve or reject. */
function manualJob<Output>() {
  let progress: (phase: JobPhase) => void = () => {};
  let settle: { resolve: (output: Output) => void; reject: (error: unknown) => void } | undefined;
  const work = (onProgress: (phase: JobPhase) => void) =>
    new Promise<Output>((resolve, reject) => {
      progress = onProgress;
      settle = { resolve, reject };
    });
  return { work, progress: (phase: JobPhase) => progress(phase), settle: () => settle };
}

const handlers = () => ({ working: vi.fn(), answered: vi.fn(), crashed: vi.fn() });

describe("one on-device job at a time", () => {
  it("reports progress with the job's start and passes on only the newest job's answer", async () => {
    const { result } = renderHook(() => useOnDeviceJob({}));
    const [first, second] = [manualJob<string>(), manualJob<string>()];
    const [old, now] = [handlers(), handlers()];
    let running: Promise<void> = Promise.resolve();
    await act(async () => {
      void result.current.start(first.work, old);
      running = result.current.start(second.work, now);
    });
    const started = now.working.mock.calls[0]?.[1];
    expect(now.working).toHaveBeenCalledWith("working", expect.any(Number));
    first.progress("loading");
    second.progress("loading");
    expect(old.working).toHaveBeenCalledTimes(1);
    expect(now.working).toHaveBeenLastCalledWith("loading", started);
    await act(async () => {
      first.settle()?.resolve("stale");
      second.settle()?.resolve("fresh");
      await running;
    });
    expect(old.answered).not.toHaveBeenCalled();
    expect(now.answered).toHaveBeenCalledWith("fresh");
  });

  it("drops a cancelled job's answer and ends its worker; stop lets the crash say it was cancelled", async () => {
    const runner = { cancel: vi.fn(), dispose: vi.fn() };
    const { result } = renderHook(() => useOnDeviceJob(runner));
    const job = manualJob<string>();
    const on = handlers();
    let running: Promise<void> = Promise.resolve();
    await act(async () => {
      running = result.current.start(job.work, on);
    });
    act(() => result.current.cancel());
    expect(runner.cancel).toHaveBeenCalledTimes(1);
    await act(async () => {
      job.settle()?.reject(new WorkerJobError("the job was cancelled", "cancelled"));
      await running;
    });
    expect(on.crashed).not.toHaveBeenCalled();

    const stopped = manualJob<string>();
    const next = handlers();
    await act(async () => {
      running = result.current.start(stopped.work, next);
    });
    act(() => result.current.stop());
    await act(async () => {
      stopped.settle()?.reject(new WorkerJobError("the job was cancelled", "cancelled"));
      await running;
    });
    expect(next.crashed).toHaveBeenCalledWith({ reason: "the job was cancelled", stopped: "cancelled" });
    act(() => result.current.end());
    expect(runner.dispose).toHaveBeenCalledTimes(1);
  });

  it("words a crash as the pages do: cancelled, timed out, or the reason", () => {
    const words = {
      cancelled: "Abgebrochen.",
      timedOut: "Zu lange.",
      crashed: (reason: string) => `Fehler: ${reason}`,
    };
    expect(crashText(jobCrash(new WorkerJobError("x", "timed_out")), words)).toBe("Zu lange.");
    expect(crashText(jobCrash(new WorkerJobError("x", "cancelled")), words)).toBe("Abgebrochen.");
    expect(crashText(jobCrash(new Error("out of memory")), words)).toBe("Fehler: out of memory");
    expect(crashText(jobCrash("kaputt"), words)).toBe("Fehler: kaputt");
  });
});

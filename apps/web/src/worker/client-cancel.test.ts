import { afterEach, describe, expect, it, vi } from "vitest";
import { JOB_TIME_LIMIT_MS, jobRunner } from "./client";
import type { JobPhase, JobReply, JobRequest } from "./protocol";

/** A worker stuck in a synchronous core call, as with a workbook bomb: it reports that it works and never answers. */
class StuckWorker {
  static created: StuckWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;

  constructor() {
    StuckWorker.created.push(this);
  }

  postMessage(request: JobRequest<number>): void {
    const progress: JobReply<number> = { id: request.id, progress: "working" };
    setTimeout(() => this.onmessage?.({ data: progress } as MessageEvent), 0);
  }

  answer(id: number, output: number): void {
    this.onmessage?.({ data: { id, ok: true, output } } as MessageEvent);
  }

  terminate(): void {
    this.terminated = true;
  }
}

const stuck = () => jobRunner<number, number>(() => new StuckWorker() as unknown as Worker);

afterEach(() => {
  vi.useRealTimers();
  StuckWorker.created = [];
});

describe("jobRunner, a job that does not end", () => {
  it("reports the phases: loading for a fresh worker, then working", async () => {
    const runner = stuck();
    const phases: JobPhase[] = [];
    void runner.run(1, [], { onProgress: (phase) => phases.push(phase) }).catch(() => {});
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(phases).toEqual(["loading", "working"]);
    runner.dispose();
  });

  it("is cancelled: its worker is ended, the job rejected as cancelled, and the next job gets a fresh worker", async () => {
    const runner = stuck();
    const job = runner.run(1);
    const first = StuckWorker.created[0] as StuckWorker;
    runner.cancel();
    await expect(job).rejects.toMatchObject({ reason: "cancelled" });
    expect(first.terminated).toBe(true);
    const next = runner.run(2);
    expect(StuckWorker.created).toHaveLength(2);
    (StuckWorker.created[1] as StuckWorker).answer(2, 4);
    await expect(next).resolves.toBe(4);
  });

  it("is ended at its time limit with the reason timed_out, and the worker is replaced", async () => {
    vi.useFakeTimers();
    const runner = stuck();
    const job = runner.run(1);
    const rejected = expect(job).rejects.toMatchObject({ reason: "timed_out" });
    vi.advanceTimersByTime(JOB_TIME_LIMIT_MS - 1);
    expect((StuckWorker.created[0] as StuckWorker).terminated).toBe(false);
    vi.advanceTimersByTime(1);
    await rejected;
    expect((StuckWorker.created[0] as StuckWorker).terminated).toBe(true);
    void runner.run(2).catch(() => {});
    expect(StuckWorker.created).toHaveLength(2);
    runner.dispose();
  });

  it("that answers in time clears its timer: no later time-out ends the worker", async () => {
    vi.useFakeTimers();
    const runner = stuck();
    const job = runner.run(1, [], { timeLimitMs: 1_000 });
    (StuckWorker.created[0] as StuckWorker).answer(1, 7);
    await expect(job).resolves.toBe(7);
    vi.advanceTimersByTime(5_000);
    expect((StuckWorker.created[0] as StuckWorker).terminated).toBe(false);
  });
});

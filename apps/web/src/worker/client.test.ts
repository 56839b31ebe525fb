import { describe, expect, it } from "vitest";
import { jobRunner, WorkerJobError } from "./client";
import type { JobReply, JobRequest } from "./protocol";

/** A stand-in for a Worker: answers each request through `answer`, on a later tick, as a real worker would. */
class FakeWorker {
  static created: FakeWorker[] = [];
  onmessage: ((event: MessageEvent) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  onmessageerror: (() => void) | null = null;
  terminated = false;
  received: JobRequest<number>[] = [];

  constructor(private readonly answer: (request: JobRequest<number>) => JobReply<number> | null) {
    FakeWorker.created.push(this);
  }

  postMessage(request: JobRequest<number>): void {
    this.received.push(request);
    const reply = this.answer(request);
    if (reply) setTimeout(() => this.onmessage?.({ data: reply } as MessageEvent), 0);
  }

  crash(message: string): void {
    this.onerror?.({ message, preventDefault() {} } as ErrorEvent);
  }

  terminate(): void {
    this.terminated = true;
  }
}

const doubling = (request: JobRequest<number>): JobReply<number> => ({
  id: request.id,
  ok: true,
  output: request.input * 2,
});

describe("jobRunner", () => {
  it("starts no worker before the first job and one for many jobs", async () => {
    FakeWorker.created = [];
    const runner = jobRunner<number, number>(() => new FakeWorker(doubling) as unknown as Worker);
    expect(FakeWorker.created).toHaveLength(0);
    await expect(Promise.all([runner.run(1), runner.run(2), runner.run(3)])).resolves.toEqual([2, 4, 6]);
    expect(FakeWorker.created).toHaveLength(1);
  });

  it("matches answers to their jobs when they arrive out of order", async () => {
    const held: JobRequest<number>[] = [];
    let worker: FakeWorker | undefined;
    const runner = jobRunner<number, number>(() => {
      worker = new FakeWorker((request) => {
        held.push(request);
        return null;
      });
      return worker as unknown as Worker;
    });
    const first = runner.run(10);
    const second = runner.run(20);
    const [a, b] = held as [JobRequest<number>, JobRequest<number>];
    worker?.onmessage?.({ data: { id: b.id, ok: true, output: 200 } } as MessageEvent);
    worker?.onmessage?.({ data: { id: a.id, ok: true, output: 100 } } as MessageEvent);
    await expect(first).resolves.toBe(100);
    await expect(second).resolves.toBe(200);
  });

  it("rejects a job that failed in the worker with its message, and keeps the worker", async () => {
    FakeWorker.created = [];
    const runner = jobRunner<number, number>(
      () =>
        new FakeWorker((request) =>
          request.input < 0 ? { id: request.id, ok: false, message: "negative" } : doubling(request),
        ) as unknown as Worker,
    );
    const failed = runner.run(-1);
    await expect(failed).rejects.toBeInstanceOf(WorkerJobError);
    await expect(failed).rejects.toMatchObject({ reason: "job_failed", message: "negative" });
    await expect(runner.run(4)).resolves.toBe(8);
    expect(FakeWorker.created).toHaveLength(1);
  });

  it("rejects every pending job when the worker crashes and starts a fresh one for the next", async () => {
    FakeWorker.created = [];
    const runner = jobRunner<number, number>(() => new FakeWorker(() => null) as unknown as Worker);
    const pending = [runner.run(1), runner.run(2)];
    const crashed = FakeWorker.created[0] as FakeWorker;
    crashed.crash("out of memory");
    for (const job of pending) await expect(job).rejects.toMatchObject({ reason: "worker_failed" });
    expect(crashed.terminated).toBe(true);
    void runner.run(3).catch(() => {});
    expect(FakeWorker.created).toHaveLength(2);
    runner.dispose();
  });

  it("rejects running jobs on dispose", async () => {
    const runner = jobRunner<number, number>(() => new FakeWorker(() => null) as unknown as Worker);
    const job = runner.run(1);
    runner.dispose();
    await expect(job).rejects.toMatchObject({ reason: "worker_failed" });
  });
});

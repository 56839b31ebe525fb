import type { JobPhase, JobReply, JobRequest } from "./protocol";

/**
 * Why a job did not answer: the worker could not start or died (`worker_failed`), the job threw (`job_failed`), the
 * user cancelled it (`cancelled`) or it ran past its time limit (`timed_out`).
 */
export class WorkerJobError extends Error {
  constructor(
    message: string,
    readonly reason: "worker_failed" | "job_failed" | "cancelled" | "timed_out",
  ) {
    super(message);
    this.name = "WorkerJobError";
  }
}

/**
 * How long one job may run before its worker is stopped. The core refuses a workbook bomb in a second or two and
 * converts the largest real files in a few; a job still running after a minute is stuck, not slow.
 */
export const JOB_TIME_LIMIT_MS = 60_000;

export interface RunOptions {
  /** Called with the job's phase as the worker reports it. */
  onProgress?: (phase: JobPhase) => void;
  /** Default JOB_TIME_LIMIT_MS. */
  timeLimitMs?: number;
}

export interface JobRunner<Input, Output> {
  /** Runs one job; `transfer` moves the input's buffers into the worker instead of copying them. */
  run(input: Input, transfer?: Transferable[], options?: RunOptions): Promise<Output>;
  /** Stops the worker mid-job (a core call cannot be interrupted otherwise); its jobs are rejected as cancelled. */
  cancel(): void;
  /** Stops the worker; jobs still running are rejected. The next `run` starts a fresh one. */
  dispose(): void;
}

interface Pending<Output> {
  resolve: (output: Output) => void;
  reject: (error: Error) => void;
  onProgress: ((phase: JobPhase) => void) | undefined;
  timer: ReturnType<typeof setTimeout>;
}

/**
 * A page's handle on one kind of worker, created on first use so that a page that never runs a job never loads
 * the core. A worker that fails to load, crashes, is cancelled or runs out of time rejects its pending jobs and is
 * replaced on the next run.
 */
export function jobRunner<Input, Output>(createWorker: () => Worker): JobRunner<Input, Output> {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending<Output>>();

  const settle = (id: number): Pending<Output> | undefined => {
    const job = pending.get(id);
    if (!job) return undefined;
    pending.delete(id);
    clearTimeout(job.timer);
    return job;
  };

  const stop = (error: Error) => {
    worker?.terminate();
    worker = null;
    for (const id of [...pending.keys()]) settle(id)?.reject(error);
  };

  const start = (): Worker => {
    const created = createWorker();
    created.onmessage = (event: MessageEvent<JobReply<Output>>) => {
      const reply = event.data;
      if ("progress" in reply) {
        pending.get(reply.id)?.onProgress?.(reply.progress);
        return;
      }
      const job = settle(reply.id);
      if (!job) return;
      if (reply.ok) job.resolve(reply.output);
      else job.reject(new WorkerJobError(reply.message, "job_failed"));
    };
    created.onerror = (event) => {
      event.preventDefault();
      stop(new WorkerJobError(event.message || "the worker stopped", "worker_failed"));
    };
    created.onmessageerror = () => stop(new WorkerJobError("a message could not be read", "worker_failed"));
    return created;
  };

  return {
    run(input, transfer = [], options = {}) {
      const fresh = worker === null;
      worker ??= start();
      const id = nextId++;
      const request: JobRequest<Input> = { id, input };
      const limit = options.timeLimitMs ?? JOB_TIME_LIMIT_MS;
      return new Promise<Output>((resolve, reject) => {
        // A worker busy in a synchronous call cannot be asked to stop: only ending it frees the page's memory.
        const timer = setTimeout(
          () => stop(new WorkerJobError(`the job ran longer than ${limit / 1000} s`, "timed_out")),
          limit,
        );
        pending.set(id, { resolve, reject, onProgress: options.onProgress, timer });
        if (fresh) options.onProgress?.("loading");
        try {
          worker?.postMessage(request, transfer);
        } catch (error) {
          settle(id);
          reject(new WorkerJobError(error instanceof Error ? error.message : String(error), "worker_failed"));
        }
      });
    },
    cancel() {
      stop(new WorkerJobError("the job was cancelled", "cancelled"));
    },
    dispose() {
      stop(new WorkerJobError("the worker was stopped", "worker_failed"));
    },
  };
}

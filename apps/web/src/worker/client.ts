import type { JobReply, JobRequest } from "./protocol";

/** Why a job did not answer: the worker could not start or died (`worker_failed`), or the job threw (`job_failed`). */
export class WorkerJobError extends Error {
  constructor(
    message: string,
    readonly reason: "worker_failed" | "job_failed",
  ) {
    super(message);
    this.name = "WorkerJobError";
  }
}

export interface JobRunner<Input, Output> {
  /** Runs one job; `transfer` moves the input's buffers into the worker instead of copying them. */
  run(input: Input, transfer?: Transferable[]): Promise<Output>;
  /** Stops the worker; jobs still running are rejected. The next `run` starts a fresh one. */
  dispose(): void;
}

interface Pending<Output> {
  resolve: (output: Output) => void;
  reject: (error: Error) => void;
}

/**
 * A page's handle on one kind of worker, created on first use so that a page that never runs a job never loads
 * the core. A worker that fails to load or crashes rejects its pending jobs and is replaced on the next run.
 */
export function jobRunner<Input, Output>(createWorker: () => Worker): JobRunner<Input, Output> {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, Pending<Output>>();

  const failAll = (error: Error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
  };

  const stop = (error: Error) => {
    worker?.terminate();
    worker = null;
    failAll(error);
  };

  const start = (): Worker => {
    const created = createWorker();
    created.onmessage = (event: MessageEvent<JobReply<Output>>) => {
      const reply = event.data;
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
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
    run(input, transfer = []) {
      worker ??= start();
      const id = nextId++;
      const request: JobRequest<Input> = { id, input };
      return new Promise<Output>((resolve, reject) => {
        pending.set(id, { resolve, reject });
        try {
          worker?.postMessage(request, transfer);
        } catch (error) {
          pending.delete(id);
          reject(new WorkerJobError(error instanceof Error ? error.message : String(error), "worker_failed"));
        }
      });
    },
    dispose() {
      stop(new WorkerJobError("the worker was stopped", "worker_failed"));
    },
  };
}

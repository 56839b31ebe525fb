import type { JobReply, JobRequest } from "./protocol";

/** The part of a dedicated worker's global scope a job needs; typed here because the DOM and WebWorker libs clash. */
interface WorkerScope {
  onmessage: ((event: MessageEvent<JobRequest<unknown>>) => void) | null;
  postMessage(message: unknown, transfer?: Transferable[]): void;
}

/**
 * Answers every request to this worker with `run`'s result. `transferables` names the buffers of a result that
 * are moved, not copied, to the page (a workbook of several megabytes). Anything `run` throws becomes an error
 * answer; the worker itself keeps serving.
 */
export function serveJob<Input, Output>(
  run: (input: Input) => Output | Promise<Output>,
  transferables: (output: Output) => Transferable[] = () => [],
): void {
  const scope = globalThis as unknown as WorkerScope;
  scope.onmessage = async (event) => {
    const { id, input } = event.data;
    let reply: JobReply<Output>;
    // The core has loaded by the time a message arrives: the page may now say that the job itself runs.
    scope.postMessage({ id, progress: "working" } satisfies JobReply<Output>);
    try {
      const output = await run(input as Input);
      reply = { id, ok: true, output };
      scope.postMessage(reply, transferables(output));
    } catch (error) {
      reply = { id, ok: false, message: error instanceof Error ? error.message : String(error) };
      scope.postMessage(reply);
    }
  };
}

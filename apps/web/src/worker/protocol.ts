/**
 * The messages between a page and a Web Worker that runs one job of the core on the user's computer. Every
 * request carries an id so that answers can arrive in any order; a job that fails answers with its message instead
 * of leaving the page waiting.
 */
export interface JobRequest<Input> {
  id: number;
  input: Input;
}

/**
 * How far a job is: `loading` while the worker loads the core (the first job of a page), `working` once the core
 * runs the job. The core works in one synchronous call, so this is all a worker can tell before it answers.
 */
export type JobPhase = "loading" | "working";

export type JobReply<Output> =
  | { id: number; ok: true; output: Output }
  | { id: number; ok: false; message: string }
  | { id: number; progress: JobPhase };

/**
 * The messages between a page and a Web Worker that runs one job of the core on the user's computer. Every
 * request carries an id so that answers can arrive in any order; a job that fails answers with its message instead
 * of leaving the page waiting.
 */
export interface JobRequest<Input> {
  id: number;
  input: Input;
}

export type JobReply<Output> =
  | { id: number; ok: true; output: Output }
  | { id: number; ok: false; message: string };

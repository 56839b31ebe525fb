import type { Locale } from "../messages.js";

/** Messages between the pool and a conversion worker. */
export interface ConversionJob {
  id: number;
  name: string;
  bytes: Uint8Array;
  lang: Locale;
}

export type WorkerReply =
  | { id: number; ok: true; xlsx: Uint8Array; warnings: number }
  | { id: number; ok: false; issueCode: string; message: string };

/** A converter's first message: it has loaded the core and takes jobs. */
export interface WorkerReady {
  ready: true;
}

export type ConversionOutcome =
  | { kind: "converted"; xlsx: Uint8Array; warnings: number }
  | { kind: "rejected"; issueCode: string; message: string }
  | { kind: "timeout" }
  | { kind: "out_of_memory" }
  | { kind: "crashed"; detail: string }
  | { kind: "busy" };

/** The issue code a worker answers with when the core threw instead of returning issues. */
export const converterException = "converter_exception";

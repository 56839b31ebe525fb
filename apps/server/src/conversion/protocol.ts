import type { SheetSummary } from "gaeb2xlsx";
import type { Locale } from "../messages.js";

export interface ConversionInput {
  name: string;
  bytes: Uint8Array;
}

/** What one conversion is asked to do: the CLI's `INPUT... [--base X83] [--lang] [--no-long-text]` with Formblatt
 * 223's components on request, or with format gaeb-xml its `gaeb INPUT -o OUTPUT.X8N` (one file, no base). */
export interface ConversionRequest {
  /** The workbook (default) or GAEB DA XML 3.3 of the one input's phase. */
  format?: "xlsx" | "gaeb-xml";
  files: ConversionInput[];
  /** The request whose texts are laid under the offers among `files` (`--base`). */
  base?: ConversionInput;
  lang: Locale;
  /** Whether the long texts go into the workbook; default true. */
  longText?: boolean;
  /** Formblatt 223's price components and time in the offer form of a request that names none; default false. */
  components?: boolean;
  /** Language of the notes and the error message (the reader's); default: `lang`. */
  messageLang?: Locale;
}

/** Messages between the pool and a conversion worker. */
export interface ConversionJob extends ConversionRequest {
  id: number;
}

/** A warning or note of the core, worded in the job's language, for the client's preview. */
export interface ConversionNote {
  severity: "warning" | "info";
  code: string;
  file?: string;
  message: string;
}

export type WorkerReply =
  | {
      id: number;
      ok: true;
      /** The workbook, or the GAEB DA XML file. */
      bytes: Uint8Array;
      /** For GAEB DA XML: the extension naming its phase ("X83", "X89B"); absent for the workbook. */
      gaebExtension?: string;
      warnings: number;
      sheets: SheetSummary[];
      notes: ConversionNote[];
    }
  | { id: number; ok: false; issueCode: string; message: string };

/** A converter's first message: it has loaded the core and takes jobs. */
export interface WorkerReady {
  ready: true;
}

export type ConversionOutcome =
  | {
      kind: "converted";
      bytes: Uint8Array;
      gaebExtension?: string;
      warnings: number;
      sheets: SheetSummary[];
      notes: ConversionNote[];
    }
  | { kind: "rejected"; issueCode: string; message: string }
  | { kind: "timeout" }
  | { kind: "out_of_memory" }
  | { kind: "crashed"; detail: string }
  /** Not queued: the client (`scope` client) or the server as a whole has as much waiting as it may. */
  | {
      kind: "refused";
      scope: "client" | "server";
      retryAfterSeconds: number;
      running: number;
      waiting: number;
    }
  /** Queued, but no converter came free within the time limit. */
  | { kind: "expired"; retryAfterSeconds: number }
  /** Its client went away before a converter took it. */
  | { kind: "abandoned" }
  /** The inputs could not be read when a converter came free (deleted meanwhile, storage down): the reader's error. */
  | { kind: "unloadable"; error: unknown };

/** The issue code a worker answers with when the core threw instead of returning issues. */
export const converterException = "converter_exception";

/** At most this many notes travel back per conversion: a broken file can have thousands. */
export const maxNotes = 50;

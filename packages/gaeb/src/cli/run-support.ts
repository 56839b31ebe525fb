import { closeSync, openSync, readSync, statSync } from "node:fs";
import { readFile, rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import type { InputPieces } from "../byte-source.js";
import type { InputFile } from "../convert.js";
import type { Issue, Locale } from "../issues.js";
import { UsageError } from "./args.js";
import { issueLine } from "./issue-text.js";

/** What every command runs on, all of them saying their words the same way: shared so that they stay alike. */
export interface Io {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream & { isTTY?: boolean };
}

export type WriteAtomically = (path: string, bytes: Uint8Array, lang: Locale) => Promise<void>;

const TEXT = {
  de: {
    notFound: (path: string) => `${path}: Datei nicht gefunden oder nicht lesbar.`,
    cannotWrite: (path: string, reason: string) => `${path}: kann nicht geschrieben werden (${reason}).`,
    warning: "Hinweis",
    error: "Fehler",
  },
  en: {
    notFound: (path: string) => `${path}: file not found or not readable.`,
    cannotWrite: (path: string, reason: string) => `${path}: cannot be written (${reason}).`,
    warning: "warning",
    error: "error",
  },
} as const;

/** Reads an input file; a missing one is a usage mistake, said in one sentence. */
export async function loadInput(path: string, lang: Locale): Promise<InputFile> {
  try {
    return { name: basename(path), bytes: new Uint8Array(await readFile(path)) };
  } catch {
    throw new UsageError(TEXT[lang].notFound(path));
  }
}

/** A file is read a megabyte at a time: few system calls, and never the whole file at once. */
const READ_PIECE_BYTES = 1 << 20;

/**
 * An input file read a piece at a time when the conversion reads it (issue 23: a large file is never in memory
 * whole), with its size for progress lines. A missing or unreadable one is a usage mistake, said at once.
 */
export function openInput(path: string, lang: Locale): { input: InputPieces; size: number } {
  let size: number;
  try {
    closeSync(openSync(path, "r"));
    size = statSync(path).size;
  } catch {
    throw new UsageError(TEXT[lang].notFound(path));
  }
  function* pieces(): Generator<Uint8Array> {
    const fd = openSync(path, "r");
    try {
      // One buffer for every piece: the reader is done with a piece before it asks for the next.
      const buffer = new Uint8Array(READ_PIECE_BYTES);
      for (let read = readSync(fd, buffer); read > 0; read = readSync(fd, buffer))
        yield buffer.subarray(0, read);
    } finally {
      closeSync(fd);
    }
  }
  return { input: { name: basename(path), pieces }, size };
}

/** The issues on stderr, one line each, errors and warnings named as such. */
export function reportIssues(issues: readonly Issue[], lang: Locale, io: Io): void {
  for (const issue of issues) {
    const prefix = issue.severity === "error" ? TEXT[lang].error : TEXT[lang].warning;
    io.stderr.write(issueLine(issue, lang, prefix));
  }
}

/** Writes beside the target first and renames, so a failed run never leaves a half-written file. */
export async function writeAtomically(path: string, bytes: Uint8Array, lang: Locale): Promise<void> {
  const temporary = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  try {
    await writeFile(temporary, bytes);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw new UsageError(
      TEXT[lang].cannotWrite(path, (error as NodeJS.ErrnoException).code ?? String(error)),
    );
  }
}

import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** `../shared/corpus` beside the repository, or GAEB_CORPUS. Read at test time, never copied into the repo. */
export const CORPUS_DIR =
  process.env.GAEB_CORPUS ?? fileURLToPath(new URL("../../../../../shared/corpus", import.meta.url));

export const corpusAvailable = existsSync(join(CORPUS_DIR, "files.tsv"));

/** In CI a missing corpus is an error, never a silent skip; locally the suite says loudly that it skipped. */
export function requireCorpus(suite: string): boolean {
  if (corpusAvailable) return true;
  if (process.env.CI) throw new Error(`${suite}: corpus not found at ${CORPUS_DIR} (set GAEB_CORPUS)`);
  process.stderr.write(`\n*** ${suite} SKIPPED: corpus not found at ${CORPUS_DIR} ***\n\n`);
  return false;
}

export interface CorpusFile {
  path: string;
  name: string;
  format: string;
  phase: string;
  version: string;
  notes: string;
  bytes: Uint8Array;
}

export function corpusFiles(): CorpusFile[] {
  const lines = readFileSync(join(CORPUS_DIR, "files.tsv"), "utf8").trim().split("\n").slice(1);
  const listed = lines.map((line) => {
    const [path = "", , format = "", phase = "", version = "", , , kind = "", notes = ""] = line.split("\t");
    return { path, format, phase, version, notes: `${kind}; ${notes}` };
  });
  const onDisk = readdirSync(CORPUS_DIR, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) => readdirSync(join(CORPUS_DIR, dir.name)).map((file) => `${dir.name}/${file}`));
  if (onDisk.length !== listed.length)
    throw new Error(`files.tsv lists ${listed.length} files, ${onDisk.length} on disk`);
  return listed.map((entry) => ({
    ...entry,
    name: entry.path.split("/").pop() ?? entry.path,
    bytes: new Uint8Array(readFileSync(join(CORPUS_DIR, entry.path))),
  }));
}

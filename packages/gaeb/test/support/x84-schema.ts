import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CORPUS_DIR } from "./corpus.js";

const SCHEMA = join(
  CORPUS_DIR,
  "../schemas/gaeb-da-xml-3.3/2021-05_Leistungsverzeichnis/GAEB_DA_XML_84_3.3_2021-05.xsd",
);

/** xmllint's path, or "" where it is missing (an error in CI, a loud skip elsewhere). */
export const xmllint = spawnSync("sh", ["-c", "command -v xmllint"], { encoding: "utf8" }).stdout.trim();
if (!xmllint) {
  if (process.env.CI) throw new Error("xmllint is required in CI: install libxml2-utils");
  process.stderr.write(
    "\n*** X84 schema checks SKIPPED: xmllint not found (apt-get install libxml2-utils) ***\n\n",
  );
}

/** Validates X84 files against the official 3.3 schema, all in one xmllint run; returns its complaints. */
export function validateX84(files: Record<string, Uint8Array>): string {
  const dir = mkdtempSync(join(tmpdir(), "gaeb-x84-"));
  try {
    const paths = Object.entries(files).map(([name, bytes]) => {
      const path = join(dir, name);
      writeFileSync(path, bytes);
      return path;
    });
    const run = spawnSync(xmllint, ["--noout", "--schema", SCHEMA, ...paths], { encoding: "utf8" });
    return run.status === 0 ? "" : run.stderr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

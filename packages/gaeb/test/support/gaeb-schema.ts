import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { CORPUS_DIR } from "./corpus.js";
import { xmllint } from "./x84-schema.js";

export { xmllint };

/**
 * The official 3.3 schema of a phase: 80–87 in the BoQ folder, 89/89B in the invoice folder, 31 (quantity
 * determination, edition 2023-01) in its own.
 */
export function schemaOf(phase: string): string {
  if (phase === "31")
    return join(
      CORPUS_DIR,
      "../schemas/gaeb-da-xml-3.3/2023-01_Mengenermittlung/GAEB_DA_XML_31_3.3_2023-01.xsd",
    );
  const folder = phase.startsWith("89") ? "2021-05_Rechnung" : "2021-05_Leistungsverzeichnis";
  return join(CORPUS_DIR, `../schemas/gaeb-da-xml-3.3/${folder}/GAEB_DA_XML_${phase}_3.3_2021-05.xsd`);
}

/**
 * Validates files of one phase in a single xmllint run; returns xmllint's complaints ("" when all are valid).
 * File names are kept short and safe; `names` maps them back in the output.
 */
export function validatePhase(
  phase: string,
  files: ReadonlyArray<{ name: string; bytes: Uint8Array }>,
): string {
  const dir = mkdtempSync(join(tmpdir(), "gaeb-xml-"));
  try {
    const paths = files.map((file, index) => {
      const path = join(dir, `${index}.x${phase.toLowerCase()}`);
      writeFileSync(path, file.bytes);
      return path;
    });
    const run = spawnSync(xmllint, ["--noout", "--schema", schemaOf(phase), ...paths], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    if (run.status === 0) return "";
    return files.reduce(
      (text, file, index) => text.replaceAll(paths[index] as string, file.name),
      run.stderr,
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

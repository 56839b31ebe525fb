import { spawnSync } from "node:child_process";
import { join } from "node:path";
import type { Phase } from "../../src/model.js";
import { CORPUS_DIR } from "./corpus.js";
import { xmllint } from "./x84-schema.js";

export { xmllint };

/** The official GAEB DA XML 3.3 schema of a phase: 80–87 are bills of quantities, 89 and 89B invoices. */
export function schemaOf(phase: Phase): string {
  const folder = phase.startsWith("89") ? "2021-05_Rechnung" : "2021-05_Leistungsverzeichnis";
  return join(CORPUS_DIR, `../schemas/gaeb-da-xml-3.3/${folder}/GAEB_DA_XML_${phase}_3.3_2021-05.xsd`);
}

/** Validates files on disk against their phase's 3.3 schema in one xmllint run; "" when all are valid. */
export function validateGaebFiles(phase: Phase, paths: readonly string[]): string {
  const run = spawnSync(xmllint, ["--noout", "--schema", schemaOf(phase), ...paths], { encoding: "utf8" });
  return run.status === 0 ? "" : `${run.stderr}${run.error ?? ""}`;
}

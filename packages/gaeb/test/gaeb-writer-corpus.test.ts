import { describe, expect, it } from "vitest";
import { readGaeb } from "../src/convert.js";
import { writeGaeb } from "../src/gaeb-xml-writer/index.js";
import type { Issue } from "../src/issues.js";
import type { GaebDocument } from "../src/model.js";
import { corpusFiles, requireCorpus } from "./support/corpus.js";
import { validatePhase, xmllint } from "./support/gaeb-schema.js";
import { IGNORED_FIELDS, unreportedDifferences } from "./support/model-diff.js";

const NOW = new Date("2026-11-26T01:02:03Z");

interface Written {
  path: string;
  input: GaebDocument;
  phase: string;
  bytes: Uint8Array;
  issues: Issue[];
}

/** Every corpus file the converter reads, written as GAEB DA XML 3.3. */
function writeCorpus(): { written: Written[]; refused: string[] } {
  const written: Written[] = [];
  const refused: string[] = [];
  for (const file of corpusFiles()) {
    const read = readGaeb({ name: file.name, bytes: file.bytes });
    if (!read.ok) continue;
    const result = writeGaeb(read.value, { now: NOW });
    if (!result.ok) refused.push(`${file.path}: ${JSON.stringify(result.issues)}`);
    else
      written.push({
        path: file.path,
        input: read.value,
        phase: result.value.phase,
        bytes: result.value.bytes,
        issues: result.issues,
      });
  }
  return { written, refused };
}

const available = requireCorpus("GAEB DA XML writer corpus suite");
const { written, refused } = available ? writeCorpus() : { written: [], refused: [] };

describe.skipIf(!available)("every readable corpus file written as GAEB DA XML 3.3", () => {
  it("is written, none refused", () => {
    expect(refused).toEqual([]);
    // The corpus has files of every phase but 85: all of them take part.
    expect(new Set(written.map((w) => w.phase))).toEqual(
      new Set(["80", "81", "82", "83", "84", "86", "87", "89", "89B"]),
    );
    expect(written.length).toBeGreaterThan(60);
  });

  it.skipIf(!xmllint)(
    "validates against the official 3.3 schema of its phase (xmllint)",
    () => {
      const phases = [...new Set(written.map((w) => w.phase))];
      for (const phase of phases) {
        const files = written.filter((w) => w.phase === phase).map((w) => ({ name: w.path, bytes: w.bytes }));
        expect(validatePhase(phase, files), `phase ${phase}`).toBe("");
      }
    },
    60_000,
  );

  it("reads back as the same model, field by field, apart from what must differ or was reported", () => {
    // What the comparison ignores, and why; everything else must be equal or named in the writer's report.
    expect(Object.keys(IGNORED_FIELDS)).toEqual([
      "source.fileName",
      "source.format",
      "source.version",
      "source.versionDate",
      "source.namespace",
      "source.encoding",
      "exchange",
      "location",
      "id",
    ]);
    const failures: string[] = [];
    for (const file of written) {
      const back = readGaeb({ name: `written.X${file.phase}`, bytes: file.bytes });
      if (!back.ok) {
        failures.push(`${file.path}: unreadable output ${JSON.stringify(back.issues)}`);
        continue;
      }
      expect(back.value.source.phase).toBe(file.input.source.phase);
      for (const difference of unreportedDifferences(file.input, back.value, file.issues))
        failures.push(`${file.path}: ${difference}`);
    }
    expect(failures).toEqual([]);
  });

  it("names this program and the given moment, and keeps the phase's extension", () => {
    const sample = written.find((w) => w.phase === "89B") as Written;
    const text = new TextDecoder().decode(sample.bytes);
    expect(text).toContain(
      "<GAEBInfo><Version>3.3</Version><VersDate>2021-05</VersDate><Date>2026-11-26</Date><Time>01:02:03</Time><ProgSystem>gaeb2xlsx</ProgSystem></GAEBInfo>",
    );
    expect(text).toContain('xmlns="http://www.gaeb.de/GAEB_DA_XML/DA89B/3.3"');
    const result = writeGaeb(sample.input);
    expect(result.ok && result.value.extension).toBe("X89B");
  });
});

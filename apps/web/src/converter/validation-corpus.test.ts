import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { detectFormat } from "gaeb2xlsx";
import { describe, expect, it } from "vitest";
import { MAX_FILE_BYTES } from "../config";
import { checkGaebFile } from "./validation";

/** `../shared/corpus` beside the repository: real GAEB files, read at test time and never copied into the repo. */
const CORPUS = fileURLToPath(new URL("../../../../../shared/corpus/", import.meta.url));
const available = existsSync(join(CORPUS, "files.tsv"));
if (!available && process.env.CI === "true") throw new Error(`GAEB corpus not found at ${CORPUS}`);

function corpusFiles(): string[] {
  return readdirSync(CORPUS, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((dir) => readdirSync(join(CORPUS, dir.name)).map((name) => `${dir.name}/${name}`))
    .filter((path) => /\.(x8\d|x89b|xml|[dp]8[1346])$/i.test(path));
}

describe.skipIf(!available)("upload check against the GAEB corpus", () => {
  it("lets through every real GAEB 90 and GAEB 2000 file", async () => {
    const old = corpusFiles().filter((path) => /\.[dp]8\d$/i.test(path));
    expect(old.length).toBeGreaterThan(5);
    for (const path of old) {
      const bytes = readFileSync(join(CORPUS, path));
      expect(await checkGaebFile(new File([bytes], path.split("/").pop() ?? path)), path).toBeNull();
    }
  });

  it("agrees with the converter core on which files are GAEB at all", async () => {
    // The browser's check must never refuse what the service would convert, nor wave through what it refuses.
    for (const path of corpusFiles()) {
      const bytes = readFileSync(join(CORPUS, path));
      if (bytes.length > MAX_FILE_BYTES) continue;
      const browser = await checkGaebFile(new File([bytes], path.split("/").pop() ?? path));
      const core = detectFormat(new Uint8Array(bytes));
      expect(browser === null, `${path}: core says ${core ?? "no GAEB"}`).toBe(core !== undefined);
    }
  });
});

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runCli } from "./support/cli.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";

const run = runCli;

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "gaeb-cli-words-"));
  dirs.push(dir);
  return dir;
}

const available = requireCorpus("CLI words");
const sample = (name: string) => join(CORPUS_DIR, "gaeb-samples", name);

describe.runIf(available)("the command line speaks the --lang of its reader", () => {
  it("prints the ranking's totals and percentages in German notation", async () => {
    const dir = workspace();
    const real = readFileSync(sample("Musterdatei_3.1_2008-001.X84"), "utf8");
    const other = join(dir, "zweiter.x84");
    writeFileSync(
      other,
      real.replace("Pinsel und Co KG", "Zweiter Bieter").replace(/<UP>5400.000<\/UP>/, "<UP>5000.000</UP>"),
    );
    const output = join(dir, "Preisspiegel.xlsx");
    const result = await run([
      "compare",
      sample("Musterdatei_3.1_2008-001.X83"),
      sample("Musterdatei_3.1_2008-001.X84"),
      other,
      "-o",
      output,
      // Counted, the Bedarfspositionen make the Wertungssumme the offer total: no alternative is taken.
      "--evaluate-provisional",
    ]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("Rangfolge nach Wertungssumme (Bedarfspositionen gewertet):");
    const lines = result.stdout.trim().split("\n");
    expect(lines[0]).toBe(
      "1\tMaler + Lackierer, Zweiter Bieter\t1.421.003.608,15 EUR\t+0,00 %\tSummen laut Angebot weichen ab",
    );
    expect(lines[1]).toBe("2\tMaler + Lackierer, Pinsel und Co KG\t1.421.003.968,15 EUR\t+0,00 %");
    expect(result.stderr).toContain(
      "stimmen an 7 Stellen nicht mit seinen eigenen Einheitspreisen überein, zuerst bei OZ 1.10.10.0010 (angegeben 5.400,00, aus den Einheitspreisen 5.000,00).",
    );
  });

  it("names the flag that does what a message asks, which the message itself does not", async () => {
    const dir = workspace();
    const output = join(dir, "angebot.xlsx");
    const german = await run([sample("Musterdatei_3.1_2008-001.X84"), "-o", output]);
    expect(german.code).toBe(0);
    expect(german.stderr).toContain(
      "Wandeln Sie das Angebot zusammen mit der Angebotsaufforderung (X83) um, auf die es antwortet. In der Befehlszeile: --base DATEI.x83.\n",
    );
    expect(german.stderr).toContain(`${output} geschrieben (1 Tabellenblatt).`);
    const english = await run([sample("Musterdatei_3.1_2008-001.X84"), "-o", output, "--lang", "en"]);
    expect(english.stderr).toContain("it answers. On the command line: --base FILE.x83.\n");
  });
});

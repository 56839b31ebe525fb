import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readGaeb } from "../src/convert.js";
import { runCli } from "./support/cli.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { validatePhase, xmllint } from "./support/gaeb-schema.js";
import { itemLines } from "./support/item-lines.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "gaeb-cli-gaeb-"));
  dirs.push(dir);
  return dir;
}

const available = requireCorpus("CLI gaeb");
const corpus = (path: string) => join(CORPUS_DIR, path);

/** Each item as a reader sees it: OZ, short text, quantity, unit and price, in order. */
function items(path: string): string[] {
  const read = readGaeb({ name: path.split("/").pop() ?? path, bytes: new Uint8Array(readFileSync(path)) });
  if (!read.ok) throw new Error(`${path} unreadable: ${JSON.stringify(read.issues)}`);
  return itemLines(read.value, { prices: true });
}

describe.runIf(available)("gaeb2xlsx gaeb: any generation in, GAEB DA XML of the same phase out", () => {
  // One LV in all three generations (GAEB 90, GAEB 2000, DA XML 3.3), DA XML 3.2, 3.1 and 3.0 files (the corpus
  // holds no 2.x), and an award (86) from GAEB 90 and GAEB 2000.
  const cases = [
    { input: "real-world/LV_Los01.D83", output: "LV_Los01.X83" },
    { input: "real-world/LV_Los01.P83", output: "LV_Los01.x83" },
    { input: "real-world/LV_Los01.X83", output: "LV_Los01-neu.X83" },
    { input: "vendor-examples/gaebxml.x83", output: "gaebxml.X83" },
    { input: "gaeb-samples/Musterdatei_3.1_2008-001.X84", output: "Angebot.X84" },
    { input: "gaeb-samples/Musterdatei_2004-001.X83", output: "Muster-2004.X83" },
    { input: "vendor-examples/GAEB90_EN.D86", output: "Auftrag.X86" },
    { input: "vendor-examples/GAEB2000_EN.P86", output: "Auftrag-2000.X86" },
  ];
  for (const { input, output } of cases) {
    it(`${input} → ${output} validates against the 3.3 schema and has the same items`, async () => {
      const dir = workspace();
      const target = join(dir, output);
      const result = await runCli(["gaeb", corpus(input), "-o", target, "--lang", "en"]);
      expect(result.stderr).toMatch(
        new RegExp(`Wrote .*${output.replace(".", "\\.")} \\(GAEB DA XML 3\\.3, `),
      );
      expect(result.code).toBe(0);
      expect(readFileSync(target, "utf8")).toMatch(/^<\?xml[^>]*encoding="UTF-8"/);
      if (xmllint)
        expect(validatePhase(output.slice(-2), [{ name: target, bytes: readFileSync(target) }])).toBe("");
      const expected = items(corpus(input));
      expect(expected.length).toBeGreaterThan(0);
      expect(items(target)).toEqual(expected);
      expect(readdirSync(dir)).toEqual([output]);
    });
  }

  it("refuses an output whose extension names another phase, naming the input's phase and the one to use", async () => {
    const dir = workspace();
    const de = await runCli(["gaeb", corpus("real-world/LV_Los01.D83"), "-o", join(dir, "LV.X84")]);
    expect(de.code).toBe(1);
    expect(de.stderr).toContain("Phase 83 (Angebotsaufforderung)");
    expect(de.stderr).toContain(`z. B. ${join(dir, "LV.X83")}`);
    const en = await runCli([
      "gaeb",
      corpus("real-world/LV_Los01.P83"),
      "-o",
      join(dir, "LV.xml"),
      "--lang",
      "en",
    ]);
    expect(en.code).toBe(1);
    expect(en.stderr).toContain("phase 83 (request for tender)");
    expect(en.stderr).toContain(".X83");
    expect(readdirSync(dir)).toEqual([]);
  });

  it("names an invoice attachment's extension X89B", async () => {
    const dir = workspace();
    const wrong = await runCli(["gaeb", corpus("synthetic/supporting.x89b"), "-o", join(dir, "B.X89")]);
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(".X89B");
    const right = await runCli(["gaeb", corpus("synthetic/supporting.x89b"), "-o", join(dir, "B.x89b")]);
    expect(right.stderr).toContain("B.x89b geschrieben (GAEB DA XML 3.3");
    expect(right.code).toBe(0);
    if (xmllint)
      expect(
        validatePhase("89B", [{ name: join(dir, "B.x89b"), bytes: readFileSync(join(dir, "B.x89b")) }]),
      ).toBe("");
  });

  it("says what it cannot read and leaves no file: a missing input, a file that is not GAEB", async () => {
    const dir = workspace();
    const missing = await runCli(["gaeb", join(dir, "fehlt.D83"), "-o", join(dir, "LV.X83")]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("fehlt.D83: Datei nicht gefunden oder nicht lesbar.");
    const notGaeb = join(dir, "notiz.d83");
    writeFileSync(notGaeb, "Einkaufsliste: Milch, Brot\n");
    const refused = await runCli(["gaeb", notGaeb, "-o", join(dir, "LV.X83"), "--lang", "en"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/gaeb2xlsx: error: notiz\.d83.*GAEB/);
    expect(readdirSync(dir)).toEqual(["notiz.d83"]);
  });

  it("leaves neither a file nor a temporary one when the output cannot be written", async () => {
    const dir = workspace();
    const target = join(dir, "fehlt", "LV.X83");
    const result = await runCli(["gaeb", corpus("real-world/LV_Los01.D83"), "-o", target]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("LV.X83: kann nicht geschrieben werden (ENOENT)");
    expect(existsSync(target)).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("exits 1 with the writer's reason and writes nothing when the file cannot be written faithfully", async () => {
    const dir = workspace();
    // A unit price with four decimals: GAEB DA XML takes three, and rounding a price is not the writer's to do.
    const input = join(dir, "genau.x84");
    const priced = readFileSync(corpus("synthetic/priced.x84"), "utf8");
    writeFileSync(input, priced.replace("<UP>12.50</UP>", "<UP>12.5055</UP>"));
    const target = join(dir, "Angebot.X84");
    writeFileSync(target, "altes Angebot");
    const result = await runCli(["gaeb", input, "-o", target]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(
      "gaeb2xlsx: Fehler: OZ 01.0010: <UP> 12,5055 hat mehr als die 3 Nachkommastellen",
    );
    expect(result.stderr).toContain(
      `${target} nicht geschrieben: Die Datei wäre nicht getreu (Gründe oben).`,
    );
    expect(readFileSync(target, "utf8")).toBe("altes Angebot");
    expect(readdirSync(dir).sort()).toEqual(["Angebot.X84", "genau.x84"]);
  });

  it("refuses an invoice whose required date is damaged, and writes one whose tax number is given twice, once", async () => {
    const dir = workspace();
    const invoice = readFileSync(corpus("synthetic/invoice.x89"), "utf8");
    const damaged = join(dir, "kaputt.x89");
    writeFileSync(
      damaged,
      invoice.replace("<InvoiceDate>2026-10-31</InvoiceDate>", "<InvoiceDate>31.13.2026</InvoiceDate>"),
    );
    const refused = await runCli(["gaeb", damaged, "-o", join(dir, "R.X89"), "--lang", "en"]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain("requires <InvoiceHeader>");
    expect(readdirSync(dir)).toEqual(["kaputt.x89"]);
    const twice = join(dir, "doppelt.x89");
    writeFileSync(
      twice,
      invoice.replace("<TaxNo>DE123456789</TaxNo>", "<TaxNo>DE123456789</TaxNo><TaxNo>DE2</TaxNo>"),
    );
    const written = await runCli(["gaeb", twice, "-o", join(dir, "R.X89"), "--lang", "en"]);
    expect(written.code).toBe(0);
    if (xmllint)
      expect(validatePhase("89", [{ name: "R.X89", bytes: readFileSync(join(dir, "R.X89")) }])).toBe("");
  });

  it("keeps an existing file untouched when it refuses", async () => {
    const dir = workspace();
    const target = join(dir, "LV.X84");
    writeFileSync(target, "alt");
    const result = await runCli(["gaeb", corpus("real-world/LV_Los01.X83"), "-o", target]);
    expect(result.code).toBe(1);
    expect(readFileSync(target, "utf8")).toBe("alt");
    expect(readdirSync(dir)).toEqual(["LV.X84"]);
  });

  it("writes 3.2 when asked, with the 3.2 namespace", async () => {
    const dir = workspace();
    const target = join(dir, "LV.X83");
    const result = await runCli([
      "gaeb",
      corpus("real-world/LV_Los01.D83"),
      "-o",
      target,
      "--version",
      "3.2",
    ]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain("GAEB DA XML 3.2");
    expect(readFileSync(target, "utf8")).toContain('xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.2"');
    expect(items(target)).toEqual(items(corpus("real-world/LV_Los01.D83")));
  });
});

describe("gaeb2xlsx gaeb: its arguments", () => {
  it("shows its help", async () => {
    const result = await runCli(["gaeb", "--help"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("gaeb2xlsx gaeb INPUT -o OUTPUT.X8N [--version 3.3|3.2] [--lang de|en]");
  });

  it.each([
    [["gaeb", "LV.D83"], "give the output file with -o"],
    [["gaeb", "a.D83", "b.D83", "-o", "LV.X83"], "exactly one input file"],
    [["gaeb", "LV.D83", "-o", "LV.X83", "--version", "3.1"], '--version must be "3.3" or "3.2", not "3.1"'],
    [["gaeb", "LV.D83", "-o", "LV.X83", "--lang", "fr"], '--lang must be "de" or "en"'],
    [["gaeb", "LV.D83", "-o", "LV.X83", "--long"], "Unknown option"],
  ])("refuses %j with exit code 2: %s", async (args, message) => {
    const result = await runCli(args);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(message);
    expect(result.stderr).toContain("Usage: gaeb2xlsx gaeb INPUT");
  });

  it("lists the command in the main help", async () => {
    const result = await runCli(["--help"]);
    expect(result.stdout).toContain("gaeb2xlsx gaeb INPUT -o OUTPUT.X8N");
  });
});

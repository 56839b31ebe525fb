import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { Capture, CLI_BUNDLE, main, runCli } from "./support/cli.js";
import { gaebXml, item } from "./support/gaeb.js";
import { fillWithExcelJs } from "./support/offer.js";
import { readWorkbook } from "./support/xlsx.js";

const run = runCli;

const workspaces: string[] = [];
afterEach(() => {
  for (const dir of workspaces.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function workspace() {
  const dir = mkdtempSync(join(tmpdir(), "gaeb-cli-"));
  workspaces.push(dir);
  const good = join(dir, "LV 01.X83");
  writeFileSync(good, gaebXml({ body: `<Itemlist>${item("10", "<Qty>2.500</Qty><QU>m2</QU>")}</Itemlist>` }));
  const broken = join(dir, "broken.x83");
  writeFileSync(broken, gaebXml({ body: "<Itemlist><Item>" }));
  return { dir, good, broken };
}

describe("gaeb2xlsx", () => {
  it("writes the workbook and says where", async () => {
    const { dir, good } = workspace();
    const out = join(dir, "out.xlsx");
    const result = await run([good, "-o", out, "--lang", "en"]);
    expect(result).toMatchObject({ code: 0, stdout: "" });
    expect(result.stderr).toContain(`Wrote ${out} (1 worksheet)`);
    const [sheet] = readWorkbook(new Uint8Array(readFileSync(out))).sheets;
    expect(sheet?.xml).toContain("ROUND(");
  });

  it("fails with the file, line and reason on stderr and leaves no file behind", async () => {
    const { dir, good, broken } = workspace();
    const out = join(dir, "out.xlsx");
    const result = await run([good, broken, "-o", out]);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /gaeb2xlsx: Fehler: broken\.x83, Zeile \d+, Spalte \d+: Das XML ist fehlerhaft/,
    );
    expect(readdirSync(dir).sort()).toEqual(["LV 01.X83", "broken.x83"]);
  });

  it("names a missing input and an unwritable output", async () => {
    const { dir, good } = workspace();
    expect((await run([join(dir, "nope.x83")])).stderr).toContain("nope.x83: Datei nicht gefunden");
    const unwritable = await run([good, "-o", join(dir, "no-such-dir", "out.xlsx"), "--lang", "en"]);
    expect(unwritable.code).toBe(1);
    expect(unwritable.stderr).toContain("cannot be written (ENOENT)");
  });

  it("prints the model as JSON with exact decimals", async () => {
    const { good } = workspace();
    const result = await run([good, "--json"]);
    expect(result.code).toBe(0);
    const model = JSON.parse(result.stdout);
    expect(model.source).toMatchObject({ phase: "83", version: "3.3", fileName: "LV 01.X83" });
    expect(model.boq.body[0]).toMatchObject({ kind: "item", oz: "0010", quantity: "2.500", unit: "m2" });
  });

  it("answers usage mistakes with exit code 2 and the usage text", async () => {
    for (const args of [[], ["--lang", "fr", "a.x83"], ["--what"]]) {
      const result = await run(args);
      expect(result.code).toBe(2);
      expect(result.stderr).toContain("Usage: gaeb2xlsx INPUT...");
    }
    expect((await run(["--help"])).stdout).toContain("--base FILE");
  });

  it("runs as the installed command", () => {
    const bin = fileURLToPath(new URL("../bin/gaeb2xlsx.js", import.meta.url));
    if (!existsSync(fileURLToPath(CLI_BUNDLE))) {
      throw new Error(
        "dist/ is missing: npm install builds it (postinstall), or run npm run build -w gaeb2xlsx",
      );
    }
    const { dir, good } = workspace();
    execFileSync(process.execPath, [bin, good], { cwd: dir, stdio: "pipe" });
    expect(existsSync(join(dir, "LV 01.xlsx"))).toBe(true);
  });

  it("converts a file asking for a huge breakdown with a warning, and prints no stack trace", async () => {
    const { dir } = workspace();
    const input = join(dir, "huge.x83");
    writeFileSync(
      input,
      gaebXml({
        breakdown:
          "<BoQBkdn><Type>BoQLevel</Type><Length>999999999</Length><Num>Yes</Num></BoQBkdn><BoQBkdn><Type>Item</Type><Length>4</Length><Num>Yes</Num></BoQBkdn>",
        body: `<BoQCtgy RNoPart="1"><BoQBody><Itemlist>${item("1", "<Qty>1</Qty>")}</Itemlist></BoQBody></BoQCtgy>`,
      }),
    );
    const result = await run([input, "-o", join(dir, "huge.xlsx"), "--lang", "en"]);
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('declares the length "999999999"; GAEB allows 1 to 14');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  it("says in one sentence what failed when something unforeseen breaks, with exit code 1 and no stack", async () => {
    const { good } = workspace();
    // A closed pipe: the stream refuses the write synchronously.
    const stdout = new Capture();
    stdout.write = () => {
      throw new Error("EPIPE: broken pipe");
    };
    const stderr = new Capture();
    const code = await main([good, "--json", "--lang", "en"], { stdout, stderr });
    expect(code).toBe(1);
    expect(stderr.text).toBe(
      "gaeb2xlsx: error: An unexpected error stopped the conversion (Error: EPIPE: broken pipe). This is a fault in gaeb2xlsx, not necessarily in your file: please report it together with the file. Until it is fixed, exporting the file again from your AVA program may help.\n",
    );
  });
});

describe("gaeb2xlsx compare", () => {
  const corpusDir = fileURLToPath(new URL("../../../../shared/corpus/gaeb-samples/", import.meta.url));
  const sample = (name: string) =>
    join(process.env.GAEB_CORPUS ? join(process.env.GAEB_CORPUS, "gaeb-samples") : corpusDir, name);

  it("writes the Preisspiegel and prints the ranking", async () => {
    const { dir } = workspace();
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
      "--lang",
      "en",
      "--evaluate-provisional",
    ]);
    expect(result.code).toBe(0);
    expect(readWorkbook(readFileSync(output)).sheets.map((s) => s.name)).toEqual([
      "Price comparison",
      "Bidder ranking",
      "Evaluation",
      "Clarification",
      "Award note",
    ]);
    expect(result.stderr).toContain("Ranking by evaluation total (optional items evaluated):");
    const lines = result.stdout.trim().split("\n");
    // The second bidder's 5000.00 for 1.10.10.0010 undercuts the sample by 400.00, less the 10 % discount on its
    // section; its stated totals no longer agree.
    expect(lines[0]).toBe(
      "1\tMaler + Lackierer, Zweiter Bieter\t1,421,003,608.15 EUR\t+0.00 %\tstated totals disagree",
    );
    expect(lines[1]).toBe("2\tMaler + Lackierer, Pinsel und Co KG\t1,421,003,968.15 EUR\t+0.00 %");
    expect(result.stderr).toContain("zweiter.x84: The totals the bidder states disagree");
    expect(result.stderr).toContain(`Wrote ${output} (2 offers compared).`);
  });

  it("refuses fewer than two offers, an unknown reference and a missing file, saying why", async () => {
    const { dir, good } = workspace();
    const one = await run([
      "compare",
      sample("Musterdatei_3.1_2008-001.X83"),
      sample("Musterdatei_3.1_2008-001.X84"),
    ]);
    expect(one.code).toBe(1);
    expect(one.stderr).toContain("Für einen Preisspiegel braucht es mindestens zwei Angebote");
    const reference = await run(["compare", good, good, good, "--reference", "3"]);
    expect(reference.code).toBe(2);
    expect(reference.stderr).toContain("--reference muss die Nummer eines Angebots sein (1 bis 2)");
    const missing = await run(["compare", good, join(dir, "nope.x84"), good]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain("nope.x84: Datei nicht gefunden");
    expect(readdirSync(dir).filter((f) => f.endsWith(".xlsx"))).toEqual([]);
    const help = await run(["compare", "--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("Usage: gaeb2xlsx compare REQUEST OFFER OFFER...");
  });
});

describe("gaeb2xlsx offer", () => {
  it("writes the X84 from a priced workbook and prints its total; refuses a workbook without prices", async () => {
    const { dir, good } = workspace();
    const xlsx = join(dir, "lv.xlsx");
    expect((await run([good, "-o", xlsx])).code).toBe(0);
    const unpriced = await run(["offer", xlsx, "-o", join(dir, "a.x84")]);
    expect(unpriced.code).toBe(1);
    expect(unpriced.stderr).toContain("gaeb2xlsx: Fehler: lv.xlsx: 1 Position im Blatt");
    expect(unpriced.stderr).toContain("hat keinen Einheitspreis: 0010.");
    // The command line names its own flag for what the message asks; the message itself names none.
    expect(unpriced.stderr).toContain("nicht angeboten werden. In der Befehlszeile: --not-offered-empty.\n");
    expect(readdirSync(dir)).not.toContain("a.x84");
    const priced = join(dir, "priced.xlsx");
    const bytes = await fillWithExcelJs(new Uint8Array(readFileSync(xlsx)), (oz, column) =>
      oz === "0010" && column === "EP" ? "1.234,5" : undefined,
    );
    writeFileSync(priced, bytes);
    const out = join(dir, "Angebot.x84");
    const result = await run(["offer", priced, "-o", out, "--bidder", "Elektro Muster"]);
    expect(result).toMatchObject({ code: 0, stdout: "Angebotssumme netto: 3.086,25 EUR\n" });
    expect(result.stderr).toContain(`${out} geschrieben (1 von 1 Position mit Preis)`);
    const x84 = readFileSync(out, "utf8");
    expect(x84).toContain("<UP>1234.500</UP><IT>3086.25</IT>");
    expect(x84).toContain("<Name1>Elektro Muster</Name1>");
    // Without a name, neither typed above the table nor given, there is no offer to submit: it says where it goes.
    const nameless = await run(["offer", priced, "-o", out, "--lang", "en"]);
    expect(nameless.code).toBe(1);
    expect(nameless.stderr).toMatch(
      /Type your company name in sheet “[^”]+”, cell C\d+, beside “Bieter \(Name\)”/,
    );
    expect(nameless.stderr).toContain("--bidder NAME");
    const english = await run(["offer", priced, "-o", out, "--lang", "en", "--bidder", "Elektro Muster"]);
    expect(english.stdout).toBe("Offer total net: 3,086.25 EUR\n");
  });

  it("answers usage mistakes with exit code 2 and the offer usage", async () => {
    const result = await run(["offer"]);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain("offer takes exactly one workbook");
    expect(result.stderr).toContain("Usage: gaeb2xlsx offer WORKBOOK.xlsx");
    expect((await run(["offer", "--help"])).stdout).toContain("--not-offered-empty");
  });
});

import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { readGaeb } from "../src/convert.js";
import { allItems } from "../src/entries-walk.js";
import { fill } from "./support/billing.js";
import { runCli } from "./support/cli.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { findSoffice } from "./support/libreoffice.js";
import { editWithLibreOffice } from "./support/libreoffice-macro.js";

const soffice = findSoffice();
if (!soffice) {
  if (process.env.CI)
    throw new Error("LibreOffice (soffice) is required in CI: install libreoffice-calc-nogui");
  process.stderr.write("\n*** CLI billing SKIPPED: soffice not found ***\n\n");
}
const corpus = requireCorpus("CLI billing");
const CONTRACT = "gaeb-samples/Musterdatei_3.1_2008-002.X86";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "gaeb-cli-billing-"));
  dirs.push(dir);
  return dir;
}

describe("gaeb2xlsx bill and invoice", () => {
  it("say what they do under --help", async () => {
    for (const command of ["bill", "invoice"]) {
      const result = await runCli([command, "--help"]);
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`gaeb2xlsx ${command}`);
    }
    const usage = await runCli(["--help"]);
    expect(usage.stdout).toMatch(/gaeb2xlsx bill CONTRACT\.X86/);
    expect(usage.stdout).toMatch(/gaeb2xlsx invoice BILLING\.xlsx/);
  });

  it.runIf(corpus)("refuses a request as the contract, writing nothing", async () => {
    const dir = workspace();
    const output = join(dir, "A.xlsx");
    const result = await runCli([
      "bill",
      join(CORPUS_DIR, "gaeb-samples/Musterdatei_3.1_2008-001.X83"),
      "-o",
      output,
    ]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("Angebotsaufforderung (X83)");
    expect(existsSync(output)).toBe(false);
  });

  it.runIf(soffice && corpus)(
    "makes the workbook, and from it filled in LibreOffice the X89 and the X31",
    async () => {
      const dir = workspace();
      const workbook = join(dir, "Abrechnung.xlsx");
      const made = await runCli(["bill", join(CORPUS_DIR, CONTRACT), "-o", workbook, "--lang", "en"]);
      expect(made.code, made.stderr).toBe(0);
      expect(made.stderr).toContain("Wrote");
      // The English workbook: its sheets and labels are English, typed into as an English user would.
      const xlsx = new Uint8Array(readFileSync(workbook));
      const read = readGaeb({
        name: "c.X86",
        bytes: new Uint8Array(readFileSync(join(CORPUS_DIR, CONTRACT))),
      });
      const oz = read.ok
        ? ([...allItems(read.value.boq?.body ?? [])].find((item) => item.quantity)?.oz ?? "")
        : "";
      const steps = fill(
        xlsx,
        {
          number: "INV-7",
          type: "Interim invoice",
          start: "2026-09-01",
          end: "2026-09-30",
          lines: [[oz, "Ground floor", "Wall", "2", "4.25", "2.5"]],
          typed: [],
          payments: [],
          contractor: "Builder Ltd, 1 Site Road, 12345 Town",
          owner: "City Council, 2 Hall Square, 54321 City",
        },
        4,
        1,
        "en",
      );
      const [filled] = editWithLibreOffice(soffice as string, [{ xlsx, steps }], "en-US");
      const filledPath = join(dir, "filled.xlsx");
      writeFileSync(filledPath, filled as Uint8Array);
      const invoice = await runCli([
        "invoice",
        filledPath,
        "-o",
        join(dir, "R1.X89"),
        "--qty-determination",
        join(dir, "R1.X31"),
        "--lang",
        "en",
      ]);
      expect(invoice.code, invoice.stderr).toBe(0);
      expect(invoice.stdout).toContain("Invoice number: INV-7");
      expect(invoice.stdout).toMatch(/Amount due: [\d,]+\.\d\d EUR/);
      const x89 = readGaeb({ name: "R1.X89", bytes: new Uint8Array(readFileSync(join(dir, "R1.X89"))) });
      expect(x89.ok && x89.value.source.phase).toBe("89");
      const x31 = readGaeb({ name: "R1.X31", bytes: new Uint8Array(readFileSync(join(dir, "R1.X31"))) });
      expect(x31.ok && x31.value.source.phase).toBe("31");
    },
    300_000,
  );
});

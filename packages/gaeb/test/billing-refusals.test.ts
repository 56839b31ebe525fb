import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { billingWorkbook, invoiceFromWorkbook } from "../src/billing/index.js";
import { convertToXlsx, readGaeb } from "../src/convert.js";
import { allItems } from "../src/entries-walk.js";
import type { Issue } from "../src/issues.js";
import { formatIssue } from "../src/messages/index.js";
import { fill, type Round, rowsByFirstCell } from "./support/billing.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { findSoffice } from "./support/libreoffice.js";
import { editWithLibreOffice } from "./support/libreoffice-macro.js";

const soffice = findSoffice();
if (!soffice) {
  if (process.env.CI)
    throw new Error("LibreOffice (soffice) is required in CI: install libreoffice-calc-nogui");
  process.stderr.write("\n*** Billing refusals SKIPPED: soffice not found ***\n\n");
}
const corpus = requireCorpus("Billing refusals");

const CONTRACT = "vendor-examples/GAEBXML_DE.X86";
const bytesOf = (path: string) => new Uint8Array(readFileSync(join(CORPUS_DIR, path)));
const codes = (issues: readonly Issue[]) => issues.map((issue) => issue.code);
const errors = (issues: readonly Issue[]) => issues.filter((issue) => issue.severity === "error");

/** Each message names what, where and what to do, in both languages, with every parameter filled in. */
function worded(issue: Issue): void {
  for (const lang of ["de", "en"] as const) {
    const text = formatIssue(issue, lang);
    expect(text).not.toMatch(/undefined|\$\{|NaN/);
    expect(text.length).toBeGreaterThan(40);
  }
}

describe.runIf(corpus)("what billing refuses before any workbook is made", () => {
  it("refuses a request, an offer without its request and an invoice as the contract, naming what each is", () => {
    for (const [path, phase] of [
      ["gaeb-samples/Musterdatei_3.1_2008-001.X83", "83"],
      ["gaeb-samples/Musterdatei_3.1_2008-001.X84", "84"],
      ["synthetic/invoice.x89", "89"],
    ] as const) {
      const result = billingWorkbook({ name: path, bytes: bytesOf(path) });
      expect(result.ok, path).toBe(false);
      const refusal = result.issues.find((issue) => issue.code === "billing_contract_phase");
      expect(refusal?.params?.phase, path).toBe(phase);
      if (refusal) worded(refusal);
    }
    const offer = billingWorkbook({
      name: "o.X84",
      bytes: bytesOf("gaeb-samples/Musterdatei_3.1_2008-001.X84"),
    });
    expect(formatIssue(errors(offer.issues)[0] as Issue, "de")).toMatch(/Angebot \(X84\).*ohne die Anfrage/);
  });

  it("refuses a workbook that is no billing workbook, and bytes that are no workbook", () => {
    const notXlsx = invoiceFromWorkbook(bytesOf("synthetic/invoice.x89"));
    expect(codes(notXlsx.issues)).toEqual(["billing_workbook_invalid"]);
    const converted = convertToXlsx([{ name: "c.X86", bytes: bytesOf(CONTRACT) }]);
    if (!converted.ok) throw new Error("not converted");
    const notBilling = invoiceFromWorkbook(converted.xlsx);
    expect(codes(notBilling.issues)).toEqual(["billing_state_missing"]);
    worded(notBilling.issues[0] as Issue);
  });
});

describe.runIf(soffice && corpus)("what billing refuses in a filled workbook", () => {
  it("names the cell or item of each mistake and writes no invoice", () => {
    const contractBytes = bytesOf(CONTRACT);
    const read = readGaeb({ name: "c.X86", bytes: contractBytes });
    if (!read.ok) throw new Error("contract unreadable");
    const [a, b] = [...allItems(read.value.boq?.body ?? [])]
      .filter((item) => item.quantity)
      .map((item) => item.oz);
    if (!a || !b) throw new Error("too few items");
    const started = billingWorkbook(
      { name: "c.X86", bytes: contractBytes },
      { now: new Date("2026-09-01T00:00:00Z") },
    );
    if (!started.ok) throw new Error(JSON.stringify(started.issues));
    const base: Round = {
      number: "R-01",
      type: "Abschlagsrechnung",
      start: "01.09.2026",
      end: "30.09.2026",
      lines: [[a, "EG", "Wand", "", "4", "2.5"]],
      typed: [],
      payments: [],
      contractor: "Musterbau GmbH, Baustraße 1, 12345 Musterstadt",
      owner: "Stadt Musterstadt, Rathausplatz 1, 12345 Musterstadt",
    };
    const payments = (rowsByFirstCell(started.xlsx, "Rechnung").get("auf Rechnung") as number) + 1;
    const cases: Array<{
      name: string;
      round: Round;
      code: Issue["code"];
      params?: Record<string, unknown>;
      firstLine?: number;
    }> = [
      {
        name: "a line below the rows with the result's formula",
        round: base,
        code: "billing_lines_beyond",
        params: { sheet: "Aufmaß", row: 204 },
        firstLine: 204,
      },
      {
        name: "an item the contract does not have",
        round: { ...base, lines: [...base.lines, ["9.99.9999", "EG", "Zusatz", "", "2", ""]] },
        code: "billing_item_unknown",
        params: { sheet: "Aufmaß", cell: "A5", oz: "9.99.9999" },
      },
      {
        name: "a negative quantity without a reason",
        round: { ...base, typed: [[b, "-2"]] },
        code: "billing_quantity_negative",
        params: { oz: b, reason: "negative" },
      },
      {
        name: "measured lines and a typed quantity on one item",
        round: { ...base, typed: [[a, "3"]] },
        code: "billing_quantity_twice",
        params: { oz: a },
      },
      {
        name: "a line with dimensions and a value",
        round: { ...base, lines: [[a, "EG", "Wand", "", "4", "2.5", "10"]] },
        code: "billing_line_twice",
        params: { row: 4, oz: a },
      },
      {
        name: "a quantity with more decimals than GAEB's three",
        round: { ...base, typed: [[b, "2.5005"]] },
        code: "billing_number_invalid",
        params: { sheet: "Abrechnung", value: "2.5005" },
      },
      {
        name: "no invoice number",
        round: { ...base, number: "" },
        code: "billing_field_missing",
        params: { field: "Rechnungsnummer" },
      },
      {
        name: "a payment without its amount",
        round: { ...base, payments: [["R-00", "15.08.2026", "", ""]] },
        code: "billing_payment_invalid",
        params: { row: payments },
      },
    ];
    const filled = editWithLibreOffice(
      soffice as string,
      [
        ...cases.map(({ round, firstLine }) => ({
          xlsx: started.xlsx,
          steps: fill(started.xlsx, round, firstLine ?? 4, payments),
        })),
        // The reason makes a negative quantity a correction, and it is billed.
        {
          xlsx: started.xlsx,
          steps: fill(
            started.xlsx,
            { ...base, typed: [[b, "-2"]], notes: [[b, "Gutschrift Mehrmenge Vormonat"]] },
            4,
            payments,
          ),
        },
      ],
      "de-DE",
    );
    cases.forEach(({ name, code, params }, index) => {
      const result = invoiceFromWorkbook(filled[index] as Uint8Array);
      expect(result.ok, name).toBe(false);
      expect("x89" in result, name).toBe(false);
      const issue = result.issues.find((found) => found.code === code);
      expect(issue, `${name}: ${JSON.stringify(result.issues)}`).toBeDefined();
      if (params) expect(issue?.params, name).toMatchObject(params);
      worded(issue as Issue);
    });
    const corrected = invoiceFromWorkbook(filled[cases.length] as Uint8Array);
    expect(corrected.ok, JSON.stringify(corrected.issues)).toBe(true);
  }, 300_000);

  it("refuses an invoice number the series already used, and nothing after the final invoice", () => {
    const started = billingWorkbook({ name: "c.X86", bytes: bytesOf(CONTRACT) });
    if (!started.ok) throw new Error("contract refused");
    const read = readGaeb({ name: "c.X86", bytes: bytesOf(CONTRACT) });
    const oz = read.ok
      ? ([...allItems(read.value.boq?.body ?? [])].find((item) => item.quantity)?.oz ?? "")
      : "";
    const round: Round = {
      number: "R-01",
      type: "Abschlagsrechnung",
      start: "01.09.2026",
      end: "30.09.2026",
      lines: [[oz, "EG", "Wand", "", "4", "2.5"]],
      typed: [],
      payments: [],
      contractor: "Musterbau GmbH, Baustraße 1, 12345 Musterstadt",
      owner: "Stadt Musterstadt, Rathausplatz 1, 12345 Musterstadt",
    };
    const [first] = editWithLibreOffice(
      soffice as string,
      [{ xlsx: started.xlsx, steps: fill(started.xlsx, round, 4, 1) }],
      "de-DE",
    );
    const second = billingWorkbook({ name: "R-01.xlsx", bytes: first as Uint8Array });
    if (!second.ok) throw new Error(JSON.stringify(second.issues));
    const again = { ...round, start: "01.10.2026", end: "31.10.2026", lines: [] };
    const final = { ...again, number: "R-02", type: "Schlussrechnung" };
    const [reused, closed] = editWithLibreOffice(
      soffice as string,
      [
        { xlsx: second.xlsx, steps: fill(second.xlsx, again, 5, 1) },
        { xlsx: second.xlsx, steps: fill(second.xlsx, final, 5, 1) },
      ],
      "de-DE",
    );
    const refused = invoiceFromWorkbook(reused as Uint8Array);
    expect(refused.ok).toBe(false);
    const issue = refused.issues.find((found) => found.code === "billing_invoice_number_used");
    expect(issue?.params).toMatchObject({ number: "R-01", sequence: 1, date: "2026-09-30" });
    worded(issue as Issue);
    expect(invoiceFromWorkbook(closed as Uint8Array).ok).toBe(true);
    const after = billingWorkbook({ name: "R-02.xlsx", bytes: closed as Uint8Array });
    expect(codes(after.issues)).toContain("billing_series_closed");
  }, 300_000);
});

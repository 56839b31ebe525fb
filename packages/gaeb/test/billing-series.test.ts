import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { billingWorkbook, invoiceFromWorkbook } from "../src/billing/index.js";
import { readBillingWorkbook } from "../src/billing/read-workbook.js";
import { readGaeb } from "../src/convert.js";
import { allEntries, allItems } from "../src/entries-walk.js";
import type { Issue } from "../src/issues.js";
import type { Item } from "../src/model.js";
import { viewGaeb } from "../src/view/index.js";
import { openXlsx } from "../src/workbook/xlsx-reader.js";
import { fill, handFigures, handNet, type Round, rowsByFirstCell } from "./support/billing.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { validatePhase } from "./support/gaeb-schema.js";
import { findSoffice } from "./support/libreoffice.js";
import { editWithLibreOffice } from "./support/libreoffice-macro.js";

const soffice = findSoffice();
if (!soffice) {
  if (process.env.CI)
    throw new Error("LibreOffice (soffice) is required in CI: install libreoffice-calc-nogui");
  process.stderr.write("\n*** Billing series SKIPPED: soffice not found ***\n\n");
}
const corpus = requireCorpus("Billing series");

const CONTRACT = "gaeb-samples/Musterdatei_3.1_2008-001.X86";

const cents = (value: string) => Math.round(Number(value) * 100);
const roundCents = (value: number) => Math.round(value);

describe.runIf(soffice && corpus)("billing a contract from its workbook", () => {
  it("runs three interim invoices and a final one through LibreOffice; every figure is the hand calculation's", () => {
    const bytes = new Uint8Array(readFileSync(join(CORPUS_DIR, CONTRACT)));
    const contractRead = readGaeb({ name: "contract.X86", bytes });
    if (!contractRead.ok) throw new Error("contract unreadable");
    const contract = contractRead.value;
    const items = [...allItems(contract.boq?.body ?? [])].filter(
      (item: Item) =>
        item.unitPrice &&
        item.quantity &&
        !item.flags.alternative &&
        !item.flags.provisional &&
        !item.flags.notApplicable,
    );
    const [a, b, c, d] = items.map((item) => item.oz);
    if (!a || !b || !c || !d) throw new Error("contract has too few plain items");
    const rounds: Round[] = [
      {
        number: "R-01",
        type: "Abschlagsrechnung",
        start: "01.09.2026",
        end: "30.09.2026",
        lines: [
          [a, "EG Achse A-C", "Wand Nord", "2", "5.2", "2.6"],
          [a, "EG Achse A-C", "Abzug Fenster", "-2", "1.2", "1.3"],
          [b, "EG", "Decke", "", "7.25", "4.5"],
        ],
        typed: [[c, "3.5"]],
        payments: [],
        contractor: "Musterbau GmbH, Baustraße 1, 12345 Musterstadt",
      },
      {
        number: "R-02",
        type: "Abschlagsrechnung",
        start: "01.10.2026",
        end: "31.10.2026",
        lines: [[b, "OG", "Decke", "", "7.25", "4.5"]],
        typed: [[d, "1"]],
        payments: [["R-01", "15.10.2026", "", ""]],
      },
      {
        number: "R-03",
        type: "Abschlagsrechnung",
        start: "01.11.2026",
        end: "30.11.2026",
        lines: [[a, "OG", "Wand Süd", "1", "6.15", "2.6"]],
        typed: [[c, "7.125"]],
        payments: [],
      },
      {
        number: "R-04",
        type: "Schlussrechnung",
        start: "01.12.2026",
        end: "15.12.2026",
        lines: [[b, "DG", "Decke Rest", "", "3", "2.333"]],
        typed: [],
        payments: [],
      },
    ];
    const started = billingWorkbook(
      { name: "Lagerhalle.X86", bytes },
      { now: new Date("2026-09-01T08:00:00Z") },
    );
    if (!started.ok) throw new Error(JSON.stringify(started.issues));
    let workbook = started.xlsx;
    let lineCount = 0;
    let paymentCount = 0;
    const ownNets: number[] = [];
    let lastNet = 0;
    const measured = new Map<string, number>();
    const typedNow = new Map<string, string>();
    let paid = 0;
    for (const round of rounds) {
      const invoiceRows = rowsByFirstCell(workbook, "Rechnung");
      const paymentsHeader = invoiceRows.get("auf Rechnung") as number;
      // Payments: the gross of the invoice they pay, as its X89 said.
      const payments = round.payments.map(([no, date]): [string, string, string, string] => {
        const gross = (paidGross.get(no) ?? 0) / 100;
        const vat = (paidVat.get(no) ?? 0) / 100;
        return [no, date, gross.toFixed(2), vat.toFixed(2)];
      });
      const filled = editWithLibreOffice(
        soffice as string,
        [
          {
            xlsx: workbook,
            steps: fill(workbook, { ...round, payments }, 4 + lineCount, paymentsHeader + 1 + paymentCount),
          },
        ],
        "de-DE",
      )[0] as Uint8Array;
      lineCount += round.lines.length;
      paymentCount += payments.length;
      for (const [, , gross] of payments) paid += cents(gross);
      for (const [oz, , , count, length, width] of round.lines) {
        const product = [count, length, width].filter(Boolean).reduce((p, v) => p * Number(v), 1);
        measured.set(oz, (measured.get(oz) ?? 0) + Math.round(product * 1000));
      }
      for (const [oz, quantity] of round.typed) typedNow.set(oz, quantity);
      // LibreOffice's own figures are the workbook's: no "stale" warning means they equal the computed ones.
      const issues: Issue[] = [];
      const inputs = readBillingWorkbook(openXlsx(filled), issues, "filled.xlsx");
      expect(inputs?.shownNet).toBeDefined();
      const result = invoiceFromWorkbook(filled, { now: new Date("2026-12-20T10:00:00Z") });
      if (!result.ok) throw new Error(JSON.stringify(result.issues));
      expect(result.issues.filter((issue) => issue.code === "billing_figures_stale")).toEqual([]);
      // Nothing of the contract is named as dropped: what an invoice has no place for is not the user's to fix.
      expect(result.issues.filter((issue) => issue.code.startsWith("write_"))).toEqual([]);
      expect(validatePhase("89", [{ name: `${round.number}.X89`, bytes: result.x89 }])).toBe("");
      // The quantity determination: valid, and each measured item's quantity the sum of its lines.
      if (!result.x31) throw new Error("no X31");
      expect(validatePhase("31", [{ name: `${round.number}.X31`, bytes: result.x31 }])).toBe("");
      const x31 = new TextDecoder().decode(result.x31);
      expect(x31.match(/<QTakeoff /g)?.length ?? 0).toBeGreaterThanOrEqual(lineCount);
      // The hand calculation.
      const quantities = new Map<string, string>();
      for (const [oz, thousandths] of measured) quantities.set(oz, (thousandths / 1000).toFixed(3));
      for (const [oz, quantity] of typedNow) quantities.set(oz, quantity);
      const net = cents(handNet(contract, quantities));
      const vat = roundCents(net * 0.19);
      const gross = net + vat;
      const retention = roundCents(gross * 0.05);
      expect(cents(result.summary.net)).toBe(net);
      expect(cents(result.summary.vat)).toBe(vat);
      expect(cents(result.summary.gross)).toBe(gross);
      expect(cents(result.summary.retention)).toBe(retention);
      expect(cents(result.summary.paidBefore)).toBe(paid);
      expect(cents(result.summary.amountDue)).toBe(gross - retention - paid);
      // The X89 reads back with the same figures.
      const x89 = readGaeb({ name: "r.X89", bytes: result.x89 });
      if (!x89.ok) throw new Error(JSON.stringify(x89.issues));
      expect(x89.value.source.phase).toBe("89");
      expect(cents(x89.value.boq?.info.totals?.net?.toString() ?? "")).toBe(net);
      // Each item's amount, each markup's and each section's total is the hand calculation's too.
      const hand = handFigures(contract, new Map(quantities));
      for (const entry of allEntries(x89.value.boq?.body ?? [])) {
        if (entry.kind === "item") {
          expect(entry.quantity?.toString(), entry.oz).toBe(Number(quantities.get(entry.oz)).toFixed(3));
          expect(entry.total?.toString(), entry.oz).toBe(hand.items.get(entry.oz));
        } else if (entry.kind === "markupItem")
          expect(entry.total?.toString(), entry.oz).toBe(hand.markups.get(entry.oz)?.total);
        else if (entry.kind === "section") {
          expect(entry.totals?.total?.toString(), entry.oz).toBe(hand.sections.get(entry.oz)?.total);
          const after = entry.totals?.totalAfterDiscount ?? entry.totals?.total;
          expect(after?.toString(), entry.oz).toBe(hand.sections.get(entry.oz)?.afterDiscount);
        }
      }
      const facts = new Map(x89.value.award.invoiceFacts.map((fact) => [fact.key, fact.value]));
      expect(facts.get("InvoiceHeader/InvoiceNo")).toBe(round.number);
      // The viewer shows the invoice: its number and what is due.
      const view = viewGaeb({ name: `${round.number}.X89`, bytes: result.x89 }, { lang: "en" });
      if (!view.ok) throw new Error(JSON.stringify(view.issues));
      const shown = view.view.facts.map((fact) => `${fact.label}: ${fact.value}`);
      const due = ((gross - retention - paid) / 100).toLocaleString("en-US", { minimumFractionDigits: 2 });
      expect(shown).toContain(`Invoice no.: ${round.number}`);
      expect(shown).toContain(`amount outstanding (Zahlbetrag): ${due}`);
      // The X31 reads back: each measured item's quantity is the sum of its lines.
      const determination = readGaeb({ name: `${round.number}.X31`, bytes: result.x31 });
      if (!determination.ok) throw new Error(JSON.stringify(determination.issues));
      for (const item of allItems(determination.value.boq?.body ?? []))
        expect(item.quantityDetermination?.quantity?.toString(), item.oz).toBe(
          ((measured.get(item.oz) ?? 0) / 1000).toFixed(3),
        );
      ownNets.push(net - lastNet);
      paidGross.set(round.number, gross - lastGross);
      paidVat.set(round.number, vat - lastVat);
      lastNet = net;
      lastGross = gross;
      lastVat = vat;
      const next = billingWorkbook({ name: "last.xlsx", bytes: filled });
      if (round.type === "Schlussrechnung") {
        expect(next.ok).toBe(false);
        expect(next.issues.map((issue) => issue.code)).toContain("billing_series_closed");
        // The series adds up to the measured total exactly.
        expect(ownNets.reduce((sum, value) => sum + value, 0)).toBe(net);
      } else {
        if (!next.ok) throw new Error(JSON.stringify(next.issues));
        expect(next.summary.sequence).toBe(rounds.indexOf(round) + 2);
        expect(cents(next.summary.billedBefore)).toBe(net);
        workbook = next.xlsx;
      }
    }
  }, 600_000);
});

const paidGross = new Map<string, number>();
const paidVat = new Map<string, number>();
let lastGross = 0;
let lastVat = 0;

import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { billingWorkbook, invoiceFromWorkbook } from "../src/billing/index.js";
import { readBillingWorkbook } from "../src/billing/read-workbook.js";
import { readGaeb } from "../src/convert.js";
import { allItems } from "../src/entries-walk.js";
import type { Issue } from "../src/issues.js";
import type { GaebDocument, Item } from "../src/model.js";
import { openXlsx } from "../src/workbook/xlsx-reader.js";
import { expectedFigures, type Typed } from "./support/acceptance.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { validatePhase } from "./support/gaeb-schema.js";
import { findSoffice } from "./support/libreoffice.js";
import { editWithLibreOffice, type Step } from "./support/libreoffice-macro.js";

const soffice = findSoffice();
if (!soffice) {
  if (process.env.CI)
    throw new Error("LibreOffice (soffice) is required in CI: install libreoffice-calc-nogui");
  process.stderr.write("\n*** Billing series SKIPPED: soffice not found ***\n\n");
}
const corpus = requireCorpus("Billing series");

const CONTRACT = "gaeb-samples/Musterdatei_3.1_2008-001.X86";

/** The rows of a sheet of our workbook by the text in column A (item numbers, labels). */
function rowsByFirstCell(xlsx: Uint8Array, sheet: string): Map<string, number> {
  const book = openXlsx(xlsx);
  const info = book.sheets.find((s) => s.name === sheet);
  const read = info && book.read(info);
  const rows = new Map<string, number>();
  for (const [row, cells] of read?.rows ?? []) {
    const text = cells.get(0)?.value;
    if (text && !rows.has(text)) rows.set(text, row);
  }
  return rows;
}

interface Round {
  number: string;
  type: string;
  start: string;
  end: string;
  /** Measurement lines: oz, location, description, count, length, width (strings as typed). */
  lines: Array<[string, string, string, string, string, string]>;
  typed: Array<[string, string]>;
  payments: Array<[string, string, string, string]>;
}

function fill(xlsx: Uint8Array, round: Round, firstLine: number, firstPayment: number): Step[] {
  const invoice = rowsByFirstCell(xlsx, "Rechnung");
  const billing = rowsByFirstCell(xlsx, "Abrechnung");
  const at = (label: string) => `B${invoice.get(label)}`;
  const steps: Step[] = [
    { type: "sheet", name: "Rechnung" },
    { type: "text", cell: at("Rechnungsnummer"), value: round.number },
    { type: "typed", cell: at("Rechnungsdatum"), value: round.end },
    { type: "text", cell: at("Rechnungsart"), value: round.type },
    { type: "typed", cell: at("Leistung vom"), value: round.start },
    { type: "typed", cell: at("Leistung bis"), value: round.end },
    { type: "text", cell: at("Steuernummer oder USt-IdNr. des Auftragnehmers"), value: "DE123456789" },
    { type: "number", cell: at("Sicherheitseinbehalt"), value: "5" },
    ...(round.number === "R-01"
      ? [
          {
            type: "text" as const,
            cell: at("Auftragnehmer"),
            value: "Musterbau GmbH, Baustraße 1, 12345 Musterstadt",
          },
        ]
      : []),
  ];
  round.payments.forEach(([invoiceNo, date, gross, vat], index) => {
    const row = firstPayment + index;
    steps.push(
      { type: "text", cell: `A${row}`, value: invoiceNo },
      { type: "typed", cell: `B${row}`, value: date },
      { type: "number", cell: `C${row}`, value: gross },
      { type: "number", cell: `D${row}`, value: vat },
    );
  });
  steps.push({ type: "sheet", name: "Aufmaß" });
  round.lines.forEach(([oz, location, description, count, length, width], index) => {
    const row = firstLine + index;
    steps.push(
      { type: "text", cell: `A${row}`, value: oz },
      { type: "text", cell: `B${row}`, value: location },
    );
    if (description) steps.push({ type: "text", cell: `C${row}`, value: description });
    if (count) steps.push({ type: "number", cell: `D${row}`, value: count });
    if (length) steps.push({ type: "number", cell: `E${row}`, value: length });
    if (width) steps.push({ type: "number", cell: `F${row}`, value: width });
  });
  steps.push({ type: "sheet", name: "Abrechnung" });
  for (const [oz, quantity] of round.typed)
    steps.push({ type: "number", cell: `I${billing.get(oz)}`, value: quantity });
  return steps;
}

/** The hand calculation: the contract's unit prices, rates and discounts on the quantities to date. */
function handNet(contract: GaebDocument, quantities: Map<string, string>): string {
  const typed: Typed = {
    prices: new Map(),
    rates: new Map(),
    quantities,
    itemDiscounts: new Map(),
    sectionDiscounts: new Map(),
  };
  const visit = (entries: NonNullable<GaebDocument["boq"]>["body"]) => {
    for (const entry of entries) {
      if (entry.kind === "section") {
        if (entry.totals?.discountPercent)
          typed.sectionDiscounts.set(entry.oz, entry.totals.discountPercent.toString());
        visit(entry.children);
      } else if (entry.kind === "item" && entry.unitPrice) {
        typed.prices.set(entry.oz, entry.unitPrice.toString());
        if (!quantities.has(entry.oz)) quantities.set(entry.oz, "0");
        if (entry.discountPercent) typed.itemDiscounts.set(entry.oz, entry.discountPercent.toString());
      } else if (entry.kind === "markupItem" && entry.markupPercent)
        typed.rates.set(entry.oz, entry.markupPercent.toString());
    }
  };
  visit(contract.boq?.body ?? []);
  const lv = contract.boq?.info.totals?.discountPercent;
  if (lv) typed.lvDiscount = lv.toString();
  // Lump sums and discount amounts apply pro rata: by the share of the section's contract total.
  const contractQuantities = new Map<string, string>();
  for (const item of allItems(contract.boq?.body ?? []))
    contractQuantities.set(item.oz, item.quantity?.toString() ?? "0");
  const whole = expectedFigures(contract, { ...typed, quantities: contractQuantities }).sections;
  typed.sectionShares = new Map();
  const shares = (entries: NonNullable<GaebDocument["boq"]>["body"]) => {
    for (const entry of entries) {
      if (entry.kind !== "section") continue;
      shares(entry.children);
      const total = whole.get(entry.oz)?.total;
      const { lumpSum, discountAmount } = entry.totals ?? {};
      if (total && lumpSum)
        typed.sectionShares?.set(entry.oz, { kind: "lump", part: lumpSum.toString(), whole: total });
      else if (total && discountAmount)
        typed.sectionShares?.set(entry.oz, { kind: "amount", part: discountAmount.toString(), whole: total });
    }
  };
  shares(contract.boq?.body ?? []);
  const expected = expectedFigures(contract, typed);
  return expected.afterDiscount || expected.total;
}

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
      expect(validatePhase("89", [{ name: `${round.number}.X89`, bytes: result.x89 }])).toBe("");
      expect(result.x31).toBeDefined();
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
      for (const item of allItems(x89.value.boq?.body ?? [])) {
        const q = quantities.get(item.oz);
        expect(item.quantity?.toString(), item.oz).toBe(Number(q).toFixed(3));
      }
      const facts = new Map(x89.value.award.invoiceFacts.map((fact) => [fact.key, fact.value]));
      expect(facts.get("InvoiceHeader/InvoiceNo")).toBe(round.number);
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

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { BillingSummary, InvoiceSummary } from "gaeb2xlsx";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../components/Toasts";
import type { Lang } from "../../i18n/lang";
import type { BillingJob, BillingJobOutput } from "../../worker/billing";
import { WorkerJobError } from "../../worker/client";
import { InvoiceStep } from "./InvoiceStep";
import type { BillingRunner } from "./useBillingJobs";
import { WorkbookStep } from "./WorkbookStep";

const saved: Array<{ bytes: number[]; name: string; type: string }> = [];
vi.mock("../../ondevice/save", async (original) => ({
  ...(await original<typeof import("../../ondevice/save")>()),
  saveBytes: (bytes: Uint8Array, name: string, type: string) => saved.push({ bytes: [...bytes], name, type }),
}));

afterEach(() => {
  cleanup();
  saved.length = 0;
});

/** An xlsx begins like every zip; the page checks that before it starts the worker. */
const ZIP_HEAD = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);
const CONTRACT = new TextEncoder().encode('<?xml version="1.0"?><GAEB/>');

/** A worker stand-in that records every job and answers when the test says so. */
function scriptedRunner() {
  const jobs: { job: BillingJob; answer(output: BillingJobOutput): void; fail(error: Error): void }[] = [];
  const runner: BillingRunner = {
    run: (job) =>
      new Promise((resolve, reject) => {
        jobs.push({ job, answer: resolve, fail: reject });
      }),
  };
  return { runner, jobs };
}

const billingSummary = (sequence: number, billedBefore = "0"): BillingSummary => ({
  project: "Lagerhalle Nord",
  lvName: "Rohbau",
  itemCount: 1234,
  contractTotal: "1234567.5",
  currency: "EUR",
  sequence,
  billedBefore,
});

const invoiceSummary: InvoiceSummary = {
  invoiceNumber: "R-2026-07",
  invoiceType: "deduction",
  invoiceDate: "2026-03-31",
  itemCount: 42,
  measurementLines: 17,
  net: "10000",
  vat: "1900",
  gross: "11900",
  retention: "595",
  paidBefore: "5000.5",
  amountDue: "6304.5",
  currency: "EUR",
};

function renderStep(step: "workbook" | "invoice", runner: BillingRunner, lang: Lang = "de") {
  render(
    <ToastProvider lang={lang}>
      {step === "workbook" ? (
        <WorkbookStep lang={lang} runner={runner} />
      ) : (
        <InvoiceStep lang={lang} runner={runner} />
      )}
    </ToastProvider>,
  );
}

async function drop(testId: string, name: string, bytes: Uint8Array = ZIP_HEAD) {
  const input = screen.getByTestId(testId) as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File([bytes as BlobPart], name)] } });
  });
}

describe("billing workbook step", () => {
  it("refuses files that are neither a GAEB file nor a workbook, without starting the worker", async () => {
    const { runner, jobs } = scriptedRunner();
    renderStep("workbook", runner);
    await drop("contract-input", "auftrag.pdf", new TextEncoder().encode("%PDF-1.7"));
    expect(screen.getByRole("alert").textContent).toMatch(/weder ein Auftrags-LV/);
    await drop("contract-input", "umbenannt.xlsx", new TextEncoder().encode("<html>"));
    expect(screen.getByRole("alert").textContent).toMatch(/weder ein Auftrags-LV/);
    expect(jobs).toHaveLength(0);
  });

  it("sends the contract, shows what the workbook is made from, focuses it and saves the workbook", async () => {
    const { runner, jobs } = scriptedRunner();
    renderStep("workbook", runner);
    await drop("contract-input", "Lagerhalle.X86", CONTRACT);
    await waitFor(() => expect(jobs).toHaveLength(1));
    const [first] = jobs;
    expect(first?.job).toMatchObject({ kind: "workbook", options: { lang: "de" } });
    if (first?.job.kind === "workbook") expect(first.job.file.name).toBe("Lagerhalle.X86");
    expect(screen.getByTestId("billing-workbook-status").textContent).toMatch(
      /wird in Ihrem Browser erstellt/,
    );

    const xlsx = new Uint8Array([1, 2, 3]);
    const ok = { ok: true as const, xlsx, fileName: "Lagerhalle-Abrechnung-R01.xlsx", issues: [] };
    await act(async () =>
      first?.answer({ kind: "workbook", result: { ...ok, summary: billingSummary(1) }, messages: [] }),
    );
    expect(screen.getByTestId("billing-project").textContent).toBe("Lagerhalle Nord");
    expect(screen.getByTestId("billing-items").textContent).toBe("1.234");
    expect(screen.getByTestId("billing-total").textContent).toBe("1.234.567,50 EUR");
    expect(screen.getByTestId("billing-sequence").textContent).toBe("1 (erste Rechnung)");
    expect(screen.queryByTestId("billing-billed-before")).toBeNull();
    expect(document.activeElement?.id).toBe("billing-workbook-outcome");
    expect(screen.getByTestId("billing-workbook-status").textContent).toBe(
      "Abrechnungstabelle erstellt: 1.234 Positionen, Auftragssumme 1.234.567,50 EUR.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Abrechnungstabelle speichern" }));
    expect(saved).toEqual([
      {
        bytes: [1, 2, 3],
        name: "Lagerhalle-Abrechnung-R01.xlsx",
        type: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      },
    ]);
  });

  it("takes the last invoice's workbook for the next one and says what was billed before, in English", async () => {
    const { runner, jobs } = scriptedRunner();
    renderStep("workbook", runner, "en");
    await drop("contract-input", "Lagerhalle-Abrechnung-R02.xlsx");
    await waitFor(() => expect(jobs).toHaveLength(1));
    const result = {
      ok: true as const,
      xlsx: new Uint8Array([9]),
      fileName: "Lagerhalle-Abrechnung-R03.xlsx",
      summary: billingSummary(3, "23456.7"),
      issues: [],
    };
    await act(async () => jobs[0]?.answer({ kind: "workbook", result, messages: [] }));
    expect(screen.getByTestId("billing-sequence").textContent).toBe("3");
    expect(screen.getByTestId("billing-billed-before").textContent).toBe("23,456.70 EUR");
  });

  it("lists the core's reasons when the file cannot be billed and leads back to the drop zone", async () => {
    const { runner, jobs } = scriptedRunner();
    renderStep("workbook", runner);
    await drop("contract-input", "Angebot.X84", CONTRACT);
    await waitFor(() => expect(jobs).toHaveLength(1));
    const issues = [
      { code: "billing_contract_phase" as const, severity: "error" as const, params: { phase: "84" } },
    ];
    const message = "Angebot.X84 ist kein Auftrags-LV (Phase 84).";
    await act(async () =>
      jobs[0]?.answer({ kind: "workbook", result: { ok: false, issues }, messages: [message] }),
    );
    const outcome = screen.getByRole("region", { name: /keine Abrechnungstabelle erstellen/ });
    expect(within(outcome).getByText(message)).toBeTruthy();
    expect(document.activeElement?.id).toBe("billing-workbook-outcome");
    fireEvent.click(within(outcome).getByRole("button", { name: "Andere Datei wählen" }));
    expect(screen.getByTestId("contract-input")).toBeTruthy();
  });
});

describe("invoice step", () => {
  const done = (x31: boolean): BillingJobOutput => ({
    kind: "invoice",
    result: {
      ok: true,
      x89: new Uint8Array([8, 9]),
      ...(x31 ? { x31: new Uint8Array([3, 1]) } : {}),
      fileName: "Lagerhalle-R01.X89",
      summary: invoiceSummary,
      issues: [{ code: "billing_overrun", severity: "warning" }],
    },
    messages: ["Item 01.0010: 112 % of the contract quantity."],
  });

  it("writes the invoice with the quantity determination by default and shows its figures in the reader's notation", async () => {
    const { runner, jobs } = scriptedRunner();
    renderStep("invoice", runner, "en");
    const box = screen.getByRole("checkbox", {
      name: "Write the quantity determination (X31)",
    }) as HTMLInputElement;
    expect(box.checked).toBe(true);
    await drop("workbook-input", "Lagerhalle-Abrechnung-R01.xlsx");
    await waitFor(() => expect(jobs).toHaveLength(1));
    expect(jobs[0]?.job).toMatchObject({
      kind: "invoice",
      options: { lang: "en", quantityDetermination: true },
    });
    await act(async () => jobs[0]?.answer(done(true)));

    const shown = (id: string) => screen.getByTestId(`invoice-${id}`).textContent;
    expect(shown("number")).toBe("R-2026-07");
    expect(shown("type")).toBe("Interim invoice");
    expect(shown("date")).toBe("31 March 2026");
    expect(shown("lines")).toBe("17");
    expect(shown("net")).toBe("10,000.00 EUR");
    expect(shown("vat")).toBe("1,900.00 EUR");
    expect(shown("gross")).toBe("11,900.00 EUR");
    expect(shown("retention")).toBe("595.00 EUR");
    expect(shown("paid-before")).toBe("5,000.50 EUR");
    expect(shown("due")).toBe("6,304.50 EUR");
    expect(screen.getByText("Item 01.0010: 112 % of the contract quantity.")).toBeTruthy();
    expect(document.activeElement?.id).toBe("invoice-outcome");
    expect(screen.getByTestId("invoice-status").textContent).toBe(
      "Invoice R-2026-07 ready, amount due 6,304.50 EUR.",
    );

    fireEvent.click(screen.getByRole("button", { name: "Save the invoice (X89)" }));
    fireEvent.click(screen.getByRole("button", { name: "Save the quantity determination (X31)" }));
    expect(saved.map(({ name, bytes }) => [name, bytes])).toEqual([
      ["Lagerhalle-R01.X89", [8, 9]],
      ["Lagerhalle-R01.X31", [3, 1]],
    ]);
  });

  it("writes the files again without the X31 when the box is cleared, leaving the focus in the box", async () => {
    const { runner, jobs } = scriptedRunner();
    renderStep("invoice", runner);
    await drop("workbook-input", "Abrechnung.xlsx");
    await waitFor(() => expect(jobs).toHaveLength(1));
    await act(async () => jobs[0]?.answer(done(true)));
    const box = screen.getByRole("checkbox", { name: "Mengenermittlung (X31) erzeugen" });
    box.focus();
    fireEvent.click(box);
    await waitFor(() => expect(jobs).toHaveLength(2));
    expect(jobs[1]?.job).toMatchObject({ kind: "invoice", options: { quantityDetermination: false } });
    await act(async () => jobs[1]?.answer(done(false)));
    expect(screen.getByRole("button", { name: "Rechnung speichern (X89)" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Mengenermittlung speichern (X31)" })).toBeNull();
    expect(screen.getByTestId("invoice-type").textContent).toBe("Abschlagsrechnung");
    expect(screen.getByTestId("invoice-date").textContent).toBe("31. März 2026");
    expect(document.activeElement).toBe(box);
  });

  it("refuses a file that is not a workbook and says when the worker stopped, with a way to try again", async () => {
    const { runner, jobs } = scriptedRunner();
    renderStep("invoice", runner);
    await drop("workbook-input", "Rechnung.X89", CONTRACT);
    expect(screen.getByRole("alert").textContent).toMatch(/keine Excel-Tabelle/);
    expect(jobs).toHaveLength(0);
    await drop("workbook-input", "Abrechnung.xlsx");
    await waitFor(() => expect(jobs).toHaveLength(1));
    await act(async () => jobs[0]?.fail(new WorkerJobError("out of memory", "worker_failed")));
    const outcome = screen.getByRole("region", {
      name: "Aus dieser Tabelle lässt sich noch keine Rechnung erzeugen",
    });
    expect(
      within(outcome).getByText(/Die Verarbeitung ist im Browser abgebrochen \(out of memory\)/),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Noch einmal versuchen" }));
    await waitFor(() => expect(jobs).toHaveLength(2));
  });
});

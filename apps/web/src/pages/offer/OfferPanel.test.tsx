// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { OfferSummary } from "gaeb2xlsx";
import { afterEach, describe, expect, it } from "vitest";
import { ToastProvider } from "../../components/Toasts";
import type { Lang } from "../../i18n/lang";
import { WorkerJobError } from "../../worker/client";
import type { OfferJob, OfferJobOutput } from "../../worker/offer.worker";
import { fixtureBreakdown } from "./form223/fixture";
import { OfferPanel } from "./OfferPanel";
import type { OfferRunner } from "./useOfferJob";

afterEach(cleanup);

/** An xlsx begins like every zip; the panel checks that before it starts the worker. */
const ZIP_HEAD = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);

const summary = (bidder: string | null): OfferSummary => ({
  bidder,
  project: "Neubau Kita",
  lvName: "Rohbau",
  itemCount: 1234,
  pricedItems: 1230,
  notOfferedItems: 4,
  grandTotal: "1234567.5",
  currency: "EUR",
  gaebVersion: "3.3",
  fileName: "Rohbau.X84",
});

/** A worker stand-in that records every job and answers when the test says so. */
function scriptedRunner() {
  const jobs: { job: OfferJob; answer(output: OfferJobOutput): void; fail(error: Error): void }[] = [];
  const runner: OfferRunner = {
    run: (job) =>
      new Promise((resolve, reject) => {
        jobs.push({ job, answer: resolve, fail: reject });
      }),
  };
  return { runner, jobs };
}

const done = (bidder: string | null, messages: OfferJobOutput["messages"] = []): OfferJobOutput => ({
  result: {
    ok: true,
    x84: new Uint8Array([60]),
    summary: summary(bidder),
    issues: messages.map(() => ({ code: "offer_price_rounded", severity: "warning" as const })),
  },
  messages,
});

function setup(runner: OfferRunner, lang: Lang = "de") {
  render(
    <ToastProvider lang={lang}>
      <OfferPanel lang={lang} runner={runner} />
    </ToastProvider>,
  );
}

async function drop(name: string, bytes: Uint8Array = ZIP_HEAD) {
  const input = screen.getByTestId("workbook-input") as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File([bytes as BlobPart], name)] } });
  });
}

describe("OfferPanel", () => {
  it("refuses a file that is not a workbook without starting the worker", async () => {
    const { runner, jobs } = scriptedRunner();
    setup(runner);
    await drop("angebot.pdf", new TextEncoder().encode("%PDF-1.7"));
    expect(screen.getByRole("alert").textContent).toMatch(/keine Excel-Tabelle/);
    await drop("umbenannt.xlsx", new TextEncoder().encode("<html>"));
    expect(screen.getByRole("alert").textContent).toMatch(/keine Excel-Tabelle/);
    expect(jobs).toHaveLength(0);
  });

  it("sends the workbook with the options, then shows the figures, announces them and focuses the result", async () => {
    const { runner, jobs } = scriptedRunner();
    setup(runner);
    fireEvent.change(screen.getByLabelText("Bieter"), { target: { value: "  Muster Bau  " } });
    await drop("Rohbau.xlsx");
    await waitFor(() => expect(jobs).toHaveLength(1));
    const [first] = jobs;
    expect(first?.job.workbook.name).toBe("Rohbau.xlsx");
    expect([...(first?.job.workbook.bytes ?? [])]).toEqual([...ZIP_HEAD]);
    expect(first?.job.options).toEqual({ lang: "de", notOfferedEmpty: false, bidder: "Muster Bau" });
    expect(screen.getByTestId("offer-status").textContent).toMatch(/wird in Ihrem Browser erzeugt/);

    await act(async () => first?.answer(done("Muster Bau", ["Blatt „LV“, Zelle G12: gerundet."])));
    expect(screen.getByTestId("offer-bidder").textContent).toBe("Muster Bau");
    expect(screen.getByTestId("offer-priced").textContent).toBe("1.230 von 1.234");
    expect(screen.getByTestId("offer-not-offered").textContent).toBe("4");
    expect(screen.getByTestId("offer-total").textContent).toBe("1.234.567,50 EUR");
    expect(screen.getByText("Blatt „LV“, Zelle G12: gerundet.")).toBeTruthy();
    expect(document.activeElement?.id).toBe("offer-outcome");
    expect(screen.getByTestId("offer-status").textContent).toBe(
      "Angebot erstellt: Muster Bau, 1.230 bepreiste Positionen, Angebotssumme 1.234.567,50 EUR.",
    );
  });

  it("shows the price breakdown beside the core's warnings only when the offer has one", async () => {
    const { runner, jobs } = scriptedRunner();
    setup(runner, "en");
    await drop("Rohbau.xlsx");
    await waitFor(() => expect(jobs).toHaveLength(1));
    const warning = "Item 01.0020: the breakdown demanded is incomplete (Stoffe, Geräte, Sonstiges).";
    const answer = done("Muster Bau", [warning]);
    if (answer.result.ok) answer.result.breakdown = fixtureBreakdown();
    await act(async () => jobs[0]?.answer(answer));
    expect(screen.getByRole("heading", { name: "Breakdown of unit prices (Form 223)" })).toBeTruthy();
    expect(screen.getByTestId("breakdown-incomplete").textContent).toContain("01.0020");
    expect(screen.getByText(warning)).toBeTruthy();
    fireEvent.click(screen.getByRole("checkbox"));
    await waitFor(() => expect(jobs).toHaveLength(2), { timeout: 2000 });
    await act(async () => jobs[1]?.answer(done("Muster Bau")));
    expect(screen.queryByTestId("offer-breakdown")).toBeNull();
  });

  it("asks for the bidder's name in its field when the workbook has none, and writes the X84 once it is typed", async () => {
    const { runner, jobs } = scriptedRunner();
    setup(runner, "en");
    await drop("Rohbau.xlsx");
    await waitFor(() => expect(jobs).toHaveLength(1));
    const message = "The offer lacks the bidder's name. Type your company name in sheet “LV”, cell C14, …";
    await act(async () =>
      jobs[0]?.answer({
        result: { ok: false, issues: [{ code: "offer_bidder_missing", severity: "error" }] },
        messages: [message],
      }),
    );
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByTestId("offer-bidder-hint").textContent).toMatch(
      /“Bidder” field at the top of this page/,
    );
    expect(screen.queryByTestId("offer-missing-hint")).toBeNull();
    // The hint's button takes the focus to the page's field, where the name is typed.
    fireEvent.click(screen.getByRole("button", { name: "Go to the “Bidder” field" }));
    expect(document.activeElement).toBe(screen.getByLabelText("Bidder"));
    fireEvent.change(screen.getByLabelText("Bidder"), { target: { value: "Muster Bau" } });
    await waitFor(() => expect(jobs).toHaveLength(2), { timeout: 2000 });
    expect(jobs[1]?.job.options).toEqual({ lang: "en", notOfferedEmpty: false, bidder: "Muster Bau" });
    await act(async () => jobs[1]?.answer(done("Muster Bau")));
    expect(screen.getByTestId("offer-bidder").textContent).toBe("Muster Bau");
  });

  it("writes the X84 again when an option changes, keeps the focus in the field and shows only the newest answer", async () => {
    const { runner, jobs } = scriptedRunner();
    setup(runner, "en");
    await drop("Rohbau.xlsx");
    await waitFor(() => expect(jobs).toHaveLength(1));
    const box = screen.getByLabelText("Submit items without a unit price as “not offered”");
    box.focus();
    fireEvent.click(box);
    await waitFor(() => expect(jobs).toHaveLength(2), { timeout: 2000 });
    expect(jobs[1]?.job.options).toEqual({ lang: "en", notOfferedEmpty: true });
    await act(async () => jobs[1]?.answer(done(null)));
    // The first job answers late: its figures must not replace the newer ones.
    await act(async () => jobs[0]?.answer(done("Stale GmbH")));
    expect(screen.getByTestId("offer-bidder").textContent).toBe("not given");
    expect(document.activeElement).toBe(box);
  });

  it("lists every message of a refused workbook and lets the user start over from the drop zone", async () => {
    const { runner, jobs } = scriptedRunner();
    setup(runner, "en");
    await drop("Rohbau.xlsx");
    await waitFor(() => expect(jobs).toHaveLength(1));
    const messages = [
      "Sheet “LV”, cell G12: “abc” is not a number.",
      "2 items have no unit price: 01.0010, 01.0020.",
    ];
    await act(async () =>
      jobs[0]?.answer({
        result: {
          ok: false,
          issues: [
            { code: "offer_price_invalid", severity: "error" },
            { code: "offer_price_missing", severity: "error" },
          ],
        },
        messages,
      }),
    );
    expect(screen.getByRole("heading", { name: "This workbook cannot become an X84 yet" })).toBeTruthy();
    expect(screen.getAllByText(/is not a number|have no unit price/).map((node) => node.textContent)).toEqual(
      messages,
    );
    expect(document.activeElement?.id).toBe("offer-outcome");
    await act(async () =>
      fireEvent.click(screen.getAllByRole("button", { name: "Choose another workbook" })[0] as Element),
    );
    expect(document.activeElement?.textContent).toMatch(/Drop the filled Excel workbook here/);
  });

  it("explains a worker that died and runs the same file again on request", async () => {
    const { runner, jobs } = scriptedRunner();
    setup(runner, "en");
    await drop("Rohbau.xlsx");
    await waitFor(() => expect(jobs).toHaveLength(1));
    await act(async () => jobs[0]?.fail(new WorkerJobError("out of memory", "worker_failed")));
    expect(document.querySelector(".outcome")?.textContent).toMatch(
      /The conversion stopped in the browser \(out of memory\)/,
    );
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Try again" })));
    await waitFor(() => expect(jobs).toHaveLength(2));
    expect(jobs[1]?.job.workbook.name).toBe("Rohbau.xlsx");
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { evaluateComparison } from "gaeb2xlsx";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../../../components/Toasts";
import type { Lang } from "../../../i18n/lang";
import type { CompareJob, CompareJobOutput } from "../../../worker/compare.worker";
import { ComparePanel } from "../ComparePanel";
import type { CompareRunner } from "../useCompareJob";
import { evaluationData, rankingRows } from "./fixture";

afterEach(cleanup);

function scriptedRunner() {
  const jobs: { job: CompareJob; answer(output: CompareJobOutput): void }[] = [];
  const runner: CompareRunner = {
    run: (job) =>
      new Promise((resolve) => {
        jobs.push({ job, answer: resolve });
      }),
  };
  return { runner, jobs };
}

/** The comparison's answer, its evaluation made with the options the job carried, as the core makes it. */
function answerTo(job: CompareJob, xlsx = new Uint8Array([1])): CompareJobOutput {
  const evaluated = evaluateComparison(evaluationData, job.options.evaluation);
  if (!evaluated.ok) throw new Error("the fixture does not evaluate with these options");
  return {
    result: {
      ok: true,
      xlsx,
      currency: "EUR",
      request: {},
      ranking: rankingRows,
      evaluation: evaluated.evaluation,
      evaluationSettings: evaluated.settings,
      evaluationData,
      issues: [],
    },
    messages: [],
    request: { project: "Neubau Kita", lv: "Erdarbeiten" },
  };
}

async function compared(lang: Lang = "de") {
  const { runner, jobs } = scriptedRunner();
  render(
    <ToastProvider lang={lang}>
      <ComparePanel lang={lang} runner={runner} evaluate={evaluateComparison} />
    </ToastProvider>,
  );
  const files = ["lv.X83", "alpha.X84", "beta.X84", "gamma.X84"].map((name) => new File(["<GAEB/>"], name));
  await act(async () => {
    fireEvent.change(screen.getByTestId("compare-input"), { target: { files } });
  });
  await waitFor(() => expect(jobs).toHaveLength(1));
  await act(async () => jobs[0]?.answer(answerTo(jobs[0].job)));
  return { jobs };
}

const order = () => screen.getAllByTestId("evaluation-bidder").map((node) => node.textContent);
const totals = () => screen.getAllByTestId("evaluation-total").map((node) => node.textContent);

describe("the Wertung on the comparison page", () => {
  it("ranks by Wertungssumme and follows a Wahl choice at once; the workbook is made again with it", async () => {
    const { jobs } = await compared();
    expect(order()).toEqual(["Gamma Bau", "Alpha Bau", "Beta Bau"]);
    expect(totals()).toEqual(["700,00 EUR", "1.200,00 EUR", "1.250,00 EUR"]);
    const group = screen.getByLabelText("Wahl zu 01.0030 (Schacht aus Betonfertigteilen)");
    // The options are named by kind, OZ and title, never by the group's or option's number.
    expect([...group.querySelectorAll("option")].map((option) => option.textContent)).toEqual([
      "Grundposition 01.0030: Schacht aus Betonfertigteilen",
      "Wahlposition 01.0040: Schacht aus Mauerwerk",
    ]);
    await act(async () => fireEvent.change(group, { target: { value: "1" } }));
    expect(order()).toEqual(["Gamma Bau", "Beta Bau", "Alpha Bau"]);
    expect(totals()).toEqual(["700,00 EUR", "1.150,00 EUR", "1.300,00 EUR"]);
    // The cheapest choice per bidder is given for information only.
    expect(screen.getAllByTestId("evaluation-check")[1]?.textContent).toContain(
      "Günstigste Wahl für diesen Bieter: Wahlposition 01.0040: Schacht aus Mauerwerk; Wertungssumme 1.150,00 EUR",
    );
    // After a pause the comparison runs again with the choice, without hiding the ranking meanwhile.
    await waitFor(() => expect(jobs).toHaveLength(2), { timeout: 3000 });
    expect(jobs[1]?.job.options.evaluation).toEqual({ alternatives: { "1": 1 } });
    expect(screen.getByTestId("evaluation-table")).toBeTruthy();
  });

  it("counts the Bedarfspositionen only when switched on", async () => {
    await compared();
    const cells = () => screen.getAllByTestId("evaluation-provisional-total").map((node) => node.textContent);
    expect(cells()[1]).toBe("400,00 EURnicht gewertet");
    const box = screen.getByLabelText("Bedarfspositionen werten");
    expect(screen.getByText(/1 Bedarfsposition \(01\.0050\)/)).toBeTruthy();
    await act(async () => fireEvent.click(box));
    expect(order()).toEqual(["Gamma Bau", "Beta Bau", "Alpha Bau"]);
    expect(totals()).toEqual(["720,00 EUR", "1.550,00 EUR", "1.600,00 EUR"]);
    expect(cells()[2]).toBe("400,00 EUR");
    expect(screen.getAllByTestId("evaluation-gross").map((node) => node.textContent)).toEqual([
      "856,80 EUR",
      "1.844,50 EUR",
      "1.904,00 EUR",
    ]);
  });

  it("marks the unusually low offer with the gap to the next offer and its figures", async () => {
    await compared();
    const low = screen.getAllByTestId("evaluation-low");
    expect(low).toHaveLength(1);
    expect(low[0]?.textContent).toBe(
      "Ungewöhnlich niedrig: 41,67 % unter dem nächsten Angebot (Alpha Bau, 1.200,00 EUR). Preise aufklären (§ 16d VOB/A, § 60 VgV).",
    );
    // The mark runs below the figures of the bidder it concerns, the first-ranked Gamma.
    const rows = screen.getAllByTestId("evaluation-row");
    expect(within(rows[0] as HTMLElement).getByTestId("evaluation-bidder").textContent).toBe("Gamma Bau");
    expect(rows[0]?.nextElementSibling?.querySelector("[data-testid=evaluation-low]")).toBe(low[0]);
    // Raising the threshold beyond the gap takes the mark away.
    await act(async () =>
      fireEvent.change(screen.getByTestId("evaluation-lowPercent"), { target: { value: "45" } }),
    );
    expect(screen.queryAllByTestId("evaluation-low")).toHaveLength(0);
  });

  it("reads the cost estimate in German notation and refuses what it leaves ambiguous", async () => {
    await compared("de");
    const estimate = screen.getByLabelText("Kostenschätzung (netto, EUR)");
    await act(async () => fireEvent.change(estimate, { target: { value: "1.500,00" } }));
    expect(screen.getAllByTestId("evaluation-low")[0]?.textContent).toContain(
      "53,33 % unter der Kostenschätzung (1.500,00 EUR)",
    );
    // Alpha at 1,200 lies exactly 20 % below 1,500: not beyond the threshold.
    expect(screen.getAllByTestId("evaluation-low")).toHaveLength(1);
    await act(async () => fireEvent.change(estimate, { target: { value: "1.5" } }));
    expect(estimate.getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByText(/Bitte einen Betrag über 0 eingeben, z\. B\. 123\.456,78\./)).toBeTruthy();
    expect(screen.getAllByTestId("evaluation-low")[0]?.textContent).not.toContain("Kostenschätzung");
  });

  it("reads the cost estimate in English notation", async () => {
    await compared("en");
    const estimate = screen.getByLabelText("Cost estimate (net, EUR)");
    await act(async () => fireEvent.change(estimate, { target: { value: "1,600.00" } }));
    const low = screen.getAllByTestId("evaluation-low").map((node) => node.textContent);
    expect(low[0]).toContain("56.25 % below the cost estimate (1,600.00 EUR)");
    expect(low[1]).toBe(
      "Abnormally low: 25.00 % below the cost estimate (1,600.00 EUR). Ask the bidder to explain its prices (VOB/A § 16d, VgV § 60).",
    );
    await act(async () => fireEvent.change(estimate, { target: { value: "1.600,00" } }));
    expect(estimate.getAttribute("aria-invalid")).toBe("true");
  });

  it("lists a bidder's unusual unit prices once unfolded, with the reference and the deviation", async () => {
    await compared();
    const gamma = screen.getAllByTestId("evaluation-unusual")[0] as HTMLDetailsElement;
    expect(gamma.querySelector("summary")?.textContent).toBe("Gamma Bau: 1 auffälliger Einheitspreis");
    await act(async () => {
      gamma.open = true;
      fireEvent(gamma, new Event("toggle"));
    });
    expect(within(gamma).getAllByRole("row")[1]?.textContent).toBe(
      "01.0010Baugrube ausheben5,0010,25−51,22 %",
    );
  });

  it("downloads only a workbook made with the settings shown", async () => {
    const save = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:workbook");
    const { jobs } = await compared();
    const box = screen.getByLabelText("Bedarfspositionen werten");
    box.focus();
    await act(async () => fireEvent.click(box));
    await act(async () =>
      fireEvent.click(screen.getByRole("button", { name: "Preisspiegel herunterladen (Excel)" })),
    );
    expect(save).not.toHaveBeenCalled();
    expect(screen.getByTestId("workbook-status").textContent).toBe(
      "Die Excel-Datei wird mit Ihrer Wertung erstellt …",
    );
    await waitFor(() => expect(jobs).toHaveLength(2));
    expect(jobs[1]?.job.options.evaluation).toEqual({ provisional: true });
    await act(async () => jobs[1]?.answer(answerTo(jobs[1].job, new Uint8Array([2]))));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    // The workbook made again quietly leaves the focus where the user is.
    expect(document.activeElement).toBe(box);
    const blob = save.mock.calls[0]?.[0] as Blob;
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(new Uint8Array([2]));
    save.mockRestore();
  });
});

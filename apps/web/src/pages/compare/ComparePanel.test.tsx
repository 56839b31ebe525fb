// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { RankingRow } from "gaeb2xlsx";
import { afterEach, describe, expect, it } from "vitest";
import { ToastProvider } from "../../components/Toasts";
import type { Lang } from "../../i18n/lang";
import type { CompareJob, CompareJobOutput } from "../../worker/compare.worker";
import { ComparePanel } from "./ComparePanel";
import { defaultEvaluation, evaluationData } from "./evaluation/fixture";
import type { CompareRunner } from "./useCompareJob";

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

const row = (
  rank: number,
  bidder: string,
  file: string,
  total: string,
  difference: string,
  percent: string,
): RankingRow => ({
  rank,
  bidder,
  file,
  total,
  totalAfterDiscount: total,
  differenceToLowest: difference,
  differencePercent: percent,
  unpricedItems: rank - 1,
  declaredTotalsAgree: rank !== 2,
  complete: rank === 1,
  missingItems: Array.from({ length: rank - 1 }, (_, i) => `01.00${i + 1}0`),
  disagreeingTotals: rank === 2 ? [{ level: "boq", where: "LV", stated: "1100.01", computed: total }] : [],
});

const ranked = (messages: { file: string; text: string }[] = []): CompareJobOutput => ({
  result: {
    ok: true,
    xlsx: new Uint8Array([1]),
    currency: "EUR",
    request: {},
    ranking: [
      row(1, "Alpha Bau", "a.X84", "1000.5", "0.00", "0.00"),
      row(2, "Beta Bau", "b.X84", "1100", "99.50", "9.94"),
    ],
    ...defaultEvaluation(),
    evaluationData,
    issues: messages.map((message) => ({
      code: "compare_items_unpriced" as const,
      severity: "warning" as const,
      file: message.file,
    })),
  },
  messages: messages.map((message) => message.text),
});

function setup(runner: CompareRunner, lang: Lang = "de") {
  render(
    <ToastProvider lang={lang}>
      <ComparePanel lang={lang} runner={runner} />
    </ToastProvider>,
  );
}

const file = (name: string, text = "<GAEB/>") => new File([text], name);

async function drop(...files: File[]) {
  await act(async () => {
    fireEvent.change(screen.getByTestId("compare-input"), { target: { files } });
  });
}

const roles = () => screen.getAllByTestId("compare-role").map((node) => node.textContent);

describe("ComparePanel", () => {
  it("takes the file that is not an offer as the request and waits for a second offer", async () => {
    const { runner, jobs } = scriptedRunner();
    setup(runner);
    await drop(file("a.X84"), file("lv.X83"));
    expect(roles()).toEqual(["Angebot", "Anfrage"]);
    expect(screen.getByTestId("compare-blocker").textContent).toMatch(/mindestens zwei Angebote/);
    expect(jobs).toHaveLength(0);
    await drop(file("b.X84"));
    await waitFor(() => expect(jobs).toHaveLength(1));
    expect(jobs[0]?.job.request.name).toBe("lv.X83");
    expect(jobs[0]?.job.offers.map((offer) => offer.name)).toEqual(["a.X84", "b.X84"]);
    expect(jobs[0]?.job.options).toEqual({ lang: "de" });
  });

  it("shows the ranking with exact figures, focuses it and puts each file's messages beside the file", async () => {
    const { runner, jobs } = scriptedRunner();
    setup(runner);
    await drop(file("lv.X83"), file("a.X84"), file("b.X84"));
    await waitFor(() => expect(jobs).toHaveLength(1));
    await act(async () =>
      jobs[0]?.answer(ranked([{ file: "b.X84", text: "3 Positionen hat der Bieter nicht bepreist." }])),
    );
    expect(screen.getAllByTestId("ranking-bidder").map((node) => node.textContent)).toEqual([
      "Alpha Bau",
      "Beta Bau",
    ]);
    expect(screen.getAllByTestId("ranking-total").map((node) => node.textContent)).toEqual([
      "1.000,50 EUR",
      "1.100,00 EUR",
    ]);
    expect(screen.getAllByTestId("ranking-difference").map((node) => node.textContent)).toEqual([
      "–",
      "+99,50 EUR (+9,94 %)",
    ]);
    expect(screen.getAllByTestId("ranking-status").map((node) => node.textContent)).toEqual([
      "Vollständig",
      "Unvollständig",
    ]);
    expect(screen.getByTestId("ranking-disagreeing").textContent).toBe(
      "Summen laut Angebot weichen von den Einheitspreisen ab: Angebotssumme laut Angebot 1.100,01 EUR",
    );
    expect(document.activeElement?.id).toBe("compare-outcome");
    const offerB = screen.getAllByTestId("compare-file")[2] as HTMLElement;
    expect(within(offerB).getByText("3 Positionen hat der Bieter nicht bepreist.")).toBeTruthy();
    expect(screen.getByTestId("compare-status").textContent).toBe(
      "Preisspiegel fertig: 2 Angebote verglichen, am günstigsten unter den vollständigen ist Alpha Bau mit 1.000,50 EUR. 1 Angebot ist unvollständig.",
    );
  });

  it("announces the lowest complete offer by its total after discount, and no lowest when none is complete", async () => {
    const { runner, jobs } = scriptedRunner();
    setup(runner, "en");
    await drop(file("lv.X83"), file("a.X84"), file("b.X84"));
    await waitFor(() => expect(jobs).toHaveLength(1));
    const answer = ranked();
    if (!answer.result.ok) throw new Error("scripted as ok");
    const [alpha, beta] = answer.result.ranking as [RankingRow, RankingRow];
    alpha.totalAfterDiscount = "950.25";
    await act(async () => jobs[0]?.answer(answer));
    expect(screen.getByTestId("compare-status").textContent).toBe(
      "Price comparison ready: 2 offers compared, the lowest of the complete ones is Alpha Bau at 950.25 EUR. 1 offer is incomplete.",
    );
    fireEvent.click(screen.getByRole("button", { name: "Remove b.X84" }));
    await drop(file("c.X84"));
    await waitFor(() => expect(jobs).toHaveLength(2));
    const none = ranked();
    if (!none.result.ok) throw new Error("scripted as ok");
    none.result.ranking = [alpha, beta].map((row) => ({ ...row, complete: false }));
    await act(async () => jobs[1]?.answer(none));
    expect(screen.getByTestId("compare-status").textContent).toBe(
      "Price comparison ready: 2 offers compared, none of them is complete.",
    );
  });

  it("runs again when the user marks another request or picks a reference bidder, and shows only the newest answer", async () => {
    const { runner, jobs } = scriptedRunner();
    setup(runner, "en");
    await drop(file("lv.X83"), file("a.X84"), file("b.X84"), file("c.X84"));
    await waitFor(() => expect(jobs).toHaveLength(1));
    fireEvent.change(screen.getByLabelText("Deviations in the workbook relative to"), {
      target: { value: String(4) },
    });
    await waitFor(() => expect(jobs).toHaveLength(2));
    expect(jobs[1]?.job.options).toEqual({ lang: "en", referenceBidder: 2 });
    await act(async () => fireEvent.click(screen.getByLabelText("a.X84")));
    await waitFor(() => expect(jobs).toHaveLength(3));
    expect(jobs[2]?.job.request.name).toBe("a.X84");
    expect(jobs[2]?.job.offers.map((offer) => offer.name)).toEqual(["lv.X83", "b.X84", "c.X84"]);
    await act(async () => jobs[0]?.answer(ranked()));
    await act(async () => jobs[1]?.answer(ranked()));
    expect(screen.queryByTestId("ranking")).toBeNull();
    await act(async () =>
      jobs[2]?.answer({
        result: {
          ok: false,
          issues: [{ code: "compare_request_phase_invalid", severity: "error", file: "a.X84" }],
        },
        messages: ["The file chosen as the bill of quantities has phase 84."],
      }),
    );
    const requestItem = screen.getAllByTestId("compare-file")[1] as HTMLElement;
    expect(
      within(requestItem).getByText("The file chosen as the bill of quantities has phase 84."),
    ).toBeTruthy();
    expect(screen.getByRole("heading", { name: "The offers could not be compared" })).toBeTruthy();
  });

  it("refuses files that are not GAEB or come twice, and starts once they are removed", async () => {
    const { runner, jobs } = scriptedRunner();
    setup(runner, "en");
    await drop(file("lv.X83"), file("a.X84"), file("b.X84"), file("notes.pdf"), file("a.X84"));
    expect(screen.getByText(/Neither a GAEB file nor a workbook/)).toBeTruthy();
    expect(screen.getByText("A file with this name is already in the list.")).toBeTruthy();
    expect(screen.getByTestId("compare-blocker").textContent).toMatch(/Remove the marked files/);
    expect(jobs).toHaveLength(0);
    fireEvent.click(screen.getByRole("button", { name: "Remove notes.pdf" }));
    const removeButtons = screen.getAllByRole("button", { name: "Remove a.X84" });
    fireEvent.click(removeButtons[1] as HTMLElement);
    await waitFor(() => expect(jobs).toHaveLength(1));
    expect(document.activeElement?.textContent).toMatch(/Add more offers/);
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { viewerTexts } from "../../content/viewer";
import { sampleView } from "../../viewer/testing/sample-view";
import { WorkerJobError } from "../../worker/client";
import type { ViewJob, ViewJobOutput } from "../../worker/view.worker";
import type { ViewRunner } from "./useViewJob";
import { ViewerPanel } from "./ViewerPanel";

afterEach(() => {
  cleanup();
  window.history.replaceState(null, "", "/");
});

/** A worker stand-in that records every job and answers when the test says so. */
function scriptedRunner() {
  const jobs: { job: ViewJob; answer(output: ViewJobOutput): void; fail(error: Error): void }[] = [];
  const disposed = { count: 0 };
  const runner: ViewRunner = {
    run: (job) =>
      new Promise((resolve, reject) => {
        jobs.push({ job, answer: resolve, fail: reject });
      }),
    dispose: () => {
      disposed.count += 1;
    },
  };
  return { runner, jobs, disposed };
}

async function drop(name: string, text = "<GAEB/>") {
  const input = screen.getByTestId("viewer-input") as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File([text], name)] } });
  });
}

describe("ViewerPanel", () => {
  it("refuses what is not a GAEB file by its name, without starting the worker", async () => {
    const { runner, jobs } = scriptedRunner();
    render(<ViewerPanel lang="de" runner={runner} />);
    await drop("LV.pdf");
    expect(screen.getByRole("alert").textContent).toBe(viewerTexts.de.wrongType);
    await drop("leer.x83", "");
    expect(screen.getByRole("alert").textContent).toBe(viewerTexts.de.empty);
    expect(jobs).toHaveLength(0);
  });

  it("reads the file in the worker in the page's language and shows the LV with its search", async () => {
    const { runner, jobs, disposed } = scriptedRunner();
    render(<ViewerPanel lang="en" runner={runner} />);
    await drop("LV.X83");
    expect(jobs).toHaveLength(1);
    expect(jobs[0]?.job.lang).toBe("en");
    expect(jobs[0]?.job.file.name).toBe("LV.X83");
    const view = sampleView();
    await act(async () =>
      jobs[0]?.answer({
        result: { ok: true, view, issues: [] },
        messages: [],
        search: view.rows.map((row) =>
          row.kind === "item" ? `${row.oz} ${row.shortText}`.toLowerCase() : "",
        ),
      }),
    );
    // The worker is ended once the view is in the page: it gives back the memory the core used.
    expect(disposed.count).toBe(1);
    const list = screen.getByTestId("viewer-list");
    expect(list.dataset.state).toBe("ready");
    expect(screen.getByRole("heading", { level: 2, name: "Neubau Halle" })).toBeTruthy();
    expect(screen.getByTestId("viewer-status").textContent).toBe("Neubau Halle opened: 5 items.");
    fireEvent.change(screen.getByTestId("viewer-search"), { target: { value: "BETON" } });
    await waitFor(() => expect(screen.getByTestId("viewer-hits").textContent).toBe("Hit 1 of 1"));
    fireEvent.change(screen.getByTestId("viewer-search"), { target: { value: "02.00" } });
    await waitFor(() => expect(screen.getByTestId("viewer-hits").textContent).toBe("Hit 1 of 3"));
    fireEvent.keyDown(screen.getByTestId("viewer-search"), { key: "Enter", shiftKey: true });
    expect(screen.getByTestId("viewer-hits").textContent).toBe("Hit 3 of 3");
    // The filter offers the LV's kinds with their counts; an alternative leaves out three of the five items.
    const options = [...(screen.getByTestId("viewer-kind") as HTMLSelectElement).options].map((o) => o.text);
    expect(options).toEqual([
      "All items (5)",
      "Normal items (3)",
      "Alternative items (1)",
      "Optional items without total (1)",
    ]);
    // Totals of a priced LV in the reader's notation.
    expect(screen.getByTestId("viewer-total-gross").textContent).toBe("59,500.00 EUR");
  });

  it("lists the core's messages when the file cannot be shown, and offers to retry after a crash", async () => {
    const { runner, jobs } = scriptedRunner();
    render(<ViewerPanel lang="de" runner={runner} />);
    await drop("kaputt.x83");
    await act(async () =>
      jobs[0]?.answer({
        result: { ok: false, issues: [{ code: "gaeb_structure_invalid", severity: "error" }] },
        messages: ["Die Datei kaputt.x83 ist kein GAEB."],
        search: [],
      }),
    );
    expect(screen.getByRole("heading", { name: viewerTexts.de.failedTitle })).toBeTruthy();
    expect(screen.getByText("Die Datei kaputt.x83 ist kein GAEB.")).toBeTruthy();
    const [, startOver] = screen.getAllByRole("button", { name: viewerTexts.de.changeFile });
    if (startOver) fireEvent.click(startOver);
    await drop("LV.x83");
    await act(async () => jobs[1]?.fail(new WorkerJobError("the job ran longer than 60 s", "timed_out")));
    expect(
      screen.getByRole("heading", { name: viewerTexts.de.failedTitle }).nextElementSibling?.textContent,
    ).toBe(viewerTexts.de.timedOut);
    fireEvent.click(screen.getByRole("button", { name: viewerTexts.de.retry }));
    await waitFor(() => expect(jobs).toHaveLength(3));
    expect(jobs[2]?.job.file.name).toBe("LV.x83");
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { viewerTexts } from "../content/viewer";
import { LvViewer } from "./LvViewer";
import { sampleView } from "./testing/sample-view";

afterEach(cleanup);

const search = (view: ReturnType<typeof sampleView>) => view.rows.map(() => "");

describe("LvViewer's cost group filter", () => {
  it("offers each catalogue's codes, says what it filters and names the totals as the whole LV's", async () => {
    const view = sampleView();
    render(<LvViewer view={view} search={search(view)} lang="de" />);
    const select = screen.getByTestId("viewer-code") as HTMLSelectElement;
    expect(screen.getByLabelText(viewerTexts.de.codeFilter)).toBe(select);
    expect(select.querySelector("optgroup")?.label).toBe("DIN 276-18");
    expect([...select.options].map((option) => option.textContent)).toEqual([
      "Alle",
      "310 (2)",
      "330 (2)",
      "ohne Zuordnung (1)",
    ]);
    expect(screen.queryByTestId("viewer-filtered")).toBeNull();
    expect(screen.getByRole("heading", { name: viewerTexts.de.totalsTitle })).toBeTruthy();

    await act(async () => {
      fireEvent.change(select, { target: { value: "k1=310" } });
    });
    const status = screen.getByTestId("viewer-filtered");
    expect(status.textContent).toContain("Gefiltert: DIN 276-18: 310 – 2 von 5 Positionen");
    // The alternative 01.0020 is shown but, as in GAEB, not summed.
    expect(screen.getByTestId("viewer-filtered-total").textContent).toBe("12.500,00 EUR");
    expect(status.textContent).toContain("Summe der gefilterten Positionen");
    expect(screen.getByRole("heading", { name: viewerTexts.de.totalsTitleUnfiltered })).toBeTruthy();

    await act(async () => {
      fireEvent.change(screen.getByTestId("viewer-kind"), { target: { value: "provisional" } });
    });
    expect(screen.getByTestId("viewer-filtered-count").textContent).toBe("0 von 5 Positionen");

    await act(async () => {
      fireEvent.click(screen.getByRole("button", { name: viewerTexts.de.clearFilter }));
    });
    expect(screen.queryByTestId("viewer-filtered")).toBeNull();
    expect(select.value).toBe("");
  });

  it("has no catalogue filter for an LV without codes", () => {
    const view = { ...sampleView(), catalogues: [] };
    render(<LvViewer view={view} search={search(view)} lang="en" />);
    expect(screen.queryByTestId("viewer-code")).toBeNull();
  });
});

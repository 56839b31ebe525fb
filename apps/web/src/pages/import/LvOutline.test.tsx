// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { importTexts } from "../../content/import";
import type { OutlineRow } from "../../worker/import-outline";
import { LvOutline, OUTLINE_PAGE } from "./LvOutline";

afterEach(cleanup);

const rows: OutlineRow[] = Array.from({ length: 1500 }, (_, index) => ({
  kind: "item",
  depth: 1,
  oz: `01.${String(index + 1).padStart(4, "0")}`,
  text: `Position ${index + 1}`,
  quantity: "1234.5",
  unit: "m2",
}));

const shownRows = () => screen.getByTestId("import-outline").querySelectorAll("tbody tr").length;

describe("the outline of a large LV", () => {
  it("shows the first lines and more on demand, saying how many of how many", () => {
    render(<LvOutline rows={rows} texts={importTexts.de} lang="de" />);
    expect(shownRows()).toBe(OUTLINE_PAGE);
    expect(screen.getByText("200 von 1.500 Zeilen angezeigt")).toBeTruthy();
    expect(screen.getAllByText("1.234,5")).toHaveLength(OUTLINE_PAGE);
    fireEvent.click(screen.getByRole("button", { name: "Weitere Zeilen anzeigen" }));
    expect(shownRows()).toBe(1200);
    fireEvent.click(screen.getByRole("button", { name: "Weitere Zeilen anzeigen" }));
    expect(shownRows()).toBe(1500);
    expect(screen.queryByRole("button", { name: "Weitere Zeilen anzeigen" })).toBeNull();
  });

  it("says where a section has no title", () => {
    render(
      <LvOutline
        rows={[{ kind: "section", depth: 0, oz: "02.01", text: "", quantity: null, unit: null }]}
        texts={importTexts.en}
        lang="en"
      />,
    );
    expect(screen.getByTestId("import-outline").querySelector("tbody tr")?.textContent).toBe(
      "02.01(untitled)",
    );
  });
});

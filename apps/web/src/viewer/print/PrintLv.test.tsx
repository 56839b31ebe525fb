// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fixtureView } from "./fixture";
import { PrintLv } from "./PrintLv";

afterEach(cleanup);

describe("PrintLv", () => {
  it("sits directly in <body> beside the site and applies its page rules only while mounted", () => {
    const { unmount } = render(<PrintLv view={fixtureView()} />);
    const printed = document.body.querySelector(":scope > .print-lv");
    expect(printed?.textContent).toContain("Beton C25/30");
    // What the sheet does is checked in Chromium (e2e/print-layout.e2e.test.ts); happy-dom only counts it.
    expect(document.adoptedStyleSheets).toHaveLength(1);
    unmount();
    expect(document.body.querySelector(".print-lv")).toBeNull();
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });

  it("prints a party's address line by line, the tender's conditions and each entry's own catalogue codes", () => {
    render(<PrintLv view={fixtureView()} />);
    const printed = document.body.querySelector(":scope > .print-lv");
    const owner = [...(printed?.querySelectorAll(".plv-fact") ?? [])].find((fact) =>
      fact.textContent?.startsWith("Auftraggeber"),
    );
    expect([...(owner?.querySelectorAll("dd .fact-line") ?? [])].map((line) => line.textContent)).toEqual([
      "Stadt Musterstadt",
      "Hochbauamt",
      "Markt 1",
      "12345 Musterstadt",
    ]);
    expect(printed?.textContent).toContain("Nebenangebotenicht zugelassen");
    const codes = [...(printed?.querySelectorAll(".plv-codes") ?? [])].map((line) => line.textContent);
    // The section states 300; its item states 331 and takes 300 from the section only for the filter.
    expect(codes).toEqual(["DIN 276-18: 300", "DIN 276-18: 331"]);
  });
});

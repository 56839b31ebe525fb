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
});

// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { OfferLink } from "./OfferLink";

// The router's Link needs the whole app around it; what matters here is where it points.
vi.mock("../../routing/router", () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

afterEach(cleanup);

describe("OfferLink", () => {
  it("points a converted request to the offer page in the page's language", () => {
    render(<OfferLink lang="de" phases={["83"]} />);
    expect(screen.getByRole("link").getAttribute("href")).toBe("/de/excel-nach-x84");
    cleanup();
    render(<OfferLink lang="en" phases={["81"]} />);
    expect(screen.getByRole("link").getAttribute("href")).toBe("/en/excel-to-x84");
  });

  it("says of a workbook made from several requests that each sheet becomes an offer of its own", () => {
    render(<OfferLink lang="de" phases={["83", "83"]} />);
    expect(screen.getByRole("link").textContent).toBe(
      "Aus jedem Blatt der Tabelle wird ein eigenes Angebot (X84)",
    );
    cleanup();
    render(<OfferLink lang="en" phases={["83", "84", "81"]} />);
    expect(screen.getByRole("link").textContent).toBe(
      "Turn each sheet of the workbook into an offer (X84) of its own",
    );
    cleanup();
    // One request beside an offer: that one sheet carries the form.
    render(<OfferLink lang="en" phases={["84", "83"]} />);
    expect(screen.getByRole("link").textContent).toBe("Turn the workbook into your offer (X84)");
  });

  it("stays away from workbooks without a request: offers, contracts, nothing", () => {
    for (const phases of [["84"], ["86"], ["84", "86"], []]) {
      const { container } = render(<OfferLink lang="de" phases={phases} />);
      expect(container.textContent, phases.join(",")).toBe("");
      cleanup();
    }
  });
});

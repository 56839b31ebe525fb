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

  it("stays away from workbooks that cannot become an offer: offers, contracts, several files", () => {
    for (const phases of [["84"], ["86"], ["83", "84"], []]) {
      const { container } = render(<OfferLink lang="de" phases={phases} />);
      expect(container.textContent, phases.join(",")).toBe("");
      cleanup();
    }
  });
});

// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ViewerLink } from "./ViewerLink";

vi.mock("../../routing/router", () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

afterEach(cleanup);

describe("ViewerLink", () => {
  it("points every tool page to the viewer in its language, with its own words", () => {
    const seen = new Set<string>();
    for (const lang of ["de", "en"] as const)
      for (const from of ["converter", "offer", "compare"] as const) {
        render(<ViewerLink lang={lang} from={from} />);
        expect(screen.getByRole("link").getAttribute("href")).toBe(`/${lang}/gaeb-viewer`);
        expect(screen.getByRole("link").textContent).toBe(lang === "de" ? "GAEB-Viewer" : "GAEB viewer");
        const sentence = screen.getByTestId("viewer-link").textContent ?? "";
        expect(seen.has(sentence)).toBe(false);
        seen.add(sentence);
        cleanup();
      }
  });
});

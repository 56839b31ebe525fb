// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, within } from "@testing-library/react";
import type { OfferBreakdown } from "gaeb2xlsx";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Lang } from "../../i18n/lang";
import { BreakdownSection } from "./BreakdownSection";
import { fixtureBreakdown, untimed } from "./form223/fixture";

afterEach(cleanup);

function show(breakdown: OfferBreakdown, lang: Lang = "de") {
  render(<BreakdownSection breakdown={breakdown} currency="EUR" lang={lang} />);
}

const totals = () =>
  [...screen.getByTestId("breakdown-totals").querySelectorAll("tr")].map((row) =>
    [...row.children].map((cell) => cell.textContent),
  );

describe("BreakdownSection", () => {
  it("says what the request demands, what is missing and what does not add up, in German", () => {
    show(fixtureBreakdown());
    expect(
      screen.getByRole("heading", { name: "Aufgliederung der Einheitspreise (Formblatt 223)" }),
    ).toBeTruthy();
    expect(screen.getByTestId("breakdown-demanded").textContent).toBe(
      "Die Angebotsaufforderung verlangt die Aufgliederung für 3 Positionen.",
    );
    expect(screen.getByTestId("breakdown-components").textContent).toBe("Lohn, Stoffe, Geräte, Sonstiges");
    expect(screen.getByTestId("breakdown-time").textContent).toBe("ja, in Stunden");
    expect(screen.getByTestId("breakdown-incomplete").textContent).toBe(
      "1 Position ist noch nicht vollständig aufgegliedert:01.0020",
    );
    expect(screen.getByTestId("breakdown-mismatched").textContent).toBe(
      "Bei 1 Position ergeben die Anteile nicht den Einheitspreis:01.0030",
    );
    expect(screen.queryByTestId("breakdown-complete")).toBeNull();
    expect(totals()).toEqual([
      ["Preisanteil", "Summe"],
      ["Lohn", "10.250,00 EUR"],
      ["Stoffe", "8.412,50 EUR"],
      ["Geräte", "1.200,00 EUR"],
      ["Sonstiges", "0,00 EUR"],
      ["Zeitansatz gesamt (Stunden)", "205,50"],
      ["Angebotssumme (netto)", "21.862,50 EUR"],
    ]);
    expect(screen.getByRole("button", { name: "Formblatt 223 drucken / als PDF" })).toBeTruthy();
  });

  it("says the same in English, in English notation, and that all is complete when it is", () => {
    show(untimed(fixtureBreakdown({ incomplete: [], mismatched: [], demanded: 1 })), "en");
    expect(screen.getByRole("heading", { name: "Breakdown of unit prices (Form 223)" })).toBeTruthy();
    expect(screen.getByTestId("breakdown-demanded").textContent).toBe(
      "The request demands the breakdown for 1 item.",
    );
    expect(screen.getByTestId("breakdown-time").textContent).toBe("not asked for");
    expect(screen.getByTestId("breakdown-complete").textContent).toBe(
      "Every breakdown demanded is complete, and the components add up to the unit price.",
    );
    expect(screen.queryByTestId("breakdown-incomplete")).toBeNull();
    expect(screen.queryByTestId("breakdown-mismatched")).toBeNull();
    expect(totals()).toEqual([
      ["Price component", "Total"],
      ["Lohn", "10,250.00 EUR"],
      ["Stoffe", "8,412.50 EUR"],
      ["Geräte", "1,200.00 EUR"],
      ["Sonstiges", "0.00 EUR"],
      ["Offer total (net)", "21,862.50 EUR"],
    ]);
  });

  it("folds a long list of item numbers away behind a line that counts them", () => {
    const many = Array.from({ length: 1234 }, (_, index) => `01.${String(index + 1).padStart(4, "0")}`);
    show(fixtureBreakdown({ incomplete: many, mismatched: [] }), "en");
    const box = screen.getByTestId("breakdown-incomplete");
    expect(box.textContent).toMatch(/^1,234 items still lack a complete breakdown:/);
    const details = box.querySelector("details");
    expect(details?.querySelector("summary")?.textContent).toBe("Show all 1,234 item numbers");
    expect(details?.textContent).toContain("01.0001, 01.0002");
    expect(details?.textContent).toContain("01.1234");
  });

  it("says when the request demands no breakdown although the workbook asks for the components", () => {
    show(fixtureBreakdown({ demanded: 0, incomplete: [], mismatched: [] }));
    expect(screen.getByTestId("breakdown-demanded").textContent).toMatch(/für keine Position/);
    expect(screen.queryByTestId("breakdown-complete")).toBeNull();
  });

  it("mounts Formblatt 223 in <body> when the button prints, and takes it away once the browser has printed", async () => {
    // happy-dom has no print dialog; what matters is that the form is in <body> when the page asks for it.
    const print = vi.fn(() => {
      expect(document.body.querySelector(":scope > .print-f223")).not.toBeNull();
    });
    Object.defineProperty(window, "print", { value: print, configurable: true, writable: true });
    show(fixtureBreakdown());
    expect(document.body.querySelector(".print-f223")).toBeNull();
    // The browser's own print command prints the page, not the form.
    act(() => {
      window.dispatchEvent(new Event("beforeprint"));
    });
    expect(document.body.querySelector(".print-f223")).toBeNull();
    fireEvent.click(screen.getByTestId("breakdown-print"));
    expect(print).toHaveBeenCalledTimes(1);
    const form = document.body.querySelector(":scope > .print-f223") as HTMLElement;
    expect(within(form).getByRole("heading", { name: "Aufgliederung der Einheitspreise" })).toBeTruthy();
    act(() => {
      window.dispatchEvent(new Event("afterprint"));
    });
    expect(document.body.querySelector(".print-f223")).toBeNull();
  });
});

// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { form223Orientation } from "./Form223Document";
import { Form223Print } from "./Form223Print";
import { fixtureBreakdown, untimed } from "./fixture";
import { form223PageRules } from "./page-rules";

afterEach(cleanup);

const printed = () => document.body.querySelector(":scope > .print-f223") as HTMLElement;
const cells = (row: Element | null | undefined) => [...(row?.children ?? [])].map((cell) => cell.textContent);

describe("Form223Print", () => {
  it("sits directly in <body> and applies its page rules only while mounted", () => {
    const { unmount } = render(<Form223Print breakdown={fixtureBreakdown()} currency="EUR" lang="de" />);
    expect(printed()).not.toBeNull();
    // What the sheet does is checked in Chromium (e2e/offer-breakdown.e2e.test.ts); happy-dom only counts it.
    expect(document.adoptedStyleSheets).toHaveLength(1);
    unmount();
    expect(document.body.querySelector(".print-f223")).toBeNull();
    expect(document.adoptedStyleSheets).toHaveLength(0);
  });

  it("prints the head, one row per item with its components, and the column totals, in German", () => {
    render(<Form223Print breakdown={fixtureBreakdown()} currency="EUR" lang="de" />);
    const form = printed();
    expect(form.querySelector("h1")?.textContent).toBe("Aufgliederung der Einheitspreise");
    expect(
      [...form.querySelectorAll(".f223-field")].map((field) => [
        field.querySelector("dt")?.textContent,
        field.querySelector("dd")?.textContent,
      ]),
    ).toEqual([
      ["Bieter", "Muster Bau GmbH"],
      ["Vergabenummer", "VG-2026/117"],
      ["Baumaßnahme", "Neubau Kindertagesstätte Am Lindenhof"],
      ["Leistung", "Rohbauarbeiten"],
      ["Datum", "29.11.2026"],
    ]);
    const rows = [...form.querySelectorAll("tr")];
    expect(cells(rows[0])).toEqual([
      "OZ",
      "Kurztext",
      "Menge",
      "Einheit",
      "Zeitansatz (Stunden)",
      "Lohn",
      "Stoffe",
      "Geräte",
      "Sonstiges",
      "EP",
      "GP",
    ]);
    expect(rows[0]?.parentElement?.tagName).toBe("THEAD");
    expect(cells(rows[1])).toEqual([
      "01.0010*",
      "Stahlbetonwand C25/30, Dicke 24 cm, beidseitig schalungsglatt",
      "125,500",
      "m2",
      "1,20",
      "60,00",
      "55,00",
      "8,00",
      "0,00",
      "123,00",
      "15.436,50",
    ]);
    // Demanded but left empty: a line to write on. Not demanded and empty: nothing.
    expect(cells(rows[2]).slice(4, 9)).toEqual([
      "..........",
      "2.000,00",
      "..........",
      "..........",
      "..........",
    ]);
    expect(cells(rows[4])).toEqual([
      "01.0040",
      "Stundenlohnarbeiten Facharbeiter",
      "10,000",
      "h",
      "",
      "",
      "",
      "",
      "",
      "50,10",
      "501,00",
    ]);
    expect(cells(rows[5])).toEqual([
      "Summe (Menge × Anteil)",
      "205,50",
      "10.250,00",
      "8.412,50",
      "1.200,00",
      "0,00",
      "",
      "21.862,50",
    ]);
    expect(rows).toHaveLength(6);
    expect(form.querySelector(".f223-legend")?.textContent).toBe(
      "Beträge in EUR ohne Umsatzsteuer; Anteile je Einheit. * Aufgliederung vom Auftraggeber verlangt",
    );
  });

  it("prints in English with English notation, and leaves a line for a head field the offer lacks", () => {
    const breakdown = untimed(fixtureBreakdown());
    breakdown.head = { bidder: "Muster Bau GmbH", date: "2026-11-29T10:15:00" };
    render(<Form223Print breakdown={breakdown} currency="EUR" lang="en" />);
    const form = printed();
    expect(form.getAttribute("lang")).toBe("en");
    expect(form.querySelector("h1")?.textContent).toBe("Breakdown of unit prices");
    const fields = [...form.querySelectorAll(".f223-field dd")].map((field) => field.textContent);
    expect(fields).toEqual(["Muster Bau GmbH", "..........", "..........", "..........", "29/11/2026"]);
    const rows = [...form.querySelectorAll("tr")];
    expect(cells(rows[0])).toEqual([
      "Item",
      "Short text",
      "Quantity",
      "Unit",
      "Lohn",
      "Stoffe",
      "Geräte",
      "Sonstiges",
      "Unit price",
      "Total",
    ]);
    expect(cells(rows[1]).slice(2)).toEqual([
      "125.500",
      "m2",
      "60.00",
      "55.00",
      "8.00",
      "0.00",
      "123.00",
      "15,436.50",
    ]);
    expect(cells(rows.at(-1))[0]).toBe("Total (quantity × component)");
  });

  it("turns the page when the columns need it, and names the form and the bidder in the running header", () => {
    const four = fixtureBreakdown();
    expect(form223Orientation(four)).toBe("landscape");
    expect(form223Orientation(untimed(fixtureBreakdown({ components: ["Lohn", "Sonstiges"] })))).toBe(
      "portrait",
    );
    const rules = form223PageRules(four, "de");
    expect(rules).toContain("size: A4 landscape;");
    expect(rules).toContain('"Formblatt 223 – Aufgliederung der Einheitspreise"');
    expect(rules).toContain('"Muster Bau GmbH"');
    expect(form223PageRules(four, "en")).toContain('"Page " counter(page) " of " counter(pages)');
  });
});

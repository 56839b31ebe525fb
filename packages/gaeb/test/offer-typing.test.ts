import { describe, expect, it } from "vitest";
import { readComplements } from "../src/offer/complements.js";
import { fromSpreadsheetNumber, fromTypedText } from "../src/workbook/typed-number.js";

describe("numbers typed by people", () => {
  it("reads German and English forms and refuses what it would have to guess", () => {
    const read = (text: string) => {
      const typed = fromTypedText(text);
      return typed.ok ? typed.value.toString() : typed.reason;
    };
    expect(read("1.234,50")).toBe("1234.50");
    expect(read("1234,5")).toBe("1234.5");
    expect(read("1,234.50")).toBe("1234.50");
    expect(read("12.50 €")).toBe("12.50");
    expect(read("1.234.567")).toBe("1234567");
    expect(read("0.125")).toBe("0.125");
    expect(read("1.234")).toBe("ambiguous");
    expect(read("12,3,4")).toBe("text");
    expect(read("1.23.4")).toBe("text");
    expect(read("abc")).toBe("text");
    expect(read("-5")).toBe("-5");
  });

  it("reads a spreadsheet's double as the value a person sees", () => {
    expect(fromSpreadsheetNumber("0.30000000000000004")?.toString()).toBe("0.3");
    expect(fromSpreadsheetNumber("12.345")?.toString()).toBe("12.345");
    expect(fromSpreadsheetNumber("1.5E-2")?.toString()).toBe("0.015");
    expect(fromSpreadsheetNumber("1E+21")?.toString()).toBe("1000000000000000000000");
    expect(fromSpreadsheetNumber("x")).toBeUndefined();
  });
});

describe("the bidder's entries in the blanks of a long text", () => {
  const blank = (label: string, caption: string, body: string) =>
    ({ type: "complement", kind: "bidder", label, caption, body, tail: "" }) as const;
  const item = {
    longText: [
      { type: "paragraph", inlines: [blank("32", "Fabrikat:", "'....'"), blank("33", "Typ:", "''")] },
    ],
  } as unknown as Parameters<typeof readComplements>[0];

  it("takes what was typed in place of the blank, and nothing from a line left as it was", () => {
    const read = (cell: string) => [...readComplements(item, cell).values()];
    expect(read("32: Fabrikat: ....\n33: Typ: …")).toEqual([]);
    expect(read("32: Fabrikat: .... Muster AG\n33: Typ: X-200")).toEqual(["Muster AG", "X-200"]);
    expect(read("Muster AG")).toEqual(["Muster AG"]);
  });
});

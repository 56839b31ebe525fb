import { describe, expect, it } from "vitest";
import { readGaeb } from "../src/convert.js";
import { writeGaeb } from "../src/gaeb-xml-writer/index.js";
import type { Issue } from "../src/issues.js";
import { formatIssue } from "../src/messages/index.js";
import type { GaebDocument } from "../src/model.js";
import { validatePhase, xmllint } from "./support/gaeb-schema.js";
import { modelDifferences } from "./support/model-diff.js";
import { contractWithEveryKind, d, invoice, item } from "./support/writer-fixtures.js";

const NOW = new Date("2026-11-26T08:00:00Z");

function written(document: GaebDocument) {
  const result = writeGaeb(document, { now: NOW });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result;
}

function roundTrip(document: GaebDocument) {
  const result = written(document);
  const back = readGaeb({ name: `fixture.X${result.value.phase}`, bytes: result.value.bytes });
  if (!back.ok) throw new Error(JSON.stringify(back.issues));
  return { result, back: back.value, xml: new TextDecoder().decode(result.value.bytes) };
}

describe("GAEB DA XML writer: what the corpus lacks", () => {
  it("writes every item kind, all three markup types with sub quantities and change orders (86)", () => {
    const document = contractWithEveryKind();
    const { result, back, xml } = roundTrip(document);
    expect(result.issues).toEqual([]);
    expect(modelDifferences(document, back)).toEqual([]);
    // References point at the written IDs: the item by RefRNo, the execution description by RefPerfNo.
    expect(xml).toContain('<RefDescr>Ref</RefDescr><RefRNo IDRef="I1"/>');
    expect(xml).toContain('<RefDescr>Rep</RefDescr><RefPerfNo IDRef="PD1"/>');
    expect(xml).toContain('<MarkupSubQty><RefItem IDRef="I1"/><SubQty>5.000</SubQty></MarkupSubQty>');
    expect(xml).toContain("<COInfo><CONo>1</CONo><COPhase>SupplAgree</COPhase><COStatus>Approved</COStatus>");
    if (xmllint) expect(validatePhase("86", [{ name: "kinds.x86", bytes: result.value.bytes }])).toBe("");
  });

  it.each(["80", "81", "82", "83", "84", "85", "87"] as const)(
    "writes the same LV valid for phase %s, reporting what it cannot carry",
    (phase) => {
      const document = { ...contractWithEveryKind(), source: { ...contractWithEveryKind().source, phase } };
      const result = writeGaeb(document, { now: NOW });
      expect(result.ok, JSON.stringify(result.issues)).toBe(true);
      if (!result.ok) return;
      if (xmllint)
        expect(validatePhase(phase, [{ name: `kinds.x${phase}`, bytes: result.value.bytes }])).toBe("");
      const back = readGaeb({ name: `kinds.X${phase}`, bytes: result.value.bytes });
      expect(back.ok).toBe(true);
      // Phase 84 carries no texts and no item kinds: the report says so, element by element.
      if (phase === "84")
        expect(result.issues.map((issue) => issue.params?.element)).toEqual(
          expect.arrayContaining([
            "OutlineText",
            "ALNGroupNo",
            "Provis",
            "LumpSumItem",
            "MarkupType",
            "LblTx",
          ]),
        );
      if (phase === "84") {
        const lumpSum = result.issues.find((issue) => issue.params?.element === "LumpSumItem") as Issue;
        expect(formatIssue(lumpSum, "de")).toBe(
          "OZ 01.0060: <LumpSumItem> kann in GAEB DA XML der Datenart 84 hier nicht stehen (das Schema sieht es nicht vor oder lässt den Wert nicht zu) und fehlt in der geschriebenen Datei.",
        );
      }
    },
  );

  it("writes an invoice (89) with header, parties, share and payments in schema order", () => {
    const document = invoice();
    const { result, back, xml } = roundTrip(document);
    expect(result.issues).toEqual([]);
    expect(modelDifferences(document, back)).toEqual([]);
    expect(xml).toContain("<BillQty>10.000</BillQty>");
    expect(xml.indexOf("</BoQ><InvoiceHeader>")).toBeGreaterThan(0);
    expect(xml.match(/<PaymentMade>/g)).toHaveLength(2);
    if (xmllint) expect(validatePhase("89", [{ name: "invoice.x89", bytes: result.value.bytes }])).toBe("");
  });

  it("refuses a number the schema cannot carry exactly, and says which", () => {
    const document = contractWithEveryKind();
    const section = document.boq?.body[0];
    if (section?.kind !== "section") throw new Error("fixture");
    section.children.push(item("X1", "0990", "01.0990", { quantity: d("1.2345"), unit: "m" }));
    const result = writeGaeb(document, { now: NOW });
    expect(result.ok).toBe(false);
    expect(result.issues).toContainEqual(
      expect.objectContaining({ code: "write_number_too_precise", path: "01.0990", severity: "error" }),
    );
    // Trailing zeros beyond the schema's decimals are no precision: "2.50000" is written as 2.500.
    section.children.pop();
    section.children.push(item("X2", "0990", "01.0990", { quantity: d("2.50000"), unit: "m" }));
    const fine = writeGaeb(document, { now: NOW });
    expect(fine.ok && new TextDecoder().decode(fine.value.bytes)).toContain("<Qty>2.500</Qty>");
  });

  it("keeps valid unique IDs, renews duplicates, and points references at the renewed ones", () => {
    const document = contractWithEveryKind();
    const section = document.boq?.body[0];
    if (section?.kind !== "section") throw new Error("fixture");
    section.children.push(
      item("I1", "0991", "01.0991", { unit: "m" }),
      item("9bad", "0992", "01.0992", { unit: "m" }),
    );
    const { xml } = roundTrip(document);
    expect(xml.match(/ID="I1"/g)).toHaveLength(1);
    expect(xml).toMatch(/<Item ID="ID_\d+" RNoPart="0991">/);
    expect(xml).toMatch(/<Item ID="ID_\d+" RNoPart="0992">/);
  });

  it("writes 3.2 on request, with its namespace and VersDate, and says it could not check it", () => {
    const result = writeGaeb(contractWithEveryKind(), { now: NOW, version: "3.2" });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const xml = new TextDecoder().decode(result.value.bytes);
    expect(xml).toContain('<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA86/3.2">');
    expect(xml).toContain("<Version>3.2</Version><VersDate>2013-10</VersDate>");
    expect(result.issues).toEqual([
      { code: "write_version_unchecked", severity: "info", params: { version: "3.2" } },
    ]);
    const back = readGaeb({ name: "kinds.X86", bytes: result.value.bytes });
    expect(back.ok && modelDifferences(contractWithEveryKind(), back.value)).toEqual([]);
  });

  it("refuses what has no valid form: a required value missing, sections beside items on one level", () => {
    const document = contractWithEveryKind();
    const section = document.boq?.body[0];
    if (section?.kind !== "section") throw new Error("fixture");
    const markup = section.children.find((entry) => entry.kind === "markupItem");
    if (markup?.kind !== "markupItem") throw new Error("fixture");
    delete markup.markupBase;
    const missing = writeGaeb(document, { now: NOW });
    expect(missing.ok).toBe(false);
    expect(missing.issues).toContainEqual({
      code: "write_required_missing",
      severity: "error",
      path: markup.oz,
      params: { element: "ITMarkup", phase: "86" },
    });
    const mixed = contractWithEveryKind();
    mixed.boq?.body.push(item("T1", "0001", "0001", { unit: "m" }));
    const refused = writeGaeb(mixed, { now: NOW });
    expect(refused.ok).toBe(false);
    expect(refused.issues.map((issue) => issue.code)).toContain("write_body_mixed");
  });
});

import { describe, expect, it } from "vitest";
import { readGaeb } from "../src/convert.js";
import { writeGaeb } from "../src/gaeb-xml-writer/index.js";
import type { Section } from "../src/model.js";
import { bytes, gaebXml, item } from "./support/gaeb.js";
import { validatePhase, xmllint } from "./support/gaeb-schema.js";

/**
 * A real export writes a long section label in parts with text complements between them, as siblings in the
 * category (LblTx, TextComplement, LblTx); every part belongs to the title, in order.
 */
const long = "Beschreibung des Abschnitts. ".repeat(180);
const file = gaebXml({
  body: `<BoQCtgy RNoPart="01"><LblTx><p><span>Erster Teil: ${long}</span></p></LblTx><TextComplement Kind="Owner" MarkLbl="1"><ComplCaption><span>Farbe </span></ComplCaption><ComplBody><span>'RAL 7016'</span></ComplBody><ComplTail><span>,</span></ComplTail></TextComplement><LblTx><p><span>letzter Teil.</span></p></LblTx><BoQBody><Itemlist>${item("0010", "<Qty>1.000</Qty><QU>St</QU>")}</Itemlist></BoQBody></BoQCtgy>`,
});

describe("a section label in several parts", () => {
  const read = readGaeb({ name: "parts.X83", bytes: bytes(file) });
  const section = read.ok ? (read.value.boq?.body[0] as Section) : undefined;

  it("keeps every part in order, the complement between them", () => {
    expect(read.ok).toBe(true);
    expect(section?.title.startsWith("Erster Teil: Beschreibung des Abschnitts.")).toBe(true);
    expect(section?.title.endsWith("Farbe 'RAL 7016', letzter Teil.")).toBe(true);
    expect(section?.title.length).toBeGreaterThan(5_000);
    expect(section?.kept).toBeUndefined();
  });

  it.skipIf(!xmllint)("is written as one valid label with all of it", () => {
    const written = writeGaeb(read.ok ? read.value : (undefined as never));
    expect(written.ok).toBe(true);
    if (!written.ok) return;
    expect(validatePhase("83", [{ name: "parts.X83", bytes: written.value.bytes }])).toBe("");
    const back = readGaeb({ name: "back.X83", bytes: written.value.bytes });
    const backSection = back.ok ? (back.value.boq?.body[0] as Section | undefined) : undefined;
    expect(backSection?.title).toBe(section?.title);
  });
});

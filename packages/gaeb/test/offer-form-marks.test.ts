import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { readKinds, readKindWords } from "../src/import/kinds.js";
import { importWorkbook } from "../src/index.js";
import type { Item } from "../src/model.js";
import { offerFromWorkbook } from "../src/offer/index.js";
import { LABELS } from "../src/xlsx/labels.js";
import { STYLE } from "../src/xlsx/styles.js";
import { byOz } from "./support/edited.js";
import { bytes, category, gaebXml } from "./support/gaeb.js";
import { validatePhase, xmllint } from "./support/gaeb-schema.js";
import { editSheet, type ReadSheet, readWorkbook, tableRows } from "./support/xlsx.js";

const text = (words: string) =>
  `<Description><CompleteText><DetailTxt><Text><p><span>${words} lang</span></p></Text></DetailTxt><OutlineText><OutlTxt><TextOutlTxt><p><span>${words}</span></p></TextOutlTxt></OutlTxt></OutlineText></CompleteText></Description>`;

const sub = (no: string, inner: string) =>
  `<SubDescr><SubDNo>${no}</SubDNo>${text(`Teil ${no}`)}${inner}</SubDescr>`;

/** An item whose unit price the bidder must break down, with a sub-description whose quantity he states. */
const XML = gaebXml({
  body: category(
    "01",
    "Ausbau",
    `<Itemlist><Item RNoPart="0010"><UPBkdn>Yes</UPBkdn><Qty>4</Qty><QU>m2</QU>${text("Wand")}${sub(
      "1",
      "<QtySpec>Yes</QtySpec><Qty>0.000</Qty><QU>m2</QU>",
    )}${sub("2", "<Qty>2</Qty><QU>m2</QU>")}</Item><Item RNoPart="0020"><Qty>1</Qty><QU>St</QU>${text(
      "Tür",
    )}</Item></Itemlist>`,
  ),
});

function workbook(lang: "de" | "en" = "de") {
  const result = convertToXlsx([{ name: "lv.x83", bytes: bytes(XML) }], { lang });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return { xlsx: result.xlsx, sheet: readWorkbook(result.xlsx).sheets[0] as ReadSheet };
}

describe("the offer form marks what the bidder is asked for beyond prices", () => {
  it("names a demanded breakdown and a quantity by the bidder in the Art column, in German and English", () => {
    const de = tableRows(workbook().sheet);
    const art = (oz: string) => de.find((r) => r.cells.OZ?.text === oz)?.cells.Art?.text;
    expect(art("01.0010")).toBe("Normalposition, EP-Aufgliederung gefordert");
    expect(art("01.0010/1")).toBe("Unterbeschreibung, Menge vom Bieter anzugeben");
    expect(art("01.0010/2")).toBe("Unterbeschreibung");
    expect(art("01.0020")).toBe("Normalposition");
    const en = tableRows(workbook("en").sheet, "Item no.");
    const type = (oz: string) => en.find((r) => r.cells["Item no."]?.text === oz)?.cells.Type?.text;
    expect(type("01.0010")).toBe("Normal item, Unit price breakdown required");
    expect(type("01.0010/1")).toBe("Sub-description, Quantity to be stated by bidder");
  });

  it("marks the quantity cell of such a sub-description as an input cell with its prompt", () => {
    const { sheet } = workbook();
    const rows = tableRows(sheet);
    const row = (oz: string) => rows.find((r) => r.cells.OZ?.text === oz);
    expect(row("01.0010/1")?.cells.Menge?.style).toBe(STYLE.subQuantityInput);
    expect(row("01.0010/2")?.cells.Menge?.style).toBe(STYLE.quantity);
    expect(row("01.0010")?.cells.Menge?.style).toBe(STYLE.quantity);
    expect(sheet.xml).toContain(`promptTitle="Menge vom Bieter" prompt="Angabe der Menge erforderlich`);
    expect(sheet.xml).toMatch(
      new RegExp(`Angabe der Menge erforderlich[^"]*" sqref="E${row("01.0010/1")?.row}"`),
    );
  });

  it("reads the new words back as known words: a breakdown, no unknown word", () => {
    for (const lang of ["de", "en"] as const) {
      const k = LABELS[lang].kinds;
      const read = readKindWords(`${k.normal}, ${k.breakdownDemanded}`);
      expect(read.unknown).toEqual([]);
      expect(read.breakdown).toBe(true);
      expect(read.kind).toMatchObject({ row: "item", breakdown: true });
      expect(readKinds(`${k.lumpSum}, ${k.breakdownDemanded}`, undefined)).toMatchObject({
        breakdown: true,
        flags: { lumpSum: true },
      });
    }
  });

  it("keeps the breakdown through an edited workbook, and drops or adds it with its words", () => {
    const { xlsx, sheet } = workbook();
    const untouched = importWorkbook({ name: "lv.xlsx", bytes: xlsx });
    if (!untouched.ok) throw new Error(JSON.stringify(untouched.issues));
    expect(untouched.value.kind).toBe("edited");
    const kept = byOz(untouched.value.document);
    expect((kept.get("01.0010") as Item).breakdownDemanded).toBe(true);
    expect((kept.get("01.0010") as Item).subDescriptions[0]?.quantityByBidder).toBe(true);
    expect(untouched.issues.filter((i) => i.code === "import_kind_unknown")).toEqual([]);
    // The Art cells are shared strings: the edit swaps the two items' words.
    const rows = tableRows(sheet);
    const cell = (oz: string) => `B${rows.find((r) => r.cells.OZ?.text === oz)?.row}`;
    const inline = (ref: string, value: string) => `<c r="${ref}" t="inlineStr"><is><t>${value}</t></is></c>`;
    const edited = editSheet(xlsx, 0, (x) =>
      x
        .replace(
          new RegExp(`<c r="${cell("01.0010")}"[^>]*>[\\s\\S]*?</c>`),
          inline(cell("01.0010"), "Normalposition"),
        )
        .replace(
          new RegExp(`<c r="${cell("01.0020")}"[^>]*>[\\s\\S]*?</c>`),
          inline(cell("01.0020"), "Normalposition, EP-Aufgliederung gefordert"),
        ),
    );
    const result = importWorkbook({ name: "lv.xlsx", bytes: edited });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const items = byOz(result.value.document);
    expect((items.get("01.0010") as Item).breakdownDemanded).toBeUndefined();
    expect((items.get("01.0020") as Item).breakdownDemanded).toBe(true);
    expect(result.issues.filter((i) => i.code === "import_kind_unknown")).toEqual([]);
  });
});

describe("the quantity a bidder states for a sub-description", () => {
  it("goes into the offer: the X84 returns the sub-description with his quantity, valid against the schema", () => {
    const { xlsx, sheet } = workbook();
    const rows = tableRows(sheet);
    const at = (oz: string, column: string) => `${column}${rows.find((r) => r.cells.OZ?.text === oz)?.row}`;
    const number = (ref: string, value: number) => `<c r="${ref}"><v>${value}</v></c>`;
    const typed = editSheet(xlsx, 0, (x) =>
      [
        [at("01.0010", "G"), 12.5],
        [at("01.0020", "G"), 100],
        [at("01.0010/1", "E"), 3.25],
      ].reduce(
        (xml, [ref, value]) =>
          xml.replace(
            new RegExp(`<c r="${ref}"[^>]*?(/>|>[\\s\\S]*?</c>)`),
            number(String(ref), Number(value)),
          ),
        x,
      ),
    );
    const offer = offerFromWorkbook({ name: "lv.xlsx", bytes: typed }, { bidder: "Trockenbau Muster GmbH" });
    if (!offer.ok) throw new Error(JSON.stringify(offer.issues));
    const x84 = new TextDecoder().decode(offer.x84);
    expect(x84).toContain("<SubDescr><SubDNo>1</SubDNo><Qty>3.250</Qty></SubDescr>");
    // Only what the bidder states: the other sub-description's quantity is the request's.
    expect(x84).not.toContain("<SubDNo>2</SubDNo>");
    if (xmllint) expect(validatePhase("84", [{ name: "offer.X84", bytes: offer.x84 }])).toBe("");
  });
});

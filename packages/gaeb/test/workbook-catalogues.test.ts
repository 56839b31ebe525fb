import { describe, expect, it } from "vitest";
import { assignedCodes } from "../src/catalogue-codes.js";
import { convertToXlsx } from "../src/convert.js";
import { readGaeb } from "../src/index.js";
import type { Entry } from "../src/model.js";
import { catalogueTitle } from "../src/xlsx/catalogues.js";
import { LABELS } from "../src/xlsx/labels.js";
import { corpusFiles, requireCorpus } from "./support/corpus.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";
import { headerRowNumber, type ReadSheet, readWorkbook, tableRows } from "./support/xlsx.js";

const CATALOGUES =
  "<Ctlg><CtlgID>KG</CtlgID><CtlgType>cost group DIN 276 2018-12</CtlgType><CtlgName>DIN 276-18</CtlgName></Ctlg>" +
  "<Ctlg><CtlgID>LB</CtlgID><CtlgType>work category</CtlgType><CtlgName>Leistungsbereiche</CtlgName></Ctlg>" +
  "<Ctlg><CtlgID>ORT</CtlgID><CtlgType>locality</CtlgType><CtlgName>noname</CtlgName></Ctlg>";

const assign = (id: string, code: string) =>
  `<CtlgAssign><CtlgID>${id}</CtlgID><CtlgCode>${code}</CtlgCode></CtlgAssign>`;

function sheetOf(xml: string | Uint8Array, lang: "de" | "en" = "de", name = "lv.x83"): ReadSheet {
  const result = convertToXlsx([{ name, bytes: typeof xml === "string" ? bytes(xml) : xml }], { lang });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  const sheet = readWorkbook(result.xlsx).sheets[0];
  if (!sheet) throw new Error("no sheet");
  return sheet;
}

const headerTitles = (sheet: ReadSheet, oz = "OZ") =>
  [...(sheet.rows.get(headerRowNumber(sheet, oz)) ?? new Map()).values()].map((cell) => cell.text ?? "");

const lv = (body: string) => gaebXml({ boqInfoExtra: CATALOGUES, body });

describe("catalogue columns of the LV sheet", () => {
  const xml = lv(
    category(
      "01",
      "Rohbau",
      `<Itemlist>${item("0010", `<Qty>2</Qty><QU>m2</QU>${assign("KG", "391")}${assign("LB", "012")}`)}${item(
        "0020",
        `<Qty>1</Qty><QU>St</QU>${assign("KG", "331")}${assign("KG", "332")}`,
      )}${item("0030", "<Qty>1</Qty><QU>St</QU>")}</Itemlist>`,
      assign("KG", "300"),
    ),
  );

  it("puts one column per assigned catalogue right after GP, DIN 276 first, with plain text codes", () => {
    const sheet = sheetOf(xml);
    const titles = headerTitles(sheet);
    expect(titles.slice(0, 10)).toEqual([
      "OZ",
      "Art",
      "Kurztext",
      "Langtext",
      "Menge",
      "Einheit",
      "EP",
      "GP",
      "Kostengruppe (DIN 276-18)",
      "Leistungsbereiche",
    ]);
    // The locality catalogue assigns nothing: no column.
    expect(titles.some((t) => t === "Ort")).toBe(false);
    // The request's input columns follow, and the hidden keys after them.
    expect(titles.slice(10, 13)).toEqual(["Nachlass %", "Nachlassbetrag", "Pauschalsumme"]);
    const rows = tableRows(sheet);
    const at = (oz: string) => rows.find((r) => r.cells.OZ?.text === oz)?.cells;
    expect(at("01.0010")?.["Kostengruppe (DIN 276-18)"]?.text).toBe("391");
    expect(at("01.0010")?.Leistungsbereiche?.text).toBe("012");
    expect(at("01.0020")?.["Kostengruppe (DIN 276-18)"]?.text).toBe("331, 332");
    expect(at("01.0030")?.["Kostengruppe (DIN 276-18)"]).toBeUndefined();
    // The section's own code stands on its row.
    expect(at("01")?.["Kostengruppe (DIN 276-18)"]?.text).toBe("300");
    // The filter covers the new columns: a pivot by cost group takes the table as it is.
    expect(sheet.xml).toMatch(/<autoFilter ref="A\d+:[N-Z]\d+"\/>/);
  });

  it("titles them in English", () => {
    const titles = headerTitles(sheetOf(xml, "en"), "Item no.");
    expect(titles[8]).toBe("Cost group (DIN 276-18)");
  });

  it("has no catalogue column where nothing is assigned, even with catalogues declared", () => {
    const titles = headerTitles(sheetOf(lv(`<Itemlist>${item("1", "<Qty>1</Qty><QU>m</QU>")}</Itemlist>`)));
    expect(titles.slice(8, 11)).toEqual(["Nachlass %", "Nachlassbetrag", "Pauschalsumme"]);
  });

  it("names each catalogue as a planner reads it", () => {
    const words = LABELS.de.columns.catalogue;
    const title = (type: string, name?: string) =>
      catalogueTitle({ id: "X", type, ...(name ? { name } : {}) }, "X", words);
    expect(title("cost group DIN 276-06", "DIN276_06")).toBe("Kostengruppe (DIN 276-06)");
    expect(title("cost group DIN 276-93", "DIN276 neu")).toBe("Kostengruppe (DIN 276-93)");
    expect(title("cost group DIN 276-1 2008-12")).toBe("Kostengruppe (DIN 276-08)");
    expect(title("work category", "noname")).toBe("Leistungsbereich");
    expect(title("cost unit", "Kostenträger")).toBe("Kostenträger");
    expect(title("miscellaneous")).toBe("Katalog");
    expect(catalogueTitle(undefined, "K9", words)).toBe("Katalog K9");
    expect(catalogueTitle({ id: "X", type: "locality" }, "X", LABELS.en.columns.catalogue)).toBe("Locality");
  });

  it("keeps an offer of the request working: the offer form reads past the new columns", async () => {
    const { offerFromWorkbook } = await import("../src/offer/index.js");
    const { editSheet, typeNumber } = await import("./support/xlsx.js");
    const result = convertToXlsx([{ name: "lv.x83", bytes: bytes(xml) }], { lang: "de" });
    if (!result.ok) throw new Error("no workbook");
    const sheet = readWorkbook(result.xlsx).sheets[0] as ReadSheet;
    const rows = tableRows(sheet);
    const row = (oz: string) => rows.find((r) => r.cells.OZ?.text === oz)?.row;
    const priced = editSheet(result.xlsx, 0, (x) =>
      ["0010", "0020", "0030"].reduce((acc, oz) => typeNumber(acc, `G${row(`01.${oz}`)}`, "10"), x),
    );
    const offer = offerFromWorkbook({ name: "lv.xlsx", bytes: priced }, { bidder: "Bau GmbH" });
    expect(offer.ok, JSON.stringify(offer.issues)).toBe(true);
    if (offer.ok) expect(offer.summary.pricedItems).toBe(3);
  });
});

const CORPUS_WITH_CATALOGUES = [
  "gaeb-samples/Musterdatei_3.1_2008-001.X83",
  "gaeb-samples/Musterdatei_2004-001.X81",
  "bvbs-certification/BVBS_Pruefdatei GAEB DA XML 3.3 - AVA - V 11 06 2021.X86",
  "synthetic/example.X82",
];

describe.runIf(requireCorpus("catalogue columns of corpus files"))(
  "catalogue columns of corpus files",
  () => {
    it.each(CORPUS_WITH_CATALOGUES)("%s shows every item's codes as the model has them", (path) => {
      const file = corpusFiles().find((f) => f.path === path);
      if (!file) throw new Error(`${path} not in the corpus`);
      const read = readGaeb({ name: file.name, bytes: file.bytes });
      if (!read.ok) throw new Error("unreadable");
      const info = read.value.boq?.info;
      const expected = new Map<string, Map<string, string>>();
      const walk = (entries: readonly Entry[]) => {
        for (const entry of entries) {
          if (entry.kind === "section") walk(entry.children);
          // Its own codes and those of its quantity splits.
          const assignments = entry.kind === "item" ? assignedCodes(entry) : [];
          if (entry.kind !== "item" || assignments.length === 0) continue;
          const codes = new Map<string, string>();
          for (const a of assignments)
            codes.set(
              a.catalogueId,
              codes.has(a.catalogueId) ? `${codes.get(a.catalogueId)}, ${a.code}` : a.code,
            );
          expected.set(entry.oz, codes);
        }
      };
      walk(read.value.boq?.body ?? []);
      expect(expected.size).toBeGreaterThan(0);
      const sheet = sheetOf(file.bytes, "de", file.name);
      const words = LABELS.de.columns.catalogue;
      const used = new Set([...expected.values()].flatMap((codes) => [...codes.keys()]));
      const titles = headerTitles(sheet);
      const catalogues = (info?.catalogues ?? []).filter((c) => used.has(c.id));
      expect(titles.slice(8, 8 + catalogues.length).sort()).toEqual(
        catalogues.map((c) => catalogueTitle(c, c.id, words)).sort(),
      );
      let seen = 0;
      for (const { cells } of tableRows(sheet)) {
        const codes = expected.get(cells.OZ?.text ?? "");
        if (!codes || cells.Art?.text === LABELS.de.kinds.continued) continue;
        seen += 1;
        for (const c of catalogues)
          expect(cells[catalogueTitle(c, c.id, words)]?.text, `${cells.OZ?.text} ${c.id}`).toBe(
            codes.get(c.id),
          );
      }
      expect(seen).toBe(expected.size);
    });
  },
);

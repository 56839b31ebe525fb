import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertToXlsx, type LvView, type ViewItem, type ViewSectionStart } from "../src/index.js";
import type { Locale } from "../src/issues.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";
import { viewOf } from "./support/view.js";
import { readWorkbook } from "./support/xlsx.js";

const available = requireCorpus("view catalogues suite");
const corpus = (path: string, lang: Locale = "de"): LvView =>
  viewOf(path, new Uint8Array(readFileSync(join(CORPUS_DIR, path))), lang);

const items = (view: LvView) => view.rows.filter((row): row is ViewItem => row.kind === "item");
const sections = (view: LvView) =>
  view.rows.filter((row): row is ViewSectionStart => row.kind === "sectionStart");
const shown = (row: ViewItem | ViewSectionStart) =>
  (row.assignments ?? []).filter((a) => !("inherited" in a)).map((a) => `${a.name}: ${a.code}`);
const fact = (view: LvView, label: string) => view.facts.find((f) => f.label === label)?.value;

const assign = (id: string, code: string) =>
  `<CtlgAssign><CtlgID>${id}</CtlgID><CtlgCode>${code}</CtlgCode></CtlgAssign>`;
const qty = "<Qty>2.000</Qty><QU>m2</QU>";

/** A small LV: a title assigned to cost group 330 as a whole, one item of its own 391, one with no code at all. */
function fixture(project = ""): Uint8Array {
  const xml = gaebXml({
    breakdown:
      "<BoQBkdn><Type>BoQLevel</Type><LblBoQBkdn>Gewerk</LblBoQBkdn><Length>1</Length><Num>Yes</Num></BoQBkdn>" +
      "<BoQBkdn><Type>BoQLevel</Type><LblBoQBkdn>Abschnitt</LblBoQBkdn><Length>1</Length><Num>Yes</Num></BoQBkdn>" +
      "<BoQBkdn><Type>BoQLevel</Type><Length>1</Length><Num>Yes</Num></BoQBkdn>" +
      "<BoQBkdn><Type>Item</Type><Length>2</Length><Num>Yes</Num></BoQBkdn>",
    boqInfoExtra:
      "<Ctlg><CtlgID>KG</CtlgID><CtlgType>cost group DIN 276 2018-12</CtlgType><CtlgName>DIN 276-18</CtlgName></Ctlg>" +
      "<Ctlg><CtlgID>LB</CtlgID><CtlgType>work category</CtlgType><CtlgName>noname</CtlgName></Ctlg>" +
      assign("KG", "300"),
    body:
      category(
        "1",
        "Rohbau",
        category(
          "1",
          "Wände",
          category(
            "1",
            "Innenwände",
            item("01", qty + assign("KG", "391") + assign("LB", "012"), "Gerüst") +
              item("02", qty + assign("LB", "012"), "Mauerwerk"),
          ),
          assign("KG", "330"),
        ),
      ) + category("2", "Sonstiges", item("01", qty, "Reinigung")),
  });
  return bytes(
    project ? xml.replace("<LblPrj>Testprojekt</LblPrj>", `<LblPrj>Testprojekt</LblPrj>${project}`) : xml,
  );
}

describe("viewGaeb: catalogue codes on items and sections, the filter's choices", () => {
  it("names each code with its catalogue, a section's code counting for its items that state none", () => {
    const view = viewOf("lv.x83", fixture(), "de");
    expect(items(view).map(shown)).toEqual([
      ["DIN 276-18: 391", "Leistungsbereiche: 012"],
      ["Leistungsbereiche: 012"],
      [],
    ]);
    expect(sections(view).map(shown)).toEqual([[], ["DIN 276-18: 330"], [], []]);
    const [first, second, third] = items(view);
    expect(first?.assignments?.filter((a) => a.inherited)).toEqual([]);
    expect(second?.assignments?.find((a) => a.inherited)?.code).toBe("330");
    expect(third?.assignments).toBeUndefined();
    expect(view.catalogues).toEqual([
      {
        key: expect.any(String),
        name: "DIN 276-18",
        costGroup: true,
        codes: [
          { code: "330", count: 1 },
          { code: "391", count: 1 },
        ],
        unassigned: 1,
      },
      {
        key: expect.any(String),
        name: "Leistungsbereiche",
        costGroup: false,
        codes: [{ code: "012", count: 2 }],
        unassigned: 1,
      },
    ]);
    // The LV's own code is a title fact; the file's catalogue IDs appear nowhere.
    expect(fact(view, "DIN 276-18")).toBe("300");
    expect(JSON.stringify(view)).not.toMatch(/"(KG|LB)"/);
  });

  it("names an unnamed catalogue by its type, in the reader's language", () => {
    const view = viewOf("lv.x83", fixture(), "en");
    expect(view.catalogues.map((c) => c.name)).toEqual(["DIN 276-18", "Work categories"]);
  });

  it.runIf(available)("reads the DIN 276 codes of a corpus file, cost groups offered first", () => {
    const view = corpus("synthetic/example.X82");
    expect(view.catalogues.map((c) => [c.name, c.codes.map((code) => `${code.code}×${code.count}`)])).toEqual(
      [
        ["DIN 276-18", ["391×2", "399×2"]],
        ["Leistungsbereiche", ["000×2", "091×2"]],
      ],
    );
    expect(shown(items(view)[0] as ViewItem)).toEqual(["DIN 276-18: 391", "Leistungsbereiche: 000"]);
  });

  it.runIf(available)("counts the codes of the GAEB sample LV and the items without one", () => {
    const view = corpus("gaeb-samples/Musterdatei_3.1_2008-001.X83");
    const costGroups = view.catalogues[0];
    expect(costGroups?.name).toBe("DIN276_06");
    expect(costGroups?.costGroup).toBe(true);
    // An item whose quantity splits over two cost groups counts under each; once among the items with a code.
    const assigned = items(view).filter((item) =>
      item.assignments?.some((a) => a.catalogue === costGroups?.key),
    ).length;
    expect(assigned + (costGroups?.unassigned ?? 0)).toBe(items(view).length);
    const counted = costGroups?.codes.reduce((sum, code) => sum + code.count, 0) ?? 0;
    expect(counted).toBeGreaterThan(assigned);
    expect(view.catalogues.map((c) => c.name)).toEqual([
      "DIN276_06",
      "Leistungsbereichkatalog",
      "Orte",
      "Kostenträger",
    ]);
    // "noname", as one program names its catalogues, is no name.
    expect(corpus("gaeb-samples/Musterdatei_2004-001.X81").catalogues.map((c) => c.name)).toEqual([
      "DIN276 neu",
      "Leistungsbereiche",
      "Orte",
      "Kostenträger",
    ]);
  });

  it.runIf(available)("offers no catalogue for an LV without codes", () => {
    expect(corpus("real-world/1561 - 02_ROHBAUARBEITEN.X83").catalogues).toEqual([]);
  });
});

describe("viewGaeb: the tender's conditions, level names, parties and times as a reader writes them", () => {
  it("says whether alternative bids and bidder comments are admitted, in both languages", () => {
    const bytesOf = fixture("<BidCommPerm>Yes</BidCommPerm><AlterBidPerm>No</AlterBidPerm>");
    const de = viewOf("lv.x83", bytesOf, "de");
    expect(fact(de, "Nebenangebote")).toBe("nicht zugelassen");
    expect(fact(de, "Bieterkommentare")).toBe("zugelassen");
    const en = viewOf("lv.x83", bytesOf, "en");
    expect(fact(en, "Alternative bids")).toBe("not admitted");
    expect(fact(en, "Bidder comments")).toBe("permitted");
    // A file that says nothing gets no line: "not admitted" would be a claim the file does not make.
    expect(fact(viewOf("lv.x83", fixture(), "de"), "Nebenangebote")).toBeUndefined();
  });

  it("uses the LV's own level names, and Titel/Untertitel only for a level it leaves unnamed", () => {
    expect(sections(viewOf("lv.x83", fixture(), "de")).map((s) => `${s.oz} ${s.levelLabel}`)).toEqual([
      "1 Gewerk",
      "1.1 Abschnitt",
      "1.1.1 Untertitel",
      "2 Gewerk",
    ]);
  });

  it.runIf(available)("prints a corpus LV's three levels by their names", () => {
    const view = corpus("gaeb-samples/Musterdatei_3.1_2008-001.X83");
    expect(
      sections(view)
        .slice(0, 3)
        .map((s) => s.levelLabel),
    ).toEqual(["Hauptgruppe", "Bereich", "Abschnitt"]);
    expect(fact(view, "Bieterkommentare")).toBe("zugelassen");
    const owner = view.facts.find((f) => f.group === "owner" && f.label === "Auftraggeber");
    expect(owner?.lines).toEqual([
      "OfD GAEBhausen",
      "Abteilung Hochbau",
      "Hohe Gasse 200",
      "79879 GAEBhausen",
    ]);
    expect(fact(view, "Uhrzeit Eröffnung")).toBe("13:32:25 Uhr");
    expect(fact(corpus("gaeb-samples/Musterdatei_3.1_2008-001.X83", "en"), "Bid opening time")).toBe(
      "13:32:25",
    );
  });

  it("shows an opening time the file gives, and none for the midnight a program writes when it gives none", () => {
    const award = (time: string) =>
      `<AwardInfo><Cur>EUR</Cur><OpenDate>2026-05-12</OpenDate><OpenTime>${time}</OpenTime></AwardInfo>`;
    const at = (time: string) =>
      viewOf(
        "lv.x83",
        bytes(
          new TextDecoder().decode(fixture()).replace("<AwardInfo><Cur>EUR</Cur></AwardInfo>", award(time)),
        ),
        "de",
      );
    expect(fact(at("10:00:00"), "Uhrzeit Eröffnung")).toBe("10:00 Uhr");
    expect(fact(at("00:00:00"), "Eröffnungstermin")).toBe("12.05.2026");
    expect(fact(at("00:00:00"), "Uhrzeit Eröffnung")).toBeUndefined();
  });

  it.runIf(available)(
    "gives no opening time for the NEVARIS files that write 00:00, XML and GAEB 2000 alike",
    () => {
      for (const path of [
        "real-world/1561 - 02_ROHBAUARBEITEN.X83",
        "real-world/1561 - 02_ROHBAUARBEITEN.P83",
      ]) {
        const view = corpus(path);
        expect(fact(view, "Eröffnungstermin"), path).toBe("12.05.2026");
        expect(view.facts.map((f) => f.value).join("|"), path).not.toMatch(/00:00/);
      }
    },
  );

  it.runIf(available)("nor does the workbook's title block, which keeps a time the file does give", () => {
    const strings = (path: string) => {
      const converted = convertToXlsx([{ name: path, bytes: readFileSync(join(CORPUS_DIR, path)) }], {
        lang: "de",
      });
      if (!converted.ok) throw new Error(path);
      return readWorkbook(converted.xlsx).files["xl/sharedStrings.xml"] ?? "";
    };
    const nevaris = strings("real-world/1561 - 02_ROHBAUARBEITEN.X83");
    expect(nevaris).toContain("Eröffnungstermin");
    expect(nevaris).not.toContain("Uhrzeit Eröffnung");
    expect(nevaris).not.toContain("00:00");
    expect(strings("gaeb-samples/Musterdatei_3.1_2008-001.X83")).toContain("13:32:25");
  });
});

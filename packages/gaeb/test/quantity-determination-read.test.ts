import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readGaeb, sniffGaeb } from "../src/convert.js";
import type { Entry, GaebDocument, Item, Section } from "../src/model.js";
import { requireCorpus } from "./support/corpus.js";
import { validatePhase } from "./support/gaeb-schema.js";

/** In CI a missing corpus fails the suite; locally it says loudly that the corpus parts skipped. */
const corpusAvailable = requireCorpus("X31 reading");

const FIXTURES = join(import.meta.dirname, "fixtures/quantity-determination");
const NAMES = ["takeoff.x31", "quantities.x31", "catalogues.x31"] as const;

function bytesOf(name: string): Uint8Array {
  return new Uint8Array(readFileSync(join(FIXTURES, name)));
}

function read(name: string): { document: GaebDocument; issues: readonly { code: string }[] } {
  const result = readGaeb({ name, bytes: bytesOf(name) });
  if (!result.ok) throw new Error(`not read: ${JSON.stringify(result.issues)}`);
  return { document: result.value, issues: result.issues };
}

function items(entries: readonly Entry[]): Item[] {
  return entries.flatMap((entry) =>
    entry.kind === "item" ? [entry] : entry.kind === "section" ? items(entry.children) : [],
  );
}

describe.skipIf(!corpusAvailable)("the X31 fixtures", () => {
  it("are valid against the official schema of phase 31 (2023-01)", () => {
    expect(
      validatePhase(
        "31",
        NAMES.map((name) => ({ name, bytes: bytesOf(name) })),
      ),
    ).toBe("");
  });
});

describe("reading a quantity determination (X31)", () => {
  it("is sniffed and read as phase 31, its takeoff rows kept exactly", () => {
    expect(sniffGaeb("takeoff.x31", bytesOf("takeoff.x31"))).toMatchObject({
      ok: true,
      format: "gaeb-xml",
      phase: "31",
    });
    const { document, issues } = read("takeoff.x31");
    expect(document.source.phase).toBe("31");
    expect(issues).toEqual([]);
    const all = items(document.boq?.body ?? []);
    expect(all.map((item) => item.oz)).toEqual(["01.01.0010", "01.01.0020", "02.01.0010"]);
    const [first, second, third] = all;
    expect(first?.shortText).toBe("");
    expect(first?.quantity).toBeUndefined();
    expect(first?.quantityDetermination?.quantity?.toString()).toBe("47.250");
    const rows = first?.quantityDetermination?.lines.map((line) => line.row) ?? [];
    expect(rows).toHaveLength(6);
    for (const row of rows) expect(row).toMatch(/^ {11}.{69}$/);
    expect(rows[1]?.slice(13, 22)).toBe("Raum 1   ");
    expect(rows[5]?.slice(31, 69).trim()).toBe("0,25*(2,00-0,50)=");
    expect(second?.quantityDetermination?.lines).toHaveLength(1);
    expect(third?.quantityDetermination?.lines).toHaveLength(3);
    const sections = (document.boq?.body ?? []) as Section[];
    expect(sections.map((section) => [section.oz, section.title])).toEqual([
      ["01", ""],
      ["02", ""],
    ]);
    expect(document.award.quantityDeterminationInfo).toEqual({
      facts: [
        { key: "MethodDescription", value: "REB23003-2009" },
        { key: "OrdDescr", value: "Rohbau Schule Nord" },
        { key: "ServiceProvisionStartDate", value: "2026-02-01" },
        { key: "ServiceProvisionEndDate", value: "2026-02-28" },
      ],
    });
    expect(document.boq?.info.breakdown.map((level) => [level.type, level.length])).toEqual([
      ["BoQLevel", 2],
      ["BoQLevel", 2],
      ["Item", 4],
    ]);
  });

  it("reads items with a quantity only, an index, and one without a takeoff", () => {
    const { document, issues } = read("quantities.x31");
    expect(issues).toEqual([]);
    const all = items(document.boq?.body ?? []);
    expect(all.map((item) => item.oz)).toEqual(["001", "002.A", "003"]);
    expect(all.map((item) => item.quantityDetermination?.quantity?.toString())).toEqual([
      "125.500",
      "0.750",
      undefined,
    ]);
    expect(all[0]?.quantityDetermination?.lines).toEqual([]);
    expect(document.award.quantityDeterminationInfo?.facts).toEqual([
      { key: "MethodDescription", value: "REB23003-1979" },
    ]);
  });

  it("reads the project reference, creator, checker, catalogues and assignments; keeps the attachment", () => {
    const { document, issues } = read("catalogues.x31");
    expect(issues).toEqual([]);
    const info = document.award.quantityDeterminationInfo;
    expect(info?.id).toBe("QD-2026-07");
    expect(info?.creator).toMatchObject({
      names: ["Putz und Stuck GmbH"],
      street: "Kalkweg 3",
      postalCode: "50667",
      city: "Koeln",
      contact: "M. Kelle",
      phone: "0221 123456",
      references: {},
    });
    expect(info?.profiler?.names).toEqual(["Ingenieurbuero Pruef"]);
    expect(info?.catalogueAssignments).toEqual([{ catalogueId: "KG", code: "300" }]);
    expect(document.project.kept?.map((kept) => kept.name)).toEqual(["RefPrjName", "RefPrjID"]);
    expect(document.award.owner?.references).toEqual({ AwardNo: "V-2026-11" });
    expect(document.award.contractor?.names).toEqual(["Putz und Stuck GmbH"]);
    const boq = document.boq;
    expect(boq?.info.catalogues?.map((catalogue) => catalogue.id)).toEqual(["KG", "RAUM"]);
    expect(boq?.info.catalogueAssignments).toEqual([{ catalogueId: "KG", code: "300" }]);
    expect(boq?.info.kept?.map((kept) => kept.name)).toEqual(["RefBoQName", "RefBoQID", "CtlgAttachment"]);
    const section = boq?.body[0] as Section;
    expect(section.catalogueAssignments).toEqual([{ catalogueId: "KG", code: "330" }]);
    const [item] = items(boq?.body ?? []);
    expect(item?.catalogueAssignments).toEqual([{ catalogueId: "KG", code: "335" }]);
    expect(item?.quantityDetermination?.lines.map((line) => line.catalogueAssignments)).toEqual([
      undefined,
      [{ catalogueId: "RAUM", code: "EG.01" }],
      [
        { catalogueId: "RAUM", code: "EG.01" },
        { catalogueId: "KG", code: "334" },
      ],
    ]);
    expect(item?.kept).toBeUndefined();
  });

  it("reads a takeoff inside an item of an LV phase (the schema allows QtyDeterm there) and names bad rows", () => {
    const row = (expression: string) =>
      `${" ".repeat(13)}${"Wand".padEnd(16)}91${expression.padEnd(38)}${" ".repeat(11)}`;
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA86/3.3">
  <GAEBInfo><Version>3.3</Version><VersDate>2021-05</VersDate><Date>2026-01-01</Date></GAEBInfo>
  <Award><DP>86</DP><AwardInfo><Cur>EUR</Cur></AwardInfo>
    <BoQ ID="B"><BoQInfo><Name>LV</Name><LblBoQ>LV</LblBoQ><BoQBkdn><Type>Item</Type><Length>4</Length><Num>Yes</Num></BoQBkdn></BoQInfo>
      <BoQBody><Itemlist><Item ID="I" RNoPart="10"><Qty>6</Qty><QU>m2</QU>
        <QtyDeterm><Qty>6.000</Qty><QDetermItem><QTakeoff Row="${row("2*3=")}"/></QDetermItem><QDetermItem><QTakeoff Row="${row("2*x=")}"/></QDetermItem></QtyDeterm>
      </Item></Itemlist></BoQBody></BoQ></Award></GAEB>`;
    const result = readGaeb({ name: "lv.x86", bytes: new TextEncoder().encode(xml) });
    if (!result.ok) throw new Error("not read");
    const [item] = items(result.value.boq?.body ?? []);
    expect(item?.quantity?.toString()).toBe("6");
    expect(item?.quantityDetermination?.lines).toHaveLength(2);
    expect(item?.kept).toBeUndefined();
    expect(result.issues).toEqual([
      expect.objectContaining({
        code: "takeoff_expression_invalid",
        severity: "warning",
        path: "0010",
        params: { row: 2, expression: "2*x", reason: "syntax" },
      }),
    ]);
  });

  it("keeps a QtyDeterm the model cannot type (an assignment with a quantity) as written", () => {
    const xml = readFileSync(join(FIXTURES, "takeoff.x31"), "utf8").replace(
      "<Qty>3.333</Qty>",
      "<Qty>3.333</Qty><Unknown>1</Unknown>",
    );
    const result = readGaeb({ name: "odd.x31", bytes: new TextEncoder().encode(xml) });
    if (!result.ok) throw new Error("not read");
    const second = items(result.value.boq?.body ?? [])[1];
    expect(second?.quantityDetermination).toBeUndefined();
    expect(second?.kept?.map((kept) => kept.name)).toEqual(["QtyDeterm"]);
  });
});

import { readFileSync } from "node:fs";
import { join } from "node:path";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import {
  formatIssue,
  type GaebDocument,
  type ImportOptions,
  type Issue,
  importWorkbook,
  readGaeb,
  writeGaeb,
} from "../src/index.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { validatePhase, xmllint } from "./support/gaeb-schema.js";
import { readDocument } from "./support/offer.js";
import {
  type ExpectedParty,
  type ExpectedTitle,
  PLANNER_SOURCES,
  type PlannerCell,
  type PlannerLayout,
  plannerWorkbook,
  sumRowsLayout,
  titleBlockBesideLayout,
  titleBlockInCellsLayout,
} from "./support/planner-layouts.js";

const NOW = new Date("2026-11-26T07:00:00Z");

/** The title facts of an LV in the shape a layout expects them, absent ones left out. */
function titleOf(document: GaebDocument): ExpectedTitle {
  const owner = document.award.owner;
  const info = document.boq?.info;
  // The model's optional fields as `toEqual` compares them: one that is undefined is not there.
  const defined = <T>(object: Record<string, unknown>) =>
    Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined)) as T;
  return defined<ExpectedTitle>({
    projectName: document.project.name,
    projectLabel: document.project.label,
    client: owner
      ? defined<ExpectedParty>({
          names: owner.names,
          street: owner.street,
          postalCode: owner.postalCode,
          city: owner.city,
        })
      : undefined,
    boqName: info?.name,
    boqLabel: info?.label,
    awardNo: owner?.references.AwardNo,
    date: info?.date,
    currency: document.award.currency,
  });
}

/** The X83 (or X84) written from the LV, checked against the official schema, and read back. */
function writtenBack(document: GaebDocument): GaebDocument {
  const phase = document.source.phase;
  const written = writeGaeb(document, { now: NOW });
  if (!written.ok) throw new Error(written.issues.map((issue) => formatIssue(issue, "en")).join("\n"));
  if (xmllint) expect(validatePhase(phase, [{ name: `LV.X${phase}`, bytes: written.value.bytes }])).toBe("");
  const back = readGaeb({ name: `LV.X${phase}`, bytes: written.value.bytes });
  if (!back.ok) throw new Error(back.issues.map((issue) => formatIssue(issue, "en")).join("\n"));
  return back.value;
}

/** The table every hand-made block stands above: a section and an item. */
const TABLE: PlannerCell[][] = [
  [],
  ["Pos.", "Kurztext", "Menge", "ME"],
  ["01", "Rohbau"],
  ["01.0010", "Mauerwerk", 10, "m3"],
];

async function imported(block: PlannerCell[][], options?: ImportOptions, bytes?: Uint8Array) {
  const xlsx = bytes ?? (await plannerWorkbook([...block, ...TABLE]));
  const result = importWorkbook({ name: "Planer-LV.xlsx", bytes: xlsx }, options);
  if (!result.ok) throw new Error(result.issues.map((issue) => formatIssue(issue, "en")).join("\n"));
  return { ...result.value, issues: result.issues };
}

/** The block's VAT rate, as the offer (84) made from the sheet carries it. */
async function vatOf(block: PlannerCell[][], bytes?: Uint8Array) {
  const offer = await imported(block, { phase: "84", bidder: "Bau GmbH" }, bytes);
  const rate = offer.document.boq?.info.totals?.vatPercent;
  return rate && Number(rate.toString());
}

const titleIssues = (issues: readonly Issue[]) =>
  issues
    .filter((issue) => issue.code.startsWith("import_title") || issue.code === "import_number_invalid")
    .map((issue) => [issue.code, issue.params?.cell, issue.params?.fact ?? issue.params?.column]);

const corpus = requireCorpus("Title block suite");

describe.runIf(corpus)("planners' title blocks made from corpus requests", () => {
  const read = (path: string) => readDocument(path, new Uint8Array(readFileSync(join(CORPUS_DIR, path))));
  const layouts: Array<[string, () => Promise<PlannerLayout>]> = [
    [
      "values beside the labels",
      () => titleBlockBesideLayout(PLANNER_SOURCES.muster, read(PLANNER_SOURCES.muster)),
    ],
    [
      '"Label: Wert" in one cell',
      () => titleBlockInCellsLayout(PLANNER_SOURCES.los, read(PLANNER_SOURCES.los)),
    ],
    [
      "the client as one multi-line cell",
      () => sumRowsLayout(PLANNER_SOURCES.rohbau, read(PLANNER_SOURCES.rohbau)),
    ],
  ];

  it.each(layouts)("%s: every fact the sheet shows reaches the X83, which validates", async (_, build) => {
    const layout = await build();
    const { vatPercent, ...want } = layout.expected.title ?? {};
    const result = await imported([], undefined, layout.xlsx);
    expect(result.kind).toBe("foreign");
    expect(titleIssues(result.issues)).toEqual([]);
    const got = titleOf(result.document);
    if (Object.keys(want).length > 1) expect(got).toEqual(want);
    else expect(got.client).toEqual(want.client);
    const back = titleOf(writtenBack(result.document));
    // What the GAEB file holds is what the sheet says: nothing cut, the owner's address in its fields (a name
    // longer than Name1's 40 characters going on in Name2, as GAEB has it).
    const joined = (title: ExpectedTitle) => ({
      ...title,
      client: { ...title.client, names: [title.client?.names.join(" ")] },
    });
    expect(joined(back)).toEqual(joined(got));
    if (vatPercent) expect(await vatOf([], layout.xlsx)).toBe(Number(vatPercent));
  });

  it("reads a heading beside a date stamp as a heading, the stamp as the date", async () => {
    const layout = await titleBlockBesideLayout(PLANNER_SOURCES.muster, read(PLANNER_SOURCES.muster));
    const result = await imported([], undefined, layout.xlsx);
    // "Leistungsverzeichnis" in A1 names nothing: the LV's label is the one beside "Gewerk:".
    expect(result.document.boq?.info.label).toBe(layout.expected.title?.boqLabel);
    expect(result.document.boq?.info.label).not.toContain("Stand");
  });
});

describe("a title block typed by hand", () => {
  it("takes labels in any column, two facts to a row, with or without a colon", async () => {
    const { document, issues } = await imported([
      [null, null, "Bauvorhaben:", "Neubau Kita Sonnenschein", null, "Projekt-Nr.", "2024-17"],
      [null, null, "LV-Nr.:", "300", null, "Gewerk", "Rohbauarbeiten"],
      [null, null, "Vergabenummer: V-2024-031", null, null, "Datum: 12.03.2024"],
      [null, null, "Währung", "EUR", null, "Umsatzsteuer", "19 %"],
    ]);
    expect(titleIssues(issues)).toEqual([]);
    expect(titleOf(document)).toEqual({
      projectName: "2024-17",
      projectLabel: "Neubau Kita Sonnenschein",
      client: { names: [] },
      boqName: "300",
      boqLabel: "Rohbauarbeiten",
      awardNo: "V-2024-031",
      date: "2024-03-12",
      currency: "EUR",
    });
    expect(titleOf(writtenBack(document))).toEqual(titleOf(document));
  });

  it("reads English labels", async () => {
    const { document } = await imported([
      ["Project", "School extension", null, "Project no.", "P-88"],
      ["Employer", "City of Exampletown, Main Street 4, 72488 Exampletown"],
      ["BoQ no.", "L2", null, "Trade", "Shell"],
      ["Award no.", "A-7", null, "Date", "2024-03-12"],
      ["Currency", "CHF – Swiss franc"],
    ]);
    expect(titleOf(document)).toEqual({
      projectName: "P-88",
      projectLabel: "School extension",
      client: {
        names: ["City of Exampletown"],
        street: "Main Street 4",
        postalCode: "72488",
        city: "Exampletown",
      },
      boqName: "L2",
      boqLabel: "Shell",
      awardNo: "A-7",
      date: "2024-03-12",
      currency: "CHF",
    });
    expect(document.award.currencyLabel).toBe("Swiss franc");
  });

  it("reads the client's address from a multi-line cell, a comma line or the rows below", async () => {
    const address = {
      names: ["Stadt Musterstadt", "Hochbauamt"],
      street: "Marktplatz 1",
      postalCode: "12345",
      city: "Musterstadt",
    };
    const multiLine = await imported([
      ["Auftraggeber", "Stadt Musterstadt\nHochbauamt\nMarktplatz 1\n12345 Musterstadt"],
    ]);
    expect(multiLine.document.award.owner).toEqual({ ...address, references: {} });
    const comma = await imported([
      ["Bauherr: Stadt Musterstadt, Hochbauamt, Marktplatz 1, 12345 Musterstadt"],
    ]);
    expect(comma.document.award.owner).toEqual({ ...address, references: {} });
    // The rows below end at an empty row: what follows it is no address.
    const rows = await imported([
      ["Bauherr:", "Stadt Musterstadt"],
      [null, "Hochbauamt"],
      [null, "Marktplatz 1"],
      [null, "12345 Musterstadt"],
      [],
      [null, "Bitte alle Preise netto"],
    ]);
    expect(rows.document.award.owner).toEqual({ ...address, references: {} });
    // ... and at the next label; a name with only a town below it has no street.
    const short = await imported([
      ["Bauherr", "Gemeinde Au"],
      [null, "79280 Au"],
      ["LV", "7"],
    ]);
    expect(short.document.award.owner).toEqual({
      names: ["Gemeinde Au"],
      postalCode: "79280",
      city: "Au",
      references: {},
    });
    expect(short.document.boq?.info.name).toBe("7");
    // A filled label column is no address line: the row belongs to something else.
    const other = await imported([
      ["Bauherr", "Gemeinde Au"],
      ["Anlage", "Pläne"],
    ]);
    expect(other.document.award.owner?.names).toEqual(["Gemeinde Au"]);
  });

  it("takes a date from a date cell, a German or an ISO date, and warns about one that is no date", async () => {
    const dated = async (value: PlannerCell) => (await imported([["Datum", value]])).document.boq?.info.date;
    expect(await dated(new Date(Date.UTC(2024, 2, 12)))).toBe("2024-03-12");
    expect(await dated("12.03.2024")).toBe("2024-03-12");
    expect(await dated("2.9.08")).toBe("2008-09-02");
    expect(await dated("2024-03-12")).toBe("2024-03-12");
    const bad = await imported([
      ["Projekt", "Kita"],
      ["Datum", "32.13.2024"],
    ]);
    expect(bad.document.boq?.info.date).toBeUndefined();
    expect(titleIssues(bad.issues)).toEqual([["import_title_invalid", "B2", "date"]]);
    const [issue] = bad.issues.filter((i) => i.code === "import_title_invalid");
    if (!issue) throw new Error("no issue");
    expect(issue.severity).toBe("warning");
    expect(formatIssue(issue, "de")).toBe(
      "Planer-LV.xlsx: Blatt „LV“, Zelle B2: „Datum“ ist „32.13.2024“, kein Datum; das LV wurde ohne Datum übernommen. Schreiben Sie es als 12.03.2024 oder 2024-03-12.",
    );
    expect(formatIssue(issue, "en")).toBe(
      "Planer-LV.xlsx: Sheet “LV”, cell B2: “Datum” is “32.13.2024”, no date; the bill of quantities was taken without one. Write it as 12.03.2024 or 2024-03-12.",
    );
    // The X83 is written without the date rather than with a broken one.
    expect(writtenBack(bad.document).boq?.info.date).toBeUndefined();
  });

  it('takes the VAT rate as 19, "19 %" or a percent cell, and warns about one that is no rate', async () => {
    expect(await vatOf([["MwSt.-Satz", 19]])).toBe(19);
    expect(await vatOf([["USt.: 19 %"]])).toBe(19);
    const percentCell = new ExcelJS.Workbook();
    const sheet = percentCell.addWorksheet("LV");
    sheet.addRows([["VAT", 0.19], ...TABLE]);
    sheet.getCell("B1").numFmt = "0%";
    expect(await vatOf([], new Uint8Array(await percentCell.xlsx.writeBuffer()))).toBe(19);
    const tooHigh = await imported([["Umsatzsteuer", "190 %"]], { phase: "84", bidder: "Bau GmbH" });
    expect(tooHigh.document.boq?.info.totals?.vatPercent).toBeUndefined();
    expect(titleIssues(tooHigh.issues)).toEqual([["import_title_invalid", "B1", "vat"]]);
    expect(
      formatIssue(tooHigh.issues.find((i) => i.code === "import_title_invalid") as Issue, "en"),
    ).toContain("“Umsatzsteuer” is “190 %”, no VAT rate");
    const words = await imported([["MwSt.: gesetzlich"]]);
    expect(titleIssues(words.issues)).toEqual([["import_number_invalid", "A1", "vat"]]);
  });

  it("takes a currency code or the euro by name, and warns about a currency that is no code", async () => {
    const currency = async (value: string) => (await imported([["Währung", value]])).document.award.currency;
    expect(await currency("Euro")).toBe("EUR");
    expect(await currency("€")).toBe("EUR");
    expect(await currency("chf")).toBe("CHF");
    const bad = await imported([["Währung", "Euro netto"]]);
    expect(bad.document.award.currency).toBe("EUR");
    expect(titleIssues(bad.issues)).toEqual([["import_title_invalid", "B1", "currency"]]);
  });

  it("puts a long Bauvorhaben only into the project's label, and the file stays valid without a name", async () => {
    const long = "Neubau einer dreizügigen Grundschule mit Sporthalle, Mensa und Außenanlagen";
    expect(long.length).toBeGreaterThan(60);
    const { document, issues } = await imported([["Bauvorhaben", long]]);
    expect(titleIssues(issues)).toEqual([]);
    expect([document.project.name, document.project.label]).toEqual([undefined, long]);
    expect(writtenBack(document).project.label).toBe(long);
    // An offer made from the sheet validates without the project's name (X84 names a project only by it).
    const offer = await imported([["Bauvorhaben", long]], { phase: "84", bidder: "Bau GmbH" });
    expect(writtenBack(offer.document).project.name).toBeUndefined();
    // A short one names the project too, as the template's "Projekt" always did.
    const short = await imported([["Projekt", "Kita Süd"]]);
    expect([short.document.project.name, short.document.project.label]).toEqual(["Kita Süd", "Kita Süd"]);
  });

  it("warns about a value longer than its GAEB field and keeps it whole", async () => {
    const label = "x".repeat(101);
    const { document, issues } = await imported([["Bauvorhaben", label]]);
    expect(document.project.label).toBe(label);
    expect(titleIssues(issues)).toEqual([["import_title_too_long", "B1", "projectLabel"]]);
    const [issue] = issues.filter((i) => i.code === "import_title_too_long");
    expect(issue?.params?.limit).toBe(100);
    expect(formatIssue(issue as Issue, "de")).toContain(
      "länger als die 100 Zeichen, die GAEB für die Projektbezeichnung (LblPrj) vorsieht",
    );
  });

  it("gives the LV's title to its label, never cut, and its number to the number field", async () => {
    // The title alone: too long for the 20 characters of the number field, which keeps the file's name.
    const titled = await imported([["LV-Bezeichnung", "LV 300 Rohbauarbeiten"]]);
    expect([titled.document.boq?.info.name, titled.document.boq?.info.label]).toEqual([
      "Planer-LV",
      "LV 300 Rohbauarbeiten",
    ]);
    expect(writtenBack(titled.document).boq?.info.label).toBe("LV 300 Rohbauarbeiten");
    // Under "LV" a number and a title are split; a title of its own wins over the one after the number.
    const split = await imported([["LV", "LV 300 Rohbauarbeiten"]]);
    expect([split.document.boq?.info.name, split.document.boq?.info.label]).toEqual([
      "300",
      "Rohbauarbeiten",
    ]);
    const both = await imported([["LV: 300 Rohbau"], ["Gewerk: Rohbau- und Betonarbeiten"]]);
    expect([both.document.boq?.info.name, both.document.boq?.info.label]).toEqual([
      "300",
      "Rohbau- und Betonarbeiten",
    ]);
    // A number with dashes and spaces stays one number.
    const spaced = await imported([["LV-Nr.", "1561 - 02"]]);
    expect(spaced.document.boq?.info.name).toBe("1561 - 02");
    // A long value under "LV" without a number is the title, not cut into the number field.
    const words = "Rohbau-, Beton- und Stahlbetonarbeiten";
    const wordy = await imported([["LV", words]]);
    expect([wordy.document.boq?.info.name, wordy.document.boq?.info.label]).toEqual(["Planer-LV", words]);
    const crowded = await imported([
      ["LV", words],
      ["Gewerk", "Rohbau"],
    ]);
    expect(titleIssues(crowded.issues)).toEqual([["import_title_too_long", "B1", "boqNumber"]]);
    // A title beyond LblBoQ's 60 characters is kept whole in the model and warned about.
    const longTitle = `${words}, ${words}`;
    const tooLong = await imported([["Gewerk", longTitle]]);
    expect(tooLong.document.boq?.info.label).toBe(longTitle);
    expect(titleIssues(tooLong.issues)).toEqual([["import_title_too_long", "B1", "boqLabel"]]);
  });

  it("counts a planner's block with many labels as a foreign sheet, not as our template", async () => {
    const result = await imported([
      ["Projekt", "Kita"],
      ["Auftraggeber", "Stadt"],
      ["LV", "1"],
      ["Gewerk", "Rohbau"],
      ["Datum", "12.03.2024"],
    ]);
    expect(result.kind).toBe("foreign");
    const template = await imported([
      ["Projekt", "Kita"],
      ["LV-Bezeichnung", "Rohbau"],
      ["Auftraggeber", "Stadt"],
      ["Währung", "EUR"],
      ["MwSt.-Satz (%)", 19],
    ]);
    expect(template.kind).toBe("template");
  });
});

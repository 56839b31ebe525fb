import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { MeasurementLine } from "../src/billing/measurement.js";
import {
  type QuantityDeterminationInput,
  writeQuantityDetermination,
  X31_NAMESPACE,
} from "../src/billing/x31/quantity-determination.js";
import { readGaeb } from "../src/convert.js";
import { Decimal } from "../src/decimal.js";
import { writeGaeb } from "../src/gaeb-xml-writer/index.js";
import { formatIssue } from "../src/messages/index.js";
import type { GaebDocument, Section } from "../src/model.js";
import type { XmlElement } from "../src/xml/tree.js";
import { CORPUS_DIR, requireCorpus } from "./support/corpus.js";
import { bytes, gaebXml, item } from "./support/gaeb.js";
import { xmllint } from "./support/gaeb-schema.js";
import { xmlTree } from "./support/xml-tree.js";

const X31_SCHEMA = join(
  CORPUS_DIR,
  "../schemas/gaeb-da-xml-3.3/2023-01_Mengenermittlung/GAEB_DA_XML_31_3.3_2023-01.xsd",
);
const NOW = new Date(Date.UTC(2024, 4, 31, 16, 5, 9));

/** xmllint's complaints about X31 files against the official 3.3 schema of phase 31 ("" when all are valid). */
function validateX31(files: Record<string, Uint8Array>): string {
  const dir = mkdtempSync(join(tmpdir(), "gaeb-x31-"));
  try {
    const paths = Object.entries(files).map(([name, content]) => {
      const path = join(dir, name);
      writeFileSync(path, content);
      return path;
    });
    const run = spawnSync(xmllint, ["--noout", "--schema", X31_SCHEMA, ...paths], { encoding: "utf8" });
    return run.status === 0 ? "" : run.stderr;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function d(text: string): Decimal {
  const value = Decimal.parse(text);
  if (!value) throw new Error(`not a decimal: ${text}`);
  return value;
}

function read(name: string, content: Uint8Array): GaebDocument {
  const result = readGaeb({ name, bytes: content });
  if (!result.ok) throw new Error(`${name} did not read: ${JSON.stringify(result.issues)}`);
  return result.value;
}

function musterContract(): GaebDocument {
  const path = join(CORPUS_DIR, "gaeb-samples/Musterdatei_3.1_2008-001.X86");
  return read("Musterdatei_3.1_2008-001.X86", new Uint8Array(readFileSync(path)));
}

type Fields = Omit<MeasurementLine, "result" | "sheetRow" | "oz">;
const measure = (sheetRow: number, oz: string, result: string, fields: Fields = {}): MeasurementLine => ({
  oz,
  sheetRow,
  result: d(result),
  ...fields,
});

/** A dozen lines on six items of four sections, in sheet order, which is not the contract's. */
const LINES: MeasurementLine[] = [
  measure(5, "1.10.11.0010", "100.000", {
    location: "OG",
    description: "Decke",
    length: d("12.5"),
    width: d("8"),
  }),
  measure(6, "1.10.10.0030", "39.820", {
    location: "EG Achse A-C",
    description: "Außenwand Nord",
    count: d("2"),
    length: d("7.24"),
    height: d("2.75"),
  }),
  measure(7, "1.10.10.0030", "-4.197", {
    description: "Fenster",
    count: d("3"),
    length: d("1.01"),
    height: d("1.385"),
  }),
  measure(8, "1.10.10.0020", "12", { count: d("12") }),
  measure(9, "1.10.10.0020", "3", { value: d("3") }),
  measure(10, "1.10.16.0020", "8", { value: d("8") }),
  measure(11, "1.10.10.0050", "0.262", {
    description: "Rest",
    length: d("0.1234567890123456789012345678901"),
    width: d("2.123456"),
  }),
  measure(12, "1.10.20.0011", "180", { count: d("180") }),
  measure(13, "1.10.11.0010", "-3.000", { description: "Loch", length: d("2.5"), width: d("1.2") }),
  measure(14, "1.10.10.0030", "15.000", {
    location: "2. OG Achse 1-4",
    description: "Außenwand Süd mit Fensterbänken und Laibungen aus Naturstein, gemessen am 12.05.",
    count: d("0.5"),
    length: d("10"),
    height: d("3"),
  }),
  measure(15, "1.10.16.0020", "4.000", { count: d("1000"), length: d("0.004") }),
  measure(16, "1.10.10.0020", "5", { count: d("2.5"), length: d("2") }),
  measure(17, "1.10.10.0050", "45", { length: d("10"), width: d("4.5") }),
];

/** The measured totals, added up by hand from the lines above. */
const HAND_SUMS: Record<string, string> = {
  DBDGMAFA: "20.000", // 1.10.10.0020: 12 + 3 + 5
  DBDGGOJI: "50.623", // 1.10.10.0030: 39.820 - 4.197 + 15.000
  DBDGEPIA: "45.262", // 1.10.10.0050: 0.262 + 45
  DBDGIPHA: "97.000", // 1.10.11.0010: 100 - 3
  DBDGDFKA: "12.000", // 1.10.16.0020: 8 + 4
  DBDGAELA: "180.000", // 1.10.20.0011
};

function descendants(node: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  for (const child of node.children)
    if (typeof child !== "string") {
      if (child.name === name) found.push(child);
      found.push(...descendants(child, name));
    }
  return found;
}

function text(node: XmlElement | undefined): string | undefined {
  return node?.children.filter((child) => typeof child === "string").join("");
}

function child(node: XmlElement | undefined, name: string): XmlElement | undefined {
  return node?.children.find(
    (candidate): candidate is XmlElement => typeof candidate !== "string" && candidate.name === name,
  );
}

/** A row's address and whether it is a text row, read from its columns as REB lays them out. */
function columns(row: string): { text: boolean; address: string } {
  const cells = /^ {12}(?<kind>[ *]).{56}(?<address>\d{4}[A-Z]0| {6}) {5}$/u.exec(row)?.groups;
  if (!cells) throw new Error(`not an REB row: "${row}"`);
  return { text: cells.kind === "*", address: cells.address?.trim() ?? "" };
}

function written(input: QuantityDeterminationInput): { xml: string; bytes: Uint8Array } {
  const result = writeQuantityDetermination(input);
  expect(result.issues.filter((issue) => issue.severity === "error")).toEqual([]);
  if (!("bytes" in result)) throw new Error("no bytes");
  return { xml: new TextDecoder().decode(result.bytes), bytes: result.bytes };
}

describe.runIf(requireCorpus("X31 quantity determination"))("the X31 of a billing", () => {
  const contract = musterContract();
  contract.award.contractor = {
    names: ["Muster Bau GmbH & Co. KG"],
    street: "Am Bauhof 1",
    postalCode: "12345",
    city: "Musterstadt",
    references: {},
  };
  const x31 = written({
    contract,
    lines: LINES,
    period: { start: "2024-05-02", end: "2024-05-31" },
    now: NOW,
  });
  const root = xmlTree(x31.xml);

  it("is valid against the official schema of phase 31, also without any lines", () => {
    const empty = written({ contract, lines: [], now: NOW });
    // A row one character short proves the check looks at the rows.
    const broken = new TextEncoder().encode(x31.xml.replace(/Row=" {2}/, 'Row=" '));
    const complaints = validateX31({
      "billing.x31": x31.bytes,
      "empty.x31": empty.bytes,
      "broken.x31": broken,
    });
    expect(complaints).toContain("billing.x31 validates");
    expect(complaints).toContain("empty.x31 validates");
    expect(complaints).toMatch(/broken\.x31:\d+: element QTakeoff: .* attribute 'Row': \[facet 'pattern'\]/);
    expect(complaints).toContain("broken.x31 fails to validate");
  });

  it("states the format, the contract's project, order, LV and parties", () => {
    expect(root.attributes.xmlns).toBe(X31_NAMESPACE);
    const info = child(root, "GAEBInfo");
    expect([text(child(info, "Version")), text(child(info, "VersDate")), text(child(info, "Date"))]).toEqual([
      "3.3",
      "2023-01",
      "2024-05-31",
    ]);
    const determination = child(root, "QtyDeterm");
    expect(text(child(child(determination, "PrjInfo"), "RefPrjName"))).toBe("GAEB0002");
    const about = child(determination, "QtyDetermInfo");
    expect(
      [
        "MethodDescription",
        "OrdDescr",
        "ProjDescr",
        "ServiceProvisionStartDate",
        "ServiceProvisionEndDate",
      ].map((name) => text(child(about, name))),
    ).toEqual([
      "REB23003-2009",
      "Auftrnummer-34567890",
      "Musterprojekt für Leistungsverzeichnisse nach GAEB",
      "2024-05-02",
      "2024-05-31",
    ]);
    expect(text(child(determination, "DP"))).toBe("31");
    expect(text(child(child(child(determination, "OWN"), "Address"), "Name1"))).toBe("OfD GAEBhausen");
    expect(text(child(child(child(determination, "CTR"), "Address"), "Name1"))).toBe(
      "Muster Bau GmbH & Co. KG",
    );
    const boq = child(determination, "BoQ");
    expect(boq?.attributes.ID).toBe("DAPNAAAA");
    expect([text(child(boq, "RefBoQName")), text(child(boq, "RefBoQID"))]).toEqual(["2008-001", "DAPNAAAA"]);
    expect(descendants(root, "BoQBkdn").map((level) => text(child(level, "Length")))).toEqual([
      "1",
      "2",
      "2",
      "4",
      "1",
    ]);
  });

  it("holds only the sections and items with lines, in contract order, with the contract's IDs", () => {
    expect(descendants(root, "BoQCtgy").map((section) => section.attributes.ID)).toEqual([
      "DBDGCKBI",
      "DBDGJEOA",
      "DBDGEDPI",
      "DBDGBNJI",
      "DBDGNHNI",
      "DBDGIJFI",
    ]);
    expect(descendants(root, "Item").map((entry) => [entry.attributes.ID, entry.attributes.RNoPart])).toEqual(
      [
        ["DBDGMAFA", "20"],
        ["DBDGGOJI", "30"],
        ["DBDGEPIA", "50"],
        ["DBDGIPHA", "10"],
        ["DBDGDFKA", "20"],
        ["DBDGAELA", "11"],
      ],
    );
  });

  it("gives each item the sum of its lines' results as its quantity", () => {
    const sums = Object.fromEntries(
      descendants(root, "Item").map((entry) => [
        entry.attributes.ID,
        text(child(child(entry, "QtyDeterm"), "Qty")),
      ]),
    );
    expect(sums).toEqual(HAND_SUMS);
  });

  it("writes every line as 80-character rows, addressed uniquely in sheet order", () => {
    const rows = descendants(root, "QTakeoff").map((takeoff) => takeoff.attributes.Row ?? "");
    for (const row of rows) expect(Array.from(row), row).toHaveLength(80);
    const read = rows.map(columns);
    const addresses = read.filter((row) => !row.text).map((row) => row.address);
    expect(read.filter((row) => row.text).every((row) => row.address === "")).toBe(true);
    // Thirteen lines, one of them continued: fourteen calculation rows, each with its own address.
    expect([...addresses].sort()).toEqual(
      Array.from({ length: 14 }, (_, i) => `0001${String.fromCharCode(65 + i)}0`),
    );
    const byItem = (id: string) =>
      descendants(
        descendants(root, "Item").find((entry) => entry.attributes.ID === id) as XmlElement,
        "QTakeoff",
      )
        .map((takeoff) => columns(takeoff.attributes.Row ?? ""))
        .map((row) => (row.text ? "text" : row.address));
    // Sheet rows 6, 7 and 14 of item 1.10.10.0030: a text row for the place that does not fit the explanation.
    expect(byItem("DBDGGOJI")).toEqual(["text", "0001B0", "0001C0", "text", "text", "0001K0"]);
    expect(byItem("DBDGEPIA")).toEqual(["0001G0", "0001H0", "0001N0"]);
  });
});

describe.runIf(requireCorpus("X31 quantity determination"))(
  "an X31 that cannot be written faithfully",
  () => {
    const contract = musterContract();

    it("names the sheet rows of unknown items and wrong results, and has no bytes", () => {
      const result = writeQuantityDetermination({
        contract,
        lines: [
          measure(3, "9.99.99.9999", "1", { value: d("1") }),
          measure(4, "1.10.10.0030", "6.001", { length: d("2"), width: d("3") }),
          measure(5, "1.10.10.0030", "6", { length: d("2"), width: d("3") }),
        ],
        now: NOW,
      });
      expect("bytes" in result).toBe(false);
      expect(result.issues.map((issue) => [issue.code, issue.severity, issue.params?.row])).toEqual([
        ["x31_item_unknown", "error", 3],
        ["x31_result_mismatch", "error", 4],
      ]);
      expect(formatIssue(result.issues[0] ?? { code: "no_input", severity: "error" }, "de")).toContain(
        "Zeile 3 des Aufmaßes nennt die OZ 9.99.99.9999",
      );
    });

    it("refuses a measured total beyond what Qty holds", () => {
      const huge = { value: d("60000000000") };
      const result = writeQuantityDetermination({
        contract,
        lines: [
          measure(1, "1.10.10.0030", "60000000000", huge),
          measure(2, "1.10.10.0030", "60000000000", huge),
        ],
        now: NOW,
      });
      expect("bytes" in result).toBe(false);
      expect(result.issues.map((issue) => [issue.code, issue.path, issue.params?.element])).toEqual([
        ["write_number_too_large", "1.10.10.0030", "Qty"],
      ]);
    });

    it("names the first twenty of many bad rows", () => {
      const lines = Array.from({ length: 500 }, (_, index) =>
        measure(index + 2, "0.0", "1", { value: d("1") }),
      );
      const result = writeQuantityDetermination({ contract, lines, now: NOW });
      expect(result.issues.map((issue) => issue.params?.row)).toEqual(
        Array.from({ length: 20 }, (_, i) => i + 2),
      );
    });
  },
);

describe("the X31 of a contract without sections or IDs", () => {
  const breakdown =
    "<BoQBkdn><Type>Item</Type><Length>4</Length><Num>Yes</Num></BoQBkdn><BoQBkdn><Type>Index</Type><Length>1</Length><Num>No</Num></BoQBkdn>";
  const contract = read(
    "contract.x86",
    bytes(
      gaebXml({
        phase: "86",
        breakdown,
        body: `<Itemlist>${item("10", "<Qty>5</Qty><QU>m</QU>")}${item("20", "<Qty>2</Qty><QU>St</QU>", "Index", ' RNoIndex="a"')}</Itemlist>`,
      }).replace("<LblPrj>", "<PrjID>4f1c-77a0</PrjID><LblPrj>"),
    ),
  );

  it("lists its items at the top, with the IDs the library's contract file gives them", () => {
    const x31 = written({
      contract,
      lines: [measure(2, "0020.a", "2", { count: d("2") }), measure(3, "0010", "4.5", { length: d("4.5") })],
      now: NOW,
    });
    expect(validateX31({ "itemlist.x31": x31.bytes })).toBe("");
    const x86 = writeGaeb(contract, { now: NOW });
    if (!x86.ok) throw new Error("the contract did not write");
    const contractIds = descendants(xmlTree(new TextDecoder().decode(x86.value.bytes)), "Item").map(
      (entry) => entry.attributes.ID,
    );
    const items = descendants(xmlTree(x31.xml), "Item");
    // The number parts as the contract file wrote them, as the library's own X86 repeats them too.
    expect(items.map((entry) => [entry.attributes.RNoPart, entry.attributes.RNoIndex])).toEqual([
      ["10", undefined],
      ["20", "a"],
    ]);
    expect(items.map((entry) => entry.attributes.ID)).toEqual(contractIds);
    expect(descendants(xmlTree(x31.xml), "BoQCtgy")).toEqual([]);
    // The project's ID, which the reader keeps without a field, names the project the quantities belong to.
    const project = descendants(xmlTree(x31.xml), "PrjInfo")[0];
    expect([text(child(project, "RefPrjName")), text(child(project, "RefPrjID"))]).toEqual([
      "P1",
      "4f1c-77a0",
    ]);
  });

  it("refuses a level where measured sections and measured items stand side by side", () => {
    const [first, second] = contract.boq?.body ?? [];
    if (first?.kind !== "item" || second?.kind !== "item" || !contract.boq)
      throw new Error("two items expected");
    const section: Section = {
      kind: "section",
      level: "section",
      location: first.location,
      rNoPart: "1",
      oz: "1",
      title: "",
      notApplicable: false,
      children: [first],
    };
    const mixed = { ...contract, boq: { ...contract.boq, body: [section, second] } };
    const lines = [
      measure(2, "0020.a", "2", { count: d("2") }),
      measure(3, "0010", "4.5", { length: d("4.5") }),
    ];
    const result = writeQuantityDetermination({ contract: mixed, lines, now: NOW });
    expect("bytes" in result).toBe(false);
    expect(result.issues.map((issue) => [issue.code, issue.severity])).toEqual([
      ["write_body_mixed", "error"],
    ]);
    // One of them alone is a faithful file.
    expect(
      "bytes" in writeQuantityDetermination({ contract: mixed, lines: lines.slice(0, 1), now: NOW }),
    ).toBe(true);
  });
});

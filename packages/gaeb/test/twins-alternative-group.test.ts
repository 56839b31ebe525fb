import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { readDocument } from "./support/offer.js";
import { readWorkbook, tableRows } from "./support/xlsx.js";

const FIXTURES = join(import.meta.dirname, "fixtures", "item-kinds");
const fixture = (name: string) => new Uint8Array(readFileSync(join(FIXTURES, name)));

/** The DA XML twin with its Zuordnungszahl written with leading zeros, as `tgNonNegativeInteger` allows. */
function zeroPadded(): Uint8Array {
  const xml = new TextDecoder().decode(fixture("lv.x83"));
  const padded = xml
    .replace(/<ALNGroupNo>1<\/ALNGroupNo>/g, "<ALNGroupNo>01</ALNGroupNo>")
    .replace(/<ALNSerNo>(\d)<\/ALNSerNo>/g, "<ALNSerNo>0$1</ALNSerNo>");
  expect(padded).toContain("<ALNGroupNo>01</ALNGroupNo><ALNSerNo>02</ALNSerNo>");
  return new TextEncoder().encode(padded);
}

/** The kind column of a converted request, by OZ. */
function kindColumn(name: string, bytes: Uint8Array): Array<[string, string | undefined]> {
  const result = convertToXlsx([{ name, bytes }]);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  const [sheet] = readWorkbook(result.xlsx).sheets;
  if (!sheet) throw new Error(`${name}: no sheet`);
  return tableRows(sheet)
    .filter((row) => row.cells.OZ?.text)
    .map((row) => [row.cells.OZ?.text ?? "", row.cells.Art?.text]);
}

describe("an alternative's group number in all three generations", () => {
  it('DA XML\'s ALNGroupNo "01" is group 1, as GAEB 2000 and GAEB 90 read theirs', () => {
    const document = readDocument("lv.x83", zeroPadded());
    const body = document.boq?.body ?? [];
    const alternatives = body.flatMap((e) => (e.kind === "section" ? e.children : []));
    expect(
      alternatives.flatMap((e) => (e.kind === "item" && e.flags.alternative ? [e.flags.alternative] : [])),
    ).toEqual([
      { group: "1", serial: "0" },
      { group: "1", serial: "1" },
      { group: "1", serial: "2" },
    ]);
  });

  it("the twins' sheets name the group alike", () => {
    // Section 01 holds the group (02 has the execution description GAEB 2000 cannot say; see twins-item-kinds).
    const rohbau = (rows: Array<[string, string | undefined]>) => rows.filter(([oz]) => oz.startsWith("01"));
    const xml = rohbau(kindColumn("lv.x83", zeroPadded()));
    expect(xml.filter(([, kind]) => kind?.includes("Gruppe 1"))).toHaveLength(3);
    expect(rohbau(kindColumn("lv.p83", fixture("lv.p83")))).toEqual(xml);
    expect(rohbau(kindColumn("lv.d83", fixture("lv.d83")))).toEqual(xml);
  });

  it("a section's ALNBGroupNo reads the same way", () => {
    const xml = new TextDecoder()
      .decode(fixture("lv.x83"))
      .replace(
        '<BoQCtgy ID="C01" RNoPart="01">',
        '<BoQCtgy ID="C01" RNoPart="01"><ALNBGroupNo>002</ALNBGroupNo><ALNBSerNo>0</ALNBSerNo>',
      );
    const section = readDocument("lv.x83", new TextEncoder().encode(xml)).boq?.body[0];
    expect(section?.kind === "section" && section.alternative).toEqual({ group: "2", serial: "0" });
  });
});

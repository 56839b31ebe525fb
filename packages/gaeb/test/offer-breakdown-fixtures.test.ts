import { describe, expect, it } from "vitest";
import { convertToXlsx } from "../src/convert.js";
import { Decimal } from "../src/decimal.js";
import { formatIssue } from "../src/messages/index.js";
import type { Item } from "../src/model.js";
import { offerFromWorkbook } from "../src/offer/index.js";
import { bytes, category, gaebXml } from "./support/gaeb.js";
import { findSoffice } from "./support/libreoffice.js";
import { editWithLibreOffice } from "./support/libreoffice-macro.js";
import { itemsByOz, readDocument } from "./support/offer.js";
import { typing } from "./support/typing.js";
import { validateX84, xmllint } from "./support/x84-schema.js";
import { headerRowNumber, readWorkbook } from "./support/xlsx.js";

const soffice = findSoffice();
if (!soffice) {
  if (process.env.CI)
    throw new Error("LibreOffice (soffice) is required in CI: install libreoffice-calc-nogui");
  process.stderr.write("\n*** Offer breakdown fixtures LibreOffice suite SKIPPED: soffice not found ***\n\n");
}

const text = (words: string) =>
  `<Description><CompleteText><DetailTxt><Text><p><span>${words} lang</span></p></Text></DetailTxt><OutlineText><OutlTxt><TextOutlTxt><p><span>${words}</span></p></TextOutlTxt></OutlTxt></OutlineText></CompleteText></Description>`;
const item = (no: string, inner: string, subs = "") =>
  `<Item ID="I${no}" RNoPart="${no}">${inner}${text(`Position ${no}`)}${subs}</Item>`;
const sub = (no: string, inner: string) =>
  `<SubDescr><SubDNo>${no}</SubDNo>${text(`Teil ${no}`)}${inner}</SubDescr>`;
const labels = (names: string[]) =>
  `<NoUPComps>${names.length}</NoUPComps>${names.map((name, i) => `<LblUPComp${i + 1} Type="Unknown">${name}</LblUPComp${i + 1}>`).join("")}`;

function twoDecimals(xml: string): string {
  return xml.replace("<LblPrj>Testprojekt</LblPrj>", "<LblPrj>Testprojekt</LblPrj><UPFracDig>2</UPFracDig>");
}

/**
 * Requests the corpus lacks, as the GAEB DA XML 3.3 schema allows them: six components and a time; components
 * counted but not named; a time alone; a sub-description whose unit price the bidder states and breaks down; a
 * markup among broken-down items.
 */
const REQUESTS: Record<string, { xml: string; count: number; time: boolean; decimals: number }> = {
  six: {
    // Two decimals for unit prices (UPFracDig): typed shares are rounded half up, and the price is their sum.
    xml: twoDecimals(
      gaebXml({
        boqInfoExtra: `${labels(["Lohn", "Stoffe", "Geräte", "Sonstiges", "Fremdleistung", "Wagnis"])}<LblTime>Std</LblTime>`,
        body: category(
          "01",
          "Rohbau",
          `<Itemlist>${item("0010", "<UPBkdn>Yes</UPBkdn><Qty>12.5</Qty><QU>m3</QU>")}${item("0020", "<Qty>3</Qty><QU>St</QU>")}${item(
            "0030",
            "<LumpSumItem>Yes</LumpSumItem><QU>psch</QU>",
          )}${item("0040", "<MarkupIt>Yes</MarkupIt><Qty>2</Qty><QU>m</QU>")}<MarkupItem ID="M0090" RNoPart="0090"><MarkupType>IdentAsMark</MarkupType>${text("Zuschlag")}</MarkupItem></Itemlist>`,
        ),
      }),
    ),
    count: 6,
    time: true,
    decimals: 2,
  },
  counted: {
    xml: gaebXml({
      boqInfoExtra: "<NoUPComps>3</NoUPComps>",
      body: category(
        "01",
        "Ausbau",
        `<Itemlist>${item("0010", "<UPBkdn>Yes</UPBkdn><Qty>4</Qty><QU>m2</QU>")}${item("0020", "<Qty>7.25</Qty><QU>m</QU>")}</Itemlist>`,
      ),
    }),
    count: 3,
    time: false,
    decimals: 3,
  },
  timeOnly: {
    xml: gaebXml({
      boqInfoExtra: "<LblTime>Stunden</LblTime>",
      body: category("01", "Ausbau", `<Itemlist>${item("0010", "<Qty>4</Qty><QU>m2</QU>")}</Itemlist>`),
    }),
    count: 0,
    time: true,
    decimals: 3,
  },
  subPriced: {
    xml: gaebXml({
      boqInfoExtra: labels(["Lohn", "Material"]),
      body: category(
        "01",
        "Ausbau",
        `<Itemlist>${item(
          "0010",
          "<UPBkdn>Yes</UPBkdn><Qty>4</Qty><QU>m2</QU>",
          `${sub("1", "<Qty>2</Qty><QU>m2</QU><UPSpec>Yes</UPSpec><UPBkdn>Yes</UPBkdn>")}${sub("2", "<QtySpec>Yes</QtySpec><Qty>0.000</Qty><QU>m2</QU>")}`,
        )}</Itemlist>`,
      ),
    }),
    count: 2,
    time: false,
    decimals: 3,
  },
};

function titlesOf(xlsx: Uint8Array): string[] {
  const sheet = readWorkbook(xlsx).sheets[0];
  if (!sheet) throw new Error("no sheet");
  return [...(sheet.rows.get(headerRowNumber(sheet))?.values() ?? [])].map((cell) => cell.text ?? "");
}

/** What a bidder types: share n of row k is k + n + 0.125 (rounded to an LV's two decimals: k + n + 0.13). */
const share = (row: number, n: number) => row + n + 0.125;

describe.runIf(soffice)("price breakdowns of requests the corpus lacks, typed in LibreOffice", () => {
  it("give schema-valid X84s whose shares, times and unit prices are what was typed and summed", () => {
    const jobs = Object.entries(REQUESTS).map(([name, { xml, count, time, decimals }]) => {
      const converted = convertToXlsx([{ name: `${name}.X83`, bytes: bytes(xml) }]);
      if (!converted.ok) throw new Error(name);
      const titles = titlesOf(converted.xlsx);
      const shares = titles.filter((title) => title.startsWith("EP-Anteil"));
      expect(shares.length, name).toBe(count);
      expect(
        titles.some((title) => title.startsWith("Zeitansatz")),
        name,
      ).toBe(time);
      const rows = new Map<string, number>();
      const { steps } = typing(converted.xlsx, (oz, column) => {
        // A markup's rate, and nothing else in its row: GAEB gives a markup no components.
        if (oz.endsWith("0090")) return column === "EP" ? 5 : undefined;
        if (!/^01\.\d{4}(\/\d)?$/.test(oz) || oz.endsWith("/2")) return undefined;
        const k = rows.get(oz) ?? rows.size + 1;
        rows.set(oz, k);
        const n = shares.indexOf(column);
        if (n >= 0) return share(k, n + 1);
        if (column.startsWith("Zeitansatz") && !oz.includes("/")) return k / 4;
        // Without components the unit price is typed.
        return count === 0 && column === "EP" ? 40 + k : undefined;
      });
      return { name, xlsx: converted.xlsx, steps, count, time, rows, decimals };
    });
    const saved = editWithLibreOffice(
      soffice as string,
      jobs.map(({ xlsx, steps }) => ({ xlsx, steps })),
    );
    const x84s: Record<string, Uint8Array> = {};
    jobs.forEach(({ name, count, time, rows, decimals }, j) => {
      const workbook = saved[j];
      if (!workbook) throw new Error(`LibreOffice saved nothing for ${name}`);
      const result = offerFromWorkbook(
        { name: "priced.xlsx", bytes: workbook },
        { bidder: "B", strict: true },
      );
      if (!result.ok)
        throw new Error(`${name}: ${result.issues.map((i) => formatIssue(i, "en")).join("\n")}`);
      x84s[`${name}.x84`] = result.x84;
      const offer = readDocument("offer.X84", result.x84);
      const items = itemsByOz(offer);
      for (const [oz, k] of rows) {
        const [itemOz = "", subNo] = oz.split("/");
        const written = items.get(itemOz) as Item | undefined;
        const priced = subNo ? written?.subDescriptions.find((s) => s.number === subNo) : written;
        const expected = Array.from({ length: count }, (_, n) =>
          Decimal.parse(share(k, n + 1).toFixed(3))?.round(decimals),
        );
        const sum =
          count > 0 ? expected.reduce((a, b) => (a as Decimal).plus(b as Decimal), Decimal.zero) : undefined;
        expect(
          (priced?.priceComponents ?? []).slice(0, count).map((c) => c?.toNumber()),
          `${name} ${oz}`,
        ).toEqual(expected.map((value) => value?.toNumber()));
        expect(priced?.unitPrice?.toNumber(), `${name} ${oz}`).toBe(
          (sum ?? Decimal.fromInteger(40 + k)).toNumber(),
        );
        if (time && !subNo) expect(written?.time?.toNumber(), `${name} ${oz}`).toBe(k / 4);
      }
      if (name === "six") {
        const markup = items.get("01.0090");
        expect(markup?.kind === "markupItem" && markup.markupPercent?.toNumber()).toBe(5);
      }
      expect(result.breakdown?.components.length ?? 0, name).toBe(count);
      expect(result.breakdown?.incomplete ?? [], name).toEqual([]);
    });
    if (xmllint) expect(validateX84(x84s)).toBe("");
  }, 300_000);

  it("asks the bidder for a sub-description's price where the request says so, and names one left out", () => {
    const request = REQUESTS.subPriced?.xml ?? "";
    const converted = convertToXlsx([{ name: "sub.X83", bytes: bytes(request) }]);
    if (!converted.ok) throw new Error("not converted");
    const sheet = readWorkbook(converted.xlsx).sheets[0];
    const header = sheet ? headerRowNumber(sheet) : 0;
    const row = [...(sheet?.rows ?? [])].find(([, cells]) => cells.get("A")?.text === "01.0010/1")?.[1];
    const kinds = row?.get("B")?.text;
    expect(kinds).toBe("Unterbeschreibung, EP vom Bieter anzugeben, EP-Aufgliederung gefordert");
    expect(header).toBeGreaterThan(0);
    // Priced by its item's shares only: the sub-description's own price is missing, and said so with its number.
    const { steps } = typing(converted.xlsx, (oz, column) =>
      oz === "01.0010" && column.startsWith("EP-Anteil") ? 10 : undefined,
    );
    const [saved] = editWithLibreOffice(soffice as string, [{ xlsx: converted.xlsx, steps }]);
    if (!saved) throw new Error("LibreOffice saved nothing");
    const refused = offerFromWorkbook({ name: "priced.xlsx", bytes: saved }, { bidder: "B" });
    expect(refused.ok).toBe(false);
    expect(refused.issues.find((issue) => issue.code === "offer_price_missing")?.params?.items).toBe(
      "01.0010/1",
    );
  }, 300_000);
});

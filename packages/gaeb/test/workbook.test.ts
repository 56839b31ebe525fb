import { describe, expect, it } from "vitest";
import { type ConvertOptions, convertToXlsx, uniqueSheetNames } from "../src/convert.js";
import { lineCount, MAX_LINES } from "../src/xlsx/text-fit.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";
import { headerRowNumber, type ReadSheet, readWorkbook, tableRows } from "./support/xlsx.js";

function convert(xml: string, options: ConvertOptions = {}, name = "test.x83") {
  const result = convertToXlsx([{ name, bytes: bytes(xml) }], options);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  const [sheet] = readWorkbook(result.xlsx).sheets;
  if (!sheet) throw new Error("no sheet");
  return { sheet, issues: result.issues, xlsx: result.xlsx };
}

const byOz = (sheet: ReadSheet, oz: string, title = "OZ") =>
  tableRows(sheet, title).find((r) => r.cells[title]?.text === oz);

describe("the worksheet", () => {
  it("has a title block and the exact header row in German and English", () => {
    const xml = gaebXml({ body: `<Itemlist>${item("1", "<Qty>1</Qty>")}</Itemlist>` });
    const de = convert(xml).sheet;
    const header = de.rows.get(headerRowNumber(de)) ?? new Map();
    expect(["A", "B", "C", "D", "E", "F", "G", "H"].map((c) => header.get(c)?.text)).toEqual([
      "OZ",
      "Art",
      "Kurztext",
      "Langtext",
      "Menge",
      "Einheit",
      "EP",
      "GP",
    ]);
    const titleTexts = [...de.rows.values()].flatMap((cells) => [...cells.values()].map((c) => c.text));
    expect(titleTexts).toContain("83 – Angebotsaufforderung");
    expect(titleTexts).toContain("test.x83 (GAEB DA XML 3.3)");
    const en = convert(xml, { lang: "en" }).sheet;
    const enHeader = en.rows.get(headerRowNumber(en, "Item no.")) ?? new Map();
    expect(["A", "B", "C", "D", "E", "F", "G", "H"].map((c) => enHeader.get(c)?.text)).toEqual([
      "Item no.",
      "Type",
      "Short text",
      "Long text",
      "Quantity",
      "Unit",
      "Unit price",
      "Total price",
    ]);
    expect([...en.rows.values()].flatMap((cells) => [...cells.values()].map((c) => c.text))).toContain(
      "83 – Request for tender",
    );
  });

  it("freezes the header and the OZ column, filters it, repeats it when printed, prints landscape fitted to width", () => {
    const { sheet, xlsx } = convert(gaebXml({ body: `<Itemlist>${item("1", "")}</Itemlist>` }));
    const header = headerRowNumber(sheet);
    expect(sheet.xml).toContain(
      `<pane xSplit="1" ySplit="${header}" topLeftCell="B${header + 1}" activePane="bottomRight" state="frozen"/>`,
    );
    expect(sheet.xml).toMatch(new RegExp(`<autoFilter ref="A${header}:[A-Z]+\\d+"/>`));
    expect(sheet.xml).toContain('orientation="landscape" fitToWidth="1" fitToHeight="0"');
    const workbook = readWorkbook(xlsx).files["xl/workbook.xml"] ?? "";
    expect(workbook).toContain(
      `<definedName name="_xlnm.Print_Titles" localSheetId="0">'Test-LV'!$${header}:$${header}</definedName>`,
    );
  });

  it("writes OZ as text, quantities as numbers, GP as a live rounded formula with its value cached", () => {
    const { sheet } = convert(
      gaebXml({
        phase: "84",
        body: category(
          "1",
          "Erdarbeiten",
          `<Itemlist>${item("10", "<Qty>3.000</Qty><QU>m3</QU><UP>44.140</UP><IT>132.42</IT>")}</Itemlist>`,
        ),
      }),
    );
    const row = byOz(sheet, "01.0010");
    expect(row?.cells.OZ?.text).toBe("01.0010");
    expect(row?.cells.Menge?.number).toBe("3");
    expect(row?.cells.EP?.number).toBe("44.14");
    expect(row?.cells.GP).toMatchObject({
      formula: `ROUND(E${row?.row}*ROUND(G${row?.row},3),2)`,
      number: "132.42",
    });
    expect(row?.cells.Einheit?.text).toBe("m3");
  });

  it("keeps the file's figure, as a value, when it cannot come from quantity × price", () => {
    const { sheet, issues } = convert(
      gaebXml({
        phase: "84",
        body: `<Itemlist>${item("10", "<Qty>3</Qty><UP>10</UP><IT>31.00</IT>")}</Itemlist>`,
      }),
    );
    const row = byOz(sheet, "0010");
    expect(row?.cells.GP).toEqual(expect.objectContaining({ number: "31" }));
    expect(row?.cells.GP?.formula).toBeUndefined();
    expect(issues).toContainEqual(expect.objectContaining({ code: "item_total_mismatch", path: "0010" }));
  });

  it("names every kind that applies in Art, in both languages", () => {
    const body = `<Itemlist>${[
      item("1", ""),
      item("2", "<ALNGroupNo>1</ALNGroupNo><ALNSerNo>0</ALNSerNo>"),
      item("3", "<ALNGroupNo>1</ALNGroupNo><ALNSerNo>1</ALNSerNo>"),
      item("4", "<Provis>WithTotal</Provis>"),
      item("5", "<Provis>WithoutTotal</Provis><HourIt>Yes</HourIt>"),
      item("6", "<LumpSumItem>Yes</LumpSumItem><MarkupIt>Yes</MarkupIt><QtyTBD>Yes</QtyTBD>"),
      item("7", "<NotAppl>Yes</NotAppl><NotOffered>Yes</NotOffered>"),
    ].join("")}<MarkupItem RNoPart="8"><MarkupType>AllInCat</MarkupType></MarkupItem></Itemlist>`;
    const de = convert(gaebXml({ body })).sheet;
    expect(
      tableRows(de)
        .map((r) => r.cells.Art?.text)
        .filter(Boolean),
    ).toEqual([
      "Normalposition",
      "Grundposition (Gruppe 1)",
      "Alternativposition (Gruppe 1, Nr. 1)",
      "Bedarfsposition mit GB",
      "Bedarfsposition ohne GB, Stundenlohnposition",
      "Normalposition, Pauschalposition, zu bezuschlagen, freie Menge",
      "Normalposition, entfällt, nicht angeboten",
      "Zuschlagsposition",
      "Gesamtsumme",
      // A request's sheet: the row where the bidder grants a discount or lump sum on the whole LV.
      "Gesamtsumme",
    ]);
    const en = convert(gaebXml({ body }), { lang: "en" }).sheet;
    expect(
      tableRows(en, "Item no.")
        .map((r) => r.cells.Type?.text)
        .filter(Boolean),
    ).toEqual([
      "Normal item",
      "Base item (group 1)",
      "Alternative item (group 1, no. 1)",
      "Optional item with total",
      "Optional item without total, Hourly-work item",
      "Normal item, Lump-sum item, To be marked up, Quantity to be determined",
      "Normal item, Not applicable, Not offered",
      "Markup item",
      "Grand total",
      "Grand total",
    ]);
  });

  it("leaves alternatives, optional items without total and items that do not apply out of the totals", () => {
    const priced = (rno: string, flags: string) => item(rno, `${flags}<Qty>1</Qty><UP>100</UP>`);
    const body = category(
      "1",
      "Titel",
      `<Itemlist>${[
        priced("1", ""),
        priced("2", "<ALNGroupNo>1</ALNGroupNo><ALNSerNo>0</ALNSerNo>"),
        priced("3", "<ALNGroupNo>1</ALNGroupNo><ALNSerNo>1</ALNSerNo>"),
        priced("4", "<Provis>WithTotal</Provis>"),
        priced("5", "<Provis>WithoutTotal</Provis>"),
        priced("6", "<NotAppl>Yes</NotAppl>"),
      ].join("")}</Itemlist>`,
    );
    const { sheet } = convert(gaebXml({ body }));
    const section = byOz(sheet, "01");
    expect(section?.cells.GP?.number).toBe("300");
    expect(section?.cells.GP?.formula).toMatch(/^SUMIFS\(/);
    const grand = tableRows(sheet).find((r) => r.cells.Art?.text === "Gesamtsumme");
    expect(grand?.cells.GP?.number).toBe("300");
    expect(
      tableRows(sheet)
        .map((r) => r.cells["In Summe"]?.text)
        .filter(Boolean),
    ).toEqual(["ja", "ja", "ja", "nein", "ja", "nein", "nein"]);
  });

  it("applies a section's discount and lump sum to its parent, and shows declared totals to the cent", () => {
    const priced = (rno: string, qty: string, up: string) => item(rno, `<Qty>${qty}</Qty><UP>${up}</UP>`);
    const breakdown =
      "<BoQBkdn><Type>BoQLevel</Type><Length>1</Length><Num>Yes</Num></BoQBkdn><BoQBkdn><Type>BoQLevel</Type><Length>2</Length><Num>Yes</Num></BoQBkdn><BoQBkdn><Type>Item</Type><Length>4</Length><Num>Yes</Num></BoQBkdn>";
    const body = category(
      "1",
      "Haus",
      category(
        "10",
        "Rabatt",
        `<Itemlist>${priced("10", "40", "20")}${priced("20", "3", "44.14")}</Itemlist>`,
        "",
      ).replace(
        "</BoQBody></BoQCtgy>",
        "</BoQBody><Totals><Total>932.42</Total><DiscountPcnt>10.00</DiscountPcnt><TotAfterDisc>839.18</TotAfterDisc></Totals></BoQCtgy>",
      ) +
        category("20", "Pauschal", `<Itemlist>${priced("10", "12", "17.126")}</Itemlist>`).replace(
          "</BoQBody></BoQCtgy>",
          "</BoQBody><Totals><Total>205.51</Total><TotalLSUM>200.00</TotalLSUM></Totals></BoQCtgy>",
        ),
    );
    const xml = gaebXml({
      phase: "86",
      breakdown,
      body,
      boqInfoExtra: "<Totals><Total>1039.18</Total><VAT>19.00</VAT><TotalGross>1236.62</TotalGross></Totals>",
    });
    const { sheet } = convert(xml);
    const rows = tableRows(sheet);
    const gp = (predicate: (r: (typeof rows)[number]) => boolean) => rows.find(predicate)?.cells.GP?.number;
    expect(byOz(sheet, "1.10")?.cells.GP?.number).toBe("932.42");
    expect(gp((r) => r.cells.Kurztext?.text === "Summe nach Nachlass 10,00 %")).toBe("839.18");
    expect(gp((r) => r.cells.Kurztext?.text === "Summe nach Nachlass laut Datei")).toBe("839.18");
    expect(gp((r) => r.cells.Kurztext?.text === "Pauschalsumme laut Datei")).toBe("200");
    expect(byOz(sheet, "1")?.cells.GP?.number).toBe("1039.18");
    expect(gp((r) => r.cells.Kurztext?.text === "Gesamtsumme (berechnet)")).toBe("1039.18");
    expect(gp((r) => r.cells.Kurztext?.text === "Gesamtsumme laut Datei")).toBe("1039.18");
    expect(gp((r) => r.cells.Kurztext?.text === "Bruttosumme (berechnet)")).toBe("1236.62");
    expect(gp((r) => r.cells.Kurztext?.text === "Bruttosumme")).toBe("1236.62");
  });

  it("leaves a section that does not apply out of the grand total, and shows bidder comments", () => {
    const priced = `<Qty>2</Qty><UP>50</UP>`;
    const body =
      category("1", "Gilt", `<Itemlist>${item("1", priced)}</Itemlist>`) +
      category("2", "Entfällt", `<Itemlist>${item("1", priced)}</Itemlist>`, "<NotApplBoQ>Yes</NotApplBoQ>");
    const withComment = body.replace("</Item>", "<BidComm><p>Lieferzeit 4 Wochen</p></BidComm></Item>");
    const { sheet } = convert(gaebXml({ phase: "86", body: withComment }));
    expect(byOz(sheet, "02")?.cells.Art?.text).toBe("Bereich, entfällt");
    expect(byOz(sheet, "02")?.cells.GP?.number).toBe("100");
    const grand = tableRows(sheet).find((r) => r.cells.Kurztext?.text === "Gesamtsumme (berechnet)");
    expect(grand?.cells.GP?.number).toBe("100");
    expect(byOz(sheet, "01.0001")?.cells.Bieterangaben?.text).toBe("Lieferzeit 4 Wochen");
  });

  it("groups sections as outline levels", () => {
    const body = category("1", "A", category("2", "B", `<Itemlist>${item("1", "")}</Itemlist>`));
    const breakdown =
      "<BoQBkdn><Type>Lot</Type><Length>1</Length><Num>Yes</Num></BoQBkdn><BoQBkdn><Type>BoQLevel</Type><Length>1</Length><Num>Yes</Num></BoQBkdn><BoQBkdn><Type>Item</Type><Length>2</Length><Num>Yes</Num></BoQBkdn>";
    const { sheet } = convert(gaebXml({ body, breakdown }));
    expect(byOz(sheet, "1")?.cells.Art?.text).toBe("Los");
    expect(byOz(sheet, "1.2")?.cells.Art?.text).toBe("Bereich");
    const itemRow = byOz(sheet, "1.2.01")?.row ?? 0;
    expect(sheet.outline.get(itemRow)).toBe(2);
    expect(sheet.outline.get(byOz(sheet, "1.2")?.row ?? 0)).toBe(1);
  });

  it("stores text that looks like a formula as text", () => {
    const body = `<Itemlist>${item("1", "<QU>=1+1</QU>", "=HYPERLINK(&quot;http://evil&quot;)")}${item("2", "", "@SUM(A1)")}${item("3", "", "+49 30 123")}${item("4", "", "-Dämmung")}</Itemlist>`;
    const { sheet } = convert(gaebXml({ body }));
    const texts = tableRows(sheet).map((r) => r.cells.Kurztext);
    expect(texts.slice(0, 4).map((c) => [c?.text, c?.formula])).toEqual([
      ['=HYPERLINK("http://evil")', undefined],
      ["@SUM(A1)", undefined],
      ["+49 30 123", undefined],
      ["-Dämmung", undefined],
    ]);
    expect(byOz(sheet, "0001")?.cells.Einheit).toMatchObject({ text: "=1+1" });
    expect(sheet.xml).not.toContain("<f>=");
    expect(sheet.xml).not.toMatch(/<f>[^<]*HYPERLINK/);
  });

  it("continues a long text over Excel's cell limit in further rows instead of breaking the file", () => {
    const paragraph = `<p>${"Sehr langer Langtext. ".repeat(200)}</p>`;
    const detail = `<DetailTxt><Text>${paragraph.repeat(20)}</Text></DetailTxt>`;
    const xml = gaebXml({
      body: `<Itemlist><Item RNoPart="1"><Qty>1</Qty><Description><CompleteText>${detail}</CompleteText></Description></Item></Itemlist>`,
    });
    const { sheet, issues } = convert(xml);
    const rows = tableRows(sheet);
    const parts = rows.map((r) => r.cells.Langtext?.text ?? "").filter(Boolean);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(32_767);
    // Split into rows that fit (at paragraph boundaries, inside a paragraph longer than a row at a line end).
    const normalized = (t: string) => t.replace(/\s+/g, " ").trim();
    expect(normalized(parts.join("\n"))).toBe(normalized("Sehr langer Langtext. ".repeat(200 * 20)));
    for (const part of parts) expect(lineCount(part, 58)).toBeLessThanOrEqual(MAX_LINES);
    expect(rows[1]?.cells.Art?.text).toBe("Fortsetzung Langtext");
    expect(issues.map((i) => i.code)).toContain("text_continued");
  });

  it("leaves the long text out on request", () => {
    const { sheet } = convert(gaebXml({ body: `<Itemlist>${item("1", "")}</Itemlist>` }), {
      longText: false,
    });
    expect(byOz(sheet, "0001")?.cells.Langtext).toBeUndefined();
    expect(convert(gaebXml({ body: `<Itemlist>${item("1", "")}</Itemlist>` })).sheet.xml).toBeTruthy();
  });

  it("shows markup items with their base and percentage as a live formula", () => {
    const markup = `<MarkupItem RNoPart="40"><MarkupType>IdentAsMark</MarkupType><ITMarkup>955.00</ITMarkup><Markup>10.00</Markup><IT>95.50</IT></MarkupItem>`;
    const { sheet } = convert(gaebXml({ phase: "86", body: `<Itemlist>${markup}</Itemlist>` }));
    const row = byOz(sheet, "0040");
    expect(row?.cells.GP).toMatchObject({ number: "95.5" });
    expect(row?.cells.GP?.formula).toMatch(/^ROUND\([A-Z]+\d+\*IF\(ABS\(G\d+\)>=1,G\d+\/100,G\d+\),2\)$/);
    // The rate stands in the EP cell as the share, shown as "10.00 %" by the rate format.
    expect(row?.cells.EP?.number).toBe("0.1");
    expect(row?.cells.Zuschlagsbasis?.number).toBe("955");
  });
});

describe("sheet names", () => {
  it("fit Excel's rules and stay unique", () => {
    expect(uniqueSheetNames(["A/B: [C]?", "x".repeat(40), "x".repeat(40), "'quoted'", ""])).toEqual([
      "A B C",
      "x".repeat(31),
      `${"x".repeat(27)} (2)`,
      "quoted",
      "LV 5",
    ]);
    expect(uniqueSheetNames(["LV", "lv"])).toEqual(["LV", "lv (2)"]);
  });

  it("one worksheet per input file, each request's hidden offer form after them", () => {
    const xml = gaebXml({ body: `<Itemlist>${item("1", "")}</Itemlist>` });
    const result = convertToXlsx([
      { name: "a.x83", bytes: bytes(xml) },
      { name: "b.x83", bytes: bytes(xml) },
    ]);
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(readWorkbook(result.xlsx).sheets.map((s) => s.name)).toEqual([
        "Test-LV",
        "Test-LV (2)",
        "GAEB-Angebotsformular",
        "GAEB-Angebotsformular (2)",
      ]);
  });

  it("fails as a whole, with the broken file named, when one input is broken", () => {
    const result = convertToXlsx([
      { name: "good.x83", bytes: bytes(gaebXml({ body: "" })) },
      { name: "bad.x83", bytes: bytes("<GAEB><Award>") },
    ]);
    expect(result.ok).toBe(false);
    expect(result.issues.find((i) => i.severity === "error")?.file).toBe("bad.x83");
  });
});

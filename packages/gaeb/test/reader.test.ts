import { describe, expect, it } from "vitest";
import { readGaeb, sniffGaeb } from "../src/convert.js";
import type { Entry, GaebDocument, Item, Section } from "../src/model.js";
import { PLAIN_LABELS, renderPlain } from "../src/text/plain.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";

function read(xml: string | Uint8Array, name = "test.x83"): GaebDocument {
  const result = readGaeb({ name, bytes: typeof xml === "string" ? bytes(xml) : xml });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

function failure(xml: string | Uint8Array, name = "test.x83") {
  const result = readGaeb({ name, bytes: typeof xml === "string" ? bytes(xml) : xml });
  expect(result.ok).toBe(false);
  return result.issues.find((issue) => issue.severity === "error");
}

function items(entries: readonly Entry[]): Item[] {
  return entries.flatMap((e) => (e.kind === "item" ? [e] : e.kind === "section" ? items(e.children) : []));
}

describe("reading GAEB DA XML", () => {
  it("reads version and phase from the file, not its name", () => {
    const document = read(gaebXml({ phase: "80", version: "3.2", body: "" }), "named.X86");
    expect(document.source.phase).toBe("80");
    expect(document.source.version).toBe("3.2");
  });

  it("reads every version from 2.0 to 3.3 alike and warns about one it does not know", () => {
    const body = `<Itemlist>${item("10", "<Qty>2.000</Qty><QU>St</QU>")}</Itemlist>`;
    for (const version of ["2.0", "2.1", "2.2", "3.0", "3.1", "3.2", "3.3"]) {
      const result = readGaeb({ name: "lv.x83", bytes: bytes(gaebXml({ namespace: null, version, body })) });
      expect(result.ok, version).toBe(true);
      if (!result.ok) continue;
      expect(
        result.issues.map((issue) => issue.code),
        version,
      ).not.toContain("version_unknown");
      expect(items(result.value.boq?.body ?? []).map((i) => [i.oz, i.quantity?.toString(), i.unit])).toEqual([
        ["0010", "2.000", "St"],
      ]);
    }
    const unknown = readGaeb({ name: "lv.x83", bytes: bytes(gaebXml({ version: "1.2", body })) });
    expect(unknown.ok).toBe(true);
    expect(unknown.issues.map((issue) => issue.code)).toContain("version_unknown");
  });

  it("matches elements by local name with a prefix, the 3.0 namespace or none", () => {
    const body = category(
      "1",
      "Erdarbeiten",
      `<Itemlist>${item("10", "<Qty>5.000</Qty><QU>m3</QU>")}</Itemlist>`,
    );
    const plain = read(gaebXml({ namespace: null, body }));
    const old = read(gaebXml({ namespace: "http://www.gaeb.de/GAEB_DA_XML/200407", version: "3.0", body }));
    const prefixed = read(
      gaebXml({ body })
        .replace(/<(\/?)([A-Za-z])/g, "<$1g:$2")
        .replace('<g:GAEB xmlns="', '<g:GAEB xmlns:g="'),
    );
    for (const document of [plain, old, prefixed]) {
      expect(items(document.boq?.body ?? []).map((i) => [i.oz, i.quantity?.toString(), i.unit])).toEqual([
        ["01.0010", "5.000", "m3"],
      ]);
    }
  });

  it("decodes UTF-8 with BOM, UTF-16 with BOM and declared ISO-8859-1", () => {
    const xml = gaebXml({ body: `<Itemlist>${item("1", "", "Mörtel für Außenwände")}</Itemlist>` });
    const bom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes(xml)]);
    const utf16 = new Uint8Array(2 + xml.length * 2);
    utf16.set([0xff, 0xfe]);
    for (let i = 0; i < xml.length; i++) {
      utf16[2 + i * 2] = xml.charCodeAt(i) & 0xff;
      utf16[3 + i * 2] = xml.charCodeAt(i) >> 8;
    }
    const latinXml = xml.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"');
    const latin = Uint8Array.from(latinXml, (c) => c.charCodeAt(0));
    for (const input of [bom, utf16, latin]) {
      expect(items(read(input).boq?.body ?? [])[0]?.shortText).toBe("Mörtel für Außenwände");
    }
  });

  it("reads a file that claims UTF-8 but is Windows-1252, and says so", () => {
    const xml = gaebXml({ body: `<Itemlist>${item("1", "", "Maß")}</Itemlist>` });
    const result = readGaeb({ name: "a.x83", bytes: Uint8Array.from(xml, (c) => c.charCodeAt(0)) });
    expect(result.ok).toBe(true);
    expect(result.issues.map((i) => i.code)).toContain("encoding_fallback");
    if (result.ok) expect(items(result.value.boq?.body ?? [])[0]?.shortText).toBe("Maß");
  });

  it("names damaged UTF-16 instead of crashing", () => {
    const broken = new Uint8Array([0xff, 0xfe, 0x3c, 0x00, 0x00, 0xd8, 0x41, 0x00]);
    expect(failure(broken)).toMatchObject({ code: "encoding_invalid", params: { encoding: "UTF-16 (BOM)" } });
  });

  it("refuses DOCTYPE and entity tricks before expanding anything", () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE GAEB [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]><GAEB>&b;</GAEB>`;
    expect(failure(bomb)?.code).toBe("xml_doctype_forbidden");
    const external = `<?xml version="1.0"?><!DOCTYPE GAEB SYSTEM "file:///etc/passwd"><GAEB/>`;
    expect(failure(external)?.code).toBe("xml_doctype_forbidden");
    expect(failure(`<GAEB>&undefined;</GAEB>`)?.code).toBe("xml_malformed");
  });

  it("reports broken XML with line and column", () => {
    const issue = failure(gaebXml({ body: "<Itemlist><Item RNoPart='1'></Itemlist>" }));
    expect(issue?.code).toBe("xml_malformed");
    expect(issue?.params?.reason).toBe("close_tag_mismatch");
    expect(issue?.line).toBeGreaterThan(1);
    expect(issue?.column).toBeGreaterThan(0);
    expect(failure(gaebXml({ body: "" }).slice(0, 300))?.code).toBe("xml_malformed");
  });

  it("stops absurd nesting instead of recursing forever", () => {
    expect(failure(`<GAEB>${"<a>".repeat(1000)}${"</a>".repeat(1000)}</GAEB>`)?.code).toBe("xml_too_deep");
  });

  it("tells XML that is not GAEB, GAEB without an award, and other generations apart", () => {
    expect(failure(`<?xml version="1.0"?><invoice><a/></invoice>`)?.params?.root).toBe("invoice");
    expect(failure(`<GAEB><GAEBInfo><Version>3.3</Version></GAEBInfo><Project/></GAEB>`)?.code).toBe(
      "gaeb_structure_invalid",
    );
    // The other generations are read now; their broken files get their own located errors.
    expect(failure("#begin[GAEB]\n #begin[GAEBInfo]\n")).toMatchObject({ code: "gaeb2000_syntax", line: 3 });
    expect(failure(`${"00".padEnd(74)}000001\n`, "a.d83")).toMatchObject({
      code: "gaeb90_record_invalid",
      line: 1,
      column: 63,
    });
    expect(failure(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0]))?.code).toBe("not_xml");
    expect(failure(new Uint8Array())?.code).toBe("file_empty");
    expect(failure(gaebXml({ phase: "99", body: "" }))?.code).toBe("phase_unknown");
  });

  it("takes the phase from the extension when <DP> is missing, with a warning", () => {
    const result = readGaeb({
      name: "lv.X84",
      bytes: bytes(gaebXml({ body: "" }).replace("<DP>83</DP>", "")),
    });
    expect(result.ok && result.value.source.phase).toBe("84");
    expect(result.issues.map((i) => i.code)).toContain("phase_from_extension");
  });

  it("keeps sections, remarks, execution descriptions and items in document order", () => {
    const body = `<Remark><Description><CompleteText><DetailTxt><Text><p>Vorweg</p></Text></DetailTxt></CompleteText></Description></Remark>${category(
      "1",
      "Titel<br/>zweite Zeile",
      `<Itemlist><PerfDescr><PerfNo>7</PerfNo><PerfLbl>Anstrich</PerfLbl><Description><CompleteText><DetailTxt><Text><p>wie folgt</p></Text></DetailTxt></CompleteText></Description></PerfDescr>${item("10", "")}</Itemlist>`,
    )}<Itemlist>${item("20", "")}</Itemlist>`;
    const document = read(gaebXml({ body, breakdown: "" }));
    const body0 = document.boq?.body ?? [];
    expect(body0.map((e) => e.kind)).toEqual(["remark", "section", "item"]);
    const section = body0[1] as Section;
    expect(section.title).toBe("Titel\nzweite Zeile");
    expect(section.children.map((e) => e.kind)).toEqual(["executionDescription", "item"]);
    expect(section.children[0]).toMatchObject({ number: "7", shortText: "Anstrich" });
    expect((body0[0] as { shortText: string }).shortText).toBe("Vorweg");
  });

  it("finds texts also when a program leaves out CompleteText", () => {
    const description =
      "<Description><OutlineText><OutlTxt><TextOutlTxt><p>Boden lösen</p></TextOutlTxt></OutlTxt></OutlineText><DetailTxt><Text><p>und laden</p></Text></DetailTxt></Description>";
    const [found] = items(
      read(gaebXml({ body: `<Itemlist><Item RNoPart="1">${description}</Item></Itemlist>` })).boq?.body ?? [],
    );
    expect(found?.shortText).toBe("Boden lösen");
    expect(renderPlain(found?.longText ?? [], PLAIN_LABELS)).toBe("und laden");
  });

  it("reads every item flag", () => {
    const flags =
      "<ALNGroupNo>1</ALNGroupNo><ALNSerNo>2</ALNSerNo><Provis>WithoutTotal</Provis><LumpSumItem>Yes</LumpSumItem><NotAppl>Yes</NotAppl><NotOffered>Yes</NotOffered><HourIt>Yes</HourIt><KeyIt>Yes</KeyIt><MarkupIt>Yes</MarkupIt><QtyTBD>Yes</QtyTBD>";
    const [flagged] = items(
      read(gaebXml({ body: `<Itemlist>${item("1", flags)}</Itemlist>` })).boq?.body ?? [],
    );
    expect(flagged?.flags).toEqual({
      alternative: { group: "1", serial: "2" },
      provisional: "withoutTotal",
      lumpSum: true,
      hourly: true,
      notApplicable: true,
      notOffered: true,
      keyItem: true,
      toBeMarkedUp: true,
      quantityToBeDetermined: true,
    });
  });

  it("reads prices, components, discount, VAT and totals as exact decimals", () => {
    const inner =
      "<Qty>12345678.012</Qty><QU>Stck</QU><UP>100.510</UP><UPComp1>100.510</UPComp1><UPComp3>0.000</UPComp3><DiscountPcnt>10.00</DiscountPcnt><IT>1240864096.99</IT><VAT>19.00</VAT>";
    const [priced] = items(
      read(gaebXml({ phase: "84", body: `<Itemlist>${item("1", inner)}</Itemlist>` })).boq?.body ?? [],
    );
    expect(priced?.quantity?.toString()).toBe("12345678.012");
    expect(priced?.total?.toString()).toBe("1240864096.99");
    expect(priced?.priceComponents.map((c) => c?.toString())).toEqual([
      "100.510",
      undefined,
      "0.000",
      undefined,
      undefined,
      undefined,
    ]);
    expect(priced?.discountPercent?.toString()).toBe("10.00");
    expect(priced?.vatPercent?.toString()).toBe("19.00");
  });

  it("keeps entities and CDATA in the parts it reads, and nothing from the text between them", () => {
    // Text between parts is not even built by the parser; none of it may leak into the next part's text.
    const body = `<Itemlist>stray &amp; text<![CDATA[ cdata ]]>${item(
      "1",
      "<Qty>1.000</Qty><QU>m&amp;2</QU>",
      "Beton &lt;C25&gt; <![CDATA[& Stahl]]>",
    )}&amp;</Itemlist>`;
    const [only] = items(read(gaebXml({ body })).boq?.body ?? []);
    expect(only?.unit).toBe("m&2");
    expect(only?.shortText).toBe("Beton <C25> & Stahl");
  });

  it("warns about a number it cannot read instead of guessing", () => {
    const result = readGaeb({
      name: "a.x83",
      bytes: bytes(gaebXml({ body: `<Itemlist>${item("1", "<Qty>12,5</Qty>")}</Itemlist>` })),
    });
    expect(result.ok).toBe(true);
    expect(result.issues).toContainEqual(
      expect.objectContaining({
        code: "number_invalid",
        path: "0001",
        params: { element: "Qty", value: "12,5" },
      }),
    );
  });

  it("keeps long text structure: paragraphs, breaks, lists, tables, images and text complements", () => {
    const detail = `<DetailTxt><Text><p><span>Erste Zeile</span><br/><span>zweite Zeile</span></p><ul><li>eins</li><li>zwei</li></ul><table><tr><td>a</td><td>b</td></tr></table><p><image Type="image/png">iVBORw0KGgo=</image></p></Text><TextComplement Kind="Owner" MarkLbl="1"><ComplCaption>Farbe </ComplCaption><ComplBody>'rot'</ComplBody><ComplTail>,</ComplTail></TextComplement><TextComplement Kind="Bidder" MarkLbl="2"><ComplCaption>Fabrikat </ComplCaption><ComplBody>''</ComplBody></TextComplement></DetailTxt>`;
    const xml = gaebXml({
      body: `<Itemlist><Item RNoPart="1"><Description><CompleteText>${detail}</CompleteText></Description></Item></Itemlist>`,
    });
    const [first] = items(read(xml).boq?.body ?? []);
    expect(renderPlain(first?.longText ?? [], PLAIN_LABELS)).toBe(
      "Erste Zeile\nzweite Zeile\n• eins\n• zwei\na | b\n[image]\nFarbe 'rot',Fabrikat '..........'",
    );
  });
});

describe("sniffGaeb", () => {
  it("accepts GAEB DA XML and names version and phase", () => {
    expect(sniffGaeb("a.x83", bytes(gaebXml({ body: "" })))).toEqual({
      ok: true,
      format: "gaeb-xml",
      version: "3.3",
      phase: "83",
    });
  });

  it("refuses other content with a specific issue", () => {
    expect(sniffGaeb("a.x83", bytes("<html><body/></html>"))).toMatchObject({
      ok: false,
      issue: { code: "not_gaeb" },
    });
    expect(sniffGaeb("a.x83", bytes("<!DOCTYPE x><GAEB/>"))).toMatchObject({
      ok: false,
      issue: { code: "xml_doctype_forbidden" },
    });
    expect(sniffGaeb("a.p83", bytes("#begin[GAEB]\n#begin[Vergabe]\n[DP]83[end]"))).toEqual({
      ok: true,
      format: "gaeb-2000",
      phase: "83",
    });
    expect(sniffGaeb("lv.txt", bytes(`${"00        84L".padEnd(74)}000001\n`))).toEqual({
      ok: true,
      format: "gaeb-90",
      phase: "84",
    });
    expect(sniffGaeb("a.x83", new Uint8Array([0, 1, 2, 3]))).toMatchObject({
      ok: false,
      issue: { code: "not_xml" },
    });
  });
});

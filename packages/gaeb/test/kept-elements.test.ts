import { describe, expect, it } from "vitest";
import { readGaeb } from "../src/convert.js";
import { writeGaeb } from "../src/gaeb-xml-writer/index.js";
import type { Issue } from "../src/issues.js";
import { formatIssue } from "../src/messages/index.js";
import type { GaebDocument, Item, Section } from "../src/model.js";
import { corpusFiles, requireCorpus } from "./support/corpus.js";
import { bytes, category, gaebXml, item } from "./support/gaeb.js";
import { validatePhase, xmllint } from "./support/gaeb-schema.js";

/** What the reader keeps of elements the model does not name, and how the writer puts it back or names it. */
function read(xml: string, name = "kept.X86"): GaebDocument {
  const result = readGaeb({ name, bytes: bytes(xml) });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  return result.value;
}

function write(document: GaebDocument): { text: string; issues: Issue[] } {
  const result = writeGaeb(document, { now: new Date(0) });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  const phase = document.source.phase;
  if (xmllint) expect(validatePhase(phase, [{ name: `out.X${phase}`, bytes: result.value.bytes }])).toBe("");
  return { text: new TextDecoder().decode(result.value.bytes), issues: result.issues };
}

const firstSection = (document: GaebDocument) => document.boq?.body[0] as Section;
const firstItem = (document: GaebDocument) => firstSection(document).children[0] as Item;
const noted = (issues: Issue[], code: string, element: string) =>
  issues.find((issue) => issue.code === code && issue.params?.element === element);

const CTLG =
  "<Ctlg><CtlgID>KG</CtlgID><CtlgType>cost group DIN 276 2018-12</CtlgType><CtlgName>DIN 276-18</CtlgName></Ctlg>";
const assign = (id: string, code: string) =>
  `<CtlgAssign><CtlgID>${id}</CtlgID><CtlgCode>${code}</CtlgCode></CtlgAssign>`;
const STLB =
  "<STLBBau><STLBBauCtlg><CtlgName>STLB-Bau</CtlgName><VersDate>2001-10</VersDate><WCtg>080</WCtg><Group>350</Group></STLBBauCtlg><STLBBauID><ArtChrIdent>183</ArtChrIdent><ArtChIdx>0</ArtChIdx><ChVIdent>110</ChVIdent></STLBBauID></STLBBau>";

/** An item whose description holds `description` before its texts, with `inner` as its other children. */
function itemWith(inner: string, description = "", attributes = ' ID="I1"'): string {
  return item("0010", inner, "Position", attributes).replace("<Description>", `<Description>${description}`);
}

function lv(body: string, phase = "86", boqInfoExtra = CTLG): string {
  return gaebXml({
    phase,
    boqInfoExtra,
    award:
      phase === "86"
        ? "<OWN><Address><Name1>AG</Name1><Street>S</Street><PCode>1</PCode><City>C</City></Address></OWN><CTR><Address><Name1>AN</Name1><Street>S</Street><PCode>1</PCode><City>C</City></Address></CTR>"
        : "",
    body: category("01", "Rohbau", `<Itemlist>${body}</Itemlist>`, assign("KG", "300")).replace(
      "</BoQBody></BoQCtgy>",
      "</BoQBody><Totals><Total>20.00</Total></Totals></BoQCtgy>",
    ),
  });
}

describe("elements the model does not name", () => {
  it("types catalogues, their assignments and quantity splits, and keeps STLB-Bau and predicted quantities", () => {
    const document = read(
      lv(
        itemWith(
          `<Qty>10.000</Qty><QtySplit><Qty>4.000</Qty>${assign("KG", "331")}</QtySplit><PredQty>12.000</PredQty><QU>m2</QU>${assign("KG", "391")}<UP>2.000</UP><IT>20.00</IT>`,
          STLB,
        ),
      ),
    );
    expect(document.boq?.info.catalogues).toEqual([
      { id: "KG", type: "cost group DIN 276 2018-12", name: "DIN 276-18" },
    ]);
    expect(firstSection(document).catalogueAssignments).toEqual([{ catalogueId: "KG", code: "300" }]);
    const first = firstItem(document);
    expect(first.catalogueAssignments).toEqual([{ catalogueId: "KG", code: "391" }]);
    expect(first.quantitySplits).toEqual([
      { quantity: expect.anything(), catalogueAssignments: [{ catalogueId: "KG", code: "331" }] },
    ]);
    expect(first.quantitySplits?.[0]?.quantity?.toString()).toBe("4.000");
    expect(first.kept?.map((element) => `${element.at ?? ""}/${element.name}`)).toEqual([
      "/PredQty",
      "Description/STLBBau",
    ]);
    const { text, issues } = write(document);
    expect(issues).toEqual([]);
    // In the schema's order, where the typed parts stand between them.
    expect(text).toContain(
      `<Qty>10.000</Qty><QtySplit><Qty>4.000</Qty>${assign("KG", "331")}</QtySplit><PredQty>12.000</PredQty><QU>m2</QU>${assign("KG", "391")}<UP>2.000</UP>`,
    );
    expect(text).toContain(`<Description>${STLB}<CompleteText>`);
    expect(text).toContain(`${assign("KG", "300")}<BoQBody>`);
    expect(read(text, "back.X86")).toMatchObject({
      boq: { info: { catalogues: document.boq?.info.catalogues } },
    });
  });

  it("names what the target phase has no place for, and writes a valid file without it", () => {
    const document = read(
      lv(itemWith("<Qty>1.000</Qty><PredQty>1.000</PredQty><QU>St</QU><TimeQu>0.50</TimeQu>"), "83"),
      "kept.X83",
    );
    const { text, issues } = write(document);
    expect(text).not.toContain("PredQty");
    expect(noted(issues, "write_kept_dropped", "PredQty")?.path).toBe("01.0010");
    // The time is typed now (issue 32), and named as any typed value the phase has no place for.
    expect(noted(issues, "write_value_dropped", "TimeQu")?.path).toBe("01.0010");
  });

  it("leaves out what does not match the schema, with the reason, never an invalid file", () => {
    const document = read(
      lv(
        itemWith(
          `<Qty>1.000</Qty><QtySplit>${assign("KG", "331")}</QtySplit><QU>St</QU><CtlgAssign><CtlgID>KG</CtlgID></CtlgAssign>`,
          `${STLB}<StLNo>123</StLNo>`,
        ),
      ),
    );
    const first = firstItem(document);
    // An assignment without its code is no assignment: kept as it was, for the writer to judge.
    expect(first.catalogueAssignments).toBeUndefined();
    const { text, issues } = write(document);
    expect(noted(issues, "write_kept_invalid", "QtySplit")?.params?.reason).toBe("schema");
    expect(noted(issues, "write_kept_invalid", "CtlgAssign")).toBeDefined();
    // The schema allows STLB-Bau data or a standard item number, not both: the first stays.
    expect(noted(issues, "write_kept_invalid", "StLNo")?.params?.reason).toBe("choice");
    expect(text).toContain("<STLBBau>");
    expect(text).not.toContain("<StLNo>");
  });

  it("points a kept reference at the ID the writer gave its target, and names one that points at nothing", () => {
    const hold =
      "<HoldOutType>RentUseItem</HoldOutType><UseDur>2</UseDur><UseDurLblTime>month</UseDurLblTime>";
    const document = read(
      lv(
        `${itemWith("<Qty>1.000</Qty><QU>St</QU>", "", ' ID="1 bad"')}${item("0020", `${hold}<RefBaseItem IDRef="1 bad"/><Qty>1.000</Qty><QU>St</QU>`, "Vorhaltung", ' ID="I2"')}${item("0030", `${hold}<RefBaseItem IDRef="nowhere"/><Qty>1.000</Qty><QU>St</QU>`, "Vorhaltung", ' ID="I3"')}`,
      ),
    );
    const { text, issues } = write(document);
    const renamed = /<Item ID="([^"]+)" RNoPart="0010"/.exec(text)?.[1];
    expect(renamed).toBeDefined();
    expect(renamed).not.toBe("1 bad");
    expect(text).toContain(`<RefBaseItem IDRef="${renamed}"></RefBaseItem>`);
    expect(noted(issues, "write_reference_lost", "RefBaseItem")?.path).toBe("01.0030");
  });
});

describe("how often a kept element may stand", () => {
  it("writes a cash discount at most three times, as the schema allows, and names the fourth", () => {
    const discount = (days: number) =>
      `<CashDiscount><CashDiscDays Days="${days}"/><DiscountPcnt>2.00</DiscountPcnt></CashDiscount>`;
    const xml = lv(itemWith("<Qty>1.000</Qty><QU>St</QU><UP>1.000</UP><IT>1.00</IT>")).replace(
      "<AwardInfo><Cur>EUR</Cur></AwardInfo>",
      `<AwardInfo><Cur>EUR</Cur>${[7, 14, 21, 28].map(discount).join("")}</AwardInfo>`,
    );
    const document = read(xml);
    expect(document.award.kept?.filter((element) => element.name === "CashDiscount")).toHaveLength(4);
    const { text, issues } = write(document);
    expect(text.match(/<CashDiscount>/g)).toHaveLength(3);
    expect(noted(issues, "write_kept_invalid", "CashDiscount")?.params?.reason).toBe("twice");
  });
});

describe("an element outside every part the reader keeps", () => {
  it("is named in a warning, once per name with how often, never skipped silently", () => {
    const xml = lv(itemWith("<Qty>1.000</Qty><QU>St</QU>"), "83").replace(
      "</BoQBody>\n    </BoQ>",
      "</BoQBody><LotGrp/><LotGrp/>\n    </BoQ>",
    );
    expect(xml).toContain("<LotGrp/><LotGrp/>");
    const result = readGaeb({ name: "lots.X83", bytes: bytes(xml) });
    expect(result.ok).toBe(true);
    const warning = result.issues.find((issue) => issue.code === "element_not_read");
    expect(warning).toMatchObject({
      severity: "warning",
      params: { element: "LotGrp", parent: "BoQ", count: 2 },
    });
    expect(formatIssue(warning as Issue, "de")).toContain("<LotGrp> in <BoQ>");
  });

  it.runIf(requireCorpus("kept elements: corpus check"))("is not met in any corpus file", () => {
    const found = corpusFiles().flatMap((file) => {
      const read = readGaeb({ name: file.name, bytes: file.bytes });
      return read.issues.filter((issue) => issue.code === "element_not_read").map(() => file.path);
    });
    expect(found).toEqual([]);
  });
});

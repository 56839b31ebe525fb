import { describe, expect, it } from "vitest";
import { keptCheckedNames, keptIdRefs, keptProblem } from "../src/gaeb-xml-writer/kept/index.js";
import { complexType, parentChildren } from "../src/gaeb-xml-writer/kept/model.js";
import { COMPLEX, PARENTS } from "../src/gaeb-xml-writer/kept/types.js";
import { type KeptElement, PHASES, type Phase } from "../src/model.js";
import type { XmlElement } from "../src/xml/tree.js";
import { corpusFiles, requireCorpus } from "./support/corpus.js";
import { validatePhase, xmllint } from "./support/gaeb-schema.js";
import { xmlTree } from "./support/xml-tree.js";

function kept(element: XmlElement): KeptElement {
  const children = element.children.map((child) => (typeof child === "string" ? child : kept(child)));
  return Object.keys(element.attributes).length > 0
    ? { name: element.name, attributes: { ...element.attributes }, children }
    : { name: element.name, children };
}

const parse = (xml: string): KeptElement => kept(xmlTree(xml));

const ADDRESS = "<Address><Name1>N</Name1><Street>S</Street><PCode>1</PCode><City>C</City></Address>";

/** Elements the model does not name and that real files carry: every one must be described. */
const COVERED =
  `QtySplit CtlgAssign Ctlg PredQty ProvisAccpt TimeQu UPFrom UPTo UPAvg UPBkdn QtySpec UPSpec STLBBau StLNo
  WICNo ComplTSA ComplTSB OutlTSA LblTime CnstSite Requester NotifSite CashDiscount COInfo AlterBidPerm BidCommPerm
  Accepted AlterBidStatus HoldOutType UseDur UseDurLblTime RefBaseItem CPVCode Certific PrjID MaintInfo MastAgrInfo
  IndivAgrInfo BoQID Cat SpecialType BidDate OpenDate OpenTime EvalEnd SubmLoc CnstStart CnstEnd ContrNo ContrDate
  AcceptType AcceptDate WarrDur WarrUnit WarrEnd PerformPcnt WarrantPcnt CheckNote DPNo AwardNo AcctRecNo AcctsPayNo
  BidderNo CntryType CntryName SectorType PrefBidType SCType InsAs QtyDeterm CostApproach PriceInfo Product
  QtyDetermInfo WgChange`.split(/\s+/);

describe("the kept elements' type table", () => {
  it("compiles in every phase: every type named exists, one type per name in a content model", () => {
    for (const phase of PHASES) {
      for (const name of Object.keys(COMPLEX)) expect(() => complexType(name, phase), name).not.toThrow();
      for (const parent of Object.keys(PARENTS))
        expect(parentChildren(parent, phase)?.size, parent).toBeGreaterThan(0);
    }
  });

  it("describes every element the brief names, and says so in its list", () => {
    const described = new Set([
      ...keptCheckedNames(),
      ...keptCheckedNames("COInfo"),
      ...keptCheckedNames("OWN"),
      ...keptCheckedNames("CTR"),
    ]);
    expect(COVERED.filter((name) => !described.has(name))).toEqual([]);
    expect(described.has("RefBoQCOInfo")).toBe(true);
    expect(keptCheckedNames("Item")).toContain("QtySplit");
    expect(keptCheckedNames("Item")).not.toContain("Description");
  });
});

describe("keptProblem on hand-made elements", () => {
  const cases: Array<[parent: string, phase: Phase, xml: string, reason: RegExp | undefined]> = [
    [
      "Item",
      "81",
      "<QtySplit><Qty>0.5</Qty><CtlgAssign><CtlgID>A</CtlgID><CtlgCode>1</CtlgCode></CtlgAssign></QtySplit>",
      undefined,
    ],
    ["Item", "81", "<QtySplit>\n  <QtyPcnt>50</QtyPcnt>\n</QtySplit>", undefined],
    [
      "Item",
      "81",
      `<CtlgAssign><CtlgID>A</CtlgID><CtlgCode>${"9".repeat(101)}</CtlgCode></CtlgAssign>`,
      /^CtlgAssign\/CtlgCode: longer than 100 characters$/,
    ],
    [
      "Item",
      "81",
      `<CtlgAssign><CtlgID>A</CtlgID><CtlgCode>${"\u{1F600}".repeat(100)}</CtlgCode></CtlgAssign>`,
      undefined,
    ],
    [
      "Item",
      "81",
      '<CtlgAssign><CtlgID>A</CtlgID><CtlgCode>1</CtlgCode><Quantity Type="pct">5</Quantity></CtlgAssign>',
      /Quantity\/@Type: "pct" is not one of Absolut, Pct/,
    ],
    [
      "Item",
      "81",
      "<QtySplit><CtlgAssign><CtlgID>A</CtlgID><CtlgCode>1</CtlgCode></CtlgAssign><Qty>1</Qty></QtySplit>",
      /^QtySplit: CtlgAssign not expected first$/,
    ],
    [
      "Item",
      "81",
      "<QtySplit><CtlgAssign><CtlgID>A</CtlgID><CtlgCode>1</CtlgCode></CtlgAssign></QtySplit>",
      /^QtySplit: QtyPcnt or Qty missing$/,
    ],
    ["Item", "81", "<QtySplit><Qty>1</Qty><QtyPcnt>1</QtyPcnt></QtySplit>", /QtyPcnt not expected after Qty/],
    [
      "Item",
      "81",
      "<QtySplit><Qty>1.0001</Qty></QtySplit>",
      /QtySplit\/Qty: "1.0001" has more than 3 decimal places/,
    ],
    ["Item", "81", "<QtySplit><Qty>1</Qty><Bogus/></QtySplit>", /^QtySplit: Bogus not allowed$/],
    ["Item", "81", '<QtySplit id="x"><Qty>1</Qty></QtySplit>', /^QtySplit: attribute id not allowed$/],
    ["Item", "81", "<QtySplit>1<Qty>1</Qty></QtySplit>", /text not allowed/],
    ["Item", "81", "<PredQty>1234567890.12</PredQty>", /more than 11 digits/],
    ["Item", "81", "<UPBkdn> Yes</UPBkdn>", /is not one of Yes, No/],
    ["Item", "81", '<RefBaseItem IDRef="I1"> </RefBaseItem>', /must be empty/],
    ["Item", "81", "<RefBaseItem/>", /attribute IDRef missing/],
    ["Item", "81", "<Description/>", /not checked/],
    ["Unknown", "81", "<QtySplit><Qty>1</Qty></QtySplit>", /not checked/],
    ["AwardInfo", "86", "<ContrDate>2023-02-29</ContrDate>", /no calendar date/],
    ["AwardInfo", "86", "<WarrDur>100</WarrDur>", /above 99/],
    ["AwardInfo", "86", "<OpenTime>24:00:00</OpenTime>", undefined],
    ["COInfo", "86", "<RefBoQCOInfo>LV 1</RefBoQCOInfo>", undefined],
    ["Award", "81", "<CnstSite><CnstSiteName>Site</CnstSiteName></CnstSite>", undefined],
    ["Award", "86", "<CnstSite><CnstSiteName>Site</CnstSiteName></CnstSite>", /^CnstSite: Address missing$/],
    ["Description", "83", '<StLNo Type="StLK">12a</StLNo>', /does not match/],
    ["GAEBInfo", "83", "<Certific>Available</Certific>", undefined],
    ["Award", "84", `<CTR>${ADDRESS}<BidderNo>1</BidderNo></CTR>`, /^CTR: BidderNo not allowed$/],
    ["Award", "86", `<CTR>${ADDRESS}<BidderNo>1</BidderNo></CTR>`, undefined],
    ["Award", "86", "<OWN><DPNo>1</DPNo></OWN>", /^OWN: Address missing$/],
    ["Award", "81", "<OWN><DPNo>1</DPNo></OWN>", undefined],
    ["CTR", "84", "<BidderNo>1</BidderNo>", /not described as a child of CTR in phase 84/],
    [
      "Item",
      "81",
      `<Product>${ADDRESS}<AddText><DetailAddText><Image Type="image/png">AAAA</Image></DetailAddText></AddText><Article/></Product>`,
      undefined,
    ],
    [
      "Item",
      "81",
      "<CostApproach><CostApproachQty>1</CostApproachQty><Value>2</Value></CostApproach>",
      /attribute Key missing/,
    ],
  ];
  it.each(cases)("%s %s %s", (parent, phase, xml, reason) => {
    const problem = keptProblem(parse(xml), parent, phase);
    if (reason === undefined) expect(problem).toBeUndefined();
    else expect(problem).toMatch(reason);
  });

  it("never throws and stays bounded on damaged or hostile input", () => {
    let deep: KeptElement = { name: "span", children: ["x"] };
    for (let i = 0; i < 10_000; i += 1) deep = { name: "div", children: [deep] };
    expect(keptProblem({ name: "AddText", children: [deep] }, "Award", "81")).toMatch(/too deep/);
    const wide: KeptElement = { name: "QtySplit", children: Array.from({ length: 50_000 }, () => "") };
    expect(keptProblem(wide, "Item", "81")).toMatch(/too many children/);
    const cyclic: KeptElement = { name: "QtySplit", children: [] };
    cyclic.children.push(cyclic);
    expect(keptProblem(cyclic, "Item", "81")).toMatch(/too deep/);
    const junk = [null, 1, { name: 3 }, { name: "QtySplit" }, { name: "QtySplit", children: [7] }];
    for (const bad of junk) expect(keptProblem(bad as unknown as KeptElement, "Item", "81")).toMatch(/.+/);
    expect(keptProblem(parse("<UPBkdn>Yes</UPBkdn>"), "Item", "99" as Phase)).toMatch(/unknown phase/);
    const lone = { name: "QU", children: ["\uD800"] };
    expect(keptProblem(lone, "Item", "81")).toMatch(/character XML cannot carry/);
  });

  it("lists the IDs an element refers to, which the writer must have written", () => {
    expect(
      keptIdRefs(
        parse('<WgChange><LblRefWage>L</LblRefWage><RefItem IDRef="I1"/><RefBoQ IDRef="B1"/></WgChange>'),
      ),
    ).toEqual(expect.arrayContaining(["I1", "B1"]));
  });
});

const available = requireCorpus("kept element check suite");

interface Found {
  file: string;
  phase: Phase;
  parent: string;
  element: XmlElement;
}

/** Every element of a file that the table describes, with the name of the element it stands in. */
function describedIn(root: XmlElement, file: string, phase: Phase): Found[] {
  const found: Found[] = [];
  const walk = (element: XmlElement) => {
    const names = keptCheckedNames(element.name);
    for (const child of element.children) {
      if (typeof child === "string") continue;
      if (names.includes(child.name)) found.push({ file, phase, parent: element.name, element: child });
      walk(child);
    }
  };
  walk(root);
  return found;
}

describe.skipIf(!available)("keptProblem on the corpus", () => {
  const files = available ? corpusFiles().filter((file) => file.format === "GAEB DA XML") : [];
  const trees = files.map((file) => {
    let tree: XmlElement | undefined;
    try {
      tree = xmlTree(new TextDecoder().decode(file.bytes).replace(/^\uFEFF/, ""));
    } catch {
      tree = undefined;
    }
    return { file, tree };
  });

  it.skipIf(!xmllint)("accepts every described element of the 3.3 files that validate (xmllint)", () => {
    const found: Found[] = [];
    for (const { file, tree } of trees) {
      if (!tree || file.version !== "3.3" || !(PHASES as readonly string[]).includes(file.phase)) continue;
      const phase = file.phase as Phase;
      if (validatePhase(phase, [{ name: file.name, bytes: file.bytes }]) !== "") continue;
      found.push(...describedIn(tree, file.name, phase));
    }
    const problems = found
      .map(({ file, phase, parent, element }) => [file, keptProblem(kept(element), parent, phase)])
      .filter(([, problem]) => problem !== undefined);
    expect(problems).toEqual([]);
    const seen = new Set(found.map(({ element }) => element.name));
    // The certification files carry these; if the walk finds none of them the test proves nothing.
    for (const name of [
      "QtySplit",
      "CtlgAssign",
      "Ctlg",
      "STLBBau",
      "StLNo",
      "WICNo",
      "PredQty",
      "ComplTSA",
      "CnstSite",
    ])
      expect(seen.has(name), name).toBe(true);
    expect(found.length).toBeGreaterThan(500);
  });

  it("rejects each of them once an unknown child, a stray attribute or text is added", () => {
    for (const { file, tree } of trees) {
      if (!tree || file.version !== "3.3") continue;
      for (const { parent, element, phase } of describedIn(tree, file.name, (file.phase || "83") as Phase)) {
        const base = kept(element);
        const mutants: KeptElement[] = [
          { ...base, children: [...base.children, { name: "Bogus", children: [] }] },
          { ...base, attributes: { ...base.attributes, bogus: "1" } },
          { ...base, children: [{ name: "Bogus", children: [] }, ...base.children] },
        ];
        for (const mutant of mutants)
          expect(keptProblem(mutant, parent, phase), `${file.name} ${base.name}`).toBeDefined();
      }
    }
  });

  it("judges the elements of older files (2.x to 3.2) without throwing", () => {
    let judged = 0;
    for (const { file, tree } of trees) {
      if (!tree || file.version === "3.3") continue;
      for (const { parent, element } of describedIn(tree, file.name, "86")) {
        const problem = keptProblem(kept(element), parent, "86");
        expect(problem === undefined || typeof problem === "string").toBe(true);
        judged += 1;
      }
    }
    expect(judged).toBeGreaterThan(100);
  });
});

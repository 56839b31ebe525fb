import { describe, expect, it } from "vitest";
import { keptProblem } from "../src/gaeb-xml-writer/kept/index.js";
import { childOrder, type SchemaType } from "../src/gaeb-xml-writer/schema-order.js";
import type { KeptElement, Phase } from "../src/model.js";
import type { XmlElement } from "../src/xml/tree.js";
import { requireCorpus } from "./support/corpus.js";
import { validatePhase, xmllint } from "./support/gaeb-schema.js";
import { xmlTree } from "./support/xml-tree.js";

/**
 * keptProblem's verdict against xmllint's: each element goes into a small valid document of its phase, at its
 * parent's place, and both must agree whether the document stays valid.
 */
type Slot = "Award" | "AwardInfo" | "BoQInfo" | "Item" | "Description";

const ADDRESS = "<Address><Name1>N</Name1><Street>S</Street><PCode>1</PCode><City>C</City></Address>";
const BASE: Record<Slot, string[]> = {
  Award: ["<DP>{phase}</DP>", "<AwardInfo/>", `<OWN>${ADDRESS}</OWN>`, `<CTR>${ADDRESS}</CTR>`, "<BoQ/>"],
  AwardInfo: ["<Cur>EUR</Cur>"],
  BoQInfo: [
    "<Name>N</Name>",
    "<LblBoQ>L</LblBoQ>",
    "<OutlCompl>AllTxt</OutlCompl>",
    "<BoQBkdn><Type>Item</Type><Length>4</Length><Num>Yes</Num></BoQBkdn>",
  ],
  Item: ["<Qty>1</Qty>", "<QU>m</QU>", "<Description/>"],
  Description: ["<CompleteText><DetailTxt><Text><p><span>x</span></p></Text></DetailTxt></CompleteText>"],
};

const nameOf = (xml: string) => /^<([A-Za-z]\w*)/.exec(xml)?.[1] ?? "";

/** The slot's children with `extra` put where the phase's schema order has it. */
function children(slot: Slot, phase: Phase, extra: string | undefined): string {
  // A NotifSite stands only after a CnstSite: sequence (CnstSite, NotifSite?)* in the award.
  const site =
    extra !== undefined && nameOf(extra) === "NotifSite" ? [`<CnstSite>${ADDRESS}</CnstSite>`] : [];
  const all = [...BASE[slot], ...site, ...(extra === undefined ? [] : [extra])];
  const order =
    slot === "Description"
      ? new Map([
          ["STLBBau", 0],
          ["StLNo", 0],
          ["WICNo", 1],
          ["CompleteText", 2],
        ])
      : childOrder(slot as SchemaType, phase)?.position;
  const rank = (xml: string) => order?.get(nameOf(xml)) ?? 99;
  return all.sort((a, b) => rank(a) - rank(b)).join("");
}

function documentWith(phase: Phase, slot: Slot, xml: string): string {
  const at = (name: Slot) => children(name, phase, slot === name ? xml : undefined);
  const item = at("Item").replace("<Description/>", `<Description>${at("Description")}</Description>`);
  const boq = `<BoQ ID="B1"><BoQInfo>${at("BoQInfo")}</BoQInfo><BoQBody><Itemlist><Item ID="I1" RNoPart="0010">${item}</Item></Itemlist></BoQBody></BoQ>`;
  const award = at("Award")
    .replace("<AwardInfo/>", `<AwardInfo>${at("AwardInfo")}</AwardInfo>`)
    .replace("<BoQ/>", boq)
    .replace("{phase}", phase);
  return `<?xml version="1.0" encoding="UTF-8"?>
<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA${phase}/3.3"><GAEBInfo><Version>3.3</Version><VersDate>2021-05</VersDate><Date>2024-01-15</Date></GAEBInfo><PrjInfo><NamePrj>P</NamePrj><LblPrj>P</LblPrj></PrjInfo><Award>${award}</Award></GAEB>`;
}

function kept(element: XmlElement): KeptElement {
  const children = element.children.map((child) => (typeof child === "string" ? child : kept(child)));
  return Object.keys(element.attributes).length > 0
    ? { name: element.name, attributes: { ...element.attributes }, children }
    : { name: element.name, children };
}

const CTLG = "<CtlgAssign><CtlgID>K</CtlgID><CtlgCode>300</CtlgCode></CtlgAssign>";
const TEXT =
  "<AddText><DetailAddText><p><span>a</span><br/></p><table><tr><td><p><span>b</span></p></td></tr></table><ul><li><span>c</span></li></ul></DetailAddText></AddText>";
const STLB =
  "<STLBBau><STLBBauCtlg><CtlgName>STLB-Bau</CtlgName><VersDate>2021-04</VersDate><WCtg>012</WCtg><Group>1</Group></STLBBauCtlg><STLBBauID><ArtChrIdent>10</ArtChrIdent><ArtChIdx>2</ArtChIdx><ChVIdent>5</ChVIdent><OutlTextPart>Yes</OutlTextPart></STLBBauID></STLBBau>";

/** [phase, slot, element]; each appears valid and in mutated forms, so both verdicts get exercised. */
const CASES: Array<[Phase, Slot, string]> = [
  ["81", "Item", `<QtySplit><Qty>0.5</Qty>${CTLG}</QtySplit>`],
  ["81", "Item", "<QtySplit><QtyPcnt>50.5</QtyPcnt></QtySplit>"],
  ["81", "Item", `<QtySplit>${CTLG}<Qty>0.5</Qty></QtySplit>`],
  ["81", "Item", "<QtySplit><Qty>0.5</Qty><QtyPcnt>50</QtyPcnt></QtySplit>"],
  ["81", "Item", "<QtySplit><Qty>0.5555</Qty></QtySplit>"],
  ["81", "Item", "<QtySplit><QtyPcnt>1000</QtyPcnt></QtySplit>"],
  ["81", "Item", "<QtySplit><Qty>0.5</Qty><Note/></QtySplit>"],
  ["81", "Item", '<QtySplit kind="x"><Qty>0.5</Qty></QtySplit>'],
  ["81", "Item", "<QtySplit>x<Qty>0.5</Qty></QtySplit>"],
  ["81", "Item", "<QtySplit>\n  <Qty> 0.5 </Qty>\n</QtySplit>"],
  ["81", "Item", CTLG],
  ["81", "Item", `<CtlgAssign><CtlgID>K</CtlgID><CtlgCode>${"x".repeat(100)}</CtlgCode></CtlgAssign>`],
  ["81", "Item", `<CtlgAssign><CtlgID>K</CtlgID><CtlgCode>${"x".repeat(101)}</CtlgCode></CtlgAssign>`],
  [
    "81",
    "Item",
    '<CtlgAssign><CtlgID>K</CtlgID><CtlgCode>1</CtlgCode><Quantity Type="Pct">25.5</Quantity></CtlgAssign>',
  ],
  [
    "81",
    "Item",
    '<CtlgAssign><CtlgID>K</CtlgID><CtlgCode>1</CtlgCode><Quantity Type=" Pct">25.5</Quantity></CtlgAssign>',
  ],
  [
    "81",
    "Item",
    "<CtlgAssign><CtlgID>K</CtlgID><CtlgCode>1</CtlgCode><Quantity>12345678901.1234567</Quantity></CtlgAssign>",
  ],
  ["81", "Item", "<CtlgAssign><CtlgCode>1</CtlgCode></CtlgAssign>"],
  ["81", "Item", "<PredQty>12345678.123</PredQty>"],
  ["81", "Item", "<PredQty>1e3</PredQty>"],
  ["81", "Item", "<UPFrom>1.5</UPFrom>"],
  ["81", "Item", "<TimeQu>1.125</TimeQu>"],
  ["81", "Item", "<ProvisAccpt>Yes</ProvisAccpt>"],
  ["81", "Item", "<ProvisAccpt>Yes </ProvisAccpt>"],
  ["81", "Item", "<UPBkdn>No</UPBkdn>"],
  ["81", "Item", "<PriceInfo>approx</PriceInfo>"],
  ["81", "Item", "<PriceInfo>Approx</PriceInfo>"],
  ["81", "Item", `<Product>${ADDRESS}<Article><Brand>B</Brand><ArtNo>123</ArtNo></Article></Product>`],
  ["81", "Item", `<Product>${ADDRESS}</Product>`],
  ["81", "Item", "<BidComm><p><span>c</span></p></BidComm>"],
  ["81", "Item", "<BidComm><p>c</p></BidComm>"],
  ["81", "Description", STLB],
  ["81", "Description", STLB.replace("<CtlgName>STLB-Bau</CtlgName>", "<CtlgName>STLB-Bau 123</CtlgName>")],
  ["81", "Description", STLB.replace("2021-04", "2021-13")],
  ["81", "Description", STLB.replace("<Group>1</Group>", "<Group>1.5</Group>")],
  ["81", "Description", STLB.replace(/<STLBBauCtlg>.*<\/STLBBauCtlg>/, "")],
  ["81", "Description", '<StLNo Type="StLK">012345</StLNo>'],
  ["81", "Description", '<StLNo Type="StLK">0123456789012345678</StLNo>'],
  ["81", "Description", '<StLNo Type="Other">1</StLNo>'],
  ["81", "Description", "<WICNo>4711</WICNo>"],
  [
    "81",
    "AwardInfo",
    '<CashDiscount><CashDiscDays TypeOfDays="work days" Days="14"/><DiscountPcnt>3</DiscountPcnt></CashDiscount>',
  ],
  ["81", "AwardInfo", '<CashDiscount><CashDiscDays Days="0"/><DiscountPcnt>3</DiscountPcnt></CashDiscount>'],
  [
    "81",
    "AwardInfo",
    "<CashDiscount><CashDiscDate>2024-02-30</CashDiscDate><DiscountPcnt>3</DiscountPcnt></CashDiscount>",
  ],
  [
    "81",
    "AwardInfo",
    "<MaintInfo><MaintType>Repair</MaintType><ProcessType>StandCon</ProcessType><ContrTransDate>2024-01-01</ContrTransDate><ContrTransTime>10:30:00</ContrTransTime><Deadline>Rush</Deadline></MaintInfo>",
  ],
  [
    "81",
    "AwardInfo",
    "<MaintInfo><ProcessType>StandCon</ProcessType><MaintType>Repair</MaintType></MaintInfo>",
  ],
  [
    "81",
    "AwardInfo",
    "<COInfo><CONo>1</CONo><COStatus>Approved</COStatus><COReas><p><span>r</span></p></COReas><RefBoQCOInfo>LV</RefBoQCOInfo></COInfo>",
  ],
  ["81", "AwardInfo", "<COInfo><CONo>1000</CONo></COInfo>"],
  ["81", "AwardInfo", "<WarrDur>99</WarrDur>"],
  ["81", "AwardInfo", "<WarrDur>100</WarrDur>"],
  ["81", "AwardInfo", "<Cat>OpenProc</Cat>"],
  ["81", "AwardInfo", "<Cat>Open</Cat>"],
  ["81", "AwardInfo", "<ContrDate>2024-02-29</ContrDate>"],
  ["81", "AwardInfo", "<ContrDate> 2024-02-29</ContrDate>"],
  [
    "81",
    "AwardInfo",
    "<MastAgrInfo><MastAgrNo>M1</MastAgrNo><MastAgrDur>12</MastAgrDur><ContrValCode><Percent>10</Percent><Number>5</Number></ContrValCode></MastAgrInfo>",
  ],
  [
    "81",
    "AwardInfo",
    "<MastAgrInfo><MastAgrDur>12</MastAgrDur><MastAgrEnd>2025-01-01</MastAgrEnd></MastAgrInfo>",
  ],
  ["81", "Award", "<CnstSite><CnstSiteName>Baustelle</CnstSiteName></CnstSite>"],
  ["86", "Award", "<CnstSite><CnstSiteName>Baustelle</CnstSiteName></CnstSite>"],
  ["86", "Award", `<CnstSite>${ADDRESS}<CnstSiteIDNo>7</CnstSiteIDNo>${TEXT}</CnstSite>`],
  [
    "86",
    "Award",
    `<CnstSite>${ADDRESS.replace("<Name1>N</Name1>", `<Name1>${"n".repeat(41)}</Name1>`)}</CnstSite>`,
  ],
  ["86", "Award", `<CnstSite>${TEXT.replace("<td>", "<td colspan='x'>")}</CnstSite>`],
  ["81", "Award", `<Requester>${ADDRESS}<RequestIDNo>R1</RequestIDNo>${TEXT}</Requester>`],
  [
    "81",
    "Award",
    `<NotifSite><NotifSiteName>M</NotifSiteName>${TEXT.replace("<br/>", "<br> </br>")}</NotifSite>`,
  ],
  ["81", "Award", `<NotifSite>${ADDRESS.replace("</City>", "</City><ILN>1</ILN>")}</NotifSite>`],
  ["81", "Award", `<NotifSite>${ADDRESS.replace("</City>", `</City><ILN>1</ILN>${CTLG}`)}</NotifSite>`],
  [
    "81",
    "Award",
    "<IndivAgrInfo><InfoPerson>I</InfoPerson><CnstSiteLoc><p><span>x</span></p></CnstSiteLoc></IndivAgrInfo>",
  ],
  [
    "81",
    "BoQInfo",
    "<Ctlg><CtlgID>K</CtlgID><CtlgType>cost group DIN 276 2018-12</CtlgType><CtlgName>DIN 276</CtlgName><CtlgAssignType>Unique</CtlgAssignType></Ctlg>",
  ],
  [
    "81",
    "BoQInfo",
    "<Ctlg><CtlgID>K</CtlgID><CtlgType>anything at all</CtlgType><CtlgName>DIN 276</CtlgName><CtlgAssignType>unique</CtlgAssignType></Ctlg>",
  ],
  ["81", "BoQInfo", "<LblTime>Std</LblTime>"],
  ["81", "BoQInfo", `<LblTime>${"h".repeat(21)}</LblTime>`],
  ["86", "Item", `<QtySplit><Qty>2</Qty>${CTLG}${CTLG}</QtySplit>`],
  ["86", "Item", "<PredQty>-1.5</PredQty>"],
];

const available = requireCorpus("kept element schema cross-check");

describe.skipIf(!available || !xmllint)("keptProblem agrees with xmllint", () => {
  it("on a valid host document of each phase, with nothing added", () => {
    for (const phase of ["81", "86"] as const)
      expect(
        validatePhase(phase, [
          { name: "host", bytes: new TextEncoder().encode(documentWith(phase, "Item", "")) },
        ]),
      ).toBe("");
  });

  it("on each element, valid or mutated, put into its place", () => {
    const verdicts = CASES.map(([phase, slot, xml], index) => ({
      name: `case-${index}`,
      phase,
      xml,
      problem: keptProblem(kept(xmlTree(xml)), slot, phase),
      bytes: new TextEncoder().encode(documentWith(phase, slot, xml)),
    }));
    const disagreements: string[] = [];
    for (const phase of ["81", "86"] as const) {
      const mine = verdicts.filter((verdict) => verdict.phase === phase);
      const report = validatePhase(phase, mine);
      for (const verdict of mine) {
        const invalid = new RegExp(`^${verdict.name} fails to validate`, "m").test(report);
        if (invalid !== (verdict.problem !== undefined))
          disagreements.push(
            `${phase} ${verdict.xml}: keptProblem ${verdict.problem ?? "none"}; xmllint ${invalid ? "invalid" : "valid"}`,
          );
      }
    }
    expect(disagreements).toEqual([]);
    // Both verdicts occur, so agreement is not agreement on one answer.
    expect(verdicts.filter((verdict) => verdict.problem === undefined).length).toBeGreaterThan(20);
    expect(verdicts.filter((verdict) => verdict.problem !== undefined).length).toBeGreaterThan(20);
  });
});

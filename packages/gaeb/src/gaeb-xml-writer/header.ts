import type { AdditionalText, ChangeOrder, GaebDocument, Party } from "../model.js";
import { assignmentParts } from "./catalogues.js";
import { checked, codeTag, PATTERNS } from "./checked.js";
import { AWARD_FACTS, PARTY_REFERENCES } from "./fact-types.js";
import { keptParts } from "./kept-parts.js";
import { nameLines } from "./names.js";
import type { WriteReport } from "./report.js";
import { plainRichText } from "./richtext.js";
import { childOrder } from "./schema-order.js";
import { labelXml, richXml } from "./texts.js";
import { typedChildren } from "./typed-facts.js";
import { dateTag, textTag } from "./values.js";

/** `PrjInfo`: name, label, description, currency, and the unit-price decimals where the phase keeps them. */
export function projectXml(document: GaebDocument, report: WriteReport): string {
  const { project } = document;
  const decimals = document.boq?.info.unitPriceDecimals;
  // PrjInfo is optional in every phase: of a project the input says nothing about, an empty name would tell nothing.
  if (Object.values(project).every((value) => value === undefined) && decimals === undefined) return "";
  const required = report.requires("PrjInfo", "NamePrj");
  const permission = (name: string, value: boolean | undefined) =>
    value === undefined ? "" : `<${name}>${value ? "Yes" : "No"}</${name}>`;
  const parts: Array<[string, string]> = [
    [
      "NamePrj",
      project.name === undefined && required
        ? "<NamePrj></NamePrj>"
        : textTag("NamePrj", project.name, 60, report),
    ],
    ["LblPrj", textTag("LblPrj", project.label, 100, report)],
    [
      "Descrip",
      project.description
        ? `<Descrip>${richXml(plainRichText(project.description), "detail", report, "Descrip", undefined)}</Descrip>`
        : "",
    ],
    ["Cur", textTag("Cur", project.currency, 4, report)],
    // `CurLbl` belongs to `Cur`'s sequence: a label alone has no place.
    ["CurLbl", project.currency ? textTag("CurLbl", project.currencyLabel, 40, report) : ""],
    ["BidCommPerm", permission("BidCommPerm", project.bidderCommentsPermitted)],
    ["AlterBidPerm", permission("AlterBidPerm", project.alternativeBidsPermitted)],
    ["UPFracDig", decimals === 2 || decimals === 3 ? `<UPFracDig>${decimals}</UPFracDig>` : ""],
    ...assignmentParts(project.catalogueAssignments, report),
  ];
  const children = report.children("PrjInfo", [
    ...parts,
    ...keptParts(report, project.kept, undefined, "PrjInfo", undefined, parts),
  ]);
  if (!project.currency && project.currencyLabel)
    report.note("write_value_dropped", "warning", "CurLbl", undefined, project.currencyLabel);
  // `tgUPFracDig` is 2 or 3.
  if (decimals !== undefined && decimals !== 2 && decimals !== 3)
    report.note("write_value_dropped", "warning", "UPFracDig", undefined, String(decimals));
  return children || required ? `<PrjInfo>${children}</PrjInfo>` : "";
}

export function addTextXml(text: AdditionalText, report: WriteReport): string {
  const outline = text.outline
    ? `<OutlineAddText>${labelXml(text.outline, report, "OutlineAddText")}</OutlineAddText>`
    : "";
  return `<AddText>${outline}<DetailAddText>${richXml(text.detail, "detail", report, "DetailAddText", undefined)}</DetailAddText></AddText>`;
}

function changeOrderXml(order: ChangeOrder, report: WriteReport): string {
  const number = checked(order.number, PATTERNS.upTo999);
  if (number === undefined) {
    report.note("write_value_dropped", "warning", "COInfo", undefined, order.number);
    return "";
  }
  const reason = order.reason
    ? `<COReas>${richXml(plainRichText(order.reason), "detail", report, "COReas", undefined)}</COReas>`
    : "";
  const parts: Array<[string, string]> = [
    ["CONo", `<CONo>${number}</CONo>`],
    ["COPhase", codeTag("COPhase", order.phase, PATTERNS.coPhase, report)],
    ["COStatus", codeTag("COStatus", order.status, PATTERNS.coStatus, report)],
    ["COInit", codeTag("COInit", order.initiator, PATTERNS.coInit, report)],
    ["COReas", reason],
    ["CODate", dateTag("CODate", order.date, report)],
  ];
  const kept = keptParts(report, order.kept, undefined, "COInfo", undefined, parts);
  return `<COInfo>${report.children("COInfo", [...parts, ...kept])}</COInfo>`;
}

/**
 * `AwardInfo`: the currency, then the facts the model keeps by element name, in the schema's order for the phase;
 * a fact the phase has no place for, or whose value its type cannot hold, is reported.
 */
export function awardInfoXml(document: GaebDocument, report: WriteReport): string {
  const { award } = document;
  const order = childOrder("AwardInfo", report.phase);
  const parts: Array<[number, string]> = [];
  const add = (name: string, xml: string) => {
    const position = order?.position.get(name);
    if (position === undefined) report.note("write_value_dropped", "warning", name, undefined);
    else if (xml) parts.push([position, xml]);
  };
  if (award.currency) {
    add("Cur", textTag("Cur", award.currency, 4, report));
    if (award.currencyLabel) add("CurLbl", textTag("CurLbl", award.currencyLabel, 40, report));
  }
  // Each fact checked against its type; one given twice is written once, an opening time only after its date.
  const facts = typedChildren(
    award.facts.map(({ key, value }) => ({ name: key, value, children: [] })),
    AWARD_FACTS.filter((particle) => order?.position.has(particle.name)),
    report,
    "",
  );
  for (const part of facts.parts) add(part.name, part.xml);
  for (const order of award.changeOrders) add("COInfo", changeOrderXml(order, report));
  const typed = assignmentParts(award.catalogueAssignments, report);
  for (const [name, xml] of [
    ...typed,
    ...keptParts(report, award.kept, "AwardInfo", "AwardInfo", undefined, typed),
  ])
    add(name, xml);
  // Stable: facts of one name (several COInfo) keep their order.
  parts.sort((a, b) => a[0] - b[0]);
  return parts.length > 0 ? `<AwardInfo>${parts.map(([, xml]) => xml).join("")}</AwardInfo>` : "";
}

/** The owner (`OWN`) or contractor (`CTR`): its address (name, street, postal code and city are required). */
export function partyXml(
  type: "OWN" | "CTR",
  party: Party | undefined,
  report: WriteReport,
  wrapper: string = type,
): string {
  if (!party) {
    if (!report.requires(report.phase.startsWith("89") ? "Invoice" : "Award", type)) return "";
    report.note("write_party_empty", "warning", type, undefined);
  }
  const p = party ?? { names: [], references: {} };
  const required = (name: string, value: string | undefined, limit: number) =>
    value ? textTag(name, value, limit, report) : `<${name}></${name}>`;
  // A name longer than its line goes on in the next free one, at a word boundary.
  const lines = nameLines(p.names, report, `${type}/Address/Name1`);
  const names =
    lines.length === 0
      ? "<Name1></Name1>"
      : lines.map((line, index) => textTag(`Name${index + 1}`, line, 40, report)).join("");
  const address = report.children("Address", [
    ["Name1", names],
    ["Street", required("Street", p.street, 40)],
    ["PCode", required("PCode", p.postalCode, 20)],
    ["City", required("City", p.city, 40)],
    ["Country", textTag("Country", p.country, 40, report)],
    ["Contact", textTag("Contact", p.contact, 40, report)],
    ["Phone", textTag("Phone", p.phone, 20, report)],
    ["Fax", textTag("Fax", p.fax, 20, report)],
    ["Email", textTag("Email", p.email, 256, report)],
    ...keptParts(report, p.kept, "Address", "Address", undefined),
  ]);
  // Each identifier checked against its type; what the phase has no place for is reported as `OWN/…`, `CTR/…`.
  const order = childOrder(type, report.phase);
  const references = typedChildren(
    Object.entries(p.references).map(([name, value]) => ({ name, value, children: [] })),
    PARTY_REFERENCES.filter((particle) => order?.position.has(particle.name)),
    report,
    type,
  ).parts.map(({ name, xml }): [string, string] => [name, xml]);
  const kept = keptParts(report, p.kept, undefined, type, undefined, references);
  return `<${wrapper}><Address>${address}</Address>${report.children(type, [...references, ...kept])}</${wrapper}>`;
}

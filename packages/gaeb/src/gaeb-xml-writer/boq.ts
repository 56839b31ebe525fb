import type { Boq, BreakdownLevel, Entry, Item, MarkupItem, Section, Totals } from "../model.js";
import { assignmentParts, catalogueParts } from "./catalogues.js";
import {
  alternativeParts,
  changeOrderParts,
  type EntryWriter,
  itemXml,
  markupItemXml,
  rNoPart,
  writtenPart,
} from "./entries.js";
import { composedNumber, withImpliedSections } from "./implied-sections.js";
import { keptParts } from "./kept-parts.js";
import type { WriteReport } from "./report.js";
import { executionDescriptionXml, remarkXml } from "./text-entries.js";
import { labelXml } from "./texts.js";
import {
  AMOUNT,
  dateTag,
  decimalTag,
  decimalText,
  escapeXml,
  PERCENT,
  textTag,
  VAT_RATE,
  yes,
} from "./values.js";

/** `Totals` in schema order: a discount (percent or amount) with what remains, or a lump sum; then VAT and gross. */
export function totalsXml(totals: Totals | undefined, report: WriteReport, path?: string): string {
  if (!totals?.total) {
    if (totals) report.note("write_value_dropped", "warning", "Totals", path);
    return "";
  }
  const d = (name: string, value: Totals["total"], limit = AMOUNT) =>
    decimalTag(name, value, limit, report, path);
  let discount = "";
  if (totals.totalAfterDiscount && (totals.discountPercent || totals.discountAmount)) {
    discount = totals.discountPercent
      ? d("DiscountPcnt", totals.discountPercent, PERCENT)
      : d("DiscountAmt", totals.discountAmount);
    discount += d("TotAfterDisc", totals.totalAfterDiscount);
    if (totals.lumpSum) report.note("write_value_dropped", "warning", "TotalLSUM", path);
  } else if (totals.lumpSum) discount = d("TotalLSUM", totals.lumpSum);
  else if (totals.discountPercent || totals.discountAmount || totals.totalAfterDiscount)
    report.note("write_value_dropped", "warning", "DiscountPcnt", path);
  // A VAT part needs both its net amount and its VAT (`tgVATPart`); one without the other is left out.
  const parts = (totals.vatParts ?? []).map((part) => {
    const net = d("TotalNetPart", part.net);
    const amount = d("VATAmount", part.amount);
    if (!net || !amount) {
      report.note("write_part_incomplete", "warning", "VATPart", path, net ? "VATAmount" : "TotalNetPart");
      return "";
    }
    const rate = decimalText(part.percent, VAT_RATE, "VATPcnt", report, path);
    return rate === undefined ? "" : `<VATPart VATPcnt="${rate}">${net}${amount}</VATPart>`;
  });
  return `<Totals>${d("Total", totals.total)}${discount}${d("VAT", totals.vatPercent, VAT_RATE)}${d("TotalNet", totals.net)}${parts.join("")}${d("VATAmount", totals.vatAmount)}${d("TotalGross", totals.gross)}</Totals>`;
}

/**
 * The OZ mask for a BoQ whose input states none (GAEB 90 and 2000 files may leave it implicit): one level per depth
 * of sections, an item level and an index level where items have one, each as long as its longest number part.
 */
export function deriveBreakdown(body: readonly Entry[]): BreakdownLevel[] {
  const sections: Array<{ length: number; numeric: boolean }> = [];
  let item = { length: 1, numeric: true };
  let index = false;
  const visit = (entries: readonly Entry[], depth: number) => {
    for (const entry of entries) {
      if (entry.kind === "section") {
        const level = sections[depth] ?? { length: 1, numeric: true };
        level.length = Math.max(level.length, entry.rNoPart.length);
        level.numeric &&= /^\d*$/.test(entry.rNoPart);
        sections[depth] = level;
        visit(entry.children, depth + 1);
      } else if (entry.kind === "item" || entry.kind === "markupItem") {
        item = {
          length: Math.max(item.length, entry.rNoPart.length),
          numeric: item.numeric && /^\d*$/.test(entry.rNoPart),
        };
        if (entry.rNoIndex) index = true;
      }
    }
  };
  visit(body, 0);
  const clamp = (length: number) => Math.min(14, Math.max(1, length));
  return [
    ...sections.map(
      (level): BreakdownLevel => ({ type: "BoQLevel", length: clamp(level.length), numeric: level.numeric }),
    ),
    { type: "Item", length: clamp(item.length), numeric: item.numeric },
    ...(index ? [{ type: "Index" as const, length: 1, numeric: false }] : []),
  ];
}

function breakdownXml(levels: readonly BreakdownLevel[], report: WriteReport): string {
  return levels
    .map(
      (level) =>
        `<BoQBkdn><Type>${level.type}</Type>${textTag("LblBoQBkdn", level.label, 40, report)}<Length>${Math.min(14, Math.max(1, level.length))}</Length><Num>${level.numeric ? "Yes" : "No"}</Num>${level.alignment ? `<Alignment>${level.alignment}</Alignment>` : ""}</BoQBkdn>`,
    )
    .join("");
}

export function boqInfoXml(boq: Boq, report: WriteReport): { xml: string; breakdown: BreakdownLevel[] } {
  const { info } = boq;
  let breakdown = info.breakdown;
  if (breakdown.length === 0) {
    breakdown = deriveBreakdown(boq.body);
    report.issues.push({
      code: "write_breakdown_derived",
      severity: "warning",
      params: { mask: breakdown.map((level) => "9".repeat(level.length)).join(".") },
    });
  } else if (breakdown.length > 7)
    report.error("write_required_missing", "BoQBkdn", undefined, { phase: report.phase });
  const labels = info.priceComponentLabels;
  let componentCount = labels.reduce((count, label, index) => (label !== undefined ? index + 1 : count), 0);
  // `tgNoUPComps` is 0 or 2–6: a single component (GAEB 90's "Stunden") is written as the first of two, keeping it.
  componentCount = Math.min(6, Math.max(componentCount, info.priceComponentCount ?? 0));
  if (componentCount === 1) {
    componentCount = 2;
    report.issues.push({
      code: "write_components_counted",
      severity: "info",
      params: { value: labels[0] ?? "" },
    });
  }
  const totals = totalsXml(info.totals, report);
  const parts: Array<[string, string]> = [
    ["Name", `<Name>${escapeXml((info.name ?? "").replace(/\s+/g, " ").slice(0, 20))}</Name>`],
    // Phase 84 has no label and no OutlCompl; only a label the model holds is worth a warning there.
    [
      "LblBoQ",
      info.label || report.allows("BoQInfo", "LblBoQ")
        ? `<LblBoQ>${escapeXml((info.label ?? "").replace(/\s+/g, " ").slice(0, 60))}</LblBoQ>`
        : "",
    ],
    ["Date", dateTag("Date", info.date, report)],
    // Whether the texts are complete or outline only: the model keeps what the file had, written as complete.
    ["OutlCompl", report.allows("BoQInfo", "OutlCompl") ? "<OutlCompl>AllTxt</OutlCompl>" : ""],
    ["BoQBkdn", breakdownXml(breakdown, report)],
    ["NoUPComps", componentCount > 0 ? `<NoUPComps>${componentCount}</NoUPComps>` : ""],
    ...labels.map((label, index): [string, string] => [
      `LblUPComp${index + 1}`,
      // The component's kind (`Type`: wages, materials…) is not in the model; "Unknown" is the schema's word for that.
      componentCount > 0 && label !== undefined
        ? `<LblUPComp${index + 1} Type="Unknown">${escapeXml(label.replace(/\s+/g, " ").slice(0, 20))}</LblUPComp${index + 1}>`
        : "",
    ]),
    [
      "LblTime",
      info.timeLabel
        ? `<LblTime>${escapeXml(info.timeLabel.replace(/\s+/g, " ").slice(0, 20))}</LblTime>`
        : "",
    ],
    ["Totals", totals],
    ...assignmentParts(info.catalogueAssignments, report),
    ...catalogueParts(info.catalogues, report),
  ];
  const children = report.children("BoQInfo", [
    ...parts,
    ...keptParts(report, info.kept, undefined, "BoQInfo", undefined, parts),
  ]);
  if (!totals && report.requires("BoQInfo", "Totals"))
    report.error("write_required_missing", "Totals", undefined, { phase: report.phase });
  for (const [name, value, limit] of [
    ["Name", info.name, 20],
    ["LblBoQ", info.label, 60],
    ...labels.map((label, index) => [`LblUPComp${index + 1}`, label, 20] as const),
    ["LblTime", info.timeLabel, 20],
  ] as const)
    if (value && value.length > limit) report.note("write_text_clipped", "warning", name, undefined, value);
  return { xml: `<BoQInfo>${children}</BoQInfo>`, breakdown };
}

/**
 * `BoQBody`: either categories (with remarks and execution descriptions between them) or one item list. A level
 * that holds both sections and items has no form in GAEB DA XML; that is an error, not a guess.
 */
export function bodyXml(
  writer: EntryWriter,
  entries: readonly Entry[],
  parent: Section | undefined,
  depth: number,
  out: string[],
): void {
  const path = parent?.oz ?? "";
  entries = withImpliedSections(writer, entries, parent, depth);
  const hasSections = entries.some((entry) => entry.kind === "section");
  const hasItems = entries.some((entry) => entry.kind === "item" || entry.kind === "markupItem");
  if (hasSections && hasItems) {
    writer.report.error("write_body_mixed", "BoQBody", path || undefined, {});
    return;
  }
  out.push("<BoQBody>");
  if (!hasSections) out.push("<Itemlist>");
  for (const entry of entries) {
    const where = "oz" in entry ? entry.oz : path;
    switch (entry.kind) {
      case "section":
        numberCheck(writer, entry, composedNumber(writer, entry, parent, depth));
        sectionXml(writer, entry, depth, out);
        break;
      case "item":
        numberCheck(writer, entry, composedNumber(writer, entry, parent, depth));
        out.push(itemXml(writer, entry));
        break;
      case "markupItem":
        numberCheck(writer, entry, composedNumber(writer, entry, parent, depth));
        out.push(markupItemXml(writer, entry));
        break;
      case "remark":
        out.push(remarkXml(writer, entry, where));
        break;
      case "executionDescription":
        out.push(executionDescriptionXml(writer, entry, where));
        break;
    }
  }
  if (!hasSections) out.push("</Itemlist>");
  out.push("</BoQBody>");
}

/**
 * GAEB DA XML states only each level's part of an item number; the reader composes the OZ from the enclosing
 * categories. Where the input's OZ has parts no enclosing section stands for (a GAEB 90 item listed without its
 * section records), the written file reads back with a shorter OZ: reported, once per kind, with the first OZ.
 */
function numberCheck(writer: EntryWriter, entry: Section | Item | MarkupItem, composed: string): void {
  if (composed !== entry.oz)
    writer.report.note("write_item_number_changed", "warning", "RNoPart", entry.oz, composed);
}

function sectionXml(writer: EntryWriter, section: Section, depth: number, out: string[]): void {
  const { report } = writer;
  const { oz } = section;
  const parts: Array<[string, string]> = [
    [
      "LblTx",
      report.allows("BoQCtgy", "LblTx") || section.title
        ? `<LblTx>${labelXml(section.title, report, "LblTx", oz)}</LblTx>`
        : "",
    ],
    ...changeOrderParts(writer, section.changeOrder, oz),
    ...alternativeParts(writer, section.alternative, ["ALNBGroupNo", "ALNBSerNo"], oz),
    ["NotApplBoQ", yes("NotApplBoQ", section.notApplicable)],
    ...assignmentParts(section.catalogueAssignments, report, oz),
  ];
  // Kept parts stand before the body (CtlgAssign) or after it (AlterBidStatus), as the schema orders them.
  const kept = keptParts(report, section.kept, undefined, "BoQCtgy", oz, parts);
  const body = report.order("BoQCtgy")?.position.get("BoQBody") ?? 0;
  const after = (name: string) => (report.order("BoQCtgy")?.position.get(name) ?? 0) > body;
  const head = report.children("BoQCtgy", [...parts, ...kept.filter(([name]) => !after(name))], oz);
  out.push(
    `<BoQCtgy ID="${escapeXml(writer.ids.of(section))}" RNoPart="${escapeXml(rNoPart(writer, writtenPart(section, writer.numbers.categoryPart(depth, section.rNoPart)), oz))}">${head}`,
  );
  if (section.children.length > 0) bodyXml(writer, section.children, section, depth + 1, out);
  const totals = totalsXml(section.totals, report, oz);
  if (!totals && report.requires("BoQCtgy", "Totals"))
    report.error("write_required_missing", "Totals", oz, { phase: writer.phase });
  out.push(
    report.children("BoQCtgy", [["Totals", totals], ...kept.filter(([name]) => after(name))], oz),
    "</BoQCtgy>",
  );
}

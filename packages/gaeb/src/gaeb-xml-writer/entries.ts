import type {
  AlternativeRef,
  ChangeOrderRef,
  Item,
  MarkupItem,
  Phase,
  Section,
  SubDescription,
} from "../model.js";
import type { OzComposer } from "../oz.js";
import { assignmentParts, quantitySplitParts } from "./catalogues.js";
import { checked, codeTag, PATTERNS } from "./checked.js";
import { keptParts } from "./kept-parts.js";
import { quantityDeterminationXml } from "./quantity-determination.js";
import type { WriteReport } from "./report.js";
import { descriptionXml, labelXml } from "./texts.js";
import {
  AMOUNT,
  decimalTag,
  escapeXml,
  type Ids,
  PERCENT,
  PRICE,
  QTY,
  TIME,
  textTag,
  VAT_RATE,
  yes,
} from "./values.js";

export interface EntryWriter {
  readonly phase: Phase;
  readonly report: WriteReport;
  readonly ids: Ids;
  /** Written IDs of the execution descriptions by their number (`PerfNo`), which the model's references name. */
  readonly executionDescriptions: ReadonlyMap<string, string>;
  /** Composes item numbers as a reader of the written file will, to tell where they would change. */
  numbers: OzComposer;
  /** How many category levels (lots and BoQ levels) the written OZ mask has. */
  categoryLevels: number;
}

function attributes(writer: EntryWriter, entry: Item | MarkupItem): string {
  const index = checked(entry.rNoIndex, PATTERNS.rNoIndex);
  if (entry.rNoIndex !== undefined && index === undefined)
    writer.report.note("write_value_dropped", "warning", "RNoIndex", entry.oz, entry.rNoIndex);
  return `ID="${escapeXml(writer.ids.of(entry))}" RNoPart="${escapeXml(rNoPart(writer, writtenPart(entry, writer.numbers.itemPart(entry.rNoPart)), entry.oz))}"${index ? ` RNoIndex="${index}"` : ""}`;
}

/**
 * The number part as the input wrote it ("1"), where it reads as the same part of the mask, so an offer repeats
 * its request's number text; else the part padded to the mask ("01"), the form GAEB 90 and 2000 always have.
 */
export function writtenPart(entry: Section | Item | MarkupItem, padded: string): string {
  const written = entry.rNoPartAsWritten;
  return written !== undefined &&
    PATTERNS.rNoPart.test(written) &&
    written.padStart(padded.length, "0") === padded
    ? written
    : padded;
}

/**
 * `RNoPart` is required and a token of letters, digits and "_"; anything else cannot stand in GAEB DA XML. Callers
 * pass the part padded to its mask level ("1" of a two-digit level as "01"), the form GAEB 90 and 2000 always have,
 * so one LV gives one file whichever generation it came in; the OZ a reader composes is the same either way.
 */
export function rNoPart(writer: EntryWriter, part: string, oz: string): string {
  if (PATTERNS.rNoPart.test(part)) return part;
  writer.report.error("write_item_number_invalid", "RNoPart", oz, { value: part });
  return part;
}

/**
 * Two elements the schema wants together (`ALNGroupNo` with `ALNSerNo`, `CONo` with `COStatus`): both written, or,
 * when either value does not fit its pattern, neither, with one warning naming the first and showing what was lost.
 */
function pairParts(
  writer: EntryWriter,
  first: readonly [name: string, value: string | undefined],
  second: readonly [name: string, value: string | undefined],
  path: string,
  shown: string,
): Array<[string, string]> {
  const [firstName, firstValue] = first;
  const [secondName, secondValue] = second;
  if (firstValue === undefined || secondValue === undefined) {
    writer.report.note("write_value_dropped", "warning", firstName, path, shown);
    return [];
  }
  return [
    [firstName, `<${firstName}>${firstValue}</${firstName}>`],
    [secondName, `<${secondName}>${secondValue}</${secondName}>`],
  ];
}

/** `ALNGroupNo`/`ALNSerNo` (or the section's `ALNB…`): both or neither. */
export function alternativeParts(
  writer: EntryWriter,
  alternative: AlternativeRef | undefined,
  names: readonly [string, string],
  path: string,
): Array<[string, string]> {
  if (!alternative) return [];
  return pairParts(
    writer,
    [names[0], checked(alternative.group, PATTERNS.upTo999)],
    [names[1], checked(alternative.serial, PATTERNS.digit)],
    path,
    `${alternative.group}/${alternative.serial}`,
  );
}

/** `CONo` with `COStatus`: the schema wants both together. */
export function changeOrderParts(
  writer: EntryWriter,
  order: ChangeOrderRef | undefined,
  path: string,
): Array<[string, string]> {
  if (!order) return [];
  return pairParts(
    writer,
    ["CONo", checked(order.number, PATTERNS.upTo999)],
    ["COStatus", checked(order.status, PATTERNS.coStatus)],
    path,
    `${order.number} ${order.status ?? ""}`,
  );
}

function referenceParts(writer: EntryWriter, item: Item): Array<[string, string]> {
  const reference = item.reference;
  if (!reference) return [];
  const { report, ids } = writer;
  const parts: Array<[string, string]> = [
    ["RefDescr", codeTag("RefDescr", reference.kind, PATTERNS.refDescr, report, item.oz)],
  ];
  if (reference.itemId !== undefined) {
    const target = ids.target(reference.itemId);
    if (target) parts.push(["RefRNo", `<RefRNo IDRef="${escapeXml(target)}"/>`]);
    else report.note("write_reference_lost", "warning", "RefRNo", item.oz, reference.itemId);
  } else if (reference.executionDescription !== undefined) {
    const target = writer.executionDescriptions.get(reference.executionDescription);
    if (target) parts.push(["RefPerfNo", `<RefPerfNo IDRef="${escapeXml(target)}"/>`]);
    else report.note("write_reference_lost", "warning", "RefPerfNo", item.oz, reference.executionDescription);
  }
  return parts;
}

const QUANTITY_WITH_TBD: ReadonlySet<string> = new Set(["80", "81", "82", "86", "87"]);

function quantityParts(writer: EntryWriter, item: Item): Array<[string, string]> {
  const { report, phase } = writer;
  // An invoice bills quantities (`BillQty`); the reader reads either as the item's quantity.
  const name = phase === "89" || phase === "89B" ? "BillQty" : "Qty";
  const quantity = decimalTag(name, item.quantity, QTY, report, item.oz);
  const tbd = item.flags.quantityToBeDetermined;
  // An invoice's item requires its billed quantity.
  if (!quantity && report.requires("Item", name))
    report.error("write_required_missing", name, item.oz, { phase });
  // 80–82, 86 and 87 let a quantity "to be determined" carry a figure (`QtyTBD, Qty?`); 83 offers one or the other.
  if (tbd && quantity && !QUANTITY_WITH_TBD.has(phase)) {
    report.note("write_value_dropped", "warning", "QtyTBD", item.oz);
    return [[name, quantity]];
  }
  return [
    ["QtyTBD", yes("QtyTBD", tbd)],
    [name, quantity],
  ];
}

/** Whether the parts give the item a quantity of its own, not one to be determined: what splits need. */
function hasOwnQuantity(parts: ReadonlyArray<readonly [string, string]>): boolean {
  const written = (name: string) => parts.some(([part, xml]) => part === name && xml !== "");
  return written("Qty") && !written("QtyTBD");
}

function priceParts(writer: EntryWriter, item: Item): Array<[string, string]> {
  const { report } = writer;
  const { oz } = item;
  const components = item.priceComponents.map((value, index) =>
    decimalTag(`UPComp${index + 1}`, value, PRICE, report, oz),
  );
  const discount = decimalTag("DiscountPcnt", item.discountPercent, PERCENT, report, oz);
  if (item.unitPrice === undefined) {
    // Components and a discount belong to a unit price (`UP` opens their sequence).
    if (components.some(Boolean) || discount) report.note("write_value_dropped", "warning", "UPComp", oz);
    return [];
  }
  return [
    ["UP", decimalTag("UP", item.unitPrice, PRICE, report, oz)],
    ...components.map((xml, index): [string, string] => [`UPComp${index + 1}`, xml]),
    ["DiscountPcnt", discount],
  ];
}

function subDescriptionXml(writer: EntryWriter, sub: SubDescription, oz: string): string {
  const { report } = writer;
  const path = `${oz} / ${sub.number}`;
  const number = checked(sub.number, PATTERNS.subNumber);
  if (number === undefined) {
    report.note("write_value_dropped", "warning", "SubDescr", path, sub.number);
    return "";
  }
  const quantity = decimalTag("Qty", sub.quantity, QTY, report, path);
  if (sub.total) report.note("write_value_dropped", "warning", "SubDescr/IT", path);
  if (sub.unit && !quantity) report.note("write_value_dropped", "warning", "QU", path, sub.unit);
  const parts: Array<[string, string]> = [
    ["SubDNo", `<SubDNo>${number}</SubDNo>`],
    [
      "Description",
      descriptionXml(
        sub.shortText,
        sub.longText,
        report.requires("SubDescr", "Description"),
        report,
        path,
        sub.kept,
      ),
    ],
    ["QtySpec", yes("QtySpec", sub.quantityByBidder)],
    ["Qty", quantity],
    // `QU` belongs to the quantity's sequence.
    ["QU", quantity ? textTag("QU", sub.unit, 4, report, path) : ""],
    ["UPSpec", yes("UPSpec", sub.priceByBidder)],
    ["UPBkdn", yes("UPBkdn", sub.breakdownDemanded)],
    ["UP", decimalTag("UP", sub.unitPrice, PRICE, report, path)],
    // Components belong to the unit price's sequence, as an item's do.
    ...(sub.priceComponents ?? []).map((value, index): [string, string] => [
      `UPComp${index + 1}`,
      sub.unitPrice ? decimalTag(`UPComp${index + 1}`, value, PRICE, report, path) : "",
    ]),
  ];
  const children = report.children(
    "SubDescr",
    [...parts, ...keptParts(report, sub.kept, undefined, "SubDescr", path, parts)],
    path,
  );
  return `<SubDescr>${children}</SubDescr>`;
}

export function itemXml(writer: EntryWriter, item: Item): string {
  const { report } = writer;
  const { oz, flags } = item;
  const unit =
    item.unit === undefined && report.requires("Item", "QU")
      ? "<QU></QU>"
      : textTag("QU", item.unit, 4, report, oz);
  const subs = item.subDescriptions.map((sub) => subDescriptionXml(writer, sub, oz)).join("");
  const quantity = quantityParts(writer, item);
  const provisional =
    flags.provisional === "withTotal" ? "WithTotal" : flags.provisional ? "WithoutTotal" : "";
  const parts: Array<[string, string]> = [
    ["NotOffered", yes("NotOffered", flags.notOffered)],
    ...alternativeParts(writer, flags.alternative, ["ALNGroupNo", "ALNSerNo"], oz),
    ["Provis", provisional ? `<Provis>${provisional}</Provis>` : ""],
    ["LumpSumItem", yes("LumpSumItem", flags.lumpSum)],
    ["NotAppl", yes("NotAppl", flags.notApplicable)],
    ["HourIt", yes("HourIt", flags.hourly)],
    ["KeyIt", yes("KeyIt", flags.keyItem)],
    ["UPBkdn", yes("UPBkdn", item.breakdownDemanded)],
    ["MarkupIt", yes("MarkupIt", flags.toBeMarkedUp)],
    ...changeOrderParts(writer, item.changeOrder, oz),
    ...referenceParts(writer, item),
    ...quantity,
    ...quantitySplitParts(item.quantitySplits, hasOwnQuantity(quantity), report, oz),
    ["QU", unit],
    ...assignmentParts(item.catalogueAssignments, report, oz),
    ...priceParts(writer, item),
    ["IT", decimalTag("IT", item.total, AMOUNT, report, oz)],
    ["VAT", decimalTag("VAT", item.vatPercent, VAT_RATE, report, oz)],
    ["TimeQu", decimalTag("TimeQu", item.time, TIME, report, oz)],
    [
      "Description",
      descriptionXml(
        item.shortText,
        item.longText,
        report.requires("Item", "Description"),
        report,
        oz,
        item.kept,
      ),
    ],
    ...item.bidderComments.map((comment): [string, string] => [
      "BidComm",
      `<BidComm>${labelXml(comment, report, "BidComm", oz)}</BidComm>`,
    ]),
    ["SumDescr", subs && report.allows("Item", "SumDescr") ? "<SumDescr>Yes</SumDescr>" : ""],
    ["SubDescr", subs],
    ["QtyDeterm", quantityDeterminationXml(item.quantityDetermination, report, oz)],
  ];
  const children = report.children(
    "Item",
    [...parts, ...keptParts(report, item.kept, undefined, "Item", oz, parts)],
    oz,
  );
  if (item.total === undefined && report.requires("Item", "IT"))
    report.error("write_required_missing", "IT", oz, { phase: writer.phase });
  return `<Item ${attributes(writer, item)}>${children}</Item>`;
}

export function markupItemXml(writer: EntryWriter, markup: MarkupItem): string {
  const { report, ids } = writer;
  const { oz } = markup;
  const subQuantities = markup.subQuantities.map(({ itemId, quantity }) => {
    const target = ids.target(itemId);
    if (!target) {
      report.note("write_reference_lost", "warning", "MarkupSubQty", oz, itemId);
      return "";
    }
    return `<MarkupSubQty><RefItem IDRef="${escapeXml(target)}"/>${decimalTag("SubQty", quantity, QTY, report, oz)}</MarkupSubQty>`;
  });
  for (const name of ["ITMarkup", "Markup"] as const) {
    const value = name === "ITMarkup" ? markup.markupBase : markup.markupPercent;
    if (value === undefined && report.requires("MarkupItem", name))
      report.error("write_required_missing", name, oz, { phase: writer.phase });
  }
  if (markup.markupType === undefined && report.requires("MarkupItem", "MarkupType"))
    report.error("write_required_missing", "MarkupType", oz, { phase: writer.phase });
  const parts: Array<[string, string]> = [
    ["MarkupType", markup.markupType ? `<MarkupType>${markup.markupType}</MarkupType>` : ""],
    ...subQuantities.map((xml): [string, string] => ["MarkupSubQty", xml]),
    ["ITMarkup", decimalTag("ITMarkup", markup.markupBase, AMOUNT, report, oz)],
    ["Markup", decimalTag("Markup", markup.markupPercent, PERCENT, report, oz)],
    ["DiscountPcnt", decimalTag("DiscountPcnt", markup.discountPercent, PERCENT, report, oz)],
    ["IT", decimalTag("IT", markup.total, AMOUNT, report, oz)],
    // The schema gives a markup item no VAT rate of its own.
    ["VAT", decimalTag("VAT", markup.vatPercent, VAT_RATE, report, oz)],
    [
      "Description",
      descriptionXml(
        markup.shortText,
        markup.longText,
        report.requires("MarkupItem", "Description"),
        report,
        oz,
        markup.kept,
      ),
    ],
  ];
  const children = report.children(
    "MarkupItem",
    [...parts, ...keptParts(report, markup.kept, undefined, "MarkupItem", oz, parts)],
    oz,
  );
  return `<MarkupItem ${attributes(writer, markup)}>${children}</MarkupItem>`;
}

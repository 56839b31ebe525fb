import type { Decimal } from "../decimal.js";
import { alternativeRef, emptyFlags } from "../legacy.js";
import type { Item, ItemFlags, MarkupItem, SubDescription } from "../model.js";
import { ownText } from "../text/own.js";
import { boundedOzPart, type ElementReader, plainText, readCompleteText } from "./elements.js";
import { addKept, isYesText, keptElement, readUnnamed } from "./kept.js";
import { readItemQuantityDetermination } from "./quantity-determination.js";
import { quantitySplit } from "./quantity-splits.js";
import { childrenNamed, indexChildren, textOf, type XmlElement } from "./tree.js";

export interface EntryContext {
  /** The OZ of an item in the current category. */
  itemOz: (rNoPart: string, rNoIndex: string | undefined) => string;
  /** An item's own part as the OZ mask writes it ("10" of a four-digit level: "0010"). */
  itemPart: (rNoPart: string) => string;
  elements: ElementReader;
}

export function location(element: XmlElement) {
  return { line: element.line, column: element.column };
}

/** An attribute value the model keeps, as its own string (see `ownText`). */
export function ownAttribute(element: XmlElement | undefined, name: string): string | undefined {
  const value = element?.attributes[name];
  return value === undefined ? undefined : ownText(value);
}

/**
 * An item or markup item with its number and texts; optional fields stay absent rather than undefined. Built field
 * by field, in one order, because a large file has tens of thousands of them.
 */
function readNumbered<T extends Item | MarkupItem>(
  kind: T["kind"],
  element: XmlElement,
  fields: Map<string, XmlElement>,
  context: EntryContext,
): T {
  const { attributes } = element;
  const where = location(element);
  const { issues } = context.elements;
  const written = boundedOzPart(attributes.RNoPart ?? "", where, issues);
  const rNoPart = context.itemPart(written);
  const rNoIndex =
    attributes.RNoIndex === undefined ? undefined : boundedOzPart(attributes.RNoIndex, where, issues);
  const { shortText, longText } = readCompleteText(fields.get("Description"));
  const numbered = {
    kind,
    location: where,
    rNoPart,
    oz: context.itemOz(rNoPart, rNoIndex),
    shortText,
    longText,
  } as T;
  if (attributes.ID !== undefined) numbered.id = ownText(attributes.ID);
  if (written !== rNoPart) numbered.rNoPartAsWritten = written;
  if (rNoIndex !== undefined) numbered.rNoIndex = rNoIndex;
  return numbered;
}

/** Decimal fields by element name; each is set only when the file has it. */
function readDecimals<T extends object>(
  target: T,
  fields: Map<string, XmlElement>,
  names: ReadonlyArray<readonly [keyof T, string]>,
  context: EntryContext,
  oz: string,
): void {
  for (const [key, name] of names) {
    const value = context.elements.decimal(fields, name, oz);
    if (value) (target as Record<keyof T, unknown>)[key] = value;
  }
}

const MARKUP_DECIMALS = [
  ["markupBase", "ITMarkup"],
  ["markupPercent", "Markup"],
  ["discountPercent", "DiscountPcnt"],
  ["total", "IT"],
  ["vatPercent", "VAT"],
] as const;

type DecimalKey =
  | "quantity"
  | "billedQuantity"
  | "unitPrice"
  | "discountPercent"
  | "total"
  | "vatPercent"
  | "time";
type FlagKey = Exclude<keyof ItemFlags, "alternative" | "provisional">;

type TextKey =
  | "unit"
  | "provisional"
  | "alternativeGroup"
  | "alternativeSerial"
  | "changeOrder"
  | "changeOrderStatus"
  | "referenceKind"
  | "referencePerformance";

/** What each child element of an item means. */
type ItemField =
  | { kind: "decimal"; key: DecimalKey }
  | { kind: "component"; index: number }
  | { kind: "flag"; key: FlagKey }
  | { kind: "text"; key: TextKey }
  | { kind: "bidderComment" }
  | { kind: "subDescription" };

const ITEM_FIELDS = new Map<string, ItemField>([
  ["Qty", { kind: "decimal", key: "quantity" }],
  // Invoices (phase 89) carry the billed quantity instead of the ordered one.
  ["BillQty", { kind: "decimal", key: "billedQuantity" }],
  ["UP", { kind: "decimal", key: "unitPrice" }],
  ["DiscountPcnt", { kind: "decimal", key: "discountPercent" }],
  ["IT", { kind: "decimal", key: "total" }],
  ["VAT", { kind: "decimal", key: "vatPercent" }],
  ["TimeQu", { kind: "decimal", key: "time" }],
  ...[1, 2, 3, 4, 5, 6].map((n): [string, ItemField] => [`UPComp${n}`, { kind: "component", index: n - 1 }]),
  ["LumpSumItem", { kind: "flag", key: "lumpSum" }],
  ["HourIt", { kind: "flag", key: "hourly" }],
  ["NotAppl", { kind: "flag", key: "notApplicable" }],
  ["NotOffered", { kind: "flag", key: "notOffered" }],
  ["KeyIt", { kind: "flag", key: "keyItem" }],
  ["MarkupIt", { kind: "flag", key: "toBeMarkedUp" }],
  ["QtyTBD", { kind: "flag", key: "quantityToBeDetermined" }],
  ["QU", { kind: "text", key: "unit" }],
  ["Provis", { kind: "text", key: "provisional" }],
  ["ALNGroupNo", { kind: "text", key: "alternativeGroup" }],
  ["ALNSerNo", { kind: "text", key: "alternativeSerial" }],
  ["CONo", { kind: "text", key: "changeOrder" }],
  ["COStatus", { kind: "text", key: "changeOrderStatus" }],
  ["RefDescr", { kind: "text", key: "referenceKind" }],
  ["RefPerfNo", { kind: "text", key: "referencePerformance" }],
  ["BidComm", { kind: "bidderComment" }],
  ["SubDescr", { kind: "subDescription" }],
]);

function isYes(element: XmlElement): boolean {
  return textOf(element)?.toLowerCase() === "yes";
}

/**
 * Reads an item in one pass over the fields it has (the first element of each name), since most of the many
 * possible fields are absent from any one item. Values are set in a fixed order so all items share one shape.
 */
export function readItem(element: XmlElement, context: EntryContext): Item {
  const fields = indexChildren(element);
  const item = readNumbered<Item>("item", element, fields, context);
  const { elements } = context;
  const { oz } = item;
  const decimals: Partial<Record<DecimalKey, Decimal>> = {};
  const components: Item["priceComponents"] = [
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
    undefined,
  ];
  const flags: ItemFlags = emptyFlags();
  const texts: Partial<Record<TextKey, string>> = {};
  let hasBidderComments = false;
  let hasSubDescriptions = false;
  let hasComponents = false;
  for (const [name, node] of fields) {
    const field = ITEM_FIELDS.get(name);
    if (field === undefined) continue;
    switch (field.kind) {
      case "decimal": {
        const value = elements.decimalOf(node, oz);
        if (value) decimals[field.key] = value;
        break;
      }
      case "component":
        components[field.index] = elements.decimalOf(node, oz);
        hasComponents ||= components[field.index] !== undefined;
        break;
      case "flag":
        flags[field.key] = isYes(node);
        break;
      case "text": {
        const text = textOf(node);
        if (text !== undefined) texts[field.key] = text;
        break;
      }
      case "bidderComment":
        hasBidderComments = true;
        break;
      case "subDescription":
        hasSubDescriptions = true;
        break;
    }
  }
  const { alternativeGroup: group, alternativeSerial: serial } = texts;
  if (group !== undefined || serial !== undefined)
    // "01" and "1" are one group (`tgNonNegativeInteger`): read as the GAEB 2000 and GAEB 90 readers read theirs.
    flags.alternative = alternativeRef(group, serial);
  if (texts.provisional === "WithTotal") flags.provisional = "withTotal";
  else if (texts.provisional === "WithoutTotal") flags.provisional = "withoutTotal";
  // Most items have no price components: an empty list then, not six empty slots each (see `Item.priceComponents`).
  item.priceComponents = hasComponents ? components : [];
  item.flags = flags;
  item.bidderComments = hasBidderComments ? bidderComments(element) : [];
  const quantity = decimals.quantity ?? decimals.billedQuantity;
  if (quantity) item.quantity = quantity;
  if (texts.unit !== undefined) item.unit = texts.unit;
  if (decimals.unitPrice) item.unitPrice = decimals.unitPrice;
  if (decimals.discountPercent) item.discountPercent = decimals.discountPercent;
  if (decimals.total) item.total = decimals.total;
  if (decimals.vatPercent) item.vatPercent = decimals.vatPercent;
  if (decimals.time) item.time = decimals.time;
  if (texts.changeOrder !== undefined)
    item.changeOrder = {
      number: texts.changeOrder,
      ...(texts.changeOrderStatus ? { status: texts.changeOrderStatus } : {}),
    };
  const itemId = ownAttribute(fields.get("RefRNo"), "IDRef");
  // DA XML 3.x points at the execution description by its ID; `resolveExecutionDescriptions` swaps in its number.
  const performance = ownAttribute(fields.get("RefPerfNo"), "IDRef") ?? texts.referencePerformance;
  if (texts.referenceKind || itemId || performance)
    item.reference = {
      ...(texts.referenceKind ? { kind: texts.referenceKind } : {}),
      ...(itemId ? { itemId } : {}),
      ...(performance ? { executionDescription: performance } : {}),
    };
  item.subDescriptions = hasSubDescriptions
    ? childrenNamed(element, "SubDescr").map((sub) => readSubDescription(sub, context, oz))
    : [];
  readUnnamed(element, item, ITEM_READ, { assignments: true, breakdown: true });
  readQuantitySplits(element, item, context);
  for (const node of childrenNamed(element, "QtyDeterm")) readItemQuantityDetermination(node, item, elements);
  return item;
}

/**
 * What an item reads besides `ITEM_FIELDS` (`SumDescr` follows from its sub-descriptions); its `CtlgAssign` and
 * `UPBkdn` are read by `readUnnamed`.
 */
const ITEM_READ = new Set([
  ...ITEM_FIELDS.keys(),
  "Description",
  "RefRNo",
  "SumDescr",
  "QtySplit",
  "QtyDeterm",
]);

/** Quantity splits typed where they are well-formed, else kept as they were. */
function readQuantitySplits(element: XmlElement, item: Item, context: EntryContext): void {
  for (const node of childrenNamed(element, "QtySplit")) {
    const split = quantitySplit(node, context.elements, item.oz);
    if (!split) addKept(item, keptElement(node));
    else if (item.quantitySplits) item.quantitySplits.push(split);
    else item.quantitySplits = [split];
  }
}

const SUB_DESCRIPTION_DECIMALS = [
  ["quantity", "Qty"],
  ["unitPrice", "UP"],
  ["total", "IT"],
] as const;

function readSubDescription(element: XmlElement, context: EntryContext, oz: string): SubDescription {
  const fields = indexChildren(element);
  const { shortText, longText } = readCompleteText(fields.get("Description"));
  const sub: SubDescription = { number: textOf(fields.get("SubDNo")) ?? "", shortText, longText };
  readDecimals(sub, fields, SUB_DESCRIPTION_DECIMALS, context, oz);
  const unit = textOf(fields.get("QU"));
  if (unit !== undefined) sub.unit = unit;
  const quantitySpec = fields.get("QtySpec");
  if (isYesText(textOf(quantitySpec))) sub.quantityByBidder = true;
  else if (quantitySpec) sub.kept = [keptElement(quantitySpec)];
  const priceSpec = fields.get("UPSpec");
  if (isYesText(textOf(priceSpec))) sub.priceByBidder = true;
  else if (priceSpec) sub.kept = [...(sub.kept ?? []), keptElement(priceSpec)];
  const components = COMPONENTS.map((name) => context.elements.decimal(fields, name, oz));
  if (components.some(Boolean)) sub.priceComponents = components;
  readUnnamed(element, sub, SUB_DESCRIPTION_READ, { assignments: false, breakdown: true });
  return sub;
}

const COMPONENTS = [1, 2, 3, 4, 5, 6].map((n) => `UPComp${n}`);
const SUB_DESCRIPTION_READ = new Set([
  "SubDNo",
  "Description",
  "Qty",
  "UP",
  "IT",
  "QU",
  "QtySpec",
  "UPSpec",
  ...COMPONENTS,
]);

function bidderComments(item: XmlElement): string[] {
  return childrenNamed(item, "BidComm")
    .map((comment) => plainText(comment))
    .filter(Boolean);
}

const MARKUP_TYPES = new Set(["IdentAsMark", "AllInCat", "ListInSubQty"]);

export function readMarkupItem(element: XmlElement, context: EntryContext): MarkupItem {
  const fields = indexChildren(element);
  const markup = readNumbered<MarkupItem>("markupItem", element, fields, context);
  const markupType = textOf(fields.get("MarkupType"));
  if (markupType && MARKUP_TYPES.has(markupType)) {
    markup.markupType = markupType as NonNullable<MarkupItem["markupType"]>;
  }
  readDecimals(markup, fields, MARKUP_DECIMALS, context, markup.oz);
  markup.subQuantities = childrenNamed(element, "MarkupSubQty").flatMap((list) => {
    const quantity = context.elements.decimal(list, "SubQty", markup.oz);
    return childrenNamed(list, "RefItem").flatMap((ref) => {
      const itemId = ownAttribute(ref, "IDRef");
      return itemId ? [{ itemId, ...(quantity ? { quantity } : {}) }] : [];
    });
  });
  readUnnamed(element, markup, MARKUP_READ, NOTHING_TYPED);
  return markup;
}

const MARKUP_READ = new Set([
  "MarkupType",
  "MarkupSubQty",
  "Description",
  ...MARKUP_DECIMALS.map(([, name]) => name),
]);
export const NOTHING_TYPED = { assignments: false, breakdown: false };

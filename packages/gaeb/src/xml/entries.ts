import type { Item, MarkupItem, TextEntry } from "../model.js";
import { type ElementReader, plainText, readCompleteText, readDescription, readFlags } from "./elements.js";
import { PLAIN_LABELS, renderPlain } from "./richtext.js";
import { childrenNamed, childText, indexChildren, textOf, type XmlElement } from "./tree.js";

export interface EntryContext {
  /** The OZ of an item in the current category. */
  itemOz: (rNoPart: string, rNoIndex: string | undefined) => string;
  elements: ElementReader;
}

function location(element: XmlElement) {
  return { line: element.line, column: element.column };
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

export function readItem(element: XmlElement, context: EntryContext): Item {
  const { attributes } = element;
  const rNoPart = attributes.RNoPart ?? "";
  const oz = context.itemOz(rNoPart, attributes.RNoIndex);
  const { elements } = context;
  const fields = indexChildren(element);
  const components: Item["priceComponents"] = [];
  for (let n = 1; n <= 6; n++) components.push(elements.decimal(fields, `UPComp${n}`, oz));
  const { shortText, longText } = readDescription(element);
  const item: Item = {
    kind: "item",
    location: location(element),
    rNoPart,
    oz,
    shortText,
    longText,
    priceComponents: components,
    flags: readFlags(fields),
    bidderComments: childrenNamed(element, "BidComm")
      .map((comment) => plainText(comment))
      .filter(Boolean),
  };
  // Assigned one by one: optional fields stay absent rather than undefined, without spreading objects per item.
  if (attributes.ID !== undefined) item.id = attributes.ID;
  if (attributes.RNoIndex !== undefined) item.rNoIndex = attributes.RNoIndex;
  // Invoices (phase 89) carry the billed quantity instead of the ordered one.
  const quantity = elements.decimal(fields, "Qty", oz) ?? elements.decimal(fields, "BillQty", oz);
  if (quantity) item.quantity = quantity;
  const unit = textOf(fields.get("QU"));
  if (unit !== undefined) item.unit = unit;
  const unitPrice = elements.decimal(fields, "UP", oz);
  if (unitPrice) item.unitPrice = unitPrice;
  const discount = elements.decimal(fields, "DiscountPcnt", oz);
  if (discount) item.discountPercent = discount;
  const total = elements.decimal(fields, "IT", oz);
  if (total) item.total = total;
  const vat = elements.decimal(fields, "VAT", oz);
  if (vat) item.vatPercent = vat;
  return item;
}

const MARKUP_TYPES = new Set(["IdentAsMark", "AllInCat", "ListInSubQty"]);

export function readMarkupItem(element: XmlElement, context: EntryContext): MarkupItem {
  const { attributes } = element;
  const rNoPart = attributes.RNoPart ?? "";
  const oz = context.itemOz(rNoPart, attributes.RNoIndex);
  const { elements } = context;
  const { shortText, longText } = readDescription(element);
  const markup: MarkupItem = {
    kind: "markupItem",
    location: location(element),
    rNoPart,
    oz,
    shortText,
    longText,
  };
  if (attributes.ID !== undefined) markup.id = attributes.ID;
  if (attributes.RNoIndex !== undefined) markup.rNoIndex = attributes.RNoIndex;
  const markupType = childText(element, "MarkupType");
  if (markupType && MARKUP_TYPES.has(markupType))
    markup.markupType = markupType as NonNullable<MarkupItem["markupType"]>;
  const base = elements.decimal(element, "ITMarkup", oz);
  if (base) markup.markupBase = base;
  const percent = elements.decimal(element, "Markup", oz);
  if (percent) markup.markupPercent = percent;
  const total = elements.decimal(element, "IT", oz);
  if (total) markup.total = total;
  const vat = elements.decimal(element, "VAT", oz);
  if (vat) markup.vatPercent = vat;
  return markup;
}

/** First line of a text, for remarks that only have a long text. */
function firstLine(text: string): string {
  return text.split("\n").find((line) => line.trim() !== "") ?? "";
}

export function readRemark(element: XmlElement): TextEntry {
  const { shortText, longText } = readDescription(element);
  return {
    kind: "remark",
    location: location(element),
    ...optional("id", element.attributes.ID),
    shortText: shortText || firstLine(renderPlain(longText, PLAIN_LABELS)),
    longText,
  };
}

/** An execution description (PerfDescr) may hold several descriptions; they are read as one text. */
export function readExecutionDescription(element: XmlElement): TextEntry {
  const descriptions = childrenNamed(element, "Description");
  const label = childText(element, "PerfLbl");
  const longText = descriptions.flatMap((description) => {
    const { shortText, longText: detail } = readCompleteText(description);
    return detail.length > 0
      ? detail
      : [{ type: "paragraph" as const, inlines: [{ type: "text" as const, text: shortText }] }];
  });
  const shortText = label ?? firstLine(renderPlain(longText, PLAIN_LABELS));
  return {
    kind: "executionDescription",
    location: location(element),
    ...optional("id", element.attributes.ID),
    ...optional("number", childText(element, "PerfNo")),
    shortText,
    longText,
  };
}

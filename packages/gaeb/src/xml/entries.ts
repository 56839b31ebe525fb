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
  const rNoPart = attributes.RNoPart ?? "";
  const { shortText, longText } = readCompleteText(fields.get("Description"));
  const numbered = {
    kind,
    location: location(element),
    rNoPart,
    oz: context.itemOz(rNoPart, attributes.RNoIndex),
    shortText,
    longText,
  } as T;
  if (attributes.ID !== undefined) numbered.id = attributes.ID;
  if (attributes.RNoIndex !== undefined) numbered.rNoIndex = attributes.RNoIndex;
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

const ITEM_DECIMALS = [
  ["unitPrice", "UP"],
  ["discountPercent", "DiscountPcnt"],
  ["total", "IT"],
  ["vatPercent", "VAT"],
] as const;

const MARKUP_DECIMALS = [
  ["markupBase", "ITMarkup"],
  ["markupPercent", "Markup"],
  ["total", "IT"],
  ["vatPercent", "VAT"],
] as const;

const PRICE_COMPONENTS = ["UPComp1", "UPComp2", "UPComp3", "UPComp4", "UPComp5", "UPComp6"] as const;

export function readItem(element: XmlElement, context: EntryContext): Item {
  const fields = indexChildren(element);
  const item = readNumbered<Item>("item", element, fields, context);
  const { elements } = context;
  const { oz } = item;
  item.priceComponents = PRICE_COMPONENTS.map((name) => elements.decimal(fields, name, oz));
  item.flags = readFlags(fields);
  item.bidderComments = fields.has("BidComm") ? bidderComments(element) : [];
  // Invoices (phase 89) carry the billed quantity instead of the ordered one.
  const quantity = elements.decimal(fields, "Qty", oz) ?? elements.decimal(fields, "BillQty", oz);
  if (quantity) item.quantity = quantity;
  const unit = textOf(fields.get("QU"));
  if (unit !== undefined) item.unit = unit;
  readDecimals(item, fields, ITEM_DECIMALS, context, oz);
  return item;
}

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

import type { Issue } from "../issues.js";
import type { BreakdownLevel, Item, MarkupItem, TextEntry } from "../model.js";
import { composeOz } from "../oz.js";
import { type ElementReader, readCompleteText, readDescription, readFlags } from "./elements.js";
import { PLAIN_LABELS, renderPlain } from "./richtext.js";
import { childrenNamed, childText, type XmlElement } from "./tree.js";

export interface EntryContext {
  breakdown: readonly BreakdownLevel[];
  categoryParts: readonly string[];
  elements: ElementReader;
  issues: Issue[];
}

function location(element: XmlElement) {
  return { line: element.line, column: element.column };
}

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

export function readItem(element: XmlElement, context: EntryContext): Item {
  const rNoPart = element.attributes.RNoPart ?? "";
  const rNoIndex = element.attributes.RNoIndex;
  const oz = composeOz(context.breakdown, context.categoryParts, rNoPart, rNoIndex);
  const { elements } = context;
  const components: Item["priceComponents"] = [];
  for (let n = 1; n <= 6; n++) components.push(elements.decimal(element, `UPComp${n}`, oz));
  const { shortText, longText } = readDescription(element);
  // Invoices (phase 89) carry the billed quantity instead of the ordered one.
  const quantity = elements.decimal(element, "Qty", oz) ?? elements.decimal(element, "BillQty", oz);
  return {
    kind: "item",
    location: location(element),
    ...optional("id", element.attributes.ID),
    rNoPart,
    ...optional("rNoIndex", rNoIndex),
    oz,
    shortText,
    longText,
    ...optional("quantity", quantity),
    ...optional("unit", childText(element, "QU")),
    ...optional("unitPrice", elements.decimal(element, "UP", oz)),
    priceComponents: components,
    ...optional("discountPercent", elements.decimal(element, "DiscountPcnt", oz)),
    ...optional("total", elements.decimal(element, "IT", oz)),
    ...optional("vatPercent", elements.decimal(element, "VAT", oz)),
    flags: readFlags(element),
  };
}

const MARKUP_TYPES = new Set(["IdentAsMark", "AllInCat", "ListInSubQty"]);

export function readMarkupItem(element: XmlElement, context: EntryContext): MarkupItem {
  const rNoPart = element.attributes.RNoPart ?? "";
  const rNoIndex = element.attributes.RNoIndex;
  const oz = composeOz(context.breakdown, context.categoryParts, rNoPart, rNoIndex);
  const { elements } = context;
  const markupType = childText(element, "MarkupType");
  const { shortText, longText } = readDescription(element);
  return {
    kind: "markupItem",
    location: location(element),
    ...optional("id", element.attributes.ID),
    rNoPart,
    ...optional("rNoIndex", rNoIndex),
    oz,
    shortText,
    longText,
    ...(markupType && MARKUP_TYPES.has(markupType)
      ? { markupType: markupType as NonNullable<MarkupItem["markupType"]> }
      : {}),
    ...optional("markupBase", elements.decimal(element, "ITMarkup", oz)),
    ...optional("markupPercent", elements.decimal(element, "Markup", oz)),
    ...optional("total", elements.decimal(element, "IT", oz)),
    ...optional("vatPercent", elements.decimal(element, "VAT", oz)),
  };
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

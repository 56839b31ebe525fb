import { Decimal } from "../decimal.js";
import type { Issue } from "../issues.js";
import {
  MAX_BREAKDOWN_LENGTH,
  MAX_NUMBER_DIGITS,
  MAX_OZ_PART_LENGTH,
  numberTooLong,
  quoted,
} from "../limits.js";
import type { AdditionalText, BoqInfo, BreakdownLevel, ChangeOrder, Party, Totals } from "../model.js";
import { ownText } from "../text/own.js";
import { PLAIN_LABELS, renderPlain } from "../text/plain.js";
import { addKept, keptElement } from "./kept.js";
import { readRichText } from "./richtext.js";
import { child, childrenNamed, childText, copyTexts, descend, textOf, type XmlElement } from "./tree.js";

const TOTAL_FIELDS = new Map<string, Exclude<keyof Totals, "vatParts">>([
  ["Total", "total"],
  ["DiscountPcnt", "discountPercent"],
  ["DiscountAmt", "discountAmount"],
  ["TotAfterDisc", "totalAfterDiscount"],
  ["TotalLSUM", "lumpSum"],
  ["TotalNet", "net"],
  ["VAT", "vatPercent"],
  ["VATAmount", "vatAmount"],
  ["TotalGross", "gross"],
]);

/** Converts captured elements into model parts; number problems are reported, never guessed. */
export class ElementReader {
  constructor(readonly issues: Issue[]) {}

  decimal(parent: XmlElement | Map<string, XmlElement>, name: string, path?: string): Decimal | undefined {
    return this.decimalOf(parent instanceof Map ? parent.get(name) : child(parent, name), path);
  }

  /** The element's own text as a decimal; absent or empty gives undefined, anything else invalid a warning. */
  decimalOf(element: XmlElement | undefined, path?: string): Decimal | undefined {
    const text = textOf(element);
    if (!element || text === undefined) return undefined;
    if (numberTooLong(text)) {
      this.issues.push({
        code: "number_too_long",
        severity: "warning",
        line: element.line,
        column: element.column,
        ...(path ? { path } : {}),
        params: { element: element.name, value: quoted(text), length: text.length, limit: MAX_NUMBER_DIGITS },
      });
      return undefined;
    }
    const value = Decimal.parse(text);
    if (!value) {
      this.issues.push({
        code: "number_invalid",
        severity: "warning",
        line: element.line,
        column: element.column,
        ...(path ? { path } : {}),
        params: { element: element.name, value: text.slice(0, 40) },
      });
    }
    return value;
  }

  private vatPart(element: XmlElement): NonNullable<Totals["vatParts"]>[number] | undefined {
    const percent = Decimal.parse(element.attributes.VATPcnt ?? "");
    if (!percent) return undefined;
    const net = this.decimal(element, "TotalNetPart");
    const amount = this.decimal(element, "VATAmount");
    return { percent, ...(net ? { net } : {}), ...(amount ? { amount } : {}) };
  }

  totals(element: XmlElement | undefined): Totals | undefined {
    if (!element) return undefined;
    const totals: Totals = {};
    const seen: string[] = [];
    let found = false;
    for (const node of element.children) {
      if (typeof node === "string") continue;
      if (node.name === "VATPart") {
        const part = this.vatPart(node);
        if (part) {
          totals.vatParts = [...(totals.vatParts ?? []), part];
          found = true;
        }
        continue;
      }
      const key = TOTAL_FIELDS.get(node.name);
      // Only the first of each element counts, as with every other field.
      if (key === undefined || seen.includes(key)) continue;
      seen.push(key);
      const value = this.decimalOf(node);
      if (value) {
        totals[key] = value;
        found = true;
      }
    }
    return found ? totals : undefined;
  }
}

export function plainText(element: XmlElement | undefined): string {
  return renderPlain(readRichText(element), PLAIN_LABELS);
}

export function readBreakdown(info: XmlElement, issues: Issue[]): BreakdownLevel[] {
  return childrenNamed(info, "BoQBkdn").map((level, index) => {
    const type = childText(level, "Type");
    const alignment = childText(level, "Alignment")?.toLowerCase();
    const label = childText(level, "LblBoQBkdn");
    return {
      type: type === "Lot" || type === "Item" || type === "Index" ? type : "BoQLevel",
      length: breakdownLength(level, index, issues),
      numeric: childText(level, "Num")?.toLowerCase() !== "no",
      ...(label ? { label } : {}),
      ...(alignment === "left" || alignment === "right" ? { alignment } : {}),
    };
  });
}

/**
 * A level's `Length`, at most 14 as the schema says: OZ parts are padded to it, so a file must not be able to ask
 * for more. A larger figure is reported and the level read as 14 long; text that is no number means no padding.
 */
function breakdownLength(level: XmlElement, index: number, issues: Issue[]): number {
  const element = child(level, "Length");
  const text = textOf(element);
  if (text === undefined) return 0;
  const numeric = /^\+?\d+$/.test(text);
  const digits = numeric ? text.replace(/^\+?0*/, "") : "";
  if (numeric && digits.length <= 2 && Number(digits) <= MAX_BREAKDOWN_LENGTH) return Number(digits);
  issues.push({
    code: "breakdown_length_invalid",
    severity: "warning",
    ...(element ? { line: element.line, column: element.column } : {}),
    params: { level: index + 1, value: quoted(text), limit: MAX_BREAKDOWN_LENGTH },
  });
  return numeric ? MAX_BREAKDOWN_LENGTH : 0;
}

/**
 * An item number part as the file writes it, cut to a bound: every OZ below a category repeats its part, so the
 * sheet would hold an oversized one once per item.
 */
export function boundedOzPart(
  value: string,
  location: { line: number; column: number },
  issues: Issue[],
): string {
  if (value.length <= MAX_OZ_PART_LENGTH) return ownText(value);
  issues.push({
    code: "oz_part_too_long",
    severity: "warning",
    ...location,
    params: { value: quoted(value), length: value.length, limit: MAX_OZ_PART_LENGTH },
  });
  return value.slice(0, MAX_OZ_PART_LENGTH);
}

export function readBoqInfo(info: XmlElement, id: string | undefined, elements: ElementReader): BoqInfo {
  const labels: Array<string | undefined> = [];
  for (let n = 1; n <= 6; n++) labels.push(childText(info, `LblUPComp${n}`));
  const name = childText(info, "Name");
  const label = childText(info, "LblBoQ");
  const date = childText(info, "Date");
  const totals = elements.totals(child(info, "Totals"));
  return {
    ...(id ? { id } : {}),
    ...(name ? { name } : {}),
    ...(label ? { label } : {}),
    ...(date ? { date } : {}),
    breakdown: readBreakdown(info, elements.issues),
    priceComponentLabels: labels,
    ...(totals ? { totals } : {}),
  };
}

export function readParty(element: XmlElement): Party {
  const address = child(element, "Address") ?? element;
  const names = [1, 2, 3, 4].map((n) => childText(address, `Name${n}`)).filter((n): n is string => !!n);
  const party: Party = { names, references: {} };
  copyTexts(party, address, [
    ["street", "Street"],
    ["postalCode", "PCode"],
    ["city", "City"],
    ["country", "Country"],
    ["contact", "Contact"],
    ["phone", "Phone"],
    ["fax", "Fax"],
    ["email", "Email"],
  ]);
  for (const node of element.children) {
    if (typeof node === "string" || node.name === "Address") continue;
    const value = textOf(node);
    if (node.children.every((c) => typeof c === "string")) {
      if (value) party.references[node.name] = value;
    } else addKept(party, keptElement(node));
  }
  if (address !== element)
    for (const node of address.children)
      if (typeof node !== "string" && !ADDRESS_READ.has(node.name))
        addKept(party, keptElement(node, "Address"));
  return party;
}

const ADDRESS_READ = new Set([
  ...[1, 2, 3, 4].map((n) => `Name${n}`),
  "Street",
  "PCode",
  "City",
  "Country",
  "Contact",
  "Phone",
  "Fax",
  "Email",
]);

export function readAdditionalText(element: XmlElement): AdditionalText {
  return {
    outline: plainText(child(element, "OutlineAddText")),
    detail: readRichText(child(element, "DetailAddText")),
  };
}

/**
 * Short text (Kurztext) and long text (Langtext) of one `Description`. The schema nests both in `CompleteText`;
 * some programs (NOVA AVA) leave that level out, so the parts are also looked for directly in `Description`.
 */
export function readCompleteText(description: XmlElement | undefined) {
  if (!description) return { shortText: "", longText: [] };
  const container = child(description, "CompleteText") ?? description;
  return {
    shortText: plainText(descend(container, "OutlineText", "OutlTxt", "TextOutlTxt")),
    longText: readRichText(child(container, "DetailTxt")),
  };
}

export function readDescription(entry: XmlElement) {
  return readCompleteText(child(entry, "Description"));
}

/** Every element with text inside a part, keyed by its path below the part ("PaymentMade/Total"). */
export function leafFacts(element: XmlElement, path: string): Array<{ key: string; value: string }> {
  if (element.children.every((c) => typeof c === "string")) {
    const value = ownText(element.children.join("").trim());
    return value ? [{ key: ownText(path), value }] : [];
  }
  return element.children.flatMap((node) =>
    typeof node === "string" ? [] : leafFacts(node, `${path}/${node.name}`),
  );
}

export function scalarFacts(
  element: XmlElement,
  skip: ReadonlySet<string>,
): Array<{ key: string; value: string }> {
  const facts: Array<{ key: string; value: string }> = [];
  for (const node of element.children) {
    if (typeof node === "string" || skip.has(node.name)) continue;
    if (!node.children.every((c) => typeof c === "string")) continue;
    const value = ownText(node.children.join("").trim());
    if (value) facts.push({ key: ownText(node.name), value });
  }
  return facts;
}

/** `COInfo`: one change order with its phase, status, initiator, date and reason. */
export function readChangeOrder(info: XmlElement): ChangeOrder {
  const order: ChangeOrder = { number: childText(info, "CONo") ?? "" };
  copyTexts(order, info, [
    ["phase", "COPhase"],
    ["status", "COStatus"],
    ["initiator", "COInit"],
    ["date", "CODate"],
  ]);
  const reason = plainText(child(info, "COReas"));
  if (reason) order.reason = reason;
  for (const node of info.children)
    if (typeof node !== "string" && !CHANGE_ORDER_READ.has(node.name)) addKept(order, keptElement(node));
  return order;
}

const CHANGE_ORDER_READ = new Set(["CONo", "COPhase", "COStatus", "COInit", "CODate", "COReas"]);

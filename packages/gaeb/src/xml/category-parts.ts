import { alternativeNumber } from "../legacy.js";
import type { KeptElement, Section } from "../model.js";
import { type ElementReader, plainText } from "./elements.js";
import { addKept, keptElement, readAssignment } from "./kept.js";
import type { XmlElement } from "./tree.js";

/** What a category (`BoQCtgy`) says of itself besides its body, read into its section as each part ends. */

/** The elements `readCategoryPart` reads. */
export const CATEGORY_PARTS = new Set([
  "ALNBGroupNo",
  "ALNBSerNo",
  "Totals",
  "NotApplBoQ",
  "CONo",
  "COStatus",
]);

/** `LblTx`, or a `TextComplement` beside it: some exports split a label around a complement; all is the title. */
export function readCategoryTitle(section: Section, element: XmlElement): void {
  // A complement outside a label reads as one inside it would.
  const part = plainText(
    element.name === "TextComplement" ? { ...element, name: "LblTx", children: [element] } : element,
  );
  section.title = section.title === "" || part === "" ? section.title || part : `${section.title} ${part}`;
}

export function readCategoryPart(section: Section, element: XmlElement, elements: ElementReader): void {
  if (element.name === "Totals") {
    const totals = elements.totals(element);
    if (totals) section.totals = totals;
    return;
  }
  const value = plainText(element);
  if (element.name === "CONo") {
    section.changeOrder = { ...section.changeOrder, number: value };
    return;
  }
  if (element.name === "COStatus") {
    section.changeOrder = { number: section.changeOrder?.number ?? "", status: value };
    return;
  }
  if (element.name === "NotApplBoQ") {
    section.notApplicable = value.toLowerCase() === "yes";
    return;
  }
  const alternative = section.alternative ?? { group: "", serial: "" };
  // The section's Zuordnungszahl reads as an item's does ("01" is group 1).
  const number = alternativeNumber(value);
  if (element.name === "ALNBGroupNo") alternative.group = number;
  else alternative.serial = number;
  section.alternative = alternative;
}

/** Any other part: a catalogue assignment typed where complete, everything else kept as written. */
export function readCategoryKept(section: Section, element: XmlElement): void {
  const kept: KeptElement[] = [];
  if (element.name === "CtlgAssign") readAssignment(element, section, kept);
  else kept.push(keptElement(element));
  for (const part of kept) addKept(section, part);
}

import type { Catalogue, CatalogueAssignment, KeptElement } from "../model.js";
import { ownText } from "../text/own.js";
import { child, childText, textOf, type XmlElement, type XmlNode } from "./tree.js";

/**
 * What the reader keeps of the elements the model has no field for: each one unchanged, with where it stood, so a
 * writer can put it back (a reader never drops an element silently).
 */

function keptNode(node: XmlNode): KeptElement | string {
  return typeof node === "string" ? ownText(node) : keptElement(node);
}

/** The element as the model keeps it: name, attributes when it has any, children; no source positions. */
export function keptElement(element: XmlElement, at?: string): KeptElement {
  const kept: KeptElement = { name: ownText(element.name), children: element.children.map(keptNode) };
  const names = Object.keys(element.attributes);
  if (names.length > 0) {
    const attributes: Record<string, string> = {};
    for (const name of names) attributes[ownText(name)] = ownText(element.attributes[name] ?? "");
    kept.attributes = attributes;
  }
  if (at) kept.at = at;
  return kept;
}

/** Adds every child element of `element` whose name `read` does not list to `into`, marked with `at`. */
export function keepUnread(
  element: XmlElement,
  read: ReadonlySet<string>,
  into: KeptElement[],
  at?: string,
): void {
  for (const node of element.children) {
    if (typeof node !== "string" && !read.has(node.name)) into.push(keptElement(node, at));
  }
}

const DESCRIPTION_READ = new Set(["CompleteText", "OutlineText", "DetailTxt"]);
const COMPLETE_TEXT_READ = new Set(["OutlineText", "DetailTxt"]);
const OUTLINE_TEXT_READ = new Set(["OutlTxt"]);

/**
 * The parts of a `Description` that are not its texts: STLB-Bau data and standard item numbers (`STLBBau`,
 * `StLNo`, `WICNo`) at "Description", the text-complement flags (`ComplTSA`, `ComplTSB`) at "CompleteText", the
 * short text's flag (`OutlTSA`) at "OutlineText". A `Description` without `CompleteText` (NOVA AVA writes its texts
 * directly into it) gives the same places, since a writer writes them the schema's way.
 */
export function keepDescription(description: XmlElement | undefined, into: KeptElement[]): void {
  if (!description) return;
  keepUnread(description, DESCRIPTION_READ, into, "Description");
  const complete = child(description, "CompleteText");
  if (complete) keepUnread(complete, COMPLETE_TEXT_READ, into, "CompleteText");
  const outline = child(complete ?? description, "OutlineText");
  if (outline) keepUnread(outline, OUTLINE_TEXT_READ, into, "OutlineText");
}

/**
 * `CtlgAssign` with both its parts as a typed assignment; one without them stays a kept element (the writer checks
 * it against the schema and names it when it cannot be written).
 */
export function catalogueAssignment(element: XmlElement): CatalogueAssignment | undefined {
  const catalogueId = childText(element, "CtlgID");
  const code = childText(element, "CtlgCode");
  return catalogueId !== undefined && code !== undefined ? { catalogueId, code } : undefined;
}

/** `Ctlg` of `BoQInfo`: a catalogue with its ID; one without an ID stays a kept element. */
export function catalogue(element: XmlElement): Catalogue | undefined {
  const id = childText(element, "CtlgID");
  if (id === undefined) return undefined;
  const found: Catalogue = { id };
  const type = childText(element, "CtlgType");
  const name = childText(element, "CtlgName");
  const assignType = childText(element, "CtlgAssignType");
  if (type !== undefined) found.type = type;
  if (name !== undefined) found.name = name;
  if (assignType !== undefined) found.assignType = assignType;
  return found;
}

/** Keeps an element on a part that has a `kept` list only once it holds something (most parts keep nothing). */
export function addKept(owner: { kept?: KeptElement[] }, element: KeptElement): void {
  if (owner.kept) owner.kept.push(element);
  else owner.kept = [element];
}

/** Reads a `CtlgAssign` into the owner's assignments, or keeps it (into `kept`) when it is incomplete. */
export function readAssignment(
  element: XmlElement,
  owner: { catalogueAssignments?: CatalogueAssignment[] },
  kept: KeptElement[],
  at?: string,
): void {
  const assignment = catalogueAssignment(element);
  if (!assignment) kept.push(keptElement(element, at));
  else if (owner.catalogueAssignments) owner.catalogueAssignments.push(assignment);
  else owner.catalogueAssignments = [assignment];
}

/** "Yes" as GAEB writes a flag; anything else is not set. */
export function isYesText(value: string | undefined): boolean {
  return value?.toLowerCase() === "yes";
}

/** What an entry may type of the elements `readUnnamed` meets. */
interface Unnamed {
  catalogueAssignments?: CatalogueAssignment[];
  breakdownDemanded?: true;
  kept?: KeptElement[];
}

/**
 * Catalogue assignments and the demand for a price breakdown as typed fields where the entry has them; every other
 * element the model does not name, of the entry and of its description, kept as it was.
 */
export function readUnnamed(
  element: XmlElement,
  entry: Unnamed,
  read: ReadonlySet<string>,
  typed: { assignments: boolean; breakdown: boolean },
  description: XmlElement | undefined = child(element, "Description"),
): void {
  const kept: KeptElement[] = entry.kept ?? [];
  for (const node of element.children) {
    if (typeof node === "string" || read.has(node.name)) continue;
    const assignment =
      typed.assignments && node.name === "CtlgAssign" ? catalogueAssignment(node) : undefined;
    if (assignment) {
      if (entry.catalogueAssignments) entry.catalogueAssignments.push(assignment);
      else entry.catalogueAssignments = [assignment];
    } else if (
      typed.breakdown &&
      node.name === "UPBkdn" &&
      !entry.breakdownDemanded &&
      isYesText(textOf(node))
    )
      entry.breakdownDemanded = true;
    else kept.push(keptElement(node));
  }
  keepDescription(description, kept);
  if (kept.length > 0) entry.kept = kept;
}

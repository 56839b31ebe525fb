import type { Issue } from "../issues.js";
import type {
  BoqInfo,
  Item,
  KeptElement,
  QuantityDetermination,
  QuantityDeterminationInfo,
  QuantityTakeoffLine,
} from "../model.js";
import { readTakeoff } from "../takeoff/calculations.js";
import { ownText } from "../text/own.js";
import { type ElementReader, readParty, scalarFacts } from "./elements.js";
import { addKept, catalogueAssignment, keptElement, readAssignment } from "./kept.js";
import type { XmlElement } from "./tree.js";

/**
 * What phase 31 (Mengenermittlung, quantity determination) adds to the reader, and the `QtyDeterm` of an item,
 * which phases 80-89 allow too. An X31 has `QtyDeterm` where others have `Award`: `QtyDetermInfo` instead of
 * `AwardInfo`, and a `BoQ` without `BoQInfo` (its `BoQBkdn` and `Ctlg` stand in the `BoQ` itself), whose items hold
 * only numbers and takeoff rows.
 */

/**
 * `QtyDeterm` as the model types it: at most one `Qty` first, then `QDetermItem`s each with a `QTakeoff` row and
 * complete catalogue assignments. Anything else leaves it undefined and the caller keeps the element as written.
 */
export function readQuantityDetermination(
  element: XmlElement,
  elements: ElementReader,
  oz: string,
): QuantityDetermination | undefined {
  const determination: QuantityDetermination = { lines: [] };
  for (const node of element.children) {
    if (typeof node === "string") {
      if (node.trim() !== "") return undefined;
      continue;
    }
    if (node.name === "Qty" && determination.quantity === undefined && determination.lines.length === 0) {
      const quantity = elements.decimalOf(node, oz);
      if (!quantity) return undefined;
      determination.quantity = quantity;
      continue;
    }
    const line = node.name === "QDetermItem" ? takeoffLine(node) : undefined;
    if (!line) return undefined;
    determination.lines.push(line);
  }
  return determination;
}

function takeoffLine(element: XmlElement): QuantityTakeoffLine | undefined {
  let line: QuantityTakeoffLine | undefined;
  for (const node of element.children) {
    if (typeof node === "string") {
      if (node.trim() !== "") return undefined;
      continue;
    }
    if (node.name === "QTakeoff" && line === undefined) {
      const row = node.attributes.Row;
      // The row is all there is: a second attribute or any content would be lost in the typed form.
      if (row === undefined || Object.keys(node.attributes).length !== 1 || node.children.length > 0)
        return undefined;
      line = { row: ownText(row) };
      continue;
    }
    const assignment = node.name === "CtlgAssign" && line ? catalogueAssignment(node) : undefined;
    if (!line || !assignment) return undefined;
    if (line.catalogueAssignments) line.catalogueAssignments.push(assignment);
    else line.catalogueAssignments = [assignment];
  }
  return line;
}

/** The item's `QtyDeterm` typed, its takeoff checked row by row (problems named at the item); else kept as written. */
export function readItemQuantityDetermination(
  element: XmlElement,
  item: Item,
  elements: ElementReader,
): void {
  // The schema allows one; a second is kept as written rather than merged into the first.
  const determination = item.quantityDetermination
    ? undefined
    : readQuantityDetermination(element, elements, item.oz);
  if (!determination) {
    addKept(item, keptElement(element));
    return;
  }
  item.quantityDetermination = determination;
  takeoffIssues(determination, item.oz, element, elements.issues);
}

function takeoffIssues(
  determination: QuantityDetermination,
  oz: string,
  element: XmlElement,
  issues: Issue[],
): void {
  if (determination.lines.length === 0) return;
  for (const { code, ...params } of readTakeoff(determination.lines).problems)
    issues.push({ code, severity: "warning", line: element.line, column: element.column, path: oz, params });
}

const QUANTITY_INFO_PARTIES = new Set(["Creator", "Profiler"]);

/** `QtyDetermInfo`: its scalar facts in order, creator and checker as parties, assignments; the rest kept. */
export function readQuantityDeterminationInfo(element: XmlElement): QuantityDeterminationInfo {
  const info: QuantityDeterminationInfo = { facts: scalarFacts(element, QUANTITY_INFO_PARTIES) };
  if (element.attributes.ID !== undefined) info.id = ownText(element.attributes.ID);
  const kept: KeptElement[] = [];
  for (const node of element.children) {
    if (typeof node === "string") continue;
    // `tgAddress` directly, not inside `Address` as `OWN` has it: read as that address.
    if (QUANTITY_INFO_PARTIES.has(node.name)) {
      const party = readParty({ ...node, name: "Party", children: [{ ...node, name: "Address" }] });
      if (node.name === "Creator") info.creator = party;
      else info.profiler = party;
    } else if (node.name === "CtlgAssign") readAssignment(node, info, kept);
    else if (node.children.some((part) => typeof part !== "string")) kept.push(keptElement(node));
  }
  if (kept.length > 0) info.kept = kept;
  return info;
}

/**
 * A part of an X31's `BoQ` after its body (`CtlgAssign`, `CtlgAttachment`): assignments typed, the rest kept on the
 * BoQ's info. The parts before the body are read as a `BoQInfo` would be (see `GaebXmlCollector`).
 */
export function readQuantityBoqPart(element: XmlElement, info: BoqInfo): void {
  const kept = info.kept ?? [];
  if (element.name === "CtlgAssign") readAssignment(element, info, kept);
  else kept.push(keptElement(element));
  if (kept.length > 0) info.kept = kept;
}

import type { QuantitySplit } from "../model.js";
import type { ElementReader } from "./elements.js";
import { catalogueAssignment } from "./kept.js";
import type { XmlElement } from "./tree.js";

/**
 * `QtySplit` as the model types it: a quantity or a share in percent, then complete catalogue assignments.
 * Anything else in it (an unknown child, a second quantity, an assignment without its code) leaves it undefined,
 * and the caller keeps the element as it was for the writer to judge.
 */
export function quantitySplit(
  element: XmlElement,
  elements: ElementReader,
  oz: string,
): QuantitySplit | undefined {
  const split: QuantitySplit = { catalogueAssignments: [] };
  for (const node of element.children) {
    if (typeof node === "string") {
      if (node.trim() !== "") return undefined;
      continue;
    }
    if (node.name === "CtlgAssign") {
      const assignment = catalogueAssignment(node);
      if (!assignment) return undefined;
      split.catalogueAssignments.push(assignment);
      continue;
    }
    const key = node.name === "Qty" ? "quantity" : node.name === "QtyPcnt" ? "percent" : undefined;
    if (key === undefined || split.quantity || split.percent || split.catalogueAssignments.length > 0)
      return undefined;
    const value = elements.decimalOf(node, oz);
    if (!value) return undefined;
    split[key] = value;
  }
  return split.quantity || split.percent ? split : undefined;
}

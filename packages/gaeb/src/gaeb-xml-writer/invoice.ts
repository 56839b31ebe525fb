import type { GaebDocument } from "../model.js";
import type { WriteReport } from "./report.js";
import { childOrder } from "./schema-order.js";
import { escapeXml } from "./values.js";

interface Node {
  name: string;
  value?: string;
  children: Node[];
}

/**
 * The invoice parts (phase 89/89B) from the facts the reader kept as "Part/Element" paths in document order. A
 * part starts again where a path repeats within it (a second `PaymentMade`); parts keep the schema's order.
 */
function factTree(facts: ReadonlyArray<{ key: string; value: string }>): Node[] {
  const roots: Node[] = [];
  const seen = new Map<Node, Set<string>>();
  for (const { key, value } of facts) {
    const names = key.split("/");
    const [first = ""] = names;
    let root = lastNamed(roots, first);
    const rest = names.slice(1).join("/");
    if (!root || seen.get(root)?.has(rest) || names.length === 1) {
      root = { name: first, children: [] };
      roots.push(root);
      seen.set(root, new Set());
    }
    seen.get(root)?.add(rest);
    if (names.length === 1) {
      root.value = value;
      continue;
    }
    let node = root;
    for (const [index, name] of names.slice(1).entries()) {
      const last = index === names.length - 2;
      let next = last ? undefined : lastNamed(node.children, name);
      if (!next) {
        next = { name, children: [] };
        node.children.push(next);
      }
      if (last) next.value = value;
      node = next;
    }
  }
  return roots;
}

function lastNamed(nodes: readonly Node[], name: string): Node | undefined {
  for (let i = nodes.length - 1; i >= 0; i--) if (nodes[i]?.name === name) return nodes[i];
  return undefined;
}

function nodeXml(node: Node): string {
  if (node.value !== undefined) return `<${node.name}>${escapeXml(node.value)}</${node.name}>`;
  return `<${node.name}>${node.children.map(nodeXml).join("")}</${node.name}>`;
}

/**
 * Invoice parts in the order `Invoice` lists them, split around the BoQ (the construction site stands before it,
 * the header, parties and payments after it); a required one the model lacks is an error.
 */
export function invoicePartsXml(
  document: GaebDocument,
  report: WriteReport,
): { before: string; after: string } {
  const order = childOrder("Invoice", report.phase);
  const roots = factTree(document.award.invoiceFacts);
  const kept = roots.filter((node) => {
    if (order?.position.has(node.name) && !["DP", "OWN", "CTR", "AddText", "BoQ"].includes(node.name))
      return true;
    report.note("write_value_dropped", "warning", node.name, undefined);
    return false;
  });
  kept.sort((a, b) => (order?.position.get(a.name) ?? 0) - (order?.position.get(b.name) ?? 0));
  for (const name of order?.required ?? [])
    if (!["DP", "BoQ"].includes(name) && !kept.some((node) => node.name === name))
      report.error("write_required_missing", name, undefined, { phase: report.phase });
  const boq = order?.position.get("BoQ") ?? 0;
  return {
    before: kept
      .filter((node) => (order?.position.get(node.name) ?? 0) < boq)
      .map(nodeXml)
      .join(""),
    after: kept
      .filter((node) => (order?.position.get(node.name) ?? 0) > boq)
      .map(nodeXml)
      .join(""),
  };
}

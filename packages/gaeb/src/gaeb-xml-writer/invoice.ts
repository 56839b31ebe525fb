import type { GaebDocument } from "../model.js";
import { invoiceParticles } from "./fact-types.js";
import type { WriteReport } from "./report.js";
import { type FactNode, typedChildren } from "./typed-facts.js";

/**
 * The invoice parts (phase 89/89B) from the facts the reader kept as "Part/Element" paths in document order. A
 * part starts again where a path repeats within it (a second `PaymentMade`); parts keep the schema's order.
 */
function factTree(facts: ReadonlyArray<{ key: string; value: string }>): FactNode[] {
  const roots: FactNode[] = [];
  const seen = new Map<FactNode, Set<string>>();
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

function lastNamed(nodes: readonly FactNode[], name: string): FactNode | undefined {
  for (let i = nodes.length - 1; i >= 0; i--) if (nodes[i]?.name === name) return nodes[i];
  return undefined;
}

/** Where the parts stand in `Invoice`: a requester between owner and contractor, sites before the texts and BoQ. */
const REQUESTER = new Set(["Requester"]);
const SITES = new Set(["CnstSite", "NotifSite"]);

/**
 * Invoice parts in the order `Invoice` lists them, each checked against its schema type (`fact-types.ts`): the
 * requester, the sites, and the parts after the BoQ (header, creator, recipient, shares, payments, gross total). A
 * part given twice where it stands once keeps the first whole one; a required part without a valid value is an
 * error, so no invalid invoice is written.
 */
export function invoicePartsXml(
  document: GaebDocument,
  report: WriteReport,
): { requester: string; sites: string; after: string } {
  const particles = invoiceParticles(report.phase);
  const roots = factTree(document.award.invoiceFacts);
  const group = (names: ReadonlySet<string> | undefined) => {
    const inGroup = (name: string) => (names ? names.has(name) : !REQUESTER.has(name) && !SITES.has(name));
    const { xml, missing } = typedChildren(
      roots.filter((node) => inGroup(node.name)),
      particles.filter((particle) => inGroup(particle.name)),
      report,
      "",
    );
    for (const name of missing)
      report.error("write_required_missing", name, undefined, { phase: report.phase });
    return xml;
  };
  return { requester: group(REQUESTER), sites: group(SITES), after: group(undefined) };
}

import type { KeptElement } from "../model.js";
import { keptProblem } from "./kept/index.js";
import type { WriteReport } from "./report.js";
import type { SchemaType } from "./schema-order.js";
import { escapeXml } from "./values.js";

/**
 * Elements a schema type may hold more than once, with how often at most; of any other, a part written once already
 * (typed, or kept earlier) leaves a kept one of the same name out, since a second would make the file invalid.
 */
const REPEATABLE: ReadonlyMap<string, number> = new Map([
  ["CtlgAssign", Number.POSITIVE_INFINITY],
  ["QtySplit", Number.POSITIVE_INFINITY],
  ["Ctlg", Number.POSITIVE_INFINITY],
  ["AddText", Number.POSITIVE_INFINITY],
  ["COInfo", Number.POSITIVE_INFINITY],
  ["CashDiscount", 3],
]);

/**
 * Siblings the schema offers as a choice: STLB-Bau data or a standard item number (`tgDescription`); a quantity to
 * be determined or quantity splits, a predicted or a billed quantity (`tgItem`).
 */
const EXCLUSIVE: ReadonlyArray<readonly string[]> = [
  ["STLBBau", "StLNo"],
  ["QtySplit", "QtyTBD"],
  ["PredQty", "BillQty"],
];

/**
 * Kept elements that stand in one sequence with others, which must be there too (schema-order flattens sequences):
 * splits of a quantity, a notification site after the construction site, a holding-out period's parts.
 */
const NEEDS: Readonly<Record<string, readonly string[]>> = {
  QtySplit: ["Qty"],
  NotifSite: ["CnstSite"],
  CntryName: ["CntryType"],
  Accepted: ["ALNGroupNo"],
  HoldOutType: ["UseDur", "UseDurLblTime"],
  UseDur: ["HoldOutType", "UseDurLblTime"],
  UseDurLblTime: ["HoldOutType", "UseDur"],
  RefBaseItem: ["HoldOutType"],
};

/**
 * The element as it will be written: each `IDRef` naming its target by the ID the writer gave it (IDs that were not
 * valid or unique are renamed). Undefined, with the attribute's name, where a reference points at nothing written,
 * or the element has an `ID` of its own, which would have to be unique among the writer's (it cannot promise that).
 */
function resolved(element: KeptElement, report: WriteReport): KeptElement | string {
  let attributes = element.attributes;
  if (attributes) {
    const mapped: Record<string, string> = {};
    for (const [name, value] of Object.entries(attributes)) {
      const written = name === "IDRef" ? report.idTarget(value) : name === "ID" ? undefined : value;
      if (written === undefined) return name;
      mapped[name] = written;
    }
    attributes = mapped;
  }
  const children: KeptElement["children"] = [];
  for (const node of element.children) {
    if (typeof node === "string") children.push(node);
    else {
      const child = resolved(node, report);
      if (typeof child === "string") return child;
      children.push(child);
    }
  }
  return { ...element, children, ...(attributes ? { attributes } : {}) };
}

function attributesXml(attributes: Record<string, string> | undefined): string {
  let xml = "";
  for (const [name, value] of Object.entries(attributes ?? {})) xml += ` ${name}="${escapeXml(value)}"`;
  return xml;
}

/** A kept element as XML, unchanged but for escaping. */
export function keptXml(element: KeptElement): string {
  let content = "";
  for (const node of element.children) content += typeof node === "string" ? escapeXml(node) : keptXml(node);
  return `<${element.name}${attributesXml(element.attributes)}>${content}</${element.name}>`;
}

/**
 * The kept elements of one place (`at`) as parts for `WriteReport.children`, which puts them in schema order and
 * names those the phase has no place for. Each is checked against the 3.3 schema's type first; one that does not
 * conform (a damaged or older file), or would stand twice, is left out and named with the item number.
 */
export function keptParts(
  report: WriteReport,
  kept: readonly KeptElement[] | undefined,
  at: string | undefined,
  type: SchemaType,
  path: string | undefined,
  written: ReadonlyArray<readonly [string, string]> = [],
): Array<[string, string]> {
  if (!kept) return [];
  const present = new Set(written.filter(([, xml]) => xml !== "").map(([name]) => name));
  const counts = new Map<string, number>();
  for (const [name, xml] of written) if (xml !== "") counts.set(name, (counts.get(name) ?? 0) + 1);
  const parts: Array<[string, string]> = [];
  for (const element of kept) {
    if (element.at !== at) continue;
    const { name } = element;
    if (!report.allows(type, name)) {
      report.note("write_kept_dropped", "warning", name, path);
      continue;
    }
    const written = resolved(element, report);
    if (typeof written === "string") {
      report.note("write_reference_lost", "warning", name, path, written);
      continue;
    }
    const problem = keptProblem(written, type, report.phase);
    const reason = problem === undefined ? twice(name, present, counts.get(name) ?? 0) : "schema";
    if (reason) {
      report.note("write_kept_invalid", "warning", name, path, problem, { reason });
      continue;
    }
    present.add(name);
    counts.set(name, (counts.get(name) ?? 0) + 1);
    parts.push([name, keptXml(written)]);
  }
  return withPartners(parts, present, report, path);
}

/** The parts whose sequence partners are all there; the others are named (and may take partners with them). */
function withPartners(
  parts: Array<[string, string]>,
  present: Set<string>,
  report: WriteReport,
  path: string | undefined,
): Array<[string, string]> {
  let kept = parts;
  for (;;) {
    const alone = kept.find(([name]) => NEEDS[name]?.some((partner) => !present.has(partner)));
    if (!alone) return kept;
    const [name] = alone;
    report.note("write_kept_invalid", "warning", name, path, `needs ${NEEDS[name]?.join(", ")}`, {
      reason: "schema",
    });
    present.delete(name);
    kept = kept.filter((part) => part !== alone);
  }
}

function twice(name: string, present: ReadonlySet<string>, count: number): "twice" | "choice" | undefined {
  if (count >= (REPEATABLE.get(name) ?? 1)) return "twice";
  const rival = EXCLUSIVE.find((names) => names.includes(name))?.find(
    (other) => other !== name && present.has(other),
  );
  return rival ? "choice" : undefined;
}

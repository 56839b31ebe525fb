import { Decimal } from "../../src/decimal.js";
import type { Issue } from "../../src/issues.js";
import type { Entry, GaebDocument } from "../../src/model.js";

/**
 * Fields that must differ between a document and the same document written as GAEB DA XML 3.3 and read again;
 * everything else is compared field by field.
 */
export const IGNORED_FIELDS: Record<string, string> = {
  "source.fileName": "the written file has its own name",
  "source.format": "the output is GAEB DA XML whatever the input was",
  "source.version": "the output is version 3.3",
  "source.versionDate": "the output carries 3.3's VersDate, 2021-05",
  "source.namespace": "the output has the 3.3 namespace of its phase",
  "source.encoding": "the output is UTF-8",
  exchange: "GAEBInfo names this program and the moment of writing",
  location: "line and column in the written file",
  id: "IDs are kept where valid and unique, else fresh; references are compared by the item they point at",
};

/** Item numbers (OZ) by ID, so references compare by what they point at, not by an ID that was renewed. */
function ozById(document: GaebDocument): Map<string, string> {
  const map = new Map<string, string>();
  const visit = (entries: readonly Entry[]) => {
    for (const entry of entries) {
      if (entry.kind === "section") visit(entry.children);
      if (entry.id && "oz" in entry && !map.has(entry.id)) map.set(entry.id, entry.oz);
    }
  };
  visit(document.boq?.body ?? []);
  return map;
}

/** A reference's target as an item number: by ID where the reader knows it, else it already is one (GAEB 90). */
function target(map: Map<string, string>, reference: string): string {
  return map.get(reference) ?? reference;
}

/**
 * The paths where two documents differ, except the ignored fields and facts named in `dropped` (what a phase
 * cannot carry, reported by the writer). Decimals compare by value ("1.50" equals "1.5").
 */
export function modelDifferences(
  expected: GaebDocument,
  actual: GaebDocument,
  dropped: ReadonlySet<string> = new Set(),
): string[] {
  const differences: string[] = [];
  const expectedIds = ozById(expected);
  const actualIds = ozById(actual);
  const visit = (a: unknown, b: unknown, path: string, key: string): void => {
    if (IGNORED_FIELDS[path] !== undefined || IGNORED_FIELDS[key] !== undefined) return;
    if (key === "itemId" && typeof a === "string" && typeof b === "string") {
      if (target(expectedIds, a) !== target(actualIds, b)) differences.push(`${path}: ${a} ≠ ${b}`);
      return;
    }
    if (a instanceof Decimal || b instanceof Decimal) {
      if (!(a instanceof Decimal && b instanceof Decimal && a.equals(b)))
        differences.push(`${path}: ${a} ≠ ${b}`);
      return;
    }
    // A kept list the writer emptied (all of it reported) reads back as none.
    if (key === "kept") {
      a ??= [];
      b ??= [];
    }
    if (Array.isArray(a) && Array.isArray(b)) {
      const x = normalizedList(key, a, dropped);
      const y = normalizedList(key, b, dropped);
      if (x.length !== y.length) differences.push(`${path}: ${x.length} entries ≠ ${y.length}`);
      for (let i = 0; i < Math.min(x.length, y.length); i++) visit(x[i], y[i], `${path}[${i}]`, key);
      return;
    }
    if (a && b && typeof a === "object" && typeof b === "object") {
      const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
      for (const k of keys) {
        const x = (a as Record<string, unknown>)[k];
        const y = (b as Record<string, unknown>)[k];
        if (x === undefined && y === undefined) continue;
        visit(x, y, path ? `${path}.${k}` : k, k);
      }
      return;
    }
    if (a !== b)
      differences.push(`${path}: ${JSON.stringify(a)?.slice(0, 80)} ≠ ${JSON.stringify(b)?.slice(0, 80)}`);
  };
  visit(expected, actual, "", "");
  return differences;
}

/**
 * What the writer reports as changed, by the model field it concerns: a difference in such a field is accepted
 * only when the writer's report names the element (a phase without a place for it, a value cut to the schema's
 * length). Every other difference fails.
 */
const REPORTED_FIELDS: Record<string, readonly string[]> = {
  notApplicable: ["NotAppl", "NotApplBoQ"],
  quantityToBeDetermined: ["QtyTBD"],
  notOffered: ["NotOffered"],
  unit: ["QU"],
  time: ["TimeQu"],
  priceByBidder: ["UPSpec"],
  timeLabel: ["LblTime"],
  totals: ["Totals"],
  totalAfterDiscount: ["DiscountPcnt"],
  names: ["Name1", "Name2", "Name3", "Name4"],
  name: ["Name"],
  label: ["LblBoQ"],
  owner: ["OWN"],
  contractor: ["CTR"],
  currencyLabel: ["CurLbl"],
  breakdown: ["BoQBkdn"],
  oz: ["RNoPart"],
  BidderNo: ["CTR/BidderNo"],
  text: ["DetailTxt", "DetailAddText", "OutlTxt", "LblTx"],
  shortText: ["OutlineText"],
  longText: ["DetailTxt"],
};

/**
 * What is equal though written differently: empty text runs carry nothing (the rich-text writer writes no
 * `<span></span>`), a party's names wrapped to their lines, unset unit-price component labels at the end are no labels (GAEB 2000 lists six, DA XML
 * none), a time gains its seconds (`xs:time`), and facts the phase has no place for (reported) are left aside.
 */
function normalizedList(
  key: string,
  list: readonly unknown[],
  dropped: ReadonlySet<string>,
): readonly unknown[] {
  if (key === "inlines")
    return list.filter((inline) => (inline as { type: string; text?: string }).text !== "");
  if (key === "priceComponentLabels") {
    const labels = [...list];
    while (labels.length > 0 && labels[labels.length - 1] == null) labels.pop();
    return labels;
  }
  // Kept elements the phase has no place for (reported) are left aside; the rest compare in the schema's order,
  // which the writer writes and which an input need not follow.
  if (key === "kept")
    return (list as Array<{ name: string; at?: string }>)
      .filter((element) => !dropped.has(element.name))
      .sort((a, b) => `${a.at ?? ""}/${a.name}`.localeCompare(`${b.at ?? ""}/${b.name}`));
  // A name longer than its line of 40 characters goes on in the next line: the words are the same.
  if (key === "names") return [list.join(" ").replace(/\s+/g, " ").trim()];
  if (key === "facts")
    return (list as Array<{ key: string; value: string }>)
      .filter((fact) => !dropped.has(fact.key))
      .map((fact) =>
        /Time$/.test(fact.key) && /^\d\d:\d\d$/.test(fact.value)
          ? { ...fact, value: `${fact.value}:00` }
          : fact,
      );
  return list;
}

/**
 * The document without the untitled sections the writer added (and reported) for OZ levels the input had no
 * section for; their entries take their place, as in the input.
 */
function withoutAddedSections(document: GaebDocument, added: ReadonlySet<string | undefined>): GaebDocument {
  if (added.size === 0 || !document.boq) return document;
  const flatten = (entries: readonly Entry[]): Entry[] =>
    entries.flatMap((entry) => {
      if (entry.kind !== "section") return [entry];
      const children = flatten(entry.children);
      return entry.title === "" && added.has(entry.oz) ? children : [{ ...entry, children }];
    });
  return { ...document, boq: { ...document.boq, body: flatten(document.boq.body) } };
}

export function reportedElements(issues: readonly Issue[]): Set<string> {
  const elements = new Set<string>();
  for (const issue of issues) {
    if (!issue.code.startsWith("write_")) continue;
    if (issue.code === "write_breakdown_derived") elements.add("BoQBkdn");
    const element = issue.params?.element;
    if (typeof element === "string")
      elements.add(element.split("/")[0] === "CTR" ? element : (element.split("/")[0] ?? ""));
    if (issue.code === "write_party_empty" && typeof element === "string") elements.add(element);
  }
  return elements;
}

/** Differences between the input's model and the output's that the writer did not report. */
export function unreportedDifferences(
  expected: GaebDocument,
  actual: GaebDocument,
  issues: readonly Issue[],
): string[] {
  const reported = reportedElements(issues);
  const added = new Set(
    issues.filter((issue) => issue.code === "write_section_added").map((issue) => issue.path),
  );
  return modelDifferences(expected, withoutAddedSections(actual, added), reported).filter((difference) => {
    const keys =
      difference
        .split(":")[0]
        ?.split(".")
        .map((part) => part.replace(/\[\d+\]/g, "")) ?? [];
    return !keys.some((key) => REPORTED_FIELDS[key]?.some((element) => reported.has(element)));
  });
}

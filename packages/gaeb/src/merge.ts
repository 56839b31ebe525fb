import type { Issue } from "./issues.js";
import type {
  BoqInfo,
  Entry,
  GaebDocument,
  Inline,
  Item,
  MarkupItem,
  RichText,
  Section,
  SubDescription,
} from "./model.js";

/** Every item and section by OZ, and for each item the OZ of the section it stands in ("" at the top). */
function index(
  entries: readonly Entry[],
  items: Map<string, Item | MarkupItem>,
  sections: Map<string, Section>,
  parents: Map<string, string> = new Map(),
  parent = "",
): void {
  for (const entry of entries) {
    if (entry.kind === "item" || entry.kind === "markupItem") {
      items.set(entry.oz, entry);
      parents.set(entry.oz, parent);
    } else if (entry.kind === "section") {
      sections.set(entry.oz, entry);
      index(entry.children, items, sections, parents, entry.oz);
    }
  }
}

/**
 * Whether the base is the request this offer answers: most of the offer's items must be in it under the same
 * number and, where both state one, the same quantity. Two different LVs numbered alike fail on quantities.
 */
export function offerMatchesBase(
  offer: GaebDocument,
  base: GaebDocument,
): { matched: number; items: number } {
  const offerItems = new Map<string, Item | MarkupItem>();
  const baseItems = new Map<string, Item | MarkupItem>();
  index(offer.boq?.body ?? [], offerItems, new Map());
  index(base.boq?.body ?? [], baseItems, new Map());
  let matched = 0;
  for (const [oz, priced] of offerItems) {
    const request = baseItems.get(oz);
    if (!request || request.kind !== priced.kind) continue;
    const [a, b] = [
      priced.kind === "item" ? priced.quantity : undefined,
      request.kind === "item" ? request.quantity : undefined,
    ];
    if (!a || !b || a.equals(b)) matched += 1;
  }
  return { matched, items: offerItems.size };
}

function bidderValues(text: RichText): Map<string, Inline & { type: "complement" }> {
  const values = new Map<string, Inline & { type: "complement" }>();
  for (const block of text) {
    if (block.type !== "paragraph") continue;
    for (const inline of block.inlines) {
      if (inline.type === "complement" && inline.kind === "bidder" && inline.label)
        values.set(inline.label, inline);
    }
  }
  return values;
}

/** The base's long text with the bidder's filled-in complements put in place of the blanks. */
function fillComplements(base: RichText, offer: RichText): RichText {
  const values = bidderValues(offer);
  if (values.size === 0) return base;
  return base.map((block) =>
    block.type !== "paragraph"
      ? block
      : {
          ...block,
          inlines: block.inlines.map((inline) => {
            const filled =
              inline.type === "complement" && inline.label ? values.get(inline.label) : undefined;
            return filled && inline.type === "complement" ? { ...inline, body: filled.body } : inline;
          }),
        },
  );
}

/** The request's sub-descriptions with the offer's figures for the same number; the offer's others after them. */
function mergeSubDescriptions(
  base: readonly SubDescription[],
  offer: readonly SubDescription[],
): SubDescription[] {
  const priced = new Map(offer.map((sub) => [sub.number, sub]));
  const merged = base.map((sub) => {
    const figures = priced.get(sub.number);
    priced.delete(sub.number);
    if (!figures) return sub;
    const result: SubDescription = { ...sub };
    for (const key of ["quantity", "unitPrice", "total"] as const) {
      const value = figures[key];
      if (value) result[key] = value;
    }
    return result;
  });
  return [...merged, ...priced.values()];
}

/**
 * An offer (phase 84) carries only numbers and bidder text: lay its prices over the request (phase 83) it answers,
 * so the sheet has the full texts, units, quantities and item kinds of the request.
 */
export function mergeOfferIntoBase(offer: GaebDocument, base: GaebDocument, issues: Issue[]): GaebDocument {
  const offerItems = new Map<string, Item | MarkupItem>();
  const offerSections = new Map<string, Section>();
  const offerParents = new Map<string, string>();
  index(offer.boq?.body ?? [], offerItems, offerSections, offerParents);
  const used = new Set<string>();

  const overlay = (entries: readonly Entry[]): Entry[] =>
    entries.map((entry) => {
      if (entry.kind === "section") {
        const priced = offerSections.get(entry.oz);
        const totals = priced?.totals;
        return { ...entry, children: overlay(entry.children), ...(totals ? { totals } : {}) };
      }
      if (entry.kind !== "item" && entry.kind !== "markupItem") return entry;
      const priced = offerItems.get(entry.oz);
      if (!priced || priced.kind !== entry.kind) return entry;
      used.add(entry.oz);
      if (entry.kind === "markupItem" && priced.kind === "markupItem") {
        const markup: MarkupItem = { ...entry };
        for (const key of [
          "markupBase",
          "markupPercent",
          "discountPercent",
          "total",
          "vatPercent",
        ] as const) {
          const value = priced[key];
          if (value) markup[key] = value;
        }
        return markup;
      }
      if (entry.kind !== "item" || priced.kind !== "item") return entry;
      const merged: Item = {
        ...entry,
        longText: fillComplements(entry.longText, priced.longText),
        priceComponents: priced.priceComponents,
        subDescriptions: mergeSubDescriptions(entry.subDescriptions, priced.subDescriptions),
        flags: { ...entry.flags, notOffered: priced.flags.notOffered || entry.flags.notOffered },
      };
      for (const key of [
        "quantity",
        "unitPrice",
        "discountPercent",
        "total",
        "vatPercent",
        "time",
      ] as const) {
        const value = priced[key];
        if (value) merged[key] = value;
      }
      return merged;
    });

  const body = overlay(base.boq?.body ?? []);
  // An item the request does not have is kept where the offer has it, so no priced item disappears.
  const mergedSections = new Map<string, Section>();
  index(body, new Map(), mergedSections);
  for (const [oz, priced] of offerItems) {
    if (used.has(oz)) continue;
    issues.push({
      code: "base_item_missing",
      severity: "warning",
      file: offer.source.fileName,
      path: oz,
      params: { oz },
    });
    const section = mergedSections.get(offerParents.get(oz) ?? "");
    if (section) section.children.push(priced);
    else body.push(priced);
  }
  const offerTotals = offer.boq?.info.totals;
  return {
    ...offer,
    project: { ...base.project, ...offer.project },
    award: { ...offer.award, ...(offer.award.owner || !base.award.owner ? {} : { owner: base.award.owner }) },
    preamble: base.preamble,
    closing: base.closing,
    boq: {
      info: withOfferDate(
        {
          ...(base.boq?.info ?? offer.boq?.info ?? { breakdown: [], priceComponentLabels: [] }),
          ...(offerTotals ? { totals: offerTotals } : {}),
        },
        offer,
      ),
      body,
    },
  };
}

/** The sheet shows the offer's date, never the request's: the offer's own BoQ date, else its exchange date. */
function withOfferDate(info: BoqInfo, offer: GaebDocument): BoqInfo {
  const { date: _requestDate, ...rest } = info;
  const date = offer.boq?.info.date;
  return date ? { ...rest, date } : rest;
}

import type { Issue } from "./issues.js";
import type {
  Entry,
  GaebDocument,
  Inline,
  Item,
  MarkupItem,
  RichText,
  Section,
  SubDescription,
} from "./model.js";

function index(
  entries: readonly Entry[],
  items: Map<string, Item | MarkupItem>,
  sections: Map<string, Section>,
): void {
  for (const entry of entries) {
    if (entry.kind === "item" || entry.kind === "markupItem") items.set(entry.oz, entry);
    else if (entry.kind === "section") {
      sections.set(entry.oz, entry);
      index(entry.children, items, sections);
    }
  }
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
  index(offer.boq?.body ?? [], offerItems, offerSections);
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
        for (const key of ["markupBase", "markupPercent", "total", "vatPercent"] as const) {
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
      for (const key of ["quantity", "unitPrice", "discountPercent", "total", "vatPercent"] as const) {
        const value = priced[key];
        if (value) merged[key] = value;
      }
      return merged;
    });

  const body = overlay(base.boq?.body ?? []);
  for (const oz of offerItems.keys()) {
    if (!used.has(oz))
      issues.push({ code: "base_item_missing", severity: "warning", file: offer.source.fileName, path: oz });
  }
  const offerTotals = offer.boq?.info.totals;
  return {
    ...offer,
    project: { ...base.project, ...offer.project },
    award: { ...offer.award, ...(offer.award.owner || !base.award.owner ? {} : { owner: base.award.owner }) },
    preamble: base.preamble,
    closing: base.closing,
    boq: {
      info: {
        ...(base.boq?.info ?? offer.boq?.info ?? { breakdown: [], priceComponentLabels: [] }),
        ...(offerTotals ? { totals: offerTotals } : {}),
      },
      body,
    },
  };
}

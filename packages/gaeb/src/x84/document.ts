import { Decimal } from "../decimal.js";
import type { GaebXmlVersion } from "../gaeb-xml-writer/versions.js";
import { emptyFlags } from "../legacy.js";
import type {
  Entry,
  GaebDocument,
  Item,
  MarkupItem,
  Party,
  RichText,
  Section,
  SubDescription,
  Totals,
} from "../model.js";
import type { ItemFigures, OfferFigures, SectionFigures } from "./figures.js";

/** The bidder as the X84 names him (`CTR/Address`). */
export interface Bidder {
  name: string;
  street?: string;
  postalCode?: string;
  city?: string;
}

/**
 * The bidder an X84 names: the name given by the caller over the one typed above the table, with the address
 * typed there; none where neither name nor address is known.
 */
export function bidderOf(
  given: string | undefined,
  typed: { name?: string; street?: string; postalCode?: string; city?: string },
): Bidder | undefined {
  const name = given ?? typed.name;
  if (!name && !typed.street && !typed.city) return undefined;
  return {
    name: name ?? "",
    ...optional("street", typed.street),
    ...optional("postalCode", typed.postalCode),
    ...optional("city", typed.city),
  };
}

/** One line, single spaces: names typed in a sheet or stated by an old program. */
function oneLine(value: string | undefined): string | undefined {
  const line = value?.replace(/\s+/g, " ").trim();
  return line || undefined;
}

/** Amounts with two decimals and prices and quantities with three, as GAEB programs write them ("12.500"). */
const scaled = (value: Decimal | undefined, scale: number) => value?.round(scale);
/** Percentages with two decimals at least, as GAEB programs write them ("10.00"), more when typed so. */
const percent = (value: Decimal) => value.round(Math.max(2, value.significantScale()));

/** `Totals` in the model's terms: the total, then a discount and what remains, or a lump sum. */
function totals(figures: SectionFigures): Totals {
  return {
    total: figures.total.round(2),
    ...(figures.lumpSum
      ? { lumpSum: figures.lumpSum.round(2) }
      : figures.afterDiscount
        ? {
            ...(figures.discountPercent
              ? { discountPercent: percent(figures.discountPercent) }
              : optional("discountAmount", scaled(figures.discountAmount, 2))),
            totalAfterDiscount: figures.afterDiscount.round(2),
          }
        : {}),
  };
}

/** What identifies an item or markup item in the X84: the request's ID, its number parts and OZ. */
function numbered(entry: Item | MarkupItem) {
  return {
    location: entry.location,
    ...optional("id", entry.id),
    rNoPart: entry.rNoPart,
    ...optional("rNoPartAsWritten", entry.rNoPartAsWritten),
    ...optional("rNoIndex", entry.rNoIndex),
    oz: entry.oz,
  };
}

/**
 * The sub-descriptions whose quantity the bidder states (`QtySpec`), each with his quantity: what an X84 returns of
 * them (`SubDNo`, `Qty`); the texts are the request's.
 */
/**
 * The sub-descriptions the X84 returns: those whose quantity (`QtySpec`) or unit price (`UPSpec`, `UPBkdn`) the
 * bidder states, with what he stated.
 */
function subDescriptions(item: Item, figures: ItemFigures | undefined): SubDescription[] {
  const quantities = figures?.subQuantities;
  const prices = figures?.subPrices;
  if (!quantities && !prices) return [];
  return item.subDescriptions.flatMap((sub): SubDescription[] => {
    const quantity = sub.quantityByBidder ? quantities?.get(sub.number) : undefined;
    const price = prices?.get(sub.number);
    if (!quantity && !price) return [];
    const components = price?.components.some(Boolean)
      ? price.components.map((c) => scaled(c, 3))
      : undefined;
    return [
      {
        number: sub.number,
        shortText: "",
        longText: [],
        ...(quantity ? { quantity: quantity.round(Math.max(3, quantity.significantScale())) } : {}),
        ...(price ? { unitPrice: scaled(price.unitPrice, 3) as Decimal } : {}),
        ...(components ? { priceComponents: components } : {}),
      },
    ];
  });
}

/**
 * The phase-84 model of an offer, for the offer job and the import alike: what an X84 carries of the request (IDs, item numbers and the OZ mask, project
 * name and currency) with the bidder's figures, his name and address as the contractor, and his entries in the
 * blanks of the long texts. No texts, units or item kinds: the offer answers a request the receiver already has.
 */
export class X84Document {
  /** X84 knows `NotOffered` since 3.2; before that an item not offered simply has no price. */
  private readonly notOfferedElement: boolean;

  constructor(
    private readonly figures: OfferFigures,
    version: GaebXmlVersion,
  ) {
    this.notOfferedElement = version === "3.2" || version === "3.3";
  }

  /**
   * `vatPercent`: the VAT rate the X84 states beside the LV's total, where the LV has one of its own (typed into
   * the template's title block); the offer job states none, as its X84 answers a request that has it.
   */
  of(request: GaebDocument, bidder: Bidder | undefined, vatPercent?: Decimal): GaebDocument {
    const { project, award, boq } = request;
    const info = boq?.info;
    const name = oneLine(project.name);
    const label = oneLine(project.label);
    // Street, postal code and city are required by the schema; a bidder who gave only a name leaves them empty.
    const contractor: Party = {
      names: [oneLine(bidder?.name)].filter((line): line is string => line !== undefined),
      ...optional("street", oneLine(bidder?.street)),
      ...optional("postalCode", oneLine(bidder?.postalCode)),
      ...optional("city", oneLine(bidder?.city)),
      references: {},
    };
    return {
      source: { ...request.source, phase: "84" },
      exchange: {},
      project: { ...optional("name", name), ...optional("label", name && label) },
      award: {
        currency: award.currency,
        ...optional("currencyLabel", award.currency ? award.currencyLabel : undefined),
        facts: [],
        contractor,
        changeOrders: [],
        invoiceFacts: [],
      },
      preamble: [],
      closing: [],
      boq: {
        info: {
          ...optional("id", info?.id),
          // `Name` is required: the request's name, else its label, cut to the schema's 20 characters.
          name: oneLine(info?.name ?? info?.label ?? "LV")?.slice(0, 20) || "LV",
          breakdown: info?.breakdown ?? [],
          priceComponentLabels: [],
          totals: { ...totals(this.figures.boq), ...optional("vatPercent", vatPercent) },
        },
        body: this.body(boq?.body ?? []),
      },
    };
  }

  private body(entries: readonly Entry[]): Entry[] {
    // Remarks and execution descriptions stay in the request: the offer has nothing to add to them.
    return entries.flatMap((entry): Entry[] => {
      if (entry.kind === "section") return [this.section(entry)];
      if (entry.kind === "item") return [this.item(entry)];
      if (entry.kind === "markupItem") return [this.markup(entry)];
      return [];
    });
  }

  private section(section: Section): Section {
    const figures = this.figures.sections.get(section) ?? { total: Decimal.zero, effective: Decimal.zero };
    return {
      kind: "section",
      level: section.level,
      location: section.location,
      ...optional("id", section.id),
      rNoPart: section.rNoPart,
      ...optional("rNoPartAsWritten", section.rNoPartAsWritten),
      oz: section.oz,
      title: "",
      notApplicable: false,
      totals: totals(figures),
      children: this.body(section.children),
    };
  }

  private item(item: Item): Item {
    const figures = this.figures.items.get(item);
    const priced = figures?.unitPrice !== undefined;
    return {
      kind: "item",
      ...numbered(item),
      shortText: "",
      longText: complements(figures?.complements),
      ...optional("quantity", scaled(figures?.quantity ?? item.quantity, 3)),
      ...optional("unitPrice", scaled(figures?.unitPrice, 3)),
      priceComponents: priced ? (figures?.components ?? []).map((value) => scaled(value, 3)) : [],
      ...optional(
        "discountPercent",
        priced && figures?.discountPercent ? percent(figures.discountPercent) : undefined,
      ),
      // A total without a unit price is the sheet's own figure (a foreign sheet may state only that).
      ...optional("total", scaled(figures?.total, 2)),
      ...optional("time", priced ? scaled(figures?.time, 2) : undefined),
      flags: { ...emptyFlags(), notOffered: Boolean(figures?.notOffered) && this.notOfferedElement },
      bidderComments: [],
      subDescriptions: subDescriptions(item, figures),
    };
  }

  private markup(markup: MarkupItem): MarkupItem {
    const figures = this.figures.markups.get(markup);
    // A markup without the bidder's rate states nothing: its base alone is no offer.
    const rated = figures?.rate
      ? {
          markupBase: figures.base.round(2),
          markupPercent: percent(figures.rate),
          total: (figures.total ?? Decimal.zero).round(2),
        }
      : {};
    return {
      kind: "markupItem",
      ...numbered(markup),
      shortText: "",
      longText: [],
      subQuantities: [],
      ...rated,
    };
  }
}

/**
 * The bidder's entries as the text complements of the item's long text, the only text an X84 carries. `MarkLbl` is
 * a required integer: a blank without one cannot be answered in GAEB DA XML and is left out.
 */
function complements(filled: ReadonlyMap<{ label?: string }, string> | undefined): RichText {
  const inlines = [...(filled ?? [])].flatMap(([complement, value]) =>
    complement.label && /^\d+$/.test(complement.label)
      ? [
          {
            type: "complement" as const,
            kind: "bidder" as const,
            label: complement.label,
            caption: "",
            body: value,
            tail: "",
          },
        ]
      : [],
  );
  return inlines.length > 0 ? [{ type: "paragraph", inlines }] : [];
}

/** `{ key: value }` where the value is there, for the model's optional fields (exactOptionalPropertyTypes). */
function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

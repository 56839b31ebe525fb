import { Decimal } from "../decimal.js";
import { IdNames } from "../gaeb-xml-writer/id-names.js";
import type { BreakdownLevel, Entry, GaebDocument, Item, MarkupItem, Section } from "../model.js";
import { escapeXml } from "../xlsx/workbook.js";
import type { BidderComplement } from "./complements.js";
import type { OfferFigures, SectionFigures } from "./figures.js";

/** The bidder as the X84 names him (`CTR/Address`). */
export interface Bidder {
  name: string;
  street?: string;
  postalCode?: string;
  city?: string;
}

export interface X84Settings {
  version: string;
  /** `YYYY-MM-DD` and `HH:MM:SS` of the offer. */
  date: string;
  time: string;
  bidder: Bidder | undefined;
}

/** The versions an X84 is written in; a request in any other (2.x, GAEB 2000, GAEB 90) gets the newest. */
export const X84_VERSIONS = ["3.0", "3.1", "3.2", "3.3"] as const;

const NAMESPACES: Record<string, string> = {
  "3.0": "http://www.gaeb.de/GAEB_DA_XML/200407",
  "3.1": "http://www.gaeb.de/GAEB_DA_XML/200407",
  "3.2": "http://www.gaeb.de/GAEB_DA_XML/DA84/3.2",
  "3.3": "http://www.gaeb.de/GAEB_DA_XML/DA84/3.3",
};

/** `VersDate` each version's schema expects; 3.3's schema allows only its own. */
const VERSION_DATES: Record<string, string> = {
  "3.0": "2004-05",
  "3.1": "2007-06",
  "3.2": "2013-10",
  "3.3": "2021-05",
};

export function offerVersion(document: GaebDocument): string {
  const version = document.source.version;
  return document.source.format === "gaeb-xml" && (X84_VERSIONS as readonly string[]).includes(version)
    ? version
    : "3.3";
}

/** Schema string types have a maximum length; a request from an older program may exceed it. */
function clip(value: string, length: number): string {
  return value.replace(/\s+/g, " ").trim().slice(0, length);
}

function element(name: string, value: string | undefined): string {
  return value === undefined ? "" : `<${name}>${escapeXml(value)}</${name}>`;
}

function breakdownXml(levels: readonly BreakdownLevel[]): string {
  // BoQBkdn is required; a request without one (an old format that did not say) gets the usual two-level key.
  const list: BreakdownLevel[] =
    levels.length > 0
      ? [...levels]
      : [
          { type: "BoQLevel", length: 2, numeric: true },
          { type: "Item", length: 4, numeric: true },
        ];
  return list
    .map(
      (level) =>
        `<BoQBkdn><Type>${level.type}</Type>${element("LblBoQBkdn", level.label && clip(level.label, 40))}<Length>${level.length}</Length><Num>${level.numeric ? "Yes" : "No"}</Num>${level.alignment ? `<Alignment>${level.alignment}</Alignment>` : ""}</BoQBkdn>`,
    )
    .join("");
}

const decimal = (value: Decimal, scale: number) => value.round(scale).toString();
/** Percentages with two decimals at least, as GAEB programs write them ("10.00"), more when typed so. */
const percent = (value: Decimal) => value.round(Math.max(2, value.significantScale())).toString();

/**
 * The bidder's entries as `TextComplement`s of the item's long text, the only text an X84 carries. `MarkLbl` is a
 * required integer: a blank without one cannot be answered in GAEB DA XML and is left out.
 */
function complementsXml(complements: ReadonlyMap<BidderComplement, string> | undefined): string {
  const parts = [...(complements ?? [])].flatMap(([complement, value]) =>
    complement.label && /^\d+$/.test(complement.label)
      ? [
          `<TextComplement Kind="Bidder" MarkLbl="${escapeXml(complement.label)}"><ComplBody><p><span>${escapeXml(value)}</span></p></ComplBody></TextComplement>`,
        ]
      : [],
  );
  return parts.length > 0
    ? `<Description><CompleteText><DetailTxt>${parts.join("")}</DetailTxt></CompleteText></Description>`
    : "";
}

/** `Totals` in schema order: Total, then a discount and what remains, or a lump sum. */
function totalsXml(totals: SectionFigures): string {
  const parts = [`<Total>${decimal(totals.total, 2)}</Total>`];
  if (totals.lumpSum) parts.push(`<TotalLSUM>${decimal(totals.lumpSum, 2)}</TotalLSUM>`);
  else if (totals.afterDiscount) {
    if (totals.discountPercent) parts.push(`<DiscountPcnt>${percent(totals.discountPercent)}</DiscountPcnt>`);
    else if (totals.discountAmount)
      parts.push(`<DiscountAmt>${decimal(totals.discountAmount, 2)}</DiscountAmt>`);
    parts.push(`<TotAfterDisc>${decimal(totals.afterDiscount, 2)}</TotAfterDisc>`);
  }
  return `<Totals>${parts.join("")}</Totals>`;
}

class X84Builder {
  /** IDs are `xs:ID`: the request's are kept; a missing or unusable one gets a fresh name. */
  private readonly ids: IdNames;
  private readonly notOfferedElement: boolean;

  constructor(
    private readonly document: GaebDocument,
    private readonly figures: OfferFigures,
    version: string,
  ) {
    this.ids = new IdNames("G2X", document);
    // X84 knows `NotOffered` since 3.2; before that an item not offered simply has no price.
    this.notOfferedElement = version === "3.2" || version === "3.3";
  }

  body(entries: readonly Entry[]): string {
    const sections = entries.filter((e): e is Section => e.kind === "section");
    const items = entries.filter((e): e is Item | MarkupItem => e.kind === "item" || e.kind === "markupItem");
    const parts = sections.map((section) => this.section(section));
    if (items.length > 0) parts.push(`<Itemlist>${items.map((item) => this.item(item)).join("")}</Itemlist>`);
    return `<BoQBody>${parts.join("")}</BoQBody>`;
  }

  private section(section: Section): string {
    const totals = this.figures.sections.get(section) ?? { total: Decimal.zero, effective: Decimal.zero };
    const body = section.children.some((e) => e.kind !== "remark" && e.kind !== "executionDescription")
      ? this.body(section.children)
      : "";
    return `<BoQCtgy ID="${escapeXml(this.ids.name(section.id))}" RNoPart="${escapeXml(section.rNoPart)}">${body}${totalsXml(totals)}</BoQCtgy>`;
  }

  private item(entry: Item | MarkupItem): string {
    const attributes = `ID="${escapeXml(this.ids.name(entry.id))}" RNoPart="${escapeXml(entry.rNoPart)}"${entry.rNoIndex ? ` RNoIndex="${escapeXml(entry.rNoIndex)}"` : ""}`;
    if (entry.kind === "markupItem") {
      const markup = this.figures.markups.get(entry);
      if (!markup?.rate) return `<MarkupItem ${attributes}/>`;
      return `<MarkupItem ${attributes}><ITMarkup>${decimal(markup.base, 2)}</ITMarkup><Markup>${percent(markup.rate)}</Markup><IT>${decimal(markup.total ?? Decimal.zero, 2)}</IT></MarkupItem>`;
    }
    const figures = this.figures.items.get(entry);
    const parts: string[] = [];
    if (figures?.notOffered && this.notOfferedElement) parts.push("<NotOffered>Yes</NotOffered>");
    const quantity = figures?.quantity ?? entry.quantity;
    if (quantity) parts.push(`<Qty>${decimal(quantity, 3)}</Qty>`);
    if (figures?.unitPrice) {
      parts.push(`<UP>${decimal(figures.unitPrice, 3)}</UP>`);
      figures.components.forEach((component, i) => {
        if (component) parts.push(`<UPComp${i + 1}>${decimal(component, 3)}</UPComp${i + 1}>`);
      });
      if (figures.discountPercent)
        parts.push(`<DiscountPcnt>${percent(figures.discountPercent)}</DiscountPcnt>`);
      if (figures.total) parts.push(`<IT>${decimal(figures.total, 2)}</IT>`);
    }
    parts.push(complementsXml(figures?.complements));
    return `<Item ${attributes}>${parts.join("")}</Item>`;
  }

  boqId(): string {
    return this.ids.name(this.document.boq?.info.id);
  }
}

/**
 * The offer (X84) for a request and the figures computed from the typed prices: only what phase 84 carries
 * (IDs, numbers, quantities, prices, totals; no texts, units or item kinds), in the request's version.
 */
export function writeX84(document: GaebDocument, figures: OfferFigures, settings: X84Settings): string {
  const { version } = settings;
  const builder = new X84Builder(document, figures, version);
  const project = document.project;
  const award = document.award;
  const info = document.boq?.info;
  const bidder = settings.bidder;
  const versionDate =
    version === document.source.version && version !== "3.3" && document.source.versionDate
      ? document.source.versionDate
      : (VERSION_DATES[version] ?? "2021-05");
  const projectXml = project.name
    ? `<PrjInfo>${element("NamePrj", clip(project.name, 60))}${element("LblPrj", project.label && clip(project.label, 100))}</PrjInfo>`
    : "";
  const currency = award.currency
    ? `<AwardInfo>${element("Cur", clip(award.currency, 3))}${element("CurLbl", award.currencyLabel && clip(award.currencyLabel, 40))}</AwardInfo>`
    : "";
  // Street, postal code and city are required by the schema; a bidder who gave only a name leaves them empty.
  const address = `<Address>${element("Name1", clip(bidder?.name ?? "", 40))}${element("Street", clip(bidder?.street ?? "", 40))}${element("PCode", clip(bidder?.postalCode ?? "", 20))}${element("City", clip(bidder?.city ?? "", 40))}</Address>`;
  const boqInfo = `<BoQInfo>${element("Name", clip(info?.name ?? info?.label ?? "LV", 20) || "LV")}${breakdownXml(info?.breakdown ?? [])}${totalsXml(figures.boq)}</BoQInfo>`;
  return [
    `<?xml version="1.0" encoding="UTF-8"?>\n`,
    `<GAEB xmlns="${NAMESPACES[version] ?? NAMESPACES["3.3"]}">`,
    `<GAEBInfo><Version>${escapeXml(version)}</Version><VersDate>${escapeXml(versionDate)}</VersDate><Date>${settings.date}</Date><Time>${settings.time}</Time><ProgSystem>gaeb2xlsx</ProgSystem></GAEBInfo>`,
    projectXml,
    `<Award><DP>84</DP>${currency}<CTR>${address}</CTR>`,
    `<BoQ ID="${escapeXml(builder.boqId())}">${boqInfo}${builder.body(document.boq?.body ?? [])}</BoQ>`,
    "</Award></GAEB>\n",
  ].join("");
}

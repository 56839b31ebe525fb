import type { Locale } from "../issues.js";
import type { Phase } from "../model.js";
import { factWord } from "./fact-labels.js";

/** Every word the workbook shows, per language. */
export interface SheetLabels {
  columns: {
    oz: string;
    kind: string;
    shortText: string;
    longText: string;
    quantity: string;
    unit: string;
    unitPrice: string;
    total: string;
    inTotal: string;
    path: string;
    amount: string;
    markupAmount: string;
    adjustment: (level: number) => string;
    markupKeys: string;
    vatRate: string;
    discount: string;
    /** A section's discount as an amount and its lump sum: what a bidder may grant per section. */
    discountAmount: string;
    sectionLumpSum: string;
    markupPercent: string;
    markupBase: string;
    vat: string;
    bidderText: string;
    priceComponent: (n: number, label?: string) => string;
    /** The time per unit (`TimeQu`, Zeitansatz), in what the LV's `LblTime` counts. */
    time: (label: string) => string;
    /** Titles of catalogue columns (`xlsx/catalogues.ts`): DIN 276's, and by `CtlgType` where a name says nothing. */
    catalogue: { costGroup: string; other: string; types: Record<string, string> };
  };
  yes: string;
  no: string;
  kinds: {
    normal: string;
    base: string;
    alternative: string;
    provisionalWithTotal: string;
    provisionalWithoutTotal: string;
    lumpSum: string;
    hourly: string;
    markup: string;
    subDescription: string;
    toBeMarkedUp: string;
    quantityToBeDetermined: string;
    notApplicable: string;
    notOffered: string;
    keyItem: string;
    /** `UPBkdn`: the bidder must break the unit price down (GAEB: "Aufforderung zur EP-Aufgliederung"). */
    breakdownDemanded: string;
    /** `QtySpec` of a sub-description: the bidder states its quantity ("Angabe der Menge erforderlich"). */
    quantityByBidder: string;
    /** `UPSpec` of a sub-description: the bidder states its unit price ("Angabe des Einheitspreises erforderlich"). */
    priceByBidder: string;
    section: string;
    lot: string;
    remark: string;
    executionDescription: string;
    preamble: string;
    closing: string;
    continued: string;
    /** A total the sheet computes. */
    total: string;
    declaredTotal: string;
    grandTotal: string;
    /** Where an alternative stands: its group (`ALNGroupNo`) and, for an alternative, its number (`ALNSerNo`). */
    inGroup: (group: string, serial?: string) => string;
    changeOrder: (number: string, status?: string) => string;
    /** `RefDescr` Ref/Rep with the item (`RefRNo`) or execution description (`RefPerfNo`) it points to. */
    reference: (kind: string | undefined, target: string | undefined) => string;
  };
  title: {
    project: string;
    boq: string;
    phase: string;
    date: string;
    currency: string;
    program: string;
    source: string;
    owner: string;
    contractor: string;
    /** The contractor (`CTR`) of an offer (phase 84, 85): the bidder who made it. */
    offerBidder: string;
    /** What a bidder fills in above the table of a request: his name and address for the offer. */
    bidder: string;
    bidderStreet: string;
    bidderCity: string;
    notice: string;
    changeOrder: string;
    amountDue: string;
  };
  totals: {
    sectionDeclared: (oz: string) => string;
    grandComputed: string;
    /** An offer read alone whose file declares no grand total. */
    grandNotDeclared: string;
    /** Marks a section of an offer read alone whose file declares no total. */
    noDeclaredTotal: string;
    grandDeclared: string;
    afterDiscount: (percent: string) => string;
    afterDiscountDeclared: string;
    discountBy: (amount: string) => string;
    vatComputed: (percent: string) => string;
    grossComputed: string;
    discountAmount: string;
    lumpSum: string;
    net: string;
    vat: (percent: string) => string;
    vatTotal: string;
    netAt: (percent: string) => string;
    netAtRate: (percent: string) => string;
    gross: string;
    /** The row where a bidder grants a discount or a lump sum on the whole LV. */
    bidderAdjusted: string;
  };
  phases: Record<Phase, string>;
  image: string;
  blank: string;
  /** The page footer's page count, in SpreadsheetML codes. */
  page: string;
  formatDecimal: (plain: string) => string;
  lang: Locale;
  /** A GAEB enumeration value (a status such as "Approved") in words. */
  word: (value: string) => string;
}

function germanNumber(plain: string): string {
  const [whole = "", fraction] = plain.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return fraction ? `${grouped},${fraction}` : grouped;
}

function englishNumber(plain: string): string {
  const [whole = "", fraction] = plain.split(".");
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
  return fraction ? `${grouped}.${fraction}` : grouped;
}

export const LABELS: Record<Locale, SheetLabels> = {
  de: {
    columns: {
      oz: "OZ",
      kind: "Art",
      shortText: "Kurztext",
      longText: "Langtext",
      quantity: "Menge",
      unit: "Einheit",
      unitPrice: "EP",
      total: "GP",
      inTotal: "In Summe",
      path: "Summe in",
      amount: "Betrag Position",
      markupAmount: "Betrag Zuschlag",
      adjustment: (level) => `Nachlass/Pauschale Ebene ${level}`,
      markupKeys: "Zuschlagsbasis für",
      vatRate: "MwSt-Satz in Summe",
      discount: "Nachlass %",
      discountAmount: "Nachlassbetrag",
      sectionLumpSum: "Pauschalsumme",
      markupPercent: "Zuschlag %",
      markupBase: "Zuschlagsbasis",
      vat: "MwSt %",
      bidderText: "Bieterangaben",
      priceComponent: (n, label) => (label ? `EP-Anteil ${label}` : `EP-Anteil ${n}`),
      time: (label) => `Zeitansatz (${label})`,
      catalogue: {
        costGroup: "Kostengruppe",
        other: "Katalog",
        types: {
          "work category": "Leistungsbereich",
          locality: "Ort",
          "cost unit": "Kostenträger",
          BIM: "BIM",
        },
      },
    },
    yes: "ja",
    no: "nein",
    kinds: {
      normal: "Normalposition",
      base: "Grundposition",
      alternative: "Alternativposition",
      provisionalWithTotal: "Bedarfsposition mit GB",
      provisionalWithoutTotal: "Bedarfsposition ohne GB",
      lumpSum: "Pauschalposition",
      hourly: "Stundenlohnposition",
      markup: "Zuschlagsposition",
      subDescription: "Unterbeschreibung",
      toBeMarkedUp: "zu bezuschlagen",
      quantityToBeDetermined: "freie Menge",
      notApplicable: "entfällt",
      notOffered: "nicht angeboten",
      keyItem: "Schlüsselposition",
      breakdownDemanded: "EP-Aufgliederung gefordert",
      quantityByBidder: "Menge vom Bieter anzugeben",
      priceByBidder: "EP vom Bieter anzugeben",
      section: "Bereich",
      lot: "Los",
      remark: "Hinweistext",
      executionDescription: "Ausführungsbeschreibung",
      preamble: "Vorbemerkung",
      closing: "Schlussbemerkung",
      continued: "Fortsetzung Langtext",
      total: "Summe",
      declaredTotal: "Summe laut Datei",
      grandTotal: "Gesamtsumme",
      inGroup: (group, serial) => `(Gruppe ${group}${serial ? `, Nr. ${serial}` : ""})`,
      changeOrder: (number, status) => `Nachtrag ${number}${status ? ` (${status})` : ""}`,
      reference: (kind, target) =>
        `${kind === "Rep" ? "Wiederholung" : kind === "Ref" ? "Bezugsposition" : "Bezug"}${target ? ` zu ${target}` : ""}`,
    },
    title: {
      project: "Projekt",
      boq: "Leistungsverzeichnis",
      phase: "Datenart",
      date: "Datum",
      currency: "Währung",
      program: "Erstellt mit",
      source: "Quelldatei",
      owner: "Auftraggeber",
      contractor: "Auftragnehmer",
      offerBidder: "Bieter",
      bidder: "Bieter (Name)",
      bidderStreet: "Bieter Straße",
      bidderCity: "Bieter PLZ Ort",
      notice: "Hinweis",
      changeOrder: "Nachtrag",
      amountDue: "Noch offen (berechnet)",
    },
    totals: {
      sectionDeclared: (oz) => `Summe ${oz} laut Datei`,
      grandComputed: "Gesamtsumme (berechnet)",
      grandNotDeclared: "Gesamtsumme: nicht in der Datei; ohne die Anfrage nicht sicher zu berechnen",
      noDeclaredTotal: "Summe nicht in der Datei",
      grandDeclared: "Gesamtsumme laut Datei",
      afterDiscount: (percent) => `Summe nach Nachlass ${percent} %`,
      afterDiscountDeclared: "Summe nach Nachlass laut Datei",
      discountBy: (amount) => `Summe nach Nachlass von ${amount}`,
      vatComputed: (percent) => `MwSt ${percent} % (berechnet)`,
      grossComputed: "Bruttosumme (berechnet)",
      discountAmount: "Nachlassbetrag",
      lumpSum: "Pauschalsumme laut Datei",
      net: "Nettosumme",
      vat: (percent) => `MwSt ${percent} %`,
      vatTotal: "MwSt gesamt",
      netAt: (percent) => `Netto zu ${percent} % MwSt`,
      netAtRate: (percent) => `Netto zu ${percent} % MwSt (berechnet)`,
      gross: "Bruttosumme",
      bidderAdjusted: "Angebotssumme nach Nachlass oder Pauschale des Bieters (berechnet)",
    },
    phases: {
      "31": "Mengenermittlung",
      "80": "Leistungsbeschreibung",
      "81": "Leistungsverzeichnis",
      "82": "Kostenanschlag",
      "83": "Angebotsaufforderung",
      "84": "Angebotsabgabe",
      "85": "Nebenangebot",
      "86": "Auftragserteilung",
      "87": "Nachtrag",
      "89": "Rechnung",
      "89B": "Rechnungsbeilage",
    },
    image: "[Bild]",
    page: "Seite &P von &N",
    blank: "'..........'",
    formatDecimal: germanNumber,
    lang: "de",
    word: (value) => factWord(value, "de"),
  },
  en: {
    columns: {
      oz: "Item no.",
      kind: "Type",
      shortText: "Short text",
      longText: "Long text",
      quantity: "Quantity",
      unit: "Unit",
      unitPrice: "Unit price",
      total: "Total price",
      inTotal: "In total",
      path: "Adds to",
      amount: "Item amount",
      markupAmount: "Markup amount",
      adjustment: (level) => `Discount/lump sum level ${level}`,
      markupKeys: "Markup base of",
      vatRate: "VAT rate in total",
      discount: "Discount %",
      discountAmount: "Discount amount",
      sectionLumpSum: "Lump sum",
      markupPercent: "Markup %",
      markupBase: "Markup base",
      vat: "VAT %",
      bidderText: "Bidder text",
      priceComponent: (n, label) => (label ? `Unit price share ${label}` : `Unit price share ${n}`),
      time: (label) => `Time (${label})`,
      catalogue: {
        costGroup: "Cost group",
        other: "Catalogue",
        types: {
          "work category": "Work category",
          locality: "Locality",
          "cost unit": "Cost unit",
          BIM: "BIM",
        },
      },
    },
    yes: "yes",
    no: "no",
    kinds: {
      normal: "Normal item",
      base: "Base item",
      alternative: "Alternative item",
      provisionalWithTotal: "Optional item with total",
      provisionalWithoutTotal: "Optional item without total",
      lumpSum: "Lump-sum item",
      hourly: "Hourly-work item",
      markup: "Markup item",
      subDescription: "Sub-description",
      toBeMarkedUp: "To be marked up",
      quantityToBeDetermined: "Quantity to be determined",
      notApplicable: "Not applicable",
      notOffered: "Not offered",
      keyItem: "Key item",
      breakdownDemanded: "Unit price breakdown required",
      quantityByBidder: "Quantity to be stated by bidder",
      priceByBidder: "Unit price to be stated by bidder",
      section: "Section",
      lot: "Lot",
      remark: "Remark",
      executionDescription: "Execution description",
      preamble: "Preamble",
      closing: "Closing text",
      continued: "Long text (continued)",
      total: "Total",
      declaredTotal: "Total per file",
      grandTotal: "Grand total",
      inGroup: (group, serial) => `(group ${group}${serial ? `, no. ${serial}` : ""})`,
      changeOrder: (number, status) => `Change order ${number}${status ? ` (${status})` : ""}`,
      reference: (kind, target) =>
        `${kind === "Rep" ? "Repeat" : kind === "Ref" ? "Reference item" : "Reference"}${target ? ` of ${target}` : ""}`,
    },
    title: {
      project: "Project",
      boq: "Bill of quantities",
      phase: "Phase",
      date: "Date",
      currency: "Currency",
      program: "Written by",
      source: "Source file",
      owner: "Owner",
      contractor: "Contractor",
      offerBidder: "Bidder",
      bidder: "Bidder (name)",
      bidderStreet: "Bidder street",
      bidderCity: "Bidder postcode, city",
      notice: "Note",
      changeOrder: "Change order",
      amountDue: "Still due (computed)",
    },
    totals: {
      sectionDeclared: (oz) => `Total ${oz} per file`,
      grandComputed: "Grand total (computed)",
      grandNotDeclared: "Grand total: not in the file; cannot be computed safely without the request",
      noDeclaredTotal: "no total in the file",
      grandDeclared: "Grand total per file",
      afterDiscount: (percent) => `Total after ${percent} % discount`,
      afterDiscountDeclared: "Total after discount per file",
      discountBy: (amount) => `Total after discount of ${amount}`,
      vatComputed: (percent) => `VAT ${percent} % (computed)`,
      grossComputed: "Gross total (computed)",
      discountAmount: "Discount amount",
      lumpSum: "Lump sum per file",
      net: "Net total",
      vat: (percent) => `VAT ${percent} %`,
      vatTotal: "VAT total",
      netAt: (percent) => `Net at ${percent} % VAT`,
      netAtRate: (percent) => `Net at ${percent} % VAT (computed)`,
      gross: "Gross total",
      bidderAdjusted: "Offer total after the bidder's discount or lump sum (computed)",
    },
    phases: {
      "31": "Quantity determination",
      "80": "Description of works",
      "81": "Bill of quantities",
      "82": "Cost estimate",
      "83": "Request for tender",
      "84": "Offer submission",
      "85": "Alternative offer",
      "86": "Contract award",
      "87": "Addendum",
      "89": "Invoice",
      "89B": "Invoice attachment",
    },
    image: "[Image]",
    page: "Page &P of &N",
    blank: "'..........'",
    formatDecimal: englishNumber,
    lang: "en",
    word: (value) => factWord(value, "en"),
  },
};

/**
 * The unit a time column's title names ("Stunden" of "Zeitansatz (Stunden)"), in the workbook's language; undefined
 * for any other title. The unit is the LV's own, so the title is known by what stands around it.
 */
export function timeUnitOf(title: string, lang: Locale): string | undefined {
  const [start = "", end = ""] = LABELS[lang].columns.time("\u0000").split("\u0000");
  if (title.length < start.length + end.length || !title.startsWith(start) || !title.endsWith(end))
    return undefined;
  return title.slice(start.length, title.length - end.length);
}

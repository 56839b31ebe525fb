/**
 * Texts of the offer page's price breakdown (Aufgliederung der Einheitspreise, VHB Formblatt 223) and of its print
 * view. Counts and figures arrive already in the reader's notation.
 */
export const breakdownTexts = {
  de: {
    title: "Aufgliederung der Einheitspreise (Formblatt 223)",
    demanded: (count: number, formatted: string) =>
      count === 0
        ? "Die Angebotsaufforderung verlangt die Aufgliederung für keine Position; Ihre Tabelle fragt dennoch nach den Preisanteilen."
        : `Die Angebotsaufforderung verlangt die Aufgliederung für ${formatted} ${count === 1 ? "Position" : "Positionen"}.`,
    components: "Preisanteile",
    time: "Zeitansatz",
    timeValue: (label: string) => `ja, in ${label}`,
    noTime: "nicht verlangt",
    complete: "Alle verlangten Aufgliederungen sind vollständig, und die Anteile ergeben den Einheitspreis.",
    incomplete: (count: number, formatted: string) =>
      `${formatted} ${count === 1 ? "Position ist" : "Positionen sind"} noch nicht vollständig aufgegliedert:`,
    mismatched: (count: number, formatted: string) =>
      `Bei ${formatted} ${count === 1 ? "Position ergeben" : "Positionen ergeben"} die Anteile nicht den Einheitspreis:`,
    showItems: (count: string) => `Alle ${count} Ordnungszahlen zeigen`,
    totalsCaption: "Summen der Preisanteile (Menge × Anteil)",
    totalsComponent: "Preisanteil",
    totalsAmount: "Summe",
    timeTotal: (label: string) => `Zeitansatz gesamt (${label})`,
    offerTotal: "Angebotssumme (netto)",
    print: "Formblatt 223 drucken / als PDF",
    printHint:
      "Öffnet den Druckdialog Ihres Browsers; dort können Sie auch „Als PDF speichern“ wählen. Prüfen Sie das Formblatt vor der Abgabe.",
  },
  en: {
    title: "Breakdown of unit prices (Form 223)",
    demanded: (count: number, formatted: string) =>
      count === 0
        ? "The request demands the breakdown for no item; your workbook still asks for the price components."
        : `The request demands the breakdown for ${formatted} ${count === 1 ? "item" : "items"}.`,
    components: "Price components",
    time: "Time per unit",
    timeValue: (label: string) => `yes, in ${label}`,
    noTime: "not asked for",
    complete: "Every breakdown demanded is complete, and the components add up to the unit price.",
    incomplete: (count: number, formatted: string) =>
      `${formatted} ${count === 1 ? "item still lacks" : "items still lack"} a complete breakdown:`,
    mismatched: (count: number, formatted: string) =>
      `For ${formatted} ${count === 1 ? "item" : "items"} the components do not add up to the unit price:`,
    showItems: (count: string) => `Show all ${count} item numbers`,
    totalsCaption: "Totals of the price components (quantity × component)",
    totalsComponent: "Price component",
    totalsAmount: "Total",
    timeTotal: (label: string) => `Total time (${label})`,
    offerTotal: "Offer total (net)",
    print: "Print Form 223 / save as PDF",
    printHint:
      "Opens your browser's print dialogue, where you can also choose “Save as PDF”. Check the form before you submit it.",
  },
} as const;

/** The printed Formblatt 223. */
export const form223Texts = {
  de: {
    form: "Formblatt 223",
    title: "Aufgliederung der Einheitspreise",
    bidder: "Bieter",
    awardNumber: "Vergabenummer",
    project: "Baumaßnahme",
    lv: "Leistung",
    date: "Datum",
    oz: "OZ",
    shortText: "Kurztext",
    quantity: "Menge",
    unit: "Einheit",
    time: (label: string) => `Zeitansatz (${label})`,
    unitPrice: "EP",
    total: "GP",
    sum: "Summe (Menge × Anteil)",
    demanded: "Aufgliederung vom Auftraggeber verlangt",
    currency: (currency: string) => `Beträge in ${currency} ohne Umsatzsteuer; Anteile je Einheit.`,
    page: "Seite",
    of: "von",
  },
  en: {
    form: "Form 223",
    title: "Breakdown of unit prices",
    bidder: "Bidder",
    awardNumber: "Award number",
    project: "Project",
    lv: "Works",
    date: "Date",
    oz: "Item",
    shortText: "Short text",
    quantity: "Quantity",
    unit: "Unit",
    time: (label: string) => `Time per unit (${label})`,
    unitPrice: "Unit price",
    total: "Total",
    sum: "Total (quantity × component)",
    demanded: "breakdown demanded by the client",
    currency: (currency: string) => `Amounts in ${currency} before VAT; components per unit.`,
    page: "Page",
    of: "of",
  },
} as const;

export type BreakdownTexts = (typeof breakdownTexts)["de" | "en"];
export type Form223Texts = (typeof form223Texts)["de" | "en"];

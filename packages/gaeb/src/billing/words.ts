import type { Locale } from "../issues.js";

/** The invoice types a billing workbook offers, as GAEB names them (`tgInvoiceType`). */
export const INVOICE_TYPES = ["deduction", "part final account", "final account"] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** The words of the billing workbook's sheets, per language. */
export interface BillingWords {
  sheets: { billing: string; measurement: string; invoice: string };
  billingTitle: string;
  contract: string;
  hint: string;
  columns: {
    oz: string;
    shortText: string;
    unit: string;
    contractQuantity: string;
    unitPrice: string;
    discount: string;
    contractTotal: string;
    measured: string;
    typed: string;
    toDate: string;
    share: string;
    before: string;
    thisQuantity: string;
    amountToDate: string;
    amountBefore: string;
    amountThis: string;
    mark: string;
    note: string;
  };
  overrun: string;
  markup: string;
  sectionSum: string;
  afterDiscount: string;
  lumpShare: string;
  netTotal: string;
  notBillable: string;
  measurementTitle: string;
  measurementHint: string;
  measureColumns: {
    oz: string;
    location: string;
    description: string;
    count: string;
    length: string;
    width: string;
    height: string;
    value: string;
    result: string;
  };
  invoiceTitle: string;
  fields: {
    number: string;
    date: string;
    type: string;
    sequence: string;
    start: string;
    end: string;
    owner: string;
    contractor: string;
    taxNo: string;
    vat: string;
    retention: string;
    netToDate: string;
    vatToDate: string;
    grossToDate: string;
    retentionAmount: string;
    paidBefore: string;
    amountDue: string;
    netThis: string;
    invoicedBefore: string;
  };
  earlier: {
    title: string;
    number: string;
    date: string;
    type: string;
    net: string;
    vat: string;
    gross: string;
  };
  payments: { title: string; invoice: string; date: string; gross: string; vat: string };
  types: Record<InvoiceType, string>;
  prompts: { measured: string; note: string; type: string; percent: string };
}

export const BILLING_WORDS: Record<Locale, BillingWords> = {
  de: {
    sheets: { billing: "Abrechnung", measurement: "Aufmaß", invoice: "Rechnung" },
    billingTitle: "Abrechnung",
    contract: "Auftrags-LV",
    hint: "Gelbe Zellen eintragen: die Menge bis heute im Blatt „Aufmaß“ als Zeilen oder hier in „Menge eingegeben“. Alles andere rechnet die Mappe.",
    columns: {
      oz: "OZ",
      shortText: "Kurztext",
      unit: "Einheit",
      contractQuantity: "Menge Auftrag",
      unitPrice: "EP",
      discount: "Nachlass %",
      contractTotal: "GP Auftrag",
      measured: "Menge Aufmaß",
      typed: "Menge eingegeben",
      toDate: "Menge bis heute",
      share: "% der Auftragsmenge",
      before: "Menge bisher abgerechnet",
      thisQuantity: "Menge diese Rechnung",
      amountToDate: "Betrag bis heute",
      amountBefore: "Betrag bisher",
      amountThis: "Betrag diese Rechnung",
      mark: "Hinweis",
      note: "Begründung",
    },
    overrun: "über 110 % (VOB/B § 2 Abs. 3)",
    markup: "Zuschlag",
    sectionSum: "Summe",
    afterDiscount: "nach Nachlass",
    lumpShare: "Pauschale anteilig",
    netTotal: "Summe netto",
    notBillable: "nicht abrechenbar",
    measurementTitle: "Aufmaß",
    measurementHint:
      "Je Zeile: OZ der Position, Ort, Beschreibung und Anzahl × Länge × Breite × Höhe (leere Maße zählen als 1) oder ein Wert. Abzüge mit negativem Wert oder negativer Anzahl und einer Beschreibung.",
    measureColumns: {
      oz: "OZ",
      location: "Ort / Bauteil",
      description: "Beschreibung",
      count: "Anzahl",
      length: "Länge",
      width: "Breite",
      height: "Höhe",
      value: "Wert",
      result: "Ergebnis",
    },
    invoiceTitle: "Rechnung",
    fields: {
      number: "Rechnungsnummer",
      date: "Rechnungsdatum",
      type: "Rechnungsart",
      sequence: "Laufende Nummer",
      start: "Leistung vom",
      end: "Leistung bis",
      owner: "Auftraggeber",
      contractor: "Auftragnehmer",
      taxNo: "Steuernummer oder USt-IdNr. des Auftragnehmers",
      vat: "Umsatzsteuer",
      retention: "Sicherheitseinbehalt",
      netToDate: "Leistung bis heute, netto",
      vatToDate: "Umsatzsteuer",
      grossToDate: "Leistung bis heute, brutto",
      retentionAmount: "abzüglich Sicherheitseinbehalt",
      paidBefore: "abzüglich bisheriger Zahlungen",
      amountDue: "Zahlbetrag",
      netThis: "davon diese Rechnung, netto",
      invoicedBefore: "bisher in Rechnung gestellt, netto",
    },
    earlier: {
      title: "Bisherige Rechnungen",
      number: "Rechnungsnummer",
      date: "Datum",
      type: "Art",
      net: "netto",
      vat: "Umsatzsteuer",
      gross: "brutto",
    },
    payments: {
      title: "Bisherige Zahlungen",
      invoice: "auf Rechnung",
      date: "Zahlungsdatum",
      gross: "Betrag brutto",
      vat: "darin Umsatzsteuer",
    },
    types: {
      deduction: "Abschlagsrechnung",
      "part final account": "Teilschlussrechnung",
      "final account": "Schlussrechnung",
    },
    prompts: {
      measured: "Menge bis heute, wenn die Position keine Aufmaßzeilen hat.",
      note: "Begründung für eine negative oder kleinere Menge als bisher abgerechnet.",
      type: "Abschlagsrechnung, Teilschlussrechnung oder Schlussrechnung.",
      percent: "Prozent, z. B. 19 oder 5.",
    },
  },
  en: {
    sheets: { billing: "Billing", measurement: "Measurement", invoice: "Invoice" },
    billingTitle: "Billing",
    contract: "Contract BoQ",
    hint: "Fill in the yellow cells: the quantity to date as lines on the sheet “Measurement” or here under “Quantity typed”. The workbook computes everything else.",
    columns: {
      oz: "Item no.",
      shortText: "Short text",
      unit: "Unit",
      contractQuantity: "Contract quantity",
      unitPrice: "Unit price",
      discount: "Discount %",
      contractTotal: "Contract total",
      measured: "Measured quantity",
      typed: "Quantity typed",
      toDate: "Quantity to date",
      share: "% of contract quantity",
      before: "Quantity billed before",
      thisQuantity: "Quantity this invoice",
      amountToDate: "Amount to date",
      amountBefore: "Amount before",
      amountThis: "Amount this invoice",
      mark: "Note",
      note: "Reason",
    },
    overrun: "over 110 % (VOB/B § 2 (3))",
    markup: "Markup",
    sectionSum: "Total",
    afterDiscount: "after discount",
    lumpShare: "lump sum, pro rata",
    netTotal: "Net total",
    notBillable: "not billable",
    measurementTitle: "Measurement",
    measurementHint:
      "One line each: the item number, location, description and count × length × width × height (empty dimensions count as 1) or a value. Deductions with a negative value or count and a description.",
    measureColumns: {
      oz: "Item no.",
      location: "Location / part",
      description: "Description",
      count: "Count",
      length: "Length",
      width: "Width",
      height: "Height",
      value: "Value",
      result: "Result",
    },
    invoiceTitle: "Invoice",
    fields: {
      number: "Invoice number",
      date: "Invoice date",
      type: "Invoice type",
      sequence: "Sequential number",
      start: "Work from",
      end: "Work until",
      owner: "Client",
      contractor: "Contractor",
      taxNo: "Contractor's tax or VAT number",
      vat: "VAT",
      retention: "Retention",
      netToDate: "Work to date, net",
      vatToDate: "VAT",
      grossToDate: "Work to date, gross",
      retentionAmount: "less retention",
      paidBefore: "less payments received",
      amountDue: "Amount due",
      netThis: "of which this invoice, net",
      invoicedBefore: "invoiced before, net",
    },
    earlier: {
      title: "Earlier invoices",
      number: "Invoice number",
      date: "Date",
      type: "Type",
      net: "net",
      vat: "VAT",
      gross: "gross",
    },
    payments: {
      title: "Payments received",
      invoice: "on invoice",
      date: "Payment date",
      gross: "Amount gross",
      vat: "of which VAT",
    },
    types: {
      deduction: "Interim invoice",
      "part final account": "Partial final invoice",
      "final account": "Final invoice",
    },
    prompts: {
      measured: "Quantity to date, where the item has no measurement lines.",
      note: "Reason for a negative quantity or one below what was billed before.",
      type: "Interim invoice, partial final invoice or final invoice.",
      percent: "Percent, e.g. 19 or 5.",
    },
  },
};

/** The invoice type a cell names, in either language or as GAEB writes it; undefined for anything else. */
export function invoiceTypeOf(text: string): InvoiceType | undefined {
  const wanted = text.trim().toLowerCase();
  for (const type of INVOICE_TYPES) {
    if (type === wanted) return type;
    for (const words of Object.values(BILLING_WORDS))
      if (words.types[type].toLowerCase() === wanted) return type;
  }
  return undefined;
}

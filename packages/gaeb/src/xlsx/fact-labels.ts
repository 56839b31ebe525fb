import type { Locale } from "../issues.js";

/** Names of award, change-order and invoice facts by GAEB element (or "Part/Element" path), per language. */
const FACTS: Record<string, [string, string]> = {
  Cat: ["Vergabeart", "Award procedure"],
  SpecialType: ["Besondere Vergabeart", "Special award type"],
  OpenDate: ["Eröffnungstermin", "Bid opening"],
  OpenTime: ["Uhrzeit Eröffnung", "Bid opening time"],
  SubmDate: ["Angebotsabgabe", "Submission date"],
  SubmTime: ["Uhrzeit Abgabe", "Submission time"],
  SubmLoc: ["Ort der Angebotsabgabe", "Place of submission"],
  EvalEnd: ["Bindefrist bis", "Binding period until"],
  CnstStart: ["Ausführung von", "Construction from"],
  CnstEnd: ["Ausführung bis", "Construction until"],
  ContrNo: ["Vertragsnummer", "Contract no."],
  ContrDate: ["Vertragsdatum", "Contract date"],
  AcceptType: ["Abnahme", "Acceptance"],
  AcceptDate: ["Abnahme am", "Accepted on"],
  WarrDur: ["Gewährleistung", "Warranty"],
  WarrEnd: ["Gewährleistung bis", "Warranty until"],
  PerformPcnt: ["Vertragserfüllungsbürgschaft %", "Performance bond %"],
  WarrantPcnt: ["Gewährleistungsbürgschaft %", "Warranty bond %"],
  BidDate: ["Angebotsdatum", "Offer date"],
  AwardNo: ["Vergabenummer", "Award no."],
  DPNo: ["DV-Nummer", "DP number"],
  AcctRecNo: ["Debitorennummer", "Customer account no."],
  BoQID: ["LV-Kennung", "BoQ ID"],
  "InvoiceHeader/InvoiceNo": ["Rechnungsnummer", "Invoice no."],
  "InvoiceHeader/RefInvoiceNo": ["Bezug auf Rechnung", "Refers to invoice"],
  "InvoiceHeader/InvoiceDate": ["Rechnungsdatum", "Invoice date"],
  "InvoiceHeader/InvoiceType": ["Rechnungsart", "Invoice type"],
  "InvoiceHeader/SettlementType": ["Abrechnungsart", "Settlement"],
  "InvoiceHeader/SequentialNo": ["Lfd. Rechnungsnr.", "Invoice sequence no."],
  "InvoiceHeader/ServiceProvisionStartDate": ["Leistung von", "Services from"],
  "InvoiceHeader/ServiceProvisionEndDate": ["Leistung bis", "Services until"],
  "PaymentMade/Total": ["Gezahlt (brutto)", "Paid (gross)"],
  "PaymentMade/TotalVAT": ["Gezahlt, davon MwSt", "Paid, of which VAT"],
  "PaymentMade/PaymentDate": ["Zahlungsdatum", "Payment date"],
  "PaymentMade/InvoiceNo": ["Zahlung auf Rechnung", "Payment on invoice"],
  "InvoiceHeader/CreditNote": ["Gutschrift", "Credit note"],
  "PaymentMade/DiscountAmt": ["Skonto", "Cash discount"],
  "PaymentMade/DiscountVATAmt": ["Skonto, davon MwSt", "Cash discount, of which VAT"],
  "PaymentMade/InvoiceType": ["Rechnungsart", "Invoice type"],
  "PaymentMade/PaymentNo": ["Zahlungsnummer", "Payment no."],
  "PaymentMade/PaymentNote": ["Zahlungshinweis", "Payment note"],
  "InvoiceShare/Percent": ["Anteil, Prozent", "Share, percent"],
  "InvoiceShare/CounterClaim": ["Gegenforderung", "Counterclaim"],
  "InvoiceMadeOut/InvoiceNo": ["Frühere Rechnung", "Earlier invoice"],
  "InvoiceMadeOut/InvoiceDate": ["Frühere Rechnung vom", "Earlier invoice of"],
  "InvoiceMadeOut/InvoiceType": ["Frühere Rechnung, Art", "Earlier invoice, type"],
  "InvoiceMadeOut/Total": ["Frühere Rechnung, Betrag", "Earlier invoice, amount"],
  "InvoiceMadeOut/TotalVAT": ["Frühere Rechnung, MwSt", "Earlier invoice, VAT"],
  BudgetDept: ["Haushaltsstelle", "Budget item"],
  BookingNo: ["Buchungsnummer", "Booking no."],
  QuantityDeterminationRemark: ["Hinweis zur Mengenermittlung", "Note on the quantity determination"],
  "InvoiceShare/InvoiceShareType": ["Rechnungsanteil", "Invoice share"],
  "InvoiceShare/Description": ["Anteil, Bezeichnung", "Share, description"],
  "InvoiceShare/Total": ["Anteil, Betrag", "Share, amount"],
  TotalGross: ["Rechnung brutto", "Invoice gross"],
  TotalNet: ["Rechnung netto", "Invoice net"],
  InvoiceCreator: ["Rechnungssteller", "Invoice from"],
  InvoiceRecipient: ["Rechnungsempfänger", "Invoice to"],
  CnstSite: ["Baustelle", "Construction site"],
};

/** Fact paths whose value is an amount of money. */
export const MONEY_FACTS: ReadonlySet<string> = new Set([
  "PaymentMade/Total",
  "PaymentMade/TotalVAT",
  "InvoiceShare/Total",
  "PaymentMade/DiscountAmt",
  "PaymentMade/DiscountVATAmt",
  "InvoiceMadeOut/Total",
  "InvoiceMadeOut/TotalVAT",
  "TotalGross",
  "TotalNet",
]);

/** GAEB enumeration values in words; the German ones are the schema's own (`tgCat`, `tgCOStatus`, `tgInvoiceType`…). */
const WORDS: Record<string, [string, string]> = {
  Years: ["Jahre", "years"],
  Months: ["Monate", "months"],
  Weeks: ["Wochen", "weeks"],
  Days: ["Tage", "days"],
  // Award procedure (`Cat`): the national procedures of VOB/A and the EU ones of the VgV.
  OpenProc: ["Offenes Verfahren", "open procedure"],
  ClosedProc: ["Nichtoffenes Verfahren", "restricted procedure"],
  NegProc: ["Verhandlungsverfahren ohne Teilnahmewettbewerb", "negotiated procedure without prior call"],
  OpenCall: ["Öffentliche Ausschreibung", "public invitation to tender"],
  SelectCall: [
    "Beschränkte Ausschreibung ohne Teilnahmewettbewerb",
    "restricted invitation without prior call",
  ],
  NegCont: ["Freihändige Vergabe", "direct award"],
  IntNATO: ["Internationale NATO-Ausschreibung", "international NATO invitation to tender"],
  SelectCallPostOpen: [
    "Beschränkte Ausschreibung mit Teilnahmewettbewerb",
    "restricted invitation after a call",
  ],
  NegProcOpen: ["Verhandlungsverfahren mit Teilnahmewettbewerb", "negotiated procedure with prior call"],
  CompetDialog: ["Wettbewerblicher Dialog", "competitive dialogue"],
  InnovationPartnership: ["Innovationspartnerschaft", "innovation partnership"],
  Maint: ["Instandhaltung", "maintenance"],
  MastAgree: ["Rahmenvertrag", "framework agreement"],
  MastMaintAgree: ["Rahmenvertrag für Instandhaltung", "framework agreement for maintenance"],
  // Change orders: status, phase and who raised them.
  Recog: ["erkannt", "recognised"],
  Filed: ["angemeldet", "filed"],
  Approved: ["genehmigt", "approved"],
  Offered: ["angeboten", "offered"],
  Withdrawn: ["zurückgezogen", "withdrawn"],
  Rejected: ["abgelehnt", "rejected"],
  ObjToRecj: ["Widerspruch zur Ablehnung", "objection to rejection"],
  FormAckn: ["sachlich anerkannt", "acknowledged in substance"],
  Claimed: ["angemeldet", "claimed"],
  Owner: ["Auftraggeber", "owner"],
  Contractor: ["Auftragnehmer", "contractor"],
  CallChangOrder: ["Nachtragsaufforderung", "request for a change order"],
  SupplAgree: ["Nachtragsvereinbarung", "supplementary agreement"],
  SupplBid: ["Nachtragsangebot", "supplementary offer"],
};

/**
 * Invoice values (phase 89) in words, by the fact they belong to: the schema writes them as lower-case English
 * phrases ("deduction", "water") that could as well be free text elsewhere.
 */
const INVOICE_WORDS: Record<string, Record<string, [string, string]>> = {
  "InvoiceHeader/InvoiceType": {
    deduction: ["Abschlagsrechnung", "interim invoice"],
    "final account": ["Schlussrechnung", "final invoice"],
    "part final account": ["Teilschlussrechnung", "partial final invoice"],
    "advance payment": ["Vorauszahlungsrechnung", "advance payment invoice"],
    "single invoice": ["Einzelrechnung", "single invoice"],
    "pro forma invoice": ["Prüfrechnung (Entwurf)", "pro forma invoice"],
    "reviewed invoice": ["geprüfte Rechnung", "reviewed invoice"],
  },
  "InvoiceHeader/SettlementType": {
    accumulated: ["kumuliert", "cumulative"],
    periodic: ["periodisch", "periodic"],
  },
  "InvoiceShare/InvoiceShareType": {
    "basic amount": ["Grundbetrag", "basic amount"],
    "security deposit for fulfillment of a contract": [
      "Sicherheitseinbehalt Vertragserfüllung",
      "retention for performance of the contract",
    ],
    "security deposit for requirements off defects": [
      "Sicherheitseinbehalt Mängelansprüche",
      "retention for claims for defects",
    ],
    "security deposit": ["Sicherheitsleistung", "security deposit"],
    "contract penalty": ["Vertragsstrafe", "contract penalty"],
    "construction sign building-blackboard": ["Bautafel", "construction sign"],
    "power consumed on site": ["Baustrom", "site power"],
    water: ["Wasser", "water"],
    preparation: ["Reinigung", "cleaning"],
    "insurance against builder's risk": ["Bauwesenversicherung", "builder's risk insurance"],
    "construction withholding tax": ["Bauabzugsteuer", "construction withholding tax"],
    "other type of discount": ["sonstiger Abzug", "other deduction"],
    "amount payments received": ["Summe bisher geleisteter Zahlungen", "payments made so far"],
    "amount invoices": ["Summe bisheriger Rechnungen", "invoices so far"],
    "outstanding amount": ["Summe offener Beträge", "amount outstanding"],
    subtotal: ["Zwischensumme", "subtotal"],
    "small contract extra amount": ["Kleinstauftragszuschlag", "small-order surcharge"],
    "percentage extra or deduction amount": [
      "prozentualer Zu- oder Abschlag",
      "percentage surcharge or deduction",
    ],
    discount: ["Nachlass", "discount"],
    VAT: ["Umsatzsteuer", "VAT"],
  },
};

/** The label of a fact; one GAEB does not name here keeps its element name rather than disappearing. */
export function factLabel(key: string, lang: Locale): string {
  const label = FACTS[key] ?? FACTS[key.split("/")[0] ?? ""];
  return label ? label[lang === "de" ? 0 : 1] : key;
}

/** A GAEB enumeration value in words (status "Approved" → "genehmigt"), else as written; `key` names the fact. */
export function factWord(value: string, lang: Locale, key?: string): string {
  // An invoice's type reads the same in its header, a payment made and an earlier invoice.
  const table = key?.endsWith("/InvoiceType") ? "InvoiceHeader/InvoiceType" : key;
  const word = (table ? INVOICE_WORDS[table]?.[value] : undefined) ?? WORDS[value];
  return word ? word[lang === "de" ? 0 : 1] : value;
}

import type { Locale } from "../issues.js";

/** Names of award, change-order and invoice facts by GAEB element (or "Part/Element" path), per language. */
const FACTS: Record<string, [string, string]> = {
  Cat: ["Vergabeart", "Award procedure"],
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
  WarrDur: ["Gewährleistung", "Warranty"],
  WarrEnd: ["Gewährleistung bis", "Warranty until"],
  BidDate: ["Angebotsdatum", "Offer date"],
  AwardNo: ["Vergabenummer", "Award no."],
  BoQID: ["LV-Kennung", "BoQ ID"],
  "InvoiceHeader/InvoiceNo": ["Rechnungsnummer", "Invoice no."],
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
  "TotalGross",
  "TotalNet",
]);

const WORDS: Record<string, [string, string]> = {
  Years: ["Jahre", "years"],
  Months: ["Monate", "months"],
  Weeks: ["Wochen", "weeks"],
  Days: ["Tage", "days"],
  Approved: ["genehmigt", "approved"],
  Offered: ["angeboten", "offered"],
  Rejected: ["abgelehnt", "rejected"],
  Claimed: ["angemeldet", "claimed"],
  Owner: ["Auftraggeber", "owner"],
  Contractor: ["Auftragnehmer", "contractor"],
  SupplAgree: ["Nachtragsvereinbarung", "supplementary agreement"],
  SupplBid: ["Nachtragsangebot", "supplementary offer"],
};

/** The label of a fact; one GAEB does not name here keeps its element name rather than disappearing. */
export function factLabel(key: string, lang: Locale): string {
  const label = FACTS[key] ?? FACTS[key.split("/")[0] ?? ""];
  return label ? label[lang === "de" ? 0 : 1] : key;
}

/** A GAEB enumeration value in words (status "Approved" → "genehmigt"), else as written. */
export function factWord(value: string, lang: Locale): string {
  const word = WORDS[value];
  return word ? word[lang === "de" ? 0 : 1] : value;
}

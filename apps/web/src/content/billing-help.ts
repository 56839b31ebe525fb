import type { Lang } from "../i18n/lang";
import type { FaqItem } from "./faq";

/**
 * The billing page's short help: what the workbook holds and how it is filled in. The sheet and column names are
 * those the core writes into the workbook in each language.
 */
export const billingHelp: Record<Lang, readonly FaqItem[]> = {
  de: [
    {
      question: "Was steht im Blatt „Abrechnung“?",
      answer:
        "Jede Position des Auftrags-LV mit OZ, Kurztext, Einheit, Auftragsmenge, Einheitspreis und Gesamtpreis des Auftrags. Daneben steht die gelbe Eingabespalte „Menge eingegeben“ für die Menge bis heute, die Menge aus dem Aufmaß, die Menge bis heute und ihr Anteil an der Auftragsmenge, die bisher abgerechnete Menge und die Menge dieser Rechnung, jeweils mit ihrem Betrag. Die Beträge rechnet die Tabelle selbst.",
    },
    {
      question: "Wie trage ich das Aufmaß ein?",
      answer:
        "Im Blatt „Aufmaß“ steht je Zeile eine Messung: OZ der Position, Ort oder Bauteil, Beschreibung und Anzahl × Länge × Breite × Höhe (leere Maße zählen als 1) oder ein fester Wert. Abzüge, etwa für Öffnungen, erhalten einen negativen Wert oder eine negative Anzahl und eine Beschreibung. Die Zeilen einer Position ergeben zusammen ihre Menge bis heute; eine Position ohne Aufmaßzeilen nimmt die Menge aus „Menge eingegeben“. Aus den Aufmaßzeilen entsteht die Mengenermittlung X31.",
    },
    {
      question: "Was bedeutet der Hinweis „über 110 %“?",
      answer:
        "Die Menge bis heute liegt um mehr als 10 % über der Auftragsmenge. Nach VOB/B § 2 Abs. 3 ist für die Menge über 110 % auf Verlangen ein neuer Preis zu vereinbaren. Die Tabelle markiert solche Positionen, damit Sie das rechtzeitig mit dem Auftraggeber klären; die Rechnung selbst schreibt die Preise aus dem Auftrag.",
    },
    {
      question: "Was gehört in den Rechnungskopf?",
      answer:
        "Im Blatt „Rechnung“: Rechnungsnummer, Rechnungsdatum, Rechnungsart (Abschlagsrechnung, Teilschlussrechnung oder Schlussrechnung), Leistungszeitraum, Auftraggeber und Auftragnehmer mit Anschrift (aus dem Auftrag vorbelegt, soweit er sie nennt), die Steuernummer oder USt-IdNr. des Auftragnehmers, der Umsatzsteuersatz, ein Sicherheitseinbehalt in Prozent und die erhaltenen Zahlungen. Daraus rechnet die Tabelle die Leistung bis heute netto und brutto und zieht Einbehalt und Zahlungen ab: Das Ergebnis ist der Zahlbetrag.",
    },
    {
      question: "Wie erstelle ich die nächste Rechnung?",
      answer:
        "Legen Sie in Schritt 1 die Tabelle Ihrer letzten Rechnung ab statt des Auftrags-LV. Alles bisher Abgerechnete wird in der neuen Tabelle zur bisher abgerechneten Menge, die letzte Rechnung steht unter den bisherigen Rechnungen, und die laufende Nummer zählt weiter. Aufmaßzeilen, eingegebene Mengen, Zahlungen, Umsatzsteuersatz, Einbehalt und Steuernummer bleiben stehen: Sie ergänzen das neue Aufmaß, die seitdem erhaltenen Zahlungen und den neuen Rechnungskopf. Nach einer Schlussrechnung ist die Reihe abgeschlossen.",
    },
  ],
  en: [
    {
      question: "What is on the sheet “Billing”?",
      answer:
        "Every item of the contract with its item number, short text, unit, contract quantity, unit price and contract total. Beside them are the yellow input column “Quantity typed” for the quantity to date, the measured quantity, the quantity to date and its share of the contract quantity, the quantity billed before and the quantity of this invoice, each with its amount. The workbook computes the amounts itself.",
    },
    {
      question: "How do I enter measurements?",
      answer:
        "On the sheet “Measurement”, each line is one measurement: the item number, location or component, description and count × length × width × height (empty dimensions count as 1) or a fixed value. Deductions, for openings say, get a negative value or count and a description. An item's lines together make its quantity to date; an item without measurement lines takes the quantity from “Quantity typed”. The measurement lines become the quantity determination X31.",
    },
    {
      question: "What does the note “over 110 %” mean?",
      answer:
        "The quantity to date exceeds the contract quantity by more than 10 %. Under VOB/B § 2 (3), a new price is to be agreed on request for the quantity beyond 110 %. The workbook marks such items so that you can settle this with the client in time; the invoice itself uses the contract's prices.",
    },
    {
      question: "What goes into the invoice's details?",
      answer:
        "On the sheet “Invoice”: invoice number, invoice date, type of invoice (interim, partial final or final invoice), the period of the work, client and contractor with their addresses (filled in from the contract as far as it names them), the contractor's tax or VAT number, the VAT rate, a retention in per cent and the payments received. From these the workbook computes the work to date, net and gross, and deducts the retention and the payments: the result is the amount due.",
    },
    {
      question: "How do I create the next invoice?",
      answer:
        "Drop the workbook of your last invoice in step 1 instead of the contract. Everything billed so far becomes the quantity billed before in the new workbook, the last invoice joins the earlier ones, and the running number counts on. Measurement lines, typed quantities, payments, VAT rate, retention and tax number stay: you add the new measurements, the payments received since and the new invoice's details. After a final invoice the series is closed.",
    },
  ],
};

import type { Issue, IssueCode } from "../issues.js";
import { wording } from "./numbers.js";

type Params = NonNullable<Issue["params"]>;
type BillingCode = Extract<IssueCode, `billing_${string}` | `x31_${string}`>;
const { n } = wording("de");

const PHASE_WORDS: Record<string, string> = {
  "81": "ein Leistungsverzeichnis (X81)",
  "83": "eine Angebotsaufforderung (X83)",
  "84": "ein Angebot (X84); ihm fehlen ohne die Anfrage Texte und Gliederung, und erst der Auftrag legt Mengen und Preise fest",
  "85": "ein Nebenangebot (X85)",
  "87": "ein Nachtrag (X87)",
  "89": "eine Rechnung (X89)",
};

/** German words of the billing job's issues. */
export const deBilling: Record<BillingCode, (p: Params) => string> = {
  billing_contract_phase: (p) =>
    `Abgerechnet wird ein Auftrag (X86, D86 oder P86); diese Datei ist ${PHASE_WORDS[String(p.phase)] ?? `Datenart ${p.phase}`}. Wählen Sie das Auftrags-LV, das Sie mit dem Auftrag erhalten haben.`,
  billing_workbook_invalid: () =>
    "Dies ist keine lesbare Excel-Arbeitsmappe (.xlsx). Speichern Sie die Abrechnungsmappe in Excel oder LibreOffice als „Excel-Arbeitsmappe (.xlsx)“ und versuchen Sie es erneut.",
  billing_state_missing: () =>
    "Diese Arbeitsmappe ist keine Abrechnungsmappe von gaeb2xlsx: Ihr fehlt das verborgene Blatt mit dem Auftrag. Erstellen Sie die Abrechnungsmappe aus dem Auftrags-LV (X86) und tragen Sie die Mengen dort ein.",
  billing_state_damaged: (p) =>
    `Das verborgene Blatt „${p.sheet}“ mit dem Auftrag ist beschädigt oder wurde geändert. Erstellen Sie die Abrechnungsmappe neu aus dem Auftrags-LV oder der Mappe der letzten Rechnung und übertragen Sie Ihre Eingaben.`,
  billing_sheet_missing: (p) =>
    `Der Arbeitsmappe fehlt das Blatt „${p.sheet}“. Benennen Sie das Blatt wieder so oder erstellen Sie die Abrechnungsmappe neu.`,
  billing_number_invalid: (p) =>
    `Blatt „${p.sheet}“, Zelle ${p.cell} („${p.field}“): „${p.value}“ ist keine Zahl, die sich lesen lässt (oder hat mehr als drei Nachkommastellen). Tragen Sie eine Zahl wie 12,5 ein.`,
  billing_item_unknown: (p) =>
    `Blatt „${p.sheet}“, Zelle ${p.cell}: Eine Position „${p.oz}“ hat der Auftrag nicht. Tragen Sie die OZ so ein, wie sie im Blatt „Abrechnung“ steht; eine Leistung außerhalb des Auftrags rechnen Sie nach einem Nachtrag ab.`,
  billing_item_not_billable: (p) =>
    `Position ${p.oz} ist im Auftrag ${p.reason === "alternative" ? "eine nicht beauftragte Wahlposition" : "als entfallen gekennzeichnet"}, für sie wurde aber die Menge ${n(p.quantity)} eingetragen. Löschen Sie die Menge; wurde die Leistung beauftragt, rechnen Sie sie nach einem Nachtrag ab.`,
  billing_line_without_item: (p) =>
    `Blatt „${p.sheet}“, Zeile ${p.row}: Der Aufmaßzeile fehlt die OZ der Position. Tragen Sie sie in Spalte A ein.`,
  billing_line_empty: (p) =>
    `Blatt „${p.sheet}“, Zeile ${p.row} (Position ${p.oz}): Die Aufmaßzeile nennt weder Maße noch einen Wert. Tragen Sie Anzahl, Länge, Breite, Höhe oder einen Wert ein oder löschen Sie die Zeile.`,
  billing_line_twice: (p) =>
    `Blatt „${p.sheet}“, Zeile ${p.row} (Position ${p.oz}): Die Zeile nennt Maße und zugleich einen Wert. Tragen Sie entweder die Maße oder den Wert ein.`,
  billing_lines_beyond: (p) =>
    `Blatt „${p.sheet}“, Zeile ${p.row}: Der Aufmaßzeile fehlt die Formel in der Spalte „Ergebnis“, ohne die die Mappe sie nicht mitrechnet. Kopieren Sie die Formel aus der Zeile darüber nach unten.`,
  billing_quantity_twice: (p) =>
    `Position ${p.oz}: Die Menge steht sowohl als Aufmaßzeilen (Summe ${n(p.measured)}) als auch eingegeben (${n(p.typed)}) in der Mappe. Löschen Sie eines von beiden.`,
  billing_quantity_negative: (p) =>
    p.reason === "belowBefore"
      ? `Position ${p.oz}: Die Menge bis heute (${n(p.quantity)}) ist kleiner als die bisher abgerechnete (${n(p.before)}). Tragen Sie in der Spalte „Begründung“ ein, warum (etwa eine Berichtigung), oder korrigieren Sie die Menge.`
      : `Position ${p.oz}: Die Menge bis heute ist negativ (${n(p.quantity)}). Tragen Sie in der Spalte „Begründung“ ein, warum, oder korrigieren Sie die Menge.`,
  billing_field_missing: (p) =>
    `Blatt „${p.sheet}“: Das Feld „${p.field}“ ist leer oder unvollständig; eine Rechnung (X89) braucht es (eine Partei mit Name, Straße, PLZ und Ort auf einer Zeile: „Musterbau GmbH, Baustraße 1, 12345 Musterstadt“). Tragen Sie es ein.`,
  billing_field_invalid: (p) =>
    `Blatt „${p.sheet}“, Zelle ${p.cell}: „${p.value}“ passt nicht in das Feld „${p.field}“ (ein Datum wie 31.10.2026, eine Rechnungsart aus der Liste oder ein Prozentsatz von 0 bis 100). Korrigieren Sie den Wert.`,
  billing_payment_invalid: (p) =>
    `Blatt „${p.sheet}“, Zeile ${p.row}: Zu einer Zahlung gehören die Rechnungsnummer, das Zahlungsdatum und der Betrag brutto. Ergänzen oder löschen Sie die Zeile.`,
  billing_invoice_number_used: (p) =>
    `Die Rechnungsnummer „${p.number}“ trägt schon die ${n(p.sequence)}. Rechnung dieser Reihe (vom ${p.date}). Vergeben Sie eine neue Nummer.`,
  billing_series_closed: (p) =>
    `Die letzte Rechnung dieser Mappe (${p.number}) ist eine Schlussrechnung; danach folgt keine weitere Rechnung. Ist noch Leistung offen, stellen Sie eine Teilschlussrechnung statt der Schlussrechnung.`,
  billing_overrun: (p) =>
    `Position ${p.oz}: Die Menge bis heute (${n(p.quantity)}) liegt über 110 % der Auftragsmenge (${n(p.contract)}). Für die Mehrmenge über 110 % kann nach VOB/B § 2 Abs. 3 ein neuer Preis verlangt werden; die Rechnung setzt den Vertragspreis an.`,
  billing_figures_stale: (p) =>
    `Die Mappe zeigt als Summe netto bis heute ${n(p.shown)}, berechnet aus Ihren Eingaben sind es ${n(p.computed)}. Die Rechnung nimmt ${n(p.computed)}. Lassen Sie die Mappe neu berechnen (in LibreOffice Strg+Umschalt+F9), damit sie dasselbe zeigt.`,
  x31_item_unknown: (p) =>
    `Zeile ${n(p.row)} des Aufmaßes nennt die OZ ${p.oz}, die im Auftrags-LV keine Position ist. Korrigieren Sie die OZ; es wurde keine Mengenermittlung (X31) geschrieben.`,
  x31_line_figures_invalid: (p) =>
    `Zeile ${n(p.row)} des Aufmaßes nennt ${p.reason === "both" ? "einen Wert und zugleich Anzahl oder Maße" : "weder Anzahl noch Maße noch einen Wert"}. Tragen Sie entweder Anzahl und Maße oder einen Wert ein; es wurde keine Mengenermittlung (X31) geschrieben.`,
  x31_result_mismatch: (p) =>
    `In Zeile ${n(p.row)} des Aufmaßes steht das Ergebnis ${n(p.value)}, Anzahl und Maße ergeben auf 3 Nachkommastellen gerundet ${n(p.computed)}. Lassen Sie die Mappe neu berechnen oder korrigieren Sie die Zeile; es wurde keine Mengenermittlung (X31) geschrieben.`,
  x31_number_too_long: (p) =>
    `Die Zahl ${n(p.value)} in Zeile ${n(p.row)} des Aufmaßes ist länger als die ${n(p.limit)} Zeichen, die eine Zeile des Rechenansatzes nach REB 23.003 fasst. Prüfen Sie die Zahl; es wurde keine Mengenermittlung (X31) geschrieben.`,
  x31_expression_too_long: (p) =>
    `Der Rechenansatz von Zeile ${n(p.row)} des Aufmaßes bräuchte ${n(p.lines)} Zeilen, REB 23.003 erlaubt höchstens ${n(p.limit)}. Teilen Sie die Messung auf mehrere Zeilen auf; es wurde keine Mengenermittlung (X31) geschrieben.`,
  x31_addresses_exhausted: (p) =>
    `Ab Zeile ${n(p.row)} des Aufmaßes reichen die Adressen der Mengenermittlung nicht mehr (REB 23.003 zählt höchstens ${n(p.limit)} Blätter zu je 26 Zeilen). Verteilen Sie das Aufmaß auf mehrere Rechnungen; es wurde keine Mengenermittlung (X31) geschrieben.`,
  x31_text_clipped: (p) =>
    `Ort und Beschreibung in Zeile ${n(p.row)} des Aufmaßes sind länger als die ${n(p.limit)} Zeichen der Textzeilen, die die Mengenermittlung (X31) einer Messung gibt; der Rest fehlt dort. Kürzen Sie den Text, wenn er vollständig übergeben werden soll.`,
};

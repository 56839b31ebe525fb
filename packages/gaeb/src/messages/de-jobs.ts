import type { Issue, JobIssueCode } from "../issues.js";
import { wording } from "./numbers.js";

type Params = NonNullable<Issue["params"]>;

const { n, count, agree, list } = wording("de");

/** The jobs' messages in German; the reader's are in `de.ts`, which adds these. */
export const deJobs: Record<JobIssueCode, (p: Params) => string> = {
  compare_too_few_offers: (p) =>
    `Für einen Preisspiegel braucht es mindestens zwei Angebote (X84)${p.count === undefined ? "" : `, gewählt ${agree(p.count, "wurde", "wurden")} ${count(p.count, "Angebot", "Angebote")}`}. Wählen Sie die Angebotsaufforderung und zwei oder mehr Angebote.`,
  compare_too_many_offers: (p) =>
    `Ein Preisspiegel vergleicht höchstens ${n(p.limit)} Angebote, hier sind es ${n(p.count)}. Vergleichen Sie die Angebote in mehreren Gruppen.`,
  compare_request_phase_invalid: (p) =>
    `Als Leistungsverzeichnis wurde eine Datei der Datenart ${p.phase} gewählt; sie trägt keine Texte. Wählen Sie die Angebotsaufforderung (X83, oder X81/X86), auf die die Angebote antworten.`,
  compare_offer_phase_invalid: (p) =>
    `Diese Datei ist kein Angebot, sondern hat Datenart ${p.phase}. Verglichen werden Angebote der Datenart 84 (X84, D84, P84).`,
  compare_other_project: (p) =>
    `Das Angebot gehört zu einem anderen Projekt („${p.project}“) als das Leistungsverzeichnis („${p.requestProject}“). Wählen Sie das Angebot zu genau dieser Ausschreibung.`,
  compare_other_structure: (p) =>
    `Das Angebot antwortet auf ein anderes Leistungsverzeichnis: nur ${n(p.matched)} von ${n(p.items)} seiner Positionen ${agree(p.matched, "steht", "stehen")} mit derselben OZ und Menge im Leistungsverzeichnis. Wählen Sie das Angebot zu genau dieser Ausschreibung.`,
  compare_same_bidder: (p) =>
    `Diese Datei stammt vom selben Bieter („${p.bidder}“) wie ${p.other}. Jeder Bieter darf nur einmal verglichen werden; wählen Sie eines der beiden Angebote ab.`,
  compare_currency_mismatch: (p) =>
    `Das Angebot ist in ${p.currency}, das Leistungsverzeichnis in ${p.expected}. Preise in verschiedenen Währungen lassen sich nicht vergleichen; fordern Sie ein Angebot in ${p.expected} an.`,
  compare_items_not_in_request: (p) =>
    `${count(p.count, "Position", "Positionen")} des Angebots ${agree(p.count, "steht", "stehen")} nicht im Leistungsverzeichnis und ${agree(p.count, "wird", "werden")} im Preisspiegel nicht mitgezählt: ${list(p.items, p.more)}. Prüfen Sie, ob der Bieter das richtige Leistungsverzeichnis bepreist hat.`,
  compare_items_unpriced: (p) =>
    `${count(p.count, "Position", "Positionen")} hat der Bieter nicht bepreist oder nicht angeboten: ${list(p.items, p.more)}. ${agree(p.count, "Sie ist", "Sie sind")} im Preisspiegel rot markiert und ${agree(p.count, "fehlt", "fehlen")} in seiner Summe.`,
  compare_markup_rate_missing: (p) =>
    `${p.bidder} gibt für ${p.count === 1 ? "die Zuschlagsposition" : `${n(p.count)} Zuschlagspositionen`} ${list(p.items, p.more)} keinen Zuschlagssatz an. Im Preisspiegel ${agree(p.count, "ist sie", "sind sie")} als fehlend (rot) markiert und ${agree(p.count, "zählt", "zählen")} nicht zur Angebotssumme; das Angebot ist damit unvollständig. Fragen Sie den Bieter nach seinem Satz.`,
  compare_declared_totals_differ: (p) =>
    `Die Summen, die der Bieter angibt, stimmen an ${count(p.count, "Stelle", "Stellen")} nicht mit seinen eigenen Einheitspreisen überein, zuerst ${p.where ? `bei OZ ${p.where}` : "bei der Gesamtsumme"} (angegeben ${n(p.declared)}, aus den Einheitspreisen ${n(p.computed)}). Der Preisspiegel rechnet mit den Einheitspreisen; klären Sie die Abweichung mit dem Bieter.`,
  compare_alternative_unknown: (p) =>
    p.options
      ? `Das Leistungsverzeichnis hat in der Wahlgruppe ${p.group} keine Wahlposition ${p.serial}. Wählen Sie ${p.options} (0 ist die Grundposition).`
      : `Das Leistungsverzeichnis hat keine Wahlgruppe ${p.group}${p.groups ? `; seine Wahlgruppen sind ${p.groups}` : "; es hat keine Wahlpositionen"}. Geben Sie eine Gruppe an, die es hat.`,
  offer_workbook_invalid: () =>
    "Dies ist keine lesbare Excel-Arbeitsmappe (.xlsx). Speichern Sie die Mappe in Excel oder LibreOffice als „Excel-Arbeitsmappe (.xlsx)“ und versuchen Sie es erneut.",
  offer_workbook_too_large: (p) =>
    `Diese Arbeitsmappe ist weit größer als jede aus einem Leistungsverzeichnis erstellte: ${p.reason === "entries" ? "ihr Zip-Archiv enthält mehr als tausend Teile" : p.reason === "text" ? `${p.sheet ? `das Blatt „${p.sheet}“${p.cell ? `, Zelle ${p.cell},` : ""}` : "ihre Texttabelle"} enthält einen Text von mehr als ${n(p.characters)} Zeichen` : p.reason === "cells" ? `${p.sheet ? `das Blatt „${p.sheet}“` : "sie"} enthält mehr als ${n(p.cells)} Zellen` : `${p.sheet ? `das Blatt „${p.sheet}“` : "sie"} ist entpackt größer als ${n(p.megabytes)} MB`}, das Zehnfache der größten Anfrage. Sie wurde nicht gelesen. Löschen Sie die Blätter und Zeilen, die nicht zum Angebot gehören, oder wandeln Sie die Anfrage neu um und tragen Sie die Preise in die neue Mappe ein.`,
  offer_form_missing: () =>
    "Diese Arbeitsmappe wurde nicht von gaeb2xlsx aus einer Angebotsaufforderung erstellt: Ihr fehlt das verborgene Angebotsformular. Wandeln Sie die Anfrage (X83) mit gaeb2xlsx um, tragen Sie die Preise in diese Mappe ein und erzeugen Sie daraus das Angebot.",
  offer_form_damaged: (p) =>
    `Das verborgene Angebotsformular (Blatt „${p.sheet}“) ist beschädigt oder wurde geändert. Wandeln Sie die Anfrage (X83) neu um und übertragen Sie Ihre Preise in die neue Mappe.`,
  offer_sheet_missing: (p) =>
    `Das Blatt „${p.sheet}“ mit dem Leistungsverzeichnis fehlt. Geben Sie dem Blatt mit den Preisen wieder diesen Namen (oder löschen Sie die übrigen sichtbaren Blätter).`,
  offer_sheet_choice: (p) =>
    `Diese Arbeitsmappe wurde aus ${n(p.count)} Angebotsaufforderungen erstellt (Blätter ${String(p.sheets)
      .split("\n")
      .map((name) => `„${name}“`)
      .join(
        ", ",
      )}); jedes dieser Blätter wird ein eigenes Angebot. Wählen Sie das Blatt, aus dessen Preisen diese X84 entstehen soll.`,
  offer_columns_missing: (p) =>
    `Im Blatt „${p.sheet}“ fehlt die Kopfzeile mit den Spalten „OZ“ und „EP“. Stellen Sie die Spaltenüberschriften wieder her; Spalten dürfen eingefügt, aber die Überschriften dieser beiden nicht geändert werden.`,
  offer_price_missing: (p) =>
    `${count(p.count, "Position", "Positionen")} im Blatt „${p.sheet}“ ${agree(p.count, "hat", "haben")} keinen Einheitspreis: ${list(p.items, p.more)}. Tragen Sie die Preise ein oder geben Sie ausdrücklich an, dass Positionen ohne Preis nicht angeboten werden.`,
  offer_breakdown_incomplete: (p) =>
    `${count(p.count, "Position", "Positionen")} im Blatt „${p.sheet}“ ${agree(p.count, "verlangt", "verlangen")} die Aufgliederung des Einheitspreises, ${agree(p.count, "ihr", "ihnen")} fehlt aber ein EP-Anteil: ${list(p.items, p.more)}. ${Number(p.columns) > 0 ? "Tragen Sie jeden Anteil ein, 0 wo keiner anfällt; der EP ist ihre Summe." : "Das Blatt hat keine Spalten für EP-Anteile: Erstellen Sie die Arbeitsmappe neu mit den Preisanteilen nach Formblatt 223 und tragen Sie die Anteile ein, oder reichen Sie die Aufgliederung gesondert ein."} Ein Angebot ohne geforderte Aufgliederung kann ausgeschlossen werden.`,
  offer_breakdown_mismatch: (p) =>
    `Bei ${count(p.count, "Position", "Positionen")} im Blatt „${p.sheet}“ ergeben die EP-Anteile nicht den eingetragenen Einheitspreis: ${list(p.items, p.more)}. Das Angebot nennt den eingetragenen EP ohne Anteile. Löschen Sie den EP, damit er wieder die Summe der Anteile ist, oder passen Sie die Anteile an.`,
  offer_price_invalid: (p) =>
    `Blatt „${p.sheet}“, Zelle ${p.cell}: „${p.reason === "text" || p.reason === "ambiguous" ? p.value : n(p.value)}“ ist ${p.reason === "negative" ? "negativ; ein Preis muss null oder größer sein" : p.reason === "large" ? "größer, als ein GAEB-Angebot fasst (höchstens 10 Stellen vor dem Komma)" : p.reason === "oneOf" ? "mehr als eines von Nachlass %, Nachlassbetrag und Pauschalsumme; ein Bereich hat höchstens eines davon" : p.reason === "ambiguous" ? "mehrdeutig (1234 oder 1,234?); schreiben Sie 1234 oder 1,234" : "keine Zahl"}. Korrigieren Sie den Wert.`,
  offer_price_not_item: (p) =>
    `Blatt „${p.sheet}“, Zelle ${p.cell}: Hier steht ein Preis (${p.typed === "text" ? `„${p.value}“` : n(p.value)}) in einer Zeile, die keine Position ist (Bereich, Unterbeschreibung, Fortsetzung oder Summenzeile). Tragen Sie Preise nur in Positionszeilen ein.`,
  offer_price_rounded: (p) =>
    `Blatt „${p.sheet}“, Zelle ${p.cell}: ${n(p.value)} hat mehr als ${p.places} Nachkommastellen und wurde auf ${n(p.rounded)} gerundet.`,
  offer_rate_read_as_percent: (p) =>
    `Blatt „${p.sheet}“, Zelle ${p.cell}: Der Zuschlagssatz wurde als ${n(p.value)} % gelesen. Falls ${n(p.hundredfold)} % gemeint sind, tragen Sie ${n(p.hundredfold)} ohne Prozentzeichen ein: Eingegeben als „${n(p.hundredfold)} %“ speichert die Tabellenkalkulation in dieser Zelle ebenfalls ${n(p.value)}.`,
  offer_item_duplicate: (p) =>
    `Die Position steht im Blatt „${p.sheet}“ mehrfach (Zellen ${p.cells}). Löschen Sie die kopierten Zeilen, sodass jede OZ genau einmal vorkommt.`,
  offer_quantity_changed: (p) =>
    `Blatt „${p.sheet}“, Zelle ${p.cell}: Die Menge wurde auf ${n(p.value)} geändert; die Anfrage nennt ${p.expected ? n(p.expected) : "keine Menge"}. Mengen gibt der Auftraggeber vor (außer bei Positionen mit freier Menge); stellen Sie den ursprünglichen Wert wieder her.`,
  offer_total_overwritten: (p) =>
    `Blatt „${p.sheet}“, Zelle ${p.cell}: Der Betrag in der Spalte „${p.column}“ wurde mit ${n(p.value)} überschrieben; dort stand eine Formel, die ihn aus den Preisen berechnet. Das Angebot übernimmt nur Einheitspreise, Sätze und Nachlässe, Ihre Mappe zeigte also eine andere Summe als das Angebot. Tragen Sie den Preis als Einheitspreis ein und stellen Sie die Formel wieder her (aus einer gleichartigen Zeile kopieren).`,
  offer_numbering_unsupported: (p) =>
    `Die Anfrage nummeriert ihre Positionen so, wie ein GAEB-DA-XML-Angebot sie nicht wiedergeben kann: Die OZ ${p.oz} käme beim Empfänger als ${p.written} an. Es wurde kein Angebot geschrieben; bitten Sie den Auftraggeber um die Anfrage als GAEB DA XML (X83).`,
  offer_bidder_missing: (p) =>
    p.cell
      ? `Dem Angebot fehlt der Name des Bieters. Tragen Sie Ihren Firmennamen im Blatt „${p.sheet}“ in Zelle ${p.cell} neben „${p.label}“ über der Tabelle ein oder geben Sie ihn beim Erstellen des Angebots an.`
      : `Dem Angebot fehlt der Name des Bieters, und über der Tabelle im Blatt „${p.sheet}“ steht kein Feld „${p.label}“ mehr. Geben Sie den Namen beim Erstellen des Angebots an.`,
};

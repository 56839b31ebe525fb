import type { Issue, IssueCode } from "../issues.js";
import { wording } from "./numbers.js";

type Params = NonNullable<Issue["params"]>;

/** Figures in German form ("12.346,5"), counted nouns and the verbs that agree with them. */
const { n, count, agree, list } = wording("de");

const XML_REASONS: Record<string, string> = {
  close_tag_mismatch: "ein schließendes Tag passt nicht zum geöffneten Element",
  unclosed_tag: "ein Element wird nie geschlossen (die Datei endet zu früh)",
  content_after_root: "nach dem Ende des Dokuments folgt weiterer Inhalt",
  bad_character: "sie enthält ein Zeichen, das in XML nicht erlaubt ist",
  unknown_entity: "sie verwendet eine unbekannte Entität (&…;)",
  no_root: "sie hat kein Wurzelelement",
};

const GAEB2000_REASONS_DE: Record<string, string> = {
  end_mismatch: "ein Block wird mit einem #end[…] geschlossen, das nicht zum offenen Block passt",
  block_unclosed: "ein Block wird nie mit #end[…] geschlossen (die Datei endet zu früh)",
  value_unterminated: "einem Feld fehlt das abschließende [end]",
  too_deep: "Blöcke sind weit tiefer verschachtelt als in jeder GAEB-Datei",
  no_gaeb: "sie hat keinen Block #begin[GAEB]",
};

const GAEB90_REASONS_DE: Record<string, string> = {
  too_long: "er ist länger als 80 Zeichen",
  header_missing: "die Datei beginnt nicht mit einem Kopfsatz (00)",
  oz_invalid: "seine Ordnungszahl passt nicht zur OZ-Maske aus Satz 00",
  number_invalid: "ein Zahlenfeld enthält etwas, das keine Zahl ist",
  binary: "er enthält Steuerzeichen, dies ist also kein GAEB-90-Text",
};

export const de: Record<IssueCode, (p: Params) => string> = {
  file_empty: () =>
    "Die Datei ist leer. Wählen Sie die GAEB-Datei erneut aus; vermutlich ist der Upload oder Export fehlgeschlagen.",
  not_xml: () =>
    "Dies ist keine GAEB-Datei: Sie enthält weder GAEB DA XML noch GAEB-2000- oder GAEB-90-Text. Wählen Sie eine GAEB-Datei (.x83, .p83, .d83, .x86 …).",
  xml_malformed: (p) =>
    `Das XML ist fehlerhaft: ${XML_REASONS[String(p.reason)] ?? p.detail}. Die Datei ist vermutlich abgeschnitten oder von Hand bearbeitet; fordern Sie beim Absender einen neuen Export an.`,
  xml_doctype_forbidden: () =>
    "Die Datei enthält eine DOCTYPE-Deklaration, die GAEB-Dateien nie brauchen und die aus Sicherheitsgründen abgelehnt wird. Entfernen Sie die Zeile <!DOCTYPE …> oder exportieren Sie die Datei neu.",
  xml_too_deep: (p) =>
    `Elemente sind mehr als ${n(p.limit)} Ebenen tief verschachtelt, weit mehr als in jeder GAEB-Datei. Die Datei ist beschädigt oder kein Leistungsverzeichnis.`,
  encoding_unsupported: (p) =>
    `Die Datei gibt die Zeichenkodierung „${p.encoding}“ an, die nicht unterstützt wird. Speichern Sie sie als UTF-8 oder ISO-8859-1.`,
  encoding_invalid: (p) =>
    `Die Datei ist kein gültiger ${p.encoding}-Text: Sie enthält Bytes, die in dieser Kodierung keine Zeichen sind. Die Datei ist beschädigt; fordern Sie beim Absender einen neuen Export an.`,
  encoding_fallback: (p) =>
    `Die Datei gibt ${p.declared} an, enthält aber Bytes, die kein gültiges ${p.declared} sind; sie wurde als ${p.used} gelesen. Prüfen Sie Sonderzeichen wie Umlaute.`,
  not_gaeb: (p) =>
    `Diese XML-Datei ist keine GAEB-Datei: Ihr Wurzelelement ist <${p.root}>, GAEB-DA-XML-Dateien beginnen mit <GAEB>.`,
  gaeb_structure_invalid: () =>
    "Die Datei beginnt mit <GAEB>, hat aber keinen Abschnitt <Award> oder <Invoice> und folgt damit nicht dem Aufbau von GAEB DA XML. Exportieren Sie sie erneut aus einem GAEB-zertifizierten Programm.",
  phase_unknown: (p) =>
    `Die Datenart (<DP>) „${p.value}“ ist unbekannt (erwartet 80–87, 89, 89B). Prüfen Sie, ob es sich um ein Leistungsverzeichnis in GAEB DA XML handelt.`,
  phase_from_extension: (p) =>
    `Die Datei nennt keine Datenart (<DP>); Datenart ${p.phase} wurde aus der Dateiendung übernommen.`,
  phase_mismatch: (p) =>
    `Die Dateiendung nennt Datenart ${p.extension}, die Datei selbst aber ${p.phase}; verwendet wird die angegebene Datenart ${p.phase}.`,
  version_unknown: (p) =>
    `Die GAEB-DA-XML-Version „${p.version}“ ist unbekannt; die Datei wurde wie Version 3.3 gelesen.`,
  boq_missing: () =>
    "Die Datei enthält kein Leistungsverzeichnis (<BoQ>); nur die Projektangaben wurden übernommen.",
  number_invalid: (p) =>
    `<${p.element}> enthält „${p.value}“, das ist keine Zahl; die Zelle bleibt leer. Prüfen Sie den Wert in Ihrem AVA-Programm.`,
  number_too_long: (p) =>
    `<${p.element}> enthält eine Zahl mit ${n(p.length)} Zeichen („${p.value}“), weit mehr als GAEB erlaubt (16 Stellen) und mehr als die ${n(p.limit)} Stellen, mit denen dieses Programm rechnet; die Zelle bleibt leer. Prüfen Sie den Wert in Ihrem AVA-Programm.`,
  breakdown_length_invalid: (p) =>
    `Ebene ${p.level} der OZ-Maske (<BoQBkdn>) gibt die Länge „${p.value}“ an; GAEB erlaubt 1 bis ${p.limit}. Ordnungszahlen dieser Ebene werden auf höchstens ${p.limit} Stellen aufgefüllt; prüfen Sie Ordnungszahlen und OZ-Maske in Ihrem AVA-Programm.`,
  oz_part_too_long: (p) =>
    `Ein Teil einer Ordnungszahl hat ${n(p.length)} Zeichen („${p.value}“); GAEB erlaubt 14. Er wurde auf ${p.limit} Zeichen gekürzt, Ordnungszahlen sind daher womöglich nicht mehr eindeutig; prüfen Sie die Nummerierung in Ihrem AVA-Programm.`,
  number_as_text: (p) =>
    `Zelle ${p.cell} im Blatt „${p.sheet}“ enthielte ${n(p.value)}, eine Zahl mit mehr als 15 gültigen Stellen oder außerhalb dessen, was eine Tabellenkalkulation fassen kann; sie wurde als Text geschrieben, damit keine Stelle verloren geht. Formeln und Summen, die diese Zelle verwenden, rechnen nicht mit ihr als Zahl: Prüfen Sie den Wert in Ihrem AVA-Programm.`,
  formula_fixed: (p) =>
    `Zelle ${p.cell} im Blatt „${p.sheet}“ summiert einen Bereich mit einem als Text geschriebenen Wert (siehe den Hinweis zu dieser Zelle); Tabellenkalkulationen lassen Text in Summen aus, daher enthält die Zelle den genauen Betrag ${n(p.value)} als festen Wert statt einer Formel und folgt Änderungen nicht mehr.`,
  formula_result_rounded: (p) =>
    `Die Formel in Zelle ${p.cell} im Blatt „${p.sheet}“ ergibt ${n(p.value)}, mehr gültige Stellen als eine Tabellenkalkulation berechnet (15); sie zeigt einen gerundeten Betrag. Der genaue Betrag steht in dieser Meldung.`,
  item_total_mismatch: (p) =>
    `Der Gesamtbetrag der Datei ${n(p.declared)} weicht von Menge × Einheitspreis = ${n(p.computed)} ab; der Betrag der Datei wurde als fester Wert statt als Formel übernommen.`,
  text_continued: (p) =>
    `Der Langtext hat ${n(p.length)} Zeichen, mehr als eine Excel-Zelle fasst (32.767); er wird in den folgenden Zeilen fortgesetzt.`,
  texts_in_base_file: () =>
    "Ein Angebot der Datenart 84 enthält keine Kurztexte, Langtexte oder Einheiten: Diese stehen in der zugehörigen Datei der Datenart 83. Ohne sie sind auch die Positionsarten unbekannt (Alternativ- und Bedarfspositionen), daher stehen Summen nur so da, wie die Datei sie angibt. Wandeln Sie das Angebot zusammen mit der Angebotsaufforderung (X83) um, auf die es antwortet.",
  base_item_missing: (p) => `Position ${p.oz} fehlt in der Basisdatei und hat daher keine Texte.`,
  base_phase_invalid: (p) =>
    `Die Basisdatei hat Datenart ${p.phase}; die Texte zu einem Angebot stammen aus einer Datei der Datenart 83 (oder 81).`,
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
  no_input: () => "Es wurde keine Eingabedatei angegeben.",
  input_invalid: (p) =>
    `Das Programm, das gaeb2xlsx aufruft, hat ungültige Angaben übergeben: ${p.field} (erwartet: ${p.expected}); es wurde nichts konvertiert. Der Fehler liegt im aufrufenden Programm, nicht in der GAEB-Datei.`,
  internal_error: (p) =>
    `Ein unerwarteter Fehler hat die Konvertierung abgebrochen (${p.detail}). Der Fehler liegt in gaeb2xlsx, nicht unbedingt in Ihrer Datei: Bitte melden Sie ihn zusammen mit der Datei. Bis er behoben ist, hilft womöglich ein neuer Export der Datei aus Ihrem AVA-Programm.`,
  gaeb2000_syntax: (p) =>
    `Die GAEB-2000-Datei ist fehlerhaft: ${GAEB2000_REASONS_DE[String(p.reason)] ?? p.reason}${p.detail ? ` (${p.detail})` : ""}. Die Datei ist vermutlich abgeschnitten oder von Hand bearbeitet; fordern Sie beim Absender einen neuen Export an.`,
  gaeb2000_text_ignored: (p) =>
    `Text außerhalb eines Feldes [Schlüssel]Wert[end] wurde übergangen: „${p.text}“. Prüfen Sie die Datei, falls etwas fehlt.`,
  gaeb2000_key_unknown: (p) =>
    `Der Schlüssel [${p.key}] ist unbekannt und wurde übergangen (${n(p.count)}×). Vergleichen Sie die Tabelle mit der Datei, falls etwas fehlt.`,
  gaeb90_record_invalid: (p) =>
    `GAEB-90-Satz ${p.record} ist fehlerhaft: ${GAEB90_REASONS_DE[String(p.reason)] ?? p.reason}${p.value ? ` („${p.value}“)` : ""}. Die Datei ist vermutlich abgeschnitten oder beschädigt; fordern Sie beim Absender einen neuen Export an.`,
  gaeb90_record_unknown: (p) =>
    `Die Satzart ${p.type} ist unbekannt und wurde übergangen (${n(p.count)}×). Vergleichen Sie die Tabelle mit der Datei, falls etwas fehlt.`,
  item_kind_unknown: (p) =>
    `${p.key ? `Das Feld [${p.key}]` : `Satz ${p.record}, Spalte ${p.column},`} nennt die unbekannte Positionsart „${p.value}“ (${n(p.count)}×); diese Positionen wurden als Normalpositionen gelesen. Prüfen Sie ihre Art und die Summen in der Tabelle gegen den Ausdruck des Absenders.`,
  item_count_mismatch: (p) =>
    `Laut Datei enthält sie ${count(p.declared, "Position", "Positionen")}, gelesen ${agree(p.read, "wurde", "wurden")} ${n(p.read)}. Die Datei ist womöglich unvollständig; vergleichen Sie sie mit dem Ausdruck des Absenders.`,
  markup_base_mismatch: (p) =>
    `Die Zuschlagsbasis der Datei ${n(p.declared)} weicht von der Summe der bezuschlagten Positionen ${n(p.computed)} ab; die Basis der Datei wurde als fester Wert statt als Formel übernommen.`,
  base_unrelated: (p) =>
    `Die Basisdatei gehört nicht zu diesem Angebot: nur ${n(p.matched)} von ${n(p.items)} Positionen des Angebots ${agree(p.matched, "steht", "stehen")} in ihr. Wählen Sie die Angebotsaufforderung (Datenart 83) zu genau diesem Leistungsverzeichnis.`,
  offer_workbook_invalid: () =>
    "Dies ist keine lesbare Excel-Arbeitsmappe (.xlsx). Speichern Sie die Mappe in Excel oder LibreOffice als „Excel-Arbeitsmappe (.xlsx)“ und versuchen Sie es erneut.",
  offer_form_missing: () =>
    "Diese Arbeitsmappe wurde nicht von gaeb2xlsx aus einer Angebotsaufforderung erstellt: Ihr fehlt das verborgene Angebotsformular. Wandeln Sie die Anfrage (X83) mit gaeb2xlsx um, tragen Sie die Preise in diese Mappe ein und erzeugen Sie daraus das Angebot.",
  offer_form_damaged: (p) =>
    `Das verborgene Angebotsformular (Blatt „${p.sheet}“) ist beschädigt oder wurde geändert. Wandeln Sie die Anfrage (X83) neu um und übertragen Sie Ihre Preise in die neue Mappe.`,
  offer_sheet_missing: (p) =>
    `Das Blatt „${p.sheet}“ mit dem Leistungsverzeichnis fehlt. Geben Sie dem Blatt mit den Preisen wieder diesen Namen (oder löschen Sie die übrigen sichtbaren Blätter).`,
  offer_columns_missing: (p) =>
    `Im Blatt „${p.sheet}“ fehlt die Kopfzeile mit den Spalten „OZ“ und „EP“. Stellen Sie die Spaltenüberschriften wieder her; Spalten dürfen eingefügt, aber die Überschriften dieser beiden nicht geändert werden.`,
  offer_price_missing: (p) =>
    `${count(p.count, "Position", "Positionen")} im Blatt „${p.sheet}“ ${agree(p.count, "hat", "haben")} keinen Einheitspreis: ${list(p.items, p.more)}. Tragen Sie die Preise ein oder geben Sie ausdrücklich an, dass Positionen ohne Preis nicht angeboten werden.`,
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

import type { Issue, IssueCode } from "../issues.js";
import { deBilling } from "./de-billing.js";
import { deImport } from "./de-import.js";
import { deJobs } from "./de-jobs.js";
import { deWriter } from "./de-writer.js";
import { wording } from "./numbers.js";

type Params = NonNullable<Issue["params"]>;

/** Figures in German form ("12.346,5"), counted nouns and the verbs that agree with them. */
const { n, count, agree } = wording("de");

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

const TAKEOFF_REASONS_DE: Record<string, string> = {
  empty: "sie enthält keinen Rechenansatz",
  syntax:
    "sie enthält etwas anderes als Zahlen, + − * / und Klammern, oder diese stehen nicht rechenbar zueinander",
  division_by_zero: "sie teilt durch null",
  too_long: "sie ist länger als 1000 Zeichen",
  too_deep: "ihre Klammern sind tiefer als 20 Ebenen verschachtelt",
  factor: "der Faktor (Spalten 24 bis 29) ist keine Zahl",
};

export const de: Record<IssueCode, (p: Params) => string> = {
  ...deJobs,
  ...deWriter,
  ...deImport,
  ...deBilling,
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
  element_not_read: (p) =>
    `<${p.element}> in <${p.parent}> gehört nicht zum Leistungsverzeichnis, wie dieses Programm es liest (GAEB DA XML 3.3 sieht dort nichts Derartiges vor, oder etwas, das dieses Programm noch nicht liest, etwa Losgruppen); es wird weder angezeigt noch zurückgeschrieben${Number(p.count) > 1 ? ` (${p.count} Stellen)` : ""}.`,
  gaeb_structure_invalid: () =>
    "Die Datei beginnt mit <GAEB>, hat aber keinen Abschnitt <Award>, <Invoice> oder <QtyDeterm> und folgt damit nicht dem Aufbau von GAEB DA XML. Exportieren Sie sie erneut aus einem GAEB-zertifizierten Programm.",
  phase_unknown: (p) =>
    `Die Datenart (<DP>) „${p.value}“ ist unbekannt (erwartet 31, 80–87, 89, 89B). Prüfen Sie, ob es sich um ein Leistungsverzeichnis oder eine Mengenermittlung in GAEB DA XML handelt.`,
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
  picture_too_large: (p) =>
    `Ein eingebettetes Bild${p.name ? ` („${p.name}“)` : ""} ist größer als ${n(p.limit)} MB; es wird nicht übernommen, an seiner Stelle steht ein Hinweis auf das Bild. Verkleinern Sie das Bild in Ihrem AVA-Programm, wenn es sichtbar sein soll.`,
  pictures_too_many: (p) =>
    `Die eingebetteten Bilder der Datei sind zusammen größer als ${n(p.limit)} MB; ab diesem Bild werden sie nicht mehr übernommen, an ihrer Stelle steht ein Hinweis auf das Bild.`,
  picture_damaged: (p) =>
    `Ein eingebettetes Bild${p.name ? ` („${p.name}“)` : ""} ist beschädigt oder in einem Format, das GAEB nicht vorsieht (erlaubt sind JPEG, PNG und GIF in Base64); an seiner Stelle steht ein Hinweis auf das Bild.`,
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
  text_punctuation_restored: (p) =>
    `${count(p.count, "Steuerzeichen", "Steuerzeichen")} im Text ${agree(p.count, "wurde", "wurden")} als Satzzeichen gelesen (das erste wurde zu ${p.character}): Das schreibende Programm hat von Zeichen wie „ “ – nur das untere Byte gespeichert. Prüfen Sie Anführungszeichen und Striche an diesen Stellen.`,
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
  takeoff_row_malformed: (p) =>
    `Aufmaßzeile ${p.row} der Mengenermittlung hat nicht den Aufbau nach REB 23.003 (${p.reason === "too_long" ? "sie ist länger als 80 Zeichen" : "in den Spalten 1 bis 11 steht etwas, sie müssen leer sein"}); sie wird so angezeigt, wie sie in der Datei steht, und nicht mitgerechnet. Prüfen Sie die Zeile im Programm des Absenders.`,
  takeoff_expression_invalid: (p) =>
    `Die Rechnung ab Aufmaßzeile ${p.row} („${p.expression}“) lässt sich nicht nachrechnen: ${TAKEOFF_REASONS_DE[String(p.reason)] ?? p.reason}. Sie wird ohne Ergebnis angezeigt, die Summe der Position fehlt; maßgeblich ist die Menge, die die Datei angibt. Prüfen Sie die Zeile im Programm des Absenders.`,
  takeoff_calculation_unterminated: (p) =>
    `Die Rechnung ab Aufmaßzeile ${p.row} („${p.expression}“) wird nicht mit „=“ abgeschlossen, wie REB 23.003 es für die letzte Zeile einer Rechnung verlangt; die Mengenermittlung ist womöglich unvollständig. Sie wird ohne Ergebnis angezeigt; prüfen Sie sie im Programm des Absenders.`,
  base_unrelated: (p) =>
    `Die Basisdatei gehört nicht zu diesem Angebot: nur ${n(p.matched)} von ${n(p.items)} Positionen des Angebots ${agree(p.matched, "steht", "stehen")} in ihr. Wählen Sie die Angebotsaufforderung (Datenart 83) zu genau diesem Leistungsverzeichnis.`,
};

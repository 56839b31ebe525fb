import type { ImportIssueCode, Issue } from "../issues.js";
import { wording } from "./numbers.js";

type Params = NonNullable<Issue["params"]>;

const { n, count, list, agree } = wording("de");

/** The columns of an LV sheet (`ImportColumn`) as a German reader names them. */
const COLUMNS: Record<string, string> = {
  oz: "OZ (Positionsnummer)",
  kind: "Art",
  short: "Kurztext",
  long: "Langtext",
  qty: "Menge",
  unit: "Einheit",
  price: "Einheitspreis",
  total: "Gesamtpreis",
  vat: "MwSt.-Satz",
};
/** "01.0010@12, …" as "01.0010 (Zeile 12), …". */
const atRows = (items: unknown) =>
  String(items ?? "")
    .split(", ")
    .map((entry) => entry.replace(/@(\d+)$/, (_, row) => ` (Zeile ${n(row)})`))
    .join(", ");
const column = (p: Params) => COLUMNS[String(p.column)] ?? String(p.column);
const where = (p: Params) =>
  `Blatt „${p.sheet}“${p.cell ? `, Zelle ${p.cell}` : p.row ? `, Zeile ${n(p.row)}` : ""}`;

const MAP_REASONS: Record<string, string> = {
  letter: "ist kein Spaltenbuchstabe (A bis XFD)",
  twice: "ist schon einer anderen Spalte zugeordnet",
  column: "ist keine Spalte, die der Import kennt (oz, kind, short, long, qty, unit, price, total)",
};

/** Excel → GAEB, in German; `de.ts` adds these. */
export const deImport: Record<ImportIssueCode, (p: Params) => string> = {
  // helper "import"
  import_workbook_invalid: () =>
    "Dies ist keine lesbare Excel-Arbeitsmappe (.xlsx). Speichern Sie die Tabelle in Excel oder LibreOffice als „Excel-Arbeitsmappe (.xlsx)“ und versuchen Sie es erneut.",
  import_workbook_too_large: (p) =>
    `Diese Arbeitsmappe ist weit größer als jedes Leistungsverzeichnis: ${p.reason === "entries" ? "ihr Zip-Archiv enthält mehr als tausend Teile" : p.reason === "cells" ? `${p.sheet ? `das Blatt „${p.sheet}“` : "sie"} enthält mehr als ${n(p.cells)} Zellen` : `${p.sheet ? `das Blatt „${p.sheet}“` : "sie"} ist entpackt größer als ${n(p.megabytes)} MB`}. Sie wurde nicht gelesen. Kopieren Sie nur das LV-Blatt in eine neue Mappe und importieren Sie diese.`,
  import_sheet_missing: (p) =>
    `${p.sheet ? `Die Arbeitsmappe hat kein Blatt „${p.sheet}“.` : "Die Arbeitsmappe enthält mehrere Leistungsverzeichnisse."} Wählen Sie eines ihrer Blätter: ${String(p.sheets).split("\n").join(", ")}.`,
  import_map_invalid: (p) =>
    `Die Spaltenzuordnung ${p.column}=${p.value} ${MAP_REASONS[String(p.reason)] ?? "ist ungültig"}. Geben Sie jede Spalte mit ihrem Buchstaben an, z. B. oz=A,short=B,qty=D.`,
  import_columns_unclear: (p) =>
    `${where(p)}: Die Spalte „${column(p)}“ ist nicht sicher zu erkennen: ${p.reason === "several" ? `mehrere Überschriften kommen infrage (${p.candidates})` : "keine Überschrift passt"}. Ordnen Sie die Spalten zu (welcher Buchstabe die OZ, welcher den Kurztext usw. enthält); geraten wird nicht.`,
  import_oz_invalid: (p) =>
    `${where(p)}: „${p.value}“ ist keine Ordnungszahl (OZ): ${p.reason === "part" ? "ein Teil ist länger als 14 Zeichen, mehr als GAEB erlaubt" : p.reason === "levels" ? "sie hat mehr als sechs Stufen" : "erlaubt sind Ziffern und Buchstaben, in Stufen durch Punkte getrennt (z. B. 01.02.0010)"}. Korrigieren Sie die OZ.`,
  import_oz_duplicate: (p) =>
    `Blatt „${p.sheet}“: Die OZ ${p.oz} kommt mehrfach vor, in den Zeilen ${list(p.rows, p.more)}. Jede Position braucht eine eigene OZ; nummerieren Sie die Zeilen eindeutig.`,
  import_oz_inconsistent: (p) =>
    p.reason === "padding"
      ? `${where(p)}: In der OZ ${p.oz} ist „${p.part}“ anders lang als die übrigen Nummern dieser Stufe (${count(p.length, "Stelle", "Stellen")}, mit Nullen aufgefüllt). Schreiben Sie alle Nummern einer Stufe gleich lang.`
      : `${where(p)}: Die OZ ${p.oz} ist ein Bereich (über anderen Nummern oder ohne Menge), hat aber ${count(p.levels, "Stufe", "Stufen")} wie die Positionen; ein Bereich hat weniger Stufen als seine Positionen. Passen Sie die OZ an.`,
  import_number_invalid: (p) =>
    `${where(p)}, Spalte ${column(p)}: „${p.value}“ ist ${p.reason === "ambiguous" ? "mehrdeutig (1234 oder 1,234?); schreiben Sie die Zahl ohne Tausenderpunkt" : "keine Zahl"}. Korrigieren Sie den Wert.`,
  import_quantity_missing: (p) =>
    `Blatt „${p.sheet}“: ${count(p.count, "Position hat", "Positionen haben")} keine Menge oder keine Einheit: ${list(atRows(p.items), p.more)}. ${agree(p.count, "Sie wurde", "Sie wurden")} ohne diese Angabe übernommen; tragen Sie Menge und Einheit nach, wo sie ausgeschrieben werden sollen.`,
  import_kind_unknown: (p) =>
    `${where(p)}: Die Art „${p.value}“ ist nicht bekannt und wurde als Normalposition übernommen. Bekannt sind z. B. Bedarfsposition, Pauschalposition, Stundenlohnposition, entfällt.`,
  import_no_items: (p) =>
    `Im Blatt „${p.sheet}“ steht unter der Kopfzeile (Zeile ${n(p.row)}) keine Position: keine Zeile hat eine OZ und einen Kurztext. Prüfen Sie das gewählte Blatt und die Spaltenzuordnung.`,
  import_too_large: (p) =>
    p.what === "rows"
      ? `Das Blatt „${p.sheet}“ hat mehr als ${n(p.limit)} Zeilen, weit mehr als ein Leistungsverzeichnis. Teilen Sie es in mehrere LV auf.`
      : `${where(p)}: Der Text ist länger als ${n(p.limit)} Zeichen, weit länger als jeder Langtext. Kürzen Sie ihn.`,
  // An edited workbook this project wrote from a request (helper "edited")
  import_oz_outside_mask: (p) =>
    `Blatt „${p.sheet}“, Zelle ${p.cell}: Die OZ ${p.oz} passt nicht zur OZ-Maske des Leistungsverzeichnisses (Aufbau wie ${p.mask}).${p.typed === "number" ? " Die Zelle enthält eine Zahl: das Tabellenprogramm hat die Eingabe als Zahl oder Datum gespeichert. Formatieren Sie die Zelle als Text und geben Sie die OZ erneut ein." : " Geben Sie der neuen Zeile eine OZ nach dieser Maske."}`,
  import_edited_oz_duplicate: (p) =>
    `Blatt „${p.sheet}“: Die OZ ${p.oz} steht mehrfach (Zellen ${p.cells}). Jede OZ darf nur einmal vorkommen; geben Sie kopierten Zeilen eine eigene OZ oder löschen Sie sie.`,
  import_edited_number_invalid: (p) =>
    p.places === undefined
      ? `Blatt „${p.sheet}“, Zelle ${p.cell}: „${p.value}“ ist keine gültige Zahl (erwartet ist eine Zahl ab 0, z. B. 12,5). Tragen Sie eine Zahl ein oder leeren Sie die Zelle.`
      : `Blatt „${p.sheet}“, Zelle ${p.cell}: ${n(p.value)} hat mehr als die ${p.places} Nachkommastellen, die GAEB erlaubt. Runden Sie den Wert in der Zelle.`,
  import_edited_kind_unknown: (p) =>
    `Blatt „${p.sheet}“, Zelle ${p.cell}: Die Art „${p.value}“ ist nicht bekannt; die Position behält ihre bisherige Art. Verwenden Sie die Wörter der Arbeitsmappe, z. B. „Normalposition“, „Bedarfsposition ohne GB“ oder „Pauschalposition“, durch Kommas getrennt.`,
  import_edited_section_kept: (p) =>
    `Blatt „${p.sheet}“: Die Zeile des Bereichs ${p.oz} fehlt, aber Zeilen seiner Positionen stehen noch im Blatt; der Bereich bleibt mit seiner bisherigen Bezeichnung erhalten. Löschen Sie auch seine Positionen, wenn der Bereich entfallen soll.`,
  import_edited_section_missing: (p) =>
    `Blatt „${p.sheet}“, Zelle ${p.cell}: Die neue OZ ${p.oz} gehört in den Bereich ${p.section}, den das Leistungsverzeichnis nicht hat. Fügen Sie eine Zeile für den Bereich ${p.section} (Art „Bereich“) hinzu oder ändern Sie die OZ.`,
  import_edited_text_unplaced: (p) =>
    `Blatt „${p.sheet}“, Zeile ${p.row}: Der Text „${p.text}“ gehört zu keinem Text der Anfrage und hat ohne OZ keinen Platz im Leistungsverzeichnis; er wurde nicht übernommen.`,
  import_edited_reference_dropped: (p) =>
    `Blatt „${p.sheet}“: Position ${p.oz} verwies auf Position ${p.target}, deren Zeilen gelöscht wurden; der Verweis entfällt. Prüfen Sie, ob ${p.oz} so noch stimmt.`,
  import_edited_form_damaged: (p) =>
    `Das ausgeblendete Blatt „${p.sheet}“ mit der Anfrage, aus der die Arbeitsmappe entstand, ist beschädigt. Wandeln Sie die GAEB-Datei erneut in eine Arbeitsmappe um und übertragen Sie Ihre Änderungen dorthin.`,
  import_edited_columns_missing: (p) =>
    `Im Blatt „${p.sheet}“ fehlt die Kopfzeile mit den Spalten „OZ“ und „Kurztext“. Stellen Sie die Spaltentitel wieder her, wie die Arbeitsmappe sie geschrieben hat.`,
  // The offer (84) and markup rates (helper "x84")
  import_bidder_missing: (p) =>
    p.cell
      ? `Blatt „${p.sheet}“: Das Angebot nennt keinen Bieter. Tragen Sie Ihren Namen in Zelle ${p.cell} (neben „${p.label}“) ein oder geben Sie ihn beim Schreiben des Angebots an; ohne Namen kann der Auftraggeber das Angebot niemandem zuordnen.`
      : "Das Angebot nennt keinen Bieter. Geben Sie beim Schreiben des Angebots (X84) Ihren Namen als Bieter an; ohne Namen kann der Auftraggeber das Angebot niemandem zuordnen.",
  import_rate_ignored: (p) =>
    `Blatt „${p.sheet}“, Zelle ${p.cell}: Der Zuschlagssatz ${p.typed === "text" ? `„${p.value}“` : `${n(p.value)} %`} der Zuschlagsposition ${p.oz} steht nicht in der X${p.phase}: Preise und Zuschlagssätze der Mappe übernimmt nur ein Angebot (X84). Schreiben Sie die Datei als Angebot, wenn sie Ihre Sätze enthalten soll.`,
  import_offer_figures_unread: (p) =>
    `Blatt „${p.sheet}“: ${count(p.count, "Eingabe", "Eingaben")} in den Spalten für Nachlässe, Pauschalsummen oder EP-Anteile (${list(p.cells, p.more)}) ${agree(p.count, "steht", "stehen")} nicht im Angebot: Dieser Import übernimmt Einheitspreise und Zuschlagssätze. Für ein Angebot mit Nachlässen, Pauschalsummen und EP-Anteilen machen Sie es mit der Angebotsfunktion (Excel nach X84) aus dieser Arbeitsmappe.`,
};

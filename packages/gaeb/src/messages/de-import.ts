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

/** The title facts an edited workbook's block carries (`import/edited-title.ts`), as a German reader names them. */
const TITLE_FACTS: Record<string, string> = {
  project: "Die Projektbezeichnung",
  boq: "Die Bezeichnung des Leistungsverzeichnisses",
  currency: "Die Währung",
};

/** The facts of a planner's title block (`import/title-words.ts`) and the GAEB field each goes to. */
const BLOCK_FACTS: Record<string, string> = {
  projectLabel: "die Projektbezeichnung (LblPrj)",
  projectNumber: "die Projektnummer (NamePrj)",
  boqLabel: "die LV-Bezeichnung (LblBoQ)",
  boqNumber: "die LV-Nummer (Name)",
  awardNo: "die Vergabenummer (AwardNo)",
};

/** What a fact of the block should have been, and what became of it. */
const INVALID_FACTS: Record<string, string> = {
  date: "kein Datum; das LV wurde ohne Datum übernommen. Schreiben Sie es als 12.03.2024 oder 2024-03-12",
  vat: "kein Umsatzsteuersatz (erwartet ist ein Prozentsatz ab 0 und unter 100, z. B. 19 oder 19 %); er wurde nicht übernommen. Korrigieren Sie den Satz",
  currency:
    "kein Währungskürzel (GAEB erwartet drei oder vier Buchstaben, z. B. EUR oder CHF); das LV wurde in EUR übernommen. Schreiben Sie das Kürzel, nach Wunsch gefolgt von „ – “ und der Bezeichnung",
};

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
    `Diese Arbeitsmappe ist weit größer als jedes Leistungsverzeichnis: ${p.reason === "entries" ? "ihr Zip-Archiv enthält mehr als tausend Teile" : p.reason === "text" ? `${p.sheet ? `das Blatt „${p.sheet}“` : "ihre Texttabelle"} enthält einen Text von mehr als ${n(p.characters)} Zeichen, weit länger als jeder Langtext` : p.reason === "cells" ? `${p.sheet ? `das Blatt „${p.sheet}“` : "sie"} enthält mehr als ${n(p.cells)} Zellen` : `${p.sheet ? `das Blatt „${p.sheet}“` : "sie"} ist entpackt größer als ${n(p.megabytes)} MB`}. Sie wurde nicht gelesen. Kopieren Sie nur das LV-Blatt in eine neue Mappe und importieren Sie diese.`,
  import_workbook_not_utf8: (p) =>
    `${p.sheet ? `${where(p)}: Das Blatt enthält` : p.part === "xl/sharedstrings.xml" ? "Die Texttabelle der Arbeitsmappe (xl/sharedStrings.xml) enthält" : `Der Teil ${p.part} der Arbeitsmappe enthält`} Bytes, die kein UTF-8-Text sind; was dort steht, ist nicht sicher zu lesen, die Mappe wurde nicht importiert. Die Datei ist beschädigt oder von einem Programm geschrieben, das keine richtigen Excel-Dateien speichert. Öffnen Sie sie in Excel oder LibreOffice, prüfen Sie die Texte${p.sheet ? " dort" : ""} und speichern Sie sie erneut als „Excel-Arbeitsmappe (.xlsx)“.`,
  import_workbook_encrypted: () =>
    "Diese Arbeitsmappe ist mit einem Kennwort geschützt (verschlüsselt) und kann nicht gelesen werden. Öffnen Sie sie in Excel oder LibreOffice mit dem Kennwort, speichern Sie eine Kopie ohne Kennwort (Excel: Datei › Informationen › Arbeitsmappe schützen › Mit Kennwort verschlüsseln, Feld leeren; LibreOffice: Datei › Speichern unter ohne „Mit Kennwort speichern“) und importieren Sie diese Kopie.",
  import_workbook_xls: () =>
    "Dies ist eine alte Excel-Arbeitsmappe (.xls, Excel 97–2003), auch wenn ihr Name auf .xlsx endet; der Import liest nur das aktuelle Format. Öffnen Sie sie in Excel oder LibreOffice, speichern Sie sie als „Excel-Arbeitsmappe (.xlsx)“ und importieren Sie diese Datei.",
  import_workbook_ods: () =>
    "Dies ist eine OpenDocument-Tabelle (.ods, wie LibreOffice sie üblicherweise speichert), auch wenn ihr Name auf .xlsx endet; der Import liest nur Excel-Arbeitsmappen. Öffnen Sie sie in LibreOffice, speichern Sie sie mit Datei › Speichern unter als „Excel 2007-365 (.xlsx)“ und importieren Sie diese Datei.",
  import_sheet_part_missing: (p) =>
    `Die Arbeitsmappe führt ein Blatt „${p.sheet}“, enthält es aber nicht (sein Teil ${p.part} fehlt): Die Datei ist unvollständig oder beschädigt${p.lvSheet ? `; das LV wurde aus dem Blatt „${p.lvSheet}“ gelesen` : ""}. Öffnen Sie die Mappe in Excel oder LibreOffice und speichern Sie sie erneut; ist das Blatt dort leer, kopieren Sie das LV in eine neue Mappe.`,
  import_sheet_missing: (p) =>
    `${p.sheet ? `Die Arbeitsmappe hat kein Blatt „${p.sheet}“.` : "Die Arbeitsmappe enthält mehrere Leistungsverzeichnisse."} Wählen Sie eines ihrer Blätter: ${String(p.sheets).split("\n").join(", ")}.`,
  import_map_invalid: (p) =>
    `Die Spaltenzuordnung ${p.column}=${p.value} ${MAP_REASONS[String(p.reason)] ?? "ist ungültig"}. Geben Sie jede Spalte mit ihrem Buchstaben an, z. B. oz=A,short=B,qty=D.`,
  import_columns_unclear: (p) =>
    `${where(p)}: Die Spalte „${column(p)}“ ist nicht sicher zu erkennen: ${p.reason === "several" ? `mehrere Überschriften kommen infrage (${p.candidates})` : "keine Überschrift passt"}. Ordnen Sie die Spalten zu (welcher Buchstabe die OZ, welcher den Kurztext usw. enthält); geraten wird nicht.`,
  import_oz_invalid: (p) =>
    `${where(p)}: „${p.value}“ ist keine Ordnungszahl (OZ): ${p.reason === "part" ? "ein Teil ist länger als 14 Zeichen, mehr als GAEB erlaubt" : p.reason === "levels" ? "sie hat mehr als sechs Stufen" : p.reason === "date" ? "das Tabellenprogramm hat die Eingabe als Datum gespeichert, und ob „1.2.10“ oder „1.2.2010“ getippt wurde, ist nicht mehr zu erkennen. Formatieren Sie die Spalte als Text und geben Sie die OZ erneut ein" : "erlaubt sind Ziffern und Buchstaben, in Stufen durch Punkte getrennt (z. B. 01.02.0010)"}. Korrigieren Sie die OZ.`,
  import_oz_from_date: (p) =>
    `${where(p)}: Das Tabellenprogramm hatte die OZ als Datum gespeichert; gelesen wie angezeigt als ${p.oz}. Prüfen Sie die Nummer und formatieren Sie die OZ-Spalte als Text, damit das nicht wieder geschieht.`,
  import_text_left_out: (p) =>
    `Blatt „${p.sheet}“: ${Number(p.count) === 1 ? `Die Textzeile ${p.rows} steht` : `Die Textzeilen ${p.rows} stehen`} unter einer Summenzeile oder nach einer Leerzeile unter der letzten Position und ${Number(p.count) === 1 ? "gehört" : "gehören"} zu keiner Position; nicht übernommen. Soll der Text zu einer Position gehören, rücken Sie ihn direkt unter deren Zeile.`,
  import_rows_hidden: (p) =>
    `Blatt „${p.sheet}“: ${Number(p.count) === 1 ? `Die ausgeblendete Zeile ${p.rows} wurde` : `Die ausgeblendeten Zeilen ${p.rows} wurden`} wie die übrigen übernommen. ${Number(p.count) === 1 ? "Gehört sie nicht ins LV, löschen Sie sie." : "Gehören sie nicht ins LV, löschen Sie sie."}`,
  import_alternative_base_missing: (p) =>
    `Blatt „${p.sheet}“, Zeile ${n(p.row)}: Die Wahlposition ${p.oz} nennt als Grundposition ${p.base}, doch keine Position hat diese OZ; sie wurde der Grundposition davor zugeordnet. Prüfen Sie die OZ hinter „Alternative zu“.`,
  import_notes_left_out: (p) =>
    `Blatt „${p.sheet}“, Spalte ${p.letter}${p.title ? ` „${p.title}“` : ""}: Die Positionsarten darin wurden übernommen, die Anmerkungen ${Number(p.count) === 1 ? `in Zeile ${p.rows}` : `in den Zeilen ${p.rows}`} nicht; ein GAEB-LV hat für sie kein Feld. Gehört eine Anmerkung in die Leistungsbeschreibung, schreiben Sie sie in den Langtext.`,
  // A foreign sheet names the rows, an edited workbook of ours the OZ cells.
  import_oz_duplicate: (p) =>
    `Blatt „${p.sheet}“: Die OZ ${p.oz} kommt mehrfach vor, ${p.cells ? `in den Zellen ${p.cells}` : `in den Zeilen ${list(p.rows, p.more)}`}. Jede Position braucht eine eigene OZ; nummerieren Sie die Zeilen eindeutig oder löschen Sie kopierte Zeilen.`,
  import_oz_inconsistent: (p) =>
    p.reason === "padding"
      ? `${where(p)}: In der OZ ${p.oz} ist „${p.part}“ anders lang als die übrigen Nummern dieser Stufe (${count(p.length, "Stelle", "Stellen")}, mit Nullen aufgefüllt). Schreiben Sie alle Nummern einer Stufe gleich lang.`
      : `${where(p)}: Die OZ ${p.oz} ist ein Bereich (über anderen Nummern oder ohne Menge), hat aber ${count(p.levels, "Stufe", "Stufen")} wie die Positionen; ein Bereich hat weniger Stufen als seine Positionen. Passen Sie die OZ an.`,
  import_number_invalid: (p) =>
    `${where(p)}${p.column ? `, Spalte ${column(p)}` : ""}: ${
      p.reason === "places"
        ? `${n(p.value)} hat mehr als die ${p.places} Nachkommastellen, die GAEB erlaubt. Runden Sie den Wert in der Zelle.`
        : `„${p.value}“ ist ${p.reason === "ambiguous" ? "mehrdeutig (1234 oder 1,234?); schreiben Sie die Zahl ohne Tausenderpunkt" : p.reason === "negative" ? "negativ; erwartet ist eine Zahl ab 0" : "keine Zahl"}. Korrigieren Sie den Wert.`
    }`,
  import_quantity_missing: (p) =>
    `Blatt „${p.sheet}“: ${count(p.count, "Position hat", "Positionen haben")} keine Menge oder keine Einheit: ${list(atRows(p.items), p.more)}. ${agree(p.count, "Sie wurde", "Sie wurden")} ohne diese Angabe übernommen; tragen Sie Menge und Einheit nach, wo sie ausgeschrieben werden sollen.`,
  // An edited workbook keeps the item's previous kinds (kept: "previous"); a foreign sheet passes the word over.
  import_kind_unknown: (p) =>
    `${where(p)}: Die Art „${p.value}“${p.kept === "previous" ? " ist nicht bekannt oder nennt bei einer Grund- oder Alternativposition keine Gruppe; die Position behält ihre bisherige Art" : " ist nicht bekannt und wurde übergangen"}. Bekannt sind z. B. Normalposition, Bedarfsposition ohne GB, Pauschalposition, Stundenlohnposition, entfällt, Grundposition (Gruppe 1) und Alternativposition (Gruppe 1, Nr. 1), durch Kommas getrennt.`,
  import_no_items: (p) =>
    `Im Blatt „${p.sheet}“ steht unter der Kopfzeile (Zeile ${n(p.row)}) keine Position: keine Zeile hat eine OZ und einen Kurztext. Prüfen Sie das gewählte Blatt und die Spaltenzuordnung.`,
  import_too_large: (p) =>
    p.what === "rows"
      ? `Das Blatt „${p.sheet}“ hat mehr als ${n(p.limit)} Zeilen, weit mehr als ein Leistungsverzeichnis. Teilen Sie es in mehrere LV auf.`
      : `${where(p)}: Der Text ist länger als ${n(p.limit)} Zeichen, weit länger als jeder Langtext. Kürzen Sie ihn.`,
  // The title block above a foreign sheet's or the template's table (import/title-values.ts)
  import_title_invalid: (p) =>
    `${where(p)}: „${p.label}“ ist „${p.value}“, ${INVALID_FACTS[String(p.fact)] ?? "ein ungültiger Wert; er wurde nicht übernommen"}.`,
  import_title_too_long: (p) =>
    `${where(p)}: „${p.value}“ (${p.label}) ist länger als die ${p.limit} Zeichen, die GAEB für ${BLOCK_FACTS[String(p.fact)] ?? String(p.fact)} vorsieht; ${p.fact === "boqNumber" ? "der Wert wurde nicht übernommen, da der Block die LV-Bezeichnung schon unter eigenem Titel nennt. Tragen Sie hier die kurze LV-Nummer ein" : `die GAEB-Datei enthält nur die ersten ${p.limit}. Kürzen Sie den Wert, wenn es auf das Ende ankommt`}.`,
  // An edited workbook this project wrote from a request (helper "edited")
  import_oz_outside_mask: (p) =>
    `Blatt „${p.sheet}“, Zelle ${p.cell}: Die OZ ${p.oz} passt nicht zur OZ-Maske des Leistungsverzeichnisses (Aufbau wie ${p.mask}).${p.typed === "number" ? " Die Zelle enthält eine Zahl: das Tabellenprogramm hat die Eingabe als Zahl oder Datum gespeichert. Formatieren Sie die Zelle als Text und geben Sie die OZ erneut ein." : " Geben Sie der neuen Zeile eine OZ nach dieser Maske."}`,
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
  // Title-block edits in an edited workbook (helper "unify")
  import_title_kept: (p) =>
    p.reason === "currency"
      ? `Blatt „${p.sheet}“, Zelle ${p.cell}: „${p.value}“ ist kein Währungskürzel (GAEB erwartet bis zu vier Buchstaben, z. B. EUR oder CHF); die Währung der Anfrage bleibt. Schreiben Sie das Kürzel, nach Wunsch gefolgt von „ – “ und der Bezeichnung.`
      : `Blatt „${p.sheet}“, Zelle ${p.cell}: ${TITLE_FACTS[String(p.fact)] ?? String(p.fact)} wurde geleert, GAEB verlangt die Angabe aber; die der Anfrage bleibt. Tragen Sie einen neuen Wert ein, wenn sie sich ändern soll.`,
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

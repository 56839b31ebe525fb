import type { ImportIssueCode, Issue } from "../issues.js";
import { wording } from "./numbers.js";

type Params = NonNullable<Issue["params"]>;

const { n } = wording("de");

/** Excel → GAEB, in German; `de.ts` adds these. */
export const deImport: Record<ImportIssueCode, (p: Params) => string> = {
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
};

import type { Locale } from "../issues.js";
import { LABELS, type SheetLabels } from "./labels.js";

/**
 * The kinds a row of the template may name in its Art column, as our own workbook writes them (`LABELS.kinds`):
 * the words the import takes back. Kinds the template cannot express in one row (markups, sub-descriptions) are
 * left out.
 */
export const TEMPLATE_KINDS = [
  "section",
  "normal",
  "base",
  "alternative",
  "provisionalWithTotal",
  "provisionalWithoutTotal",
  "lumpSum",
  "hourly",
] as const satisfies ReadonlyArray<keyof SheetLabels["kinds"]>;

/** One row of the worked example: a section (no quantity) or an item. Quantities are plain decimals. */
export interface ExampleRow {
  oz: string;
  kind: (typeof TEMPLATE_KINDS)[number];
  short: string;
  long?: string;
  quantity?: string;
  unit?: string;
}

export interface TemplateWords {
  fileName: string;
  title: string;
  hint: string;
  notesSheet: string;
  /** The title block's labels, in the order of rows 3–7. */
  block: { project: string; boq: string; owner: string; currency: string; vatRate: string };
  prompts: Record<"oz" | "kind" | "quantity" | "price" | "vatRate", { title: string; text: string }>;
  example: ExampleRow[];
  notes: {
    title: string;
    head: [string, string];
    blockTitle: string;
    block: Record<keyof TemplateWords["block"], string>;
    columnsTitle: string;
    /** What each column of the table takes; the Art note lists the kind words after its text. */
    columns: Record<"oz" | "kind" | "short" | "long" | "quantity" | "unit" | "price", string>;
    sectionsTitle: string;
    sections: string[];
  };
}

/** The Art column's allowed words in the template's language, as the notes list them. */
export function kindWords(lang: Locale): string {
  const kinds = LABELS[lang].kinds;
  return TEMPLATE_KINDS.map((key) => kinds[key]).join(", ");
}

export const TEMPLATE_WORDS: Record<Locale, TemplateWords> = {
  de: {
    fileName: "Vorlage.xlsx",
    title: "Leistungsverzeichnis",
    hint: "Vorlage: Kopfdaten und Positionen eintragen, die Beispielzeilen überschreiben. Erläuterungen im Blatt „Hinweise“.",
    notesSheet: "Hinweise",
    block: {
      project: "Projekt",
      boq: "LV-Bezeichnung",
      owner: "Auftraggeber",
      currency: "Währung",
      vatRate: "MwSt.-Satz (%)",
    },
    prompts: {
      oz: {
        title: "OZ",
        text: "Ordnungszahl, Stufen durch Punkte getrennt: 01 für einen Bereich, 01.0010 für eine Position.",
      },
      kind: {
        title: "Art",
        text: "Leer oder Normalposition für eine gewöhnliche Position; Bereich, Bedarfsposition ohne GB, Pauschalposition usw. siehe Blatt Hinweise.",
      },
      quantity: { title: "Menge", text: "Die Menge der Position. Ein Bereich bleibt ohne Menge." },
      price: {
        title: "Einheitspreis",
        text: "Einheitspreis netto je Einheit. Nur für ein Angebot; ein Leistungsverzeichnis oder eine Angebotsaufforderung hat keine Preise.",
      },
      vatRate: { title: "MwSt.-Satz", text: "19 oder 19 % für 19 %." },
    },
    example: [
      { oz: "01", kind: "section", short: "Erdarbeiten" },
      {
        oz: "01.0010",
        kind: "normal",
        short: "Oberboden abtragen und lagern",
        long: "Oberboden in einer Stärke von 20 cm abtragen und seitlich auf der Baustelle lagern.\nMiete gegen Verunreinigung und Vernässung schützen.\nAbrechnung nach Fläche.",
        quantity: "450",
        unit: "m²",
      },
      {
        oz: "01.0020",
        kind: "normal",
        short: "Baugrube ausheben",
        long: "Baugrube für Streifenfundamente ausheben, Homogenbereich 1, Aushubtiefe bis 1,25 m.\nAushub seitlich lagern und für die Verfüllung vorhalten.",
        quantity: "125.5",
        unit: "m³",
      },
      {
        oz: "01.0030",
        kind: "provisionalWithoutTotal",
        short: "Wasserhaltung",
        long: "Offene Wasserhaltung mit Pumpensumpf und Tauchpumpe, nur auf Anordnung des Auftraggebers.\nAbrechnung nach Betriebsstunden.",
        quantity: "40",
        unit: "h",
      },
      { oz: "02", kind: "section", short: "Mauerarbeiten" },
      {
        oz: "02.0010",
        kind: "normal",
        short: "Mauerwerk aus Kalksandstein, 24 cm",
        long: "Tragendes Mauerwerk aus Kalksandstein KS 12-1,8, Dicke 24 cm, in Normalmauermörtel MG IIa.\nÖffnungen werden übermessen bis 2,5 m².",
        quantity: "86.25",
        unit: "m²",
      },
    ],
    notes: {
      title: "Hinweise zur Vorlage",
      head: ["Feld", "Was hineingehört"],
      blockTitle: "Kopfdaten (Zeilen 3 bis 7, Spalte B)",
      block: {
        project: "Name des Bauvorhabens. Er wird der Projektname der GAEB-Datei.",
        boq: "Bezeichnung dieses Leistungsverzeichnisses, z. B. „Los 1 Rohbau“.",
        owner: "Name und Anschrift des Auftraggebers.",
        currency: "Währung als dreistelliger Code nach ISO 4217, z. B. EUR oder CHF.",
        vatRate: "Umsatzsteuersatz in Prozent: 19 oder 19 % für 19 %.",
      },
      columnsTitle: "Spalten des Leistungsverzeichnisses (ab Zeile 10)",
      columns: {
        oz: "Ordnungszahl (OZ) der Zeile, die Stufen durch Punkte getrennt: 01 ist ein Bereich, 01.02 ein Unterbereich, 01.02.0010 eine Position darin. Jede Stufe hat überall dieselbe Stellenzahl, führende Nullen gehören dazu; alle Positionen haben gleich viele Stufen. Die Spalte ist als Text formatiert, damit „01“ nicht zu „1“ wird.",
        kind: "Leer oder „Normalposition“ für eine gewöhnliche Position. Sonst eines dieser Wörter:",
        short: "Kurztext der Position, bei einem Bereich seine Überschrift.",
        long: "Ausführliche Leistungsbeschreibung. Jede Zeile in der Zelle (Zeilenumbruch mit Alt+Eingabe in Excel, Strg+Eingabe in LibreOffice) wird eine Zeile des Langtextes.",
        quantity:
          "Menge als Zahl; deutsche (1.234,5) wie englische Schreibweise (1,234.5) und Formeln gelten, von einer Formel zählt ihr Ergebnis. Bereiche haben keine Menge.",
        unit: "Mengeneinheit, z. B. m, m², m³, t, Stk, h oder psch.",
        price:
          "Einheitspreis netto in der Währung der Kopfdaten. Nur für ein Angebot (X84); ein Leistungsverzeichnis (X81) und eine Angebotsaufforderung (X83) haben keine Preise.",
      },
      sectionsTitle: "Bereiche und Positionen",
      sections: [
        "Ein Bereich ist eine Zeile ohne Menge, deren OZ weniger Stufen hat als die der Positionen. Die Positionen und Unterbereiche darunter beginnen mit seiner OZ.",
        "Die Zeilen 10 bis 15 sind ein Beispiel: überschreiben oder löschen Sie sie, weitere Zeilen fügen Sie darunter an.",
        "Eine Position ohne Menge oder Einheit wird beim Umwandeln gemeldet; eine doppelte OZ verhindert es.",
      ],
    },
  },
  en: {
    fileName: "Template.xlsx",
    title: "Bill of quantities",
    hint: "Template: fill in the header facts and the items, overwriting the example rows. Explanations on the sheet “Notes”.",
    notesSheet: "Notes",
    block: {
      project: "Project",
      boq: "Bill of quantities",
      owner: "Client",
      currency: "Currency",
      vatRate: "VAT rate (%)",
    },
    prompts: {
      oz: {
        title: "Item no.",
        text: "Item number, its levels separated by dots: 01 for a section, 01.0010 for an item.",
      },
      kind: {
        title: "Type",
        text: "Empty or Normal item for an ordinary item; Section, Optional item without total, Lump-sum item etc. see the sheet Notes.",
      },
      quantity: { title: "Quantity", text: "The item's quantity. A section has none." },
      price: {
        title: "Unit price",
        text: "Net unit price per unit. Only for an offer; a bill of quantities or a request for tender has no prices.",
      },
      vatRate: { title: "VAT rate", text: "19 or 19 % for 19 %." },
    },
    example: [
      { oz: "01", kind: "section", short: "Earthworks" },
      {
        oz: "01.0010",
        kind: "normal",
        short: "Strip and store topsoil",
        long: "Strip topsoil to a depth of 20 cm and store it on site.\nProtect the heap from contamination and waterlogging.\nMeasured by area.",
        quantity: "450",
        unit: "m²",
      },
      {
        oz: "01.0020",
        kind: "normal",
        short: "Excavate building pit",
        long: "Excavate for strip foundations, soil group 1, to a depth of up to 1.25 m.\nStore the spoil beside the pit for backfilling.",
        quantity: "125.5",
        unit: "m³",
      },
      {
        oz: "01.0030",
        kind: "provisionalWithoutTotal",
        short: "Dewatering",
        long: "Open dewatering with sump and submersible pump, only when the client orders it.\nMeasured by operating hours.",
        quantity: "40",
        unit: "h",
      },
      { oz: "02", kind: "section", short: "Masonry" },
      {
        oz: "02.0010",
        kind: "normal",
        short: "Calcium silicate masonry, 24 cm",
        long: "Load-bearing masonry of calcium silicate blocks KS 12-1.8, 24 cm thick, in general-purpose mortar M 5.\nOpenings up to 2.5 m² are not deducted.",
        quantity: "86.25",
        unit: "m²",
      },
    ],
    notes: {
      title: "Notes on the template",
      head: ["Field", "What it takes"],
      blockTitle: "Header facts (rows 3 to 7, column B)",
      block: {
        project: "Name of the construction project. It becomes the GAEB file's project name.",
        boq: "Name of this bill of quantities, e.g. “Lot 1 Shell”.",
        owner: "Name and address of the client.",
        currency: "Currency as its three-letter ISO 4217 code, e.g. EUR or GBP.",
        vatRate: "VAT rate in percent: 19 or 19 % for 19 %.",
      },
      columnsTitle: "Columns of the bill of quantities (from row 10)",
      columns: {
        oz: "The row's item number, its levels separated by dots: 01 is a section, 01.02 a subsection, 01.02.0010 an item in it. Each level has the same number of digits throughout, leading zeros included; all items have the same number of levels. The column is formatted as text so that “01” does not become “1”.",
        kind: "Empty or “Normal item” for an ordinary item. Otherwise one of these words:",
        short: "The item's short text, for a section its heading.",
        long: "The full description. Each line in the cell (a line break is Alt+Enter in Excel, Ctrl+Enter in LibreOffice) becomes a line of the long text.",
        quantity:
          "Quantity as a number; German (1.234,5) and English notation (1,234.5) and formulas are taken, a formula by its result. Sections have no quantity.",
        unit: "Unit of measurement, e.g. m, m², m³, t, pcs, h or LS.",
        price:
          "Net unit price in the currency of the header facts. Only for an offer (X84); a bill of quantities (X81) and a request for tender (X83) have no prices.",
      },
      sectionsTitle: "Sections and items",
      sections: [
        "A section is a row without quantity whose item number has fewer levels than the items'. The items and subsections below it begin with its number.",
        "Rows 10 to 15 are an example: overwrite or delete them, and add further rows below.",
        "An item without quantity or unit is reported when converting; a duplicate item number prevents it.",
      ],
    },
  },
};

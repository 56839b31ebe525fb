import { ozKey } from "./oz-text.js";

/**
 * The words a sum row starts with, in German and English: the row is a sum even where its figure is a formula the
 * program that wrote the file left without a result ("Summe Titel 2.1", "Übertrag", "zzgl. 19 % MwSt.").
 */
const SUM_WORDS =
  /^(?:summe|zwischensumme|teilsumme|gesamtsumme|endsumme|angebotssumme|gesamtbetrag|übertrag|uebertrag|netto(?:summe|betrag)?|brutto(?:summe|betrag)?|zzgl\.|zuzüglich|mwst\.?|ust\.?|umsatzsteuer|mehrwertsteuer|(?:sub-?|grand |net |gross )?total|carried forward|brought forward|vat)(?=$|[\s:,]|(?<=\.))/iu;

/**
 * A sum row says little: a text row of a long text that happens to start with "Übertrag" or "Total" says more
 * (five words at most, unless the row has a formula where the figures stand).
 */
const MAX_SUM_WORDS = 5;

export function isSumText(text: string, formula: boolean): boolean {
  const trimmed = text.trim();
  if (!SUM_WORDS.test(trimmed)) return false;
  return formula || trimmed.split(/\s+/).length <= MAX_SUM_WORDS;
}

/**
 * A section row written in one cell, often merged across the table: "01 Vorbereitende Leistungen", "Titel 02:
 * Vorbereitung", "03 – Auswertung", "Los 1 Rohbau". The number must have a digit, the title a letter.
 */
const SECTION_IN_CELL =
  /^((?:titel|los|abschnitt|bereich|gewerk|title|lot|section)\s+)?(\p{N}[\p{L}\p{N}]*(?:\.[\p{L}\p{N}]+)*)\.?(?:\s*[:–—-]\s*|\s+)(\p{L}.*)$/isu;

export interface SectionInCell {
  parts: string[];
  title: string;
}

/**
 * The number and title of a section row written in one cell; undefined for any other text. Outside the number
 * column only with its word ("Titel 2 Rohbau"): a long-text line may start with a number too.
 */
export function sectionInCell(text: string, numberColumn: boolean): SectionInCell | undefined {
  const match = SECTION_IN_CELL.exec(text.trim());
  if (!match?.[2] || !match[3] || (!numberColumn && !match[1])) return undefined;
  return { parts: match[2].split("."), title: match[3].trim() };
}

/**
 * Whether the section row holds the rows after it: the next item number starts with the section's and is deeper
 * (a sentence that starts with a number, "3 Ausfertigungen einreichen", holds none).
 */
export function opensSection(section: SectionInCell, next: readonly string[] | undefined): boolean {
  if (!next || next.length <= section.parts.length) return false;
  return ozKey(next, section.parts.length) === ozKey(section.parts);
}

import { LABELS } from "../xlsx/labels.js";
import { TEMPLATE_WORDS } from "../xlsx/template-words.js";

/** What a label of a title block above the table names. */
export type TitleFact =
  | "projectLabel"
  | "projectNumber"
  | "client"
  | "boqLabel"
  | "boqNumber"
  | "awardNo"
  | "date"
  | "currency"
  | "vat";

/** The labels planners write above an LV, in German and English; our template's and our own workbook's added below. */
const LABEL_WORDS: Record<TitleFact, string[]> = {
  projectLabel: ["Bauvorhaben", "Baumaßnahme", "Maßnahme", "Projekt", "Projektbezeichnung", "Project"],
  projectNumber: ["Projekt-Nr.", "Projektnummer", "Project no.", "Project number"],
  client: ["Bauherr", "Auftraggeber", "Client", "Owner", "Employer"],
  boqLabel: ["Leistungsverzeichnis", "LV-Bezeichnung", "Gewerk", "Bill of quantities", "Trade"],
  boqNumber: ["LV", "LV-Nr.", "LV-Nummer", "BoQ no.", "BoQ number"],
  awardNo: ["Vergabenummer", "Vergabe-Nr.", "Award no.", "Award number"],
  date: ["Datum", "Stand", "Date"],
  currency: ["Währung", "Currency"],
  vat: ["Umsatzsteuer", "USt.", "USt.-Satz", "MwSt.", "MwSt.-Satz", "Mehrwertsteuer", "VAT", "VAT rate"],
};

/** Our own workbook's title words (`xlsx/labels.ts`), so a sheet of it read with a column map keeps its facts. */
const OWN_WORDS: Array<[TitleFact, string]> = (["de", "en"] as const).flatMap(
  (lang): Array<[TitleFact, string]> => {
    const { title } = LABELS[lang];
    return [
      ["projectLabel", title.project],
      ["boqLabel", title.boq],
      ["client", title.owner],
      ["date", title.date],
      ["currency", title.currency],
    ];
  },
);

/**
 * A label as compared: lower case, ß as ss, without what is in brackets ("MwSt.-Satz (%)") and every character that
 * is not a letter or digit, so "Projekt-Nr.:", "Projekt Nr" and "PROJEKTNR" are one label. The column titles have
 * their own (`normalTitle`), which also drops currency words: here "Währung" must stay a label of its own.
 */
export function labelKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/ß/g, "ss")
    .replace(/\([^)]*\)|\[[^\]]*\]/g, " ")
    .replace(/[^\p{L}\p{N}]/gu, "");
}

const FACT_OF = new Map<string, TitleFact>([
  ...(Object.entries(LABEL_WORDS) as Array<[TitleFact, string[]]>).flatMap(([fact, words]) =>
    words.map((word): [string, TitleFact] => [labelKey(word), fact]),
  ),
  ...OWN_WORDS.map(([fact, word]): [string, TitleFact] => [labelKey(word), fact]),
]);

/** The fact a label names; undefined for any other text (an empty one included). */
export function factOfLabel(text: string): TitleFact | undefined {
  const key = labelKey(text);
  return key === "" ? undefined : FACT_OF.get(key);
}

/** The labels our template writes in column A (`template` command), exactly as written, in either language. */
export const TEMPLATE_LABELS: ReadonlySet<string> = new Set(
  (["de", "en"] as const).flatMap((lang) => Object.values(TEMPLATE_WORDS[lang].block)),
);

import { type ColumnMap, IMPORT_COLUMNS, type ImportColumn, type ImportPhase } from "../import/types.js";
import type { Locale } from "../issues.js";
import { langOption, parseOptions, UsageError } from "./args.js";

export const FROM_XLSX_USAGE = `Usage: gaeb2xlsx from-xlsx BOOK.xlsx -o LV.X8N [--sheet NAME] [--map oz=A,short=B,long=C,qty=D,unit=E,price=F]
                           [--project NAME] [--bidder NAME] [--lang de|en]

Turns a bill of quantities kept in a spreadsheet into GAEB DA XML 3.3: a workbook gaeb2xlsx made from a request
and then edited, the template (gaeb2xlsx template) filled in, or a sheet of one's own whose column titles name
its columns (Pos./OZ, Kurztext, Langtext, Menge, Einheit, EP and their English names). Prints the columns taken,
the number of sections and items and the total; writes no file and names the rows when it cannot.

  -o, --output FILE   the GAEB file; its extension names the phase: .X81 bill of quantities (no prices),
                      .X83 request for tender, .X84 offer with the unit prices of the EP column
      --sheet NAME    the sheet to read (default: the LV sheet, else the first with column titles)
      --map MAP       which column holds what, by letter, over what the titles say: keys oz, kind, short,
                      long, qty, unit, price, total; e.g. --map oz=A,short=B,qty=D,unit=E
      --project NAME  the project's name in the GAEB file (over what the sheet's title block says)
      --bidder NAME   the bidder's name in an offer (.X84), over the name typed above the table of a
                      workbook gaeb2xlsx made from a request
      --lang de|en    language of messages (default: de)
  -h, --help          show this help`;

export interface FromXlsxCliOptions {
  workbook: string;
  output: string;
  phase: ImportPhase;
  sheet?: string;
  map?: ColumnMap;
  project?: string;
  /** The bidder's name, for an offer (.X84). */
  bidder?: string;
  lang: Locale;
}

const PHASES: readonly ImportPhase[] = ["81", "83", "84"];

/** The last column a spreadsheet has: XFD, the 16,384th. */
const LAST_COLUMN = 16_384;

const TEXT = {
  de: {
    noWorkbook: "from-xlsx nimmt genau eine Arbeitsmappe (.xlsx)",
    noOutput: "Geben Sie die GAEB-Datei mit -o an, z. B. -o LV.X83",
    extension: (output: string) =>
      `${output}: Die Endung nennt die Datenart der GAEB-Datei. Nennen Sie sie .X81 (Leistungsverzeichnis ohne Preise), .X83 (Angebotsaufforderung) oder .X84 (Angebot mit den Einheitspreisen der Spalte EP).`,
    pair: (part: string) =>
      `--map: „${part}“ ist keine Zuordnung; schreiben Sie Schlüssel=Spalte, z. B. oz=A,short=B,qty=D`,
    key: (key: string) =>
      `--map: „${key}“ ist keine Spalte des LV; möglich sind ${IMPORT_COLUMNS.join(", ")}`,
    letter: (key: string, letter: string) =>
      `--map: „${letter}“ bei ${key} ist kein Spaltenbuchstabe; möglich sind A bis XFD`,
    keyTwice: (key: string) => `--map: ${key} ist zweimal genannt`,
    letterTwice: (letter: string, first: string, second: string) =>
      `--map: Spalte ${letter} ist ${first} und ${second} zugleich zugeordnet`,
    bidderNotOffer: (output: string) =>
      `--bidder: Einen Bieter nennt nur ein Angebot; ${output} ist keines. Nennen Sie die Ausgabe .X84 oder lassen Sie --bidder weg.`,
  },
  en: {
    noWorkbook: "from-xlsx takes exactly one workbook (.xlsx)",
    noOutput: "give the GAEB file with -o, e.g. -o LV.X83",
    extension: (output: string) =>
      `${output}: the extension names the GAEB file's phase. Name it .X81 (bill of quantities without prices), .X83 (request for tender) or .X84 (offer with the unit prices of the EP column).`,
    pair: (part: string) => `--map: "${part}" is no mapping; write key=column, e.g. oz=A,short=B,qty=D`,
    key: (key: string) => `--map: "${key}" is no column of an LV; the keys are ${IMPORT_COLUMNS.join(", ")}`,
    letter: (key: string, letter: string) =>
      `--map: "${letter}" for ${key} is no column letter; columns are A to XFD`,
    keyTwice: (key: string) => `--map: ${key} is given twice`,
    letterTwice: (letter: string, first: string, second: string) =>
      `--map: column ${letter} is given to both ${first} and ${second}`,
    bidderNotOffer: (output: string) =>
      `--bidder: only an offer names a bidder, and ${output} is none. Name the output .X84 or leave --bidder out.`,
  },
} as const;

/** The phase the output's extension names (.X81, .x83, .X84), undefined for any other. */
export function phaseOfOutput(output: string): ImportPhase | undefined {
  const extension = /\.[xX](\d\d)$/.exec(output)?.[1];
  return PHASES.find((phase) => phase === extension);
}

/** A column's letters ("a", "AB") as capitals, if they name a column a spreadsheet has (A to XFD). */
export function columnLetters(text: string): string | undefined {
  const letters = text.trim().toUpperCase();
  if (!/^[A-Z]{1,3}$/.test(letters)) return undefined;
  let number = 0;
  for (const letter of letters) number = number * 26 + (letter.charCodeAt(0) - 64);
  return number <= LAST_COLUMN ? letters : undefined;
}

/** `oz=A,short=B,…` as a column map; each part checked, the first mistake refused with what is wrong. */
export function parseColumnMap(text: string, lang: Locale): ColumnMap {
  const words = TEXT[lang];
  const map: ColumnMap = {};
  const owner = new Map<string, ImportColumn>();
  for (const part of text.split(",")) {
    if (part.trim() === "") continue;
    const [key = "", letter, ...rest] = part.split("=").map((piece) => piece.trim());
    if (letter === undefined || rest.length > 0) throw new UsageError(words.pair(part.trim()));
    const column = IMPORT_COLUMNS.find((known) => known === key.toLowerCase());
    if (!column) throw new UsageError(words.key(key));
    const letters = columnLetters(letter);
    if (!letters) throw new UsageError(words.letter(column, letter));
    if (map[column]) throw new UsageError(words.keyTwice(column));
    const before = owner.get(letters);
    if (before) throw new UsageError(words.letterTwice(letters, before, column));
    map[column] = letters;
    owner.set(letters, column);
  }
  if (Object.keys(map).length === 0) throw new UsageError(words.pair(text));
  return map;
}

export function parseFromXlsxArgs(argv: readonly string[]): FromXlsxCliOptions {
  const { values, positionals } = parseOptions(argv, {
    output: { type: "string", short: "o" },
    sheet: { type: "string" },
    map: { type: "string" },
    project: { type: "string" },
    bidder: { type: "string" },
    lang: { type: "string" },
  });
  const lang = langOption(values.lang);
  const words = TEXT[lang];
  if (positionals.length !== 1) throw new UsageError(words.noWorkbook);
  if (!values.output) throw new UsageError(words.noOutput);
  const phase = phaseOfOutput(values.output);
  if (!phase) throw new UsageError(words.extension(values.output));
  const bidder = values.bidder?.trim();
  if (bidder && phase !== "84") throw new UsageError(words.bidderNotOffer(values.output));
  return {
    workbook: positionals[0] as string,
    output: values.output,
    phase,
    ...(values.sheet ? { sheet: values.sheet } : {}),
    ...(values.map !== undefined ? { map: parseColumnMap(values.map, lang) } : {}),
    ...(values.project ? { project: values.project } : {}),
    ...(bidder ? { bidder } : {}),
    lang,
  };
}

import { writeGaeb } from "../gaeb-xml-writer/index.js";
import { importWorkbook } from "../import/index.js";
import { IMPORT_COLUMNS, type ImportColumn, type ImportedLv, type ImportResult } from "../import/types.js";
import type { Locale } from "../issues.js";
import { counted, localNumber } from "../messages/numbers.js";
import { indexOfLetter } from "../xlsx/column-letters.js";
import { LABELS } from "../xlsx/labels.js";
import type { FromXlsxCliOptions } from "./from-xlsx-args.js";
import { type Io, loadInput, reportIssues, type WriteAtomically } from "./run-support.js";

/** What each key of `--map` holds, in the workbook's own column titles. */
function role(column: ImportColumn, lang: Locale): string {
  const c = LABELS[lang].columns;
  const titles: Record<ImportColumn, string> = {
    oz: c.oz,
    kind: c.kind,
    short: c.shortText,
    long: c.longText,
    qty: c.quantity,
    unit: c.unit,
    price: c.unitPrice,
    total: c.total,
  };
  return titles[column];
}

const TEXT = {
  de: {
    columns: (sheet: string, row: number) => `Spalten aus „${sheet}“, Titelzeile ${row}:`,
    column: (letter: string, title: string, as: string) =>
      `  ${letter}  ${title ? `„${title}“` : "(laut --map)"} als ${as}`,
    guessed: " (vermutet: die Spalte nennt Positionsarten)",
    untaken: (letter: string, title: string) => `  ${letter}  „${title}“: nicht übernommen`,
    written: (output: string, phase: string, sections: number, items: number) =>
      `${output} geschrieben (GAEB DA XML 3.3, ${phase}, ${counted(sections, "Bereich", "Bereiche", "de")}, ${counted(items, "Position", "Positionen", "de")}).`,
    total: "Gesamtsumme netto",
    pricesLeft: (amount: string, phase: string) =>
      `Hinweis: Die Einheitspreise der Mappe (Summe netto ${amount}) stehen nicht in der Datei: Die Datenart „${phase}“ hat keine Preise. Für ein Angebot nennen Sie die Ausgabe .X84.`,
    notWritten: (output: string) => `${output} nicht geschrieben (Gründe oben).`,
    titles: (sheet: string, row: number) =>
      `Die Spalten von „${sheet}“ sind nicht sicher zu erkennen. Die Titel in Zeile ${row}:`,
    untitled: "(ohne Titel)",
    useMap: "Nennen Sie die Spalten mit --map, etwa so:",
    replace: (keys: string) =>
      `Ersetzen Sie jedes ? durch den Buchstaben der Spalte oder lassen Sie den Schlüssel weg (Schlüssel: ${keys}).`,
  },
  en: {
    columns: (sheet: string, row: number) => `Columns of "${sheet}", title row ${row}:`,
    column: (letter: string, title: string, as: string) =>
      `  ${letter}  ${title ? `"${title}"` : "(per --map)"} as ${as.toLowerCase()}`,
    guessed: " (a guess: the column names item kinds)",
    untaken: (letter: string, title: string) => `  ${letter}  "${title}": not taken`,
    written: (output: string, phase: string, sections: number, items: number) =>
      `Wrote ${output} (GAEB DA XML 3.3, ${phase.toLowerCase()}, ${counted(sections, "section", "sections", "en")}, ${counted(items, "item", "items", "en")}).`,
    total: "Total net",
    pricesLeft: (amount: string, phase: string) =>
      `warning: the workbook's unit prices (net total ${amount}) are not in the file: the phase “${phase.toLowerCase()}” has no prices. For an offer, name the output .X84.`,
    notWritten: (output: string) => `${output} not written (reasons above).`,
    titles: (sheet: string, row: number) =>
      `The columns of "${sheet}" cannot be told with certainty. The titles in row ${row}:`,
    untitled: "(no title)",
    useMap: "Name the columns with --map, e.g.:",
    replace: (keys: string) => `Replace each ? by the column's letter, or leave the key out (keys: ${keys}).`,
  },
} as const;

/** An argument as a shell takes it back: plain where it can be, else in single quotes ("?" is a placeholder). */
function shellWord(word: string): string {
  return /^[\w./:@%+=,?-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** The keys a mapping needs (the item number and short text) and those that are usual, in `--map` order. */
const SUGGESTED: readonly ImportColumn[] = ["oz", "short", "long", "qty", "unit", "price"];

/**
 * A `--map` to start from: a key gets a letter only where exactly one title is that column's own title (as our
 * workbook or the template writes it, in German or English, or the key itself); every other key gets "?".
 */
export function suggestedMap(titles: ReadonlyArray<{ letter: string; title: string }>): string {
  const normal = (text: string) => text.trim().toLowerCase();
  return SUGGESTED.map((column) => {
    const names = new Set([column, normal(role(column, "de")), normal(role(column, "en"))]);
    const matches = titles.filter((title) => names.has(normal(title.title)));
    return `${column}=${matches.length === 1 ? matches[0]?.letter : "?"}`;
  }).join(",");
}

type Failed = Extract<ImportResult, { ok: false }>;

/** What the import asks for when it cannot tell the columns: the titles by letter and a `--map` to start from. */
function askFor(result: Failed, options: FromXlsxCliOptions, io: Io): void {
  const text = TEXT[options.lang];
  // A missing or unchosen sheet: its issue lists the sheets, and the command line adds --sheet (issue-text.ts).
  const mapping = result.mapping;
  if (!mapping) return;
  const lines = [text.titles(mapping.sheet, mapping.headerRow)];
  for (const { letter, title } of mapping.titles) lines.push(`  ${letter}  ${title || text.untitled}`);
  const map = suggestedMap(mapping.titles);
  const command = [
    "gaeb2xlsx",
    "from-xlsx",
    options.workbook,
    "-o",
    options.output,
    "--sheet",
    mapping.sheet,
  ];
  command.push("--map", map, ...(options.lang === "en" ? ["--lang", "en"] : []));
  lines.push(text.useMap, `  ${command.map(shellWord).join(" ")}`);
  if (map.includes("?")) lines.push(text.replace(IMPORT_COLUMNS.join(" ")));
  io.stderr.write(`${lines.join("\n")}\n`);
}

/** A title as one line, cut where a long text stands in the title row. */
const oneLine = (title: string) => {
  const line = title.replace(/\s+/g, " ").trim();
  return line.length > 60 ? `${line.slice(0, 59)}…` : line;
};

function describeColumns(lv: ImportedLv, lang: Locale, io: Io): void {
  const text = TEXT[lang];
  const lines = [text.columns(lv.sheet, lv.headerRow)];
  // In the sheet's order, every titled column left out among them: a planner sees what the LV does not carry.
  const described = [
    ...lv.columns.map((taken) => ({
      letter: taken.letter,
      line:
        text.column(taken.letter, taken.title, role(taken.column, lang)) +
        (taken.guessed ? text.guessed : ""),
    })),
    ...lv.untaken.map(({ letter, title }) => ({ letter, line: text.untaken(letter, oneLine(title)) })),
  ].sort((a, b) => (indexOfLetter(a.letter) ?? 0) - (indexOfLetter(b.letter) ?? 0));
  for (const { line } of described) lines.push(line);
  io.stderr.write(`${lines.join("\n")}\n`);
}

/**
 * `gaeb2xlsx from-xlsx`: a spreadsheet's LV as GAEB DA XML 3.3 of the phase the output names. Exit 0 with the file
 * written, the columns taken and the counts on stderr and the total on stdout; 1 with the reasons (and what to
 * give: a sheet, a column map) and no file.
 */
export async function runFromXlsx(
  options: FromXlsxCliOptions,
  io: Io,
  write: WriteAtomically,
): Promise<number> {
  const { lang } = options;
  const text = TEXT[lang];
  const workbook = await loadInput(options.workbook, lang);
  const result = importWorkbook(workbook, {
    phase: options.phase,
    lang,
    ...(options.sheet ? { sheet: options.sheet } : {}),
    ...(options.map ? { map: options.map } : {}),
    ...(options.project ? { project: options.project } : {}),
    ...(options.bidder ? { bidder: options.bidder } : {}),
  });
  if (!result.ok) {
    reportIssues(result.issues, lang, io);
    askFor(result, options, io);
    io.stderr.write(`gaeb2xlsx: ${text.notWritten(options.output)}\n`);
    return 1;
  }
  const lv = result.value;
  describeColumns(lv, lang, io);
  const written = writeGaeb(lv.document, { version: "3.3" });
  reportIssues([...result.issues, ...written.issues], lang, io);
  if (!written.ok) {
    io.stderr.write(`gaeb2xlsx: ${text.notWritten(options.output)}\n`);
    return 1;
  }
  await write(options.output, written.value.bytes, lang);
  const { sections, items, total } = lv.summary;
  io.stderr.write(`${text.written(options.output, LABELS[lang].phases[options.phase], sections, items)}\n`);
  if (total === null) return 0;
  const amount = `${localNumber(total, lang)}${lv.document.award.currency ? ` ${lv.document.award.currency}` : ""}`;
  // Only an offer carries prices: a request or an LV written from a priced sheet says where they went.
  if (options.phase === "84") io.stdout.write(`${text.total}: ${amount}\n`);
  else io.stderr.write(`gaeb2xlsx: ${text.pricesLeft(amount, LABELS[lang].phases[options.phase])}\n`);
  return 0;
}

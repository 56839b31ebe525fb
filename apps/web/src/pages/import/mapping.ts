import type { ColumnMap, ImportColumn, ImportPhase, TakenColumn } from "gaeb2xlsx";

/**
 * The fields of the mapping step in the core's order (`IMPORT_COLUMNS`, checked by a test): listed here so that the
 * page's chunk does not pull in the core, which only the worker loads.
 */
export const IMPORT_FIELDS: readonly ImportColumn[] = [
  "oz",
  "kind",
  "short",
  "long",
  "qty",
  "unit",
  "price",
  "total",
];

/** The mapping step's state: a column letter per field, "" where the field has no column. */
export type MappingChoice = Record<ImportColumn, string>;

/** A column of the sheet as the mapping step offers it: its letter and the title in its header cell. */
export interface ColumnTitle {
  letter: string;
  title: string;
}

/** "A" → 0, "AB" → 27. */
export function columnIndex(letter: string): number {
  let index = 0;
  for (const char of letter.toUpperCase()) index = index * 26 + (char.charCodeAt(0) - 64);
  return index - 1;
}

/** 0 → "A", 27 → "AB". */
export function columnLetter(index: number): string {
  let letter = "";
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26))
    letter = String.fromCharCode(65 + ((rest - 1) % 26)) + letter;
  return letter;
}

/** Preselects what the import took (or nothing, where it asks for a mapping and took no column). */
export function initialMapping(columns: readonly TakenColumn[]): MappingChoice {
  const choice = Object.fromEntries(IMPORT_FIELDS.map((column) => [column, ""])) as MappingChoice;
  for (const { column, letter } of columns) choice[column] = letter;
  return choice;
}

/**
 * The columns to choose from: every column from A to one past the last one the header row names or the import took,
 * each with its title (the core names every title of the header row, where it read the sheet and where it asks), so
 * that a column without a title, such as a long text under no heading, can be chosen too.
 */
export function columnTitles(
  titles: readonly ColumnTitle[],
  taken: readonly TakenColumn[] = [],
): ColumnTitle[] {
  const known = new Map<string, string>();
  for (const { letter, title } of [...taken, ...titles]) if (title) known.set(letter, title);
  const last = Math.max(
    -1,
    ...titles.map(({ letter }) => columnIndex(letter)),
    ...taken.map(({ letter }) => columnIndex(letter)),
  );
  return Array.from({ length: last + 2 }, (_, index) => {
    const letter = columnLetter(index);
    return { letter, title: known.get(letter) ?? "" };
  });
}

/** A column of the sheet as the page lists it: taken for a field (perhaps by a guess), or titled and not taken. */
export interface SheetColumn {
  letter: string;
  title: string;
  column?: ImportColumn;
  guessed?: true;
}

/** The taken and the untaken columns in one list, in the sheet's order (A, B, …, Z, AA). */
export function sheetColumns(taken: readonly TakenColumn[], untaken: readonly ColumnTitle[]): SheetColumn[] {
  return [...taken, ...untaken].sort((a, b) => columnIndex(a.letter) - columnIndex(b.letter));
}

/** Longer titles are shortened to this many characters: a title cell may hold a paragraph. */
const TITLE_CHARS = 40;

/** A title cell's text on one line: its line breaks and runs of spaces as one space. */
export function oneLine(title: string): string {
  return title.replace(/\s+/g, " ").trim();
}

/** A column title on one line, a long one cut at a word and ended with "…". */
export function shortTitle(title: string): string {
  const line = oneLine(title);
  const chars = Array.from(line);
  if (chars.length <= TITLE_CHARS) return line;
  // Whole words where the last space leaves enough, else cut mid-word; "…" takes the last place.
  const head = chars.slice(0, TITLE_CHARS).join("");
  const space = head.lastIndexOf(" ");
  const cut = space >= TITLE_CHARS / 2 ? head.slice(0, space) : chars.slice(0, TITLE_CHARS - 1).join("");
  return `${cut.replace(/[\s,;:.–-]+$/, "")}…`;
}

/** Gives `field` the column `letter` ("" for none). */
export function chooseColumn(choice: MappingChoice, field: ImportColumn, letter: string): MappingChoice {
  return { ...choice, [field]: letter };
}

/** Why the choice cannot be applied yet, or null: OZ and short text are needed, and no column serves two fields. */
export type MappingProblem = { kind: "needs" } | { kind: "twice"; letter: string } | null;

export function mappingProblem(choice: MappingChoice): MappingProblem {
  if (!choice.oz || !choice.short) return { kind: "needs" };
  const seen = new Set<string>();
  for (const column of IMPORT_FIELDS) {
    const letter = choice[column];
    if (!letter) continue;
    if (seen.has(letter)) return { kind: "twice", letter };
    seen.add(letter);
  }
  return null;
}

/** The map `importWorkbook` takes: only the fields that have a column. */
export function columnMap(choice: MappingChoice): ColumnMap {
  const map: ColumnMap = {};
  for (const column of IMPORT_FIELDS) if (choice[column]) map[column] = choice[column];
  return map;
}

/** The kinds of GAEB file the LV can become: X83 (the default) and X81 always, X84 where the sheet has prices. */
export function phaseChoices(reading: {
  columns: readonly TakenColumn[];
  summary: { total: string | null };
}) {
  const priced = reading.summary.total !== null && reading.columns.some(({ column }) => column === "price");
  const phases: ImportPhase[] = ["83", "81"];
  return priced ? [...phases, "84" as const] : phases;
}

import type { Issue } from "../issues.js";
import type { BreakdownLevel } from "../model.js";
import { ozKey } from "./oz-text.js";
import type { NumberedRow } from "./rows.js";

/** What each numbered row is, and the OZ mask the rows show. */
export interface Levels {
  role: Array<"section" | "item" | "index">;
  breakdown: BreakdownLevel[];
  /** Category levels of the mask: the deepest item's number has this many parts before its own. */
  categories: number;
}

/** How many rows a duplicate's issue names before it only counts the rest. */
const LISTED_ROWS = 20;

export const hasFigures = (row: NumberedRow) =>
  row.quantity !== undefined || row.unit !== undefined || row.price !== undefined || row.total !== undefined;

/** An index (`RNoIndex`, "0020.A"): letters after an item number. */
const isIndexPart = (part: string | undefined) => part !== undefined && /^[A-Za-z]{1,2}$/.test(part);

/**
 * Tells sections, items and indexed items apart. An item with figures whose last part is letters, right below
 * another item (or as deep as the other items go), is an index of it. Of the rest, a row whose number begins
 * other rows' numbers is a section, and so is a row without figures whose number is shallower than the deepest
 * items'. Items may stand at any depth above that (GAEB lets an item skip lower section levels).
 */
function roles(rows: readonly NumberedRow[]): Levels["role"] {
  const figures = new Set(rows.filter(hasFigures).map((row) => ozKey(row.parts)));
  const plainDepth = Math.max(
    0,
    ...rows.filter((r) => !isIndexPart(r.parts.at(-1))).map((r) => r.parts.length),
  );
  const index = rows.map(
    (row) =>
      row.kind.row !== "section" &&
      hasFigures(row) &&
      row.parts.length > 1 &&
      isIndexPart(row.parts.at(-1)) &&
      (figures.has(ozKey(row.parts, row.parts.length - 1)) || row.parts.length === plainDepth + 1),
  );
  const prefixes = new Set<string>();
  rows.forEach((row, i) => {
    const own = index[i] ? row.parts.length - 1 : row.parts.length;
    for (let length = 1; length < own; length++) prefixes.add(ozKey(row.parts, length));
  });
  const marked = rows.map(
    (row, i) => !index[i] && (row.kind.row === "section" || prefixes.has(ozKey(row.parts))),
  );
  const deepest = Math.max(
    0,
    ...rows.filter((_, i) => !index[i] && !marked[i]).map((row) => row.parts.length),
  );
  return rows.map((row, i) => {
    if (index[i]) return "index";
    if (marked[i] || (row.parts.length < deepest && !hasFigures(row))) return "section";
    return "item";
  });
}

/** The parts of each level of the mask, with their rows: category levels by depth, then the item, then the index. */
function partsByLevel(rows: readonly NumberedRow[], role: Levels["role"], categories: number) {
  const levels: Array<Array<{ part: string; row: NumberedRow }>> = Array.from(
    { length: categories + 2 },
    () => [],
  );
  rows.forEach((row, i) => {
    const own = role[i] === "index" ? row.parts.slice(0, -1) : row.parts;
    const sectionParts = role[i] === "section" ? own : own.slice(0, -1);
    for (const [depth, part] of sectionParts.entries()) levels[depth]?.push({ part, row });
    if (role[i] !== "section") levels[categories]?.push({ part: own.at(-1) ?? "", row });
    if (role[i] === "index") levels[categories + 1]?.push({ part: row.parts.at(-1) ?? "", row });
  });
  return levels;
}

/** The most frequent length among parts, the first seen among equals. */
function usualLength(parts: ReadonlyArray<{ part: string }>): number {
  const counts = new Map<number, number>();
  for (const { part } of parts) counts.set(part.length, (counts.get(part.length) ?? 0) + 1);
  let best = 0;
  for (const [length, count] of counts) if (count > (counts.get(best) ?? 0)) best = length;
  return best;
}

/**
 * The rows' roles and OZ mask, or undefined with the reasons: a number given twice, a section as deep as the
 * items, or a part padded to another length than the rest of its level ("0010" beside "010").
 */
export function levelsOf(rows: readonly NumberedRow[], sheet: string, issues: Issue[]): Levels | undefined {
  const role = roles(rows);
  const itemDepth = Math.max(0, ...rows.filter((_, i) => role[i] === "item").map((row) => row.parts.length));
  const indexDepth = Math.max(
    0,
    ...rows.filter((_, i) => role[i] === "index").map((row) => row.parts.length - 1),
  );
  const deepest = Math.max(itemDepth, indexDepth);
  const categories = Math.max(0, (deepest || Math.max(0, ...rows.map((row) => row.parts.length)) + 1) - 1);
  const problems: Issue[] = [];
  const inconsistent = (row: NumberedRow, params: NonNullable<Issue["params"]>) =>
    problems.push({
      code: "import_oz_inconsistent",
      severity: "error",
      params: {
        sheet,
        row: row.row,
        oz: row.oz,
        levels: row.parts.length,
        expected: categories + 1,
        ...params,
      },
    });
  rows.forEach((row, i) => {
    if (role[i] === "section" && row.parts.length > categories) inconsistent(row, { reason: "section" });
  });
  const levels = partsByLevel(rows, role, categories);
  for (const parts of levels) {
    // Zero padding shows the level's length: a number padded to another one ("010" beside "0010") is a slip; one
    // without zeros ("1" beside "01") is only unpadded, and padded as the mask says.
    const padded = parts.filter(({ part }) => /^0\d+$/.test(part));
    const length = usualLength(padded);
    for (const { part, row } of padded)
      if (part.length !== length) inconsistent(row, { reason: "padding", part, length });
  }
  const byKey = new Map<string, NumberedRow[]>();
  for (const row of rows) byKey.set(ozKey(row.parts), [...(byKey.get(ozKey(row.parts)) ?? []), row]);
  for (const same of byKey.values())
    if (same.length > 1)
      problems.push({
        code: "import_oz_duplicate",
        severity: "error",
        params: {
          sheet,
          oz: same[0]?.oz ?? "",
          rows: same
            .slice(0, LISTED_ROWS)
            .map((row) => row.row)
            .join(", "),
          more: Math.max(0, same.length - LISTED_ROWS),
        },
      });
  issues.push(...problems);
  if (problems.length > 0) return undefined;
  const level = (parts: ReadonlyArray<{ part: string }>, type: BreakdownLevel["type"]): BreakdownLevel => ({
    type,
    length: Math.max(1, ...parts.map(({ part }) => part.length)),
    numeric: parts.every(({ part }) => /^\d+$/.test(part)),
  });
  const breakdown = [
    ...levels.slice(0, categories).map((parts) => level(parts, "BoQLevel")),
    level(levels[categories] ?? [], "Item"),
    ...(role.includes("index") ? [{ ...level(levels[categories + 1] ?? [], "Index"), numeric: false }] : []),
  ];
  return { role, breakdown, categories };
}

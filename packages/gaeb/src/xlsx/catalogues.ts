import { assignedCodes, isPlaceholderName } from "../catalogue-codes.js";
import type { Catalogue, CatalogueAssignment, Entry, GaebDocument } from "../model.js";
import type { SheetLabels } from "./labels.js";

/**
 * The catalogues (`Ctlg`) whose codes an LV assigns to its items or sections, each a column of the sheet: cost
 * groups of DIN 276, work categories, localities, cost units. One column per catalogue holding plain codes, so a
 * filter or a pivot table by cost group is one click; only catalogues with at least one assignment get one.
 */
export interface CatalogueColumn {
  id: string;
  header: string;
  /** In characters: the title's longest word (the title wraps) or the longest cell, whichever is wider. */
  width: number;
}

/** `CtlgType` of the cost groups by edition: GAEB's enumeration, in the short form planners cite them by. */
const DIN_276_EDITIONS: Record<string, string> = {
  "cost group DIN 276-81": "DIN 276-81",
  "cost group DIN 276-93": "DIN 276-93",
  "cost group DIN 276-06": "DIN 276-06",
  "cost group DIN 276-1 2008-12": "DIN 276-08",
  "cost group DIN 276 2018-12": "DIN 276-18",
};

/**
 * A catalogue's column title. For DIN 276 it is "Kostengruppe (DIN 276-06)": the type names the edition for
 * certain (GAEB's enumeration) while `CtlgName` is free text ("DIN276_06", "DIN276 neu"), and cost groups of two
 * editions differ. Other catalogues go by their name ("Leistungsbereichkatalog", "Orte"), or by their type in
 * words where the name is a program's placeholder ("noname").
 */
export function catalogueTitle(
  catalogue: Catalogue | undefined,
  id: string,
  words: SheetLabels["columns"]["catalogue"],
): string {
  const type = catalogue?.type?.trim() ?? "";
  const edition = DIN_276_EDITIONS[type] ?? /^cost group\s+(DIN.*)$/i.exec(type)?.[1];
  if (edition) return `${words.costGroup} (${edition})`;
  const name = catalogue?.name?.trim() ?? "";
  if (!isPlaceholderName(name)) return name;
  if (catalogue === undefined) return `${words.other} ${id}`;
  return words.types[type] ?? words.other;
}

/** The codes an entry has in one catalogue, several joined as a reader lists them. */
export function catalogueCodes(assignments: readonly CatalogueAssignment[], id: string): string {
  const codes: string[] = [];
  for (const a of assignments) if (a.catalogueId === id && !codes.includes(a.code)) codes.push(a.code);
  return codes.join(", ");
}

/** Per catalogue ID, the widest cell (codes joined) any item or section has in it. */
function assignedWidths(entries: readonly Entry[], widths: Map<string, number>): Map<string, number> {
  for (const entry of entries) {
    if (entry.kind !== "item" && entry.kind !== "section") continue;
    const assignments = assignedCodes(entry);
    for (const { catalogueId } of assignments) {
      const width = catalogueCodes(assignments, catalogueId).length;
      widths.set(catalogueId, Math.max(widths.get(catalogueId) ?? 0, width));
    }
    if (entry.kind === "section") assignedWidths(entry.children, widths);
  }
  return widths;
}

const isCostGroup = (catalogue: Catalogue | undefined) => /^cost group/i.test(catalogue?.type ?? "");

/**
 * The catalogue columns of an LV, in the file's order with DIN 276 cost groups first (the one a planner sorts and
 * prints by); titles made unique against each other and against `taken`, the sheet's other column titles, since
 * the offer and the import find columns by their titles.
 */
export function catalogueColumns(
  document: GaebDocument,
  words: SheetLabels["columns"]["catalogue"],
  taken: readonly string[],
): CatalogueColumn[] {
  const widths = assignedWidths(document.boq?.body ?? [], new Map());
  if (widths.size === 0) return [];
  const declared = document.boq?.info.catalogues ?? [];
  const ids = [...declared.map((c) => c.id).filter((id) => widths.has(id))];
  // An assignment to a catalogue the file does not declare keeps its codes, under the catalogue's ID.
  for (const id of widths.keys()) if (!ids.includes(id)) ids.push(id);
  const byId = new Map(declared.map((c) => [c.id, c]));
  ids.sort((a, b) => Number(isCostGroup(byId.get(b))) - Number(isCostGroup(byId.get(a))));
  const used = new Set(taken.map((title) => title.toLowerCase()));
  return ids.map((id) => {
    const title = catalogueTitle(byId.get(id), id, words);
    let header = title;
    for (let n = 2; used.has(header.toLowerCase()); n++) header = `${title} ${n}`;
    used.add(header.toLowerCase());
    const longestWord = Math.max(...header.split(/\s+/).map((word) => word.length));
    // The title wraps at its spaces; bold, a word needs a tenth more than its letters, or it breaks inside.
    const width = Math.min(26, Math.max(8, Math.ceil(longestWord * 1.1) + 1, (widths.get(id) ?? 0) + 2));
    return { id, header, width };
  });
}

import { isPlaceholderName } from "../catalogue-codes.js";
import type { Catalogue, CatalogueAssignment } from "../model.js";
import type { ViewAssignment, ViewCatalogue } from "./types.js";
import type { ViewWords } from "./words.js";

/** A catalogue's type in words: "cost group DIN 276-06" → "Kostengruppen DIN 276-06"; an unknown type as written. */
function typeWords(type: string | undefined, words: ViewWords): string | undefined {
  const written = type?.trim();
  if (!written) return undefined;
  const costGroup = /^cost groups?\b\s*(.*)$/i.exec(written);
  if (costGroup) return [words.costGroups, costGroup[1]].filter(Boolean).join(" ");
  return words.catalogueTypes[written.toLowerCase()] ?? written;
}

/** The catalogues of an LV as a reader names them, and the view's assignments of their codes. */
export class CatalogueNames {
  private readonly byId = new Map<string, ViewCatalogue>();
  private readonly byKey = new Map<string, ViewCatalogue>();
  private readonly counts = new Map<ViewCatalogue, Map<string, number>>();
  private readonly used = new Set<ViewCatalogue>();
  private items = 0;
  /** Items with at least one code of a catalogue, by its key. */
  private readonly itemsWith = new Map<string, number>();

  constructor(
    catalogues: readonly Catalogue[],
    private readonly words: ViewWords,
  ) {
    for (const catalogue of catalogues) this.add(catalogue.id, catalogue);
  }

  private add(id: string, catalogue?: Catalogue): ViewCatalogue {
    const name = catalogue?.name?.trim();
    const base =
      (name && !isPlaceholderName(name) ? name : undefined) ??
      typeWords(catalogue?.type, this.words) ??
      this.words.catalogue;
    // Two catalogues of one name (two "Orte") must stay apart in the filter.
    const taken = new Set([...this.byKey.values()].map((known) => known.name));
    let shown = base;
    for (let n = 2; taken.has(shown); n += 1) shown = `${base} (${n})`;
    const view: ViewCatalogue = {
      key: `k${this.byKey.size + 1}`,
      name: shown,
      costGroup: /^cost groups?\b/i.test(catalogue?.type?.trim() ?? ""),
      codes: [],
      unassigned: 0,
    };
    this.byId.set(id, view);
    this.byKey.set(view.key, view);
    this.counts.set(view, new Map());
    return view;
  }

  /** The codes as shown: each with its catalogue's name; an assignment to no `Ctlg` of the file gets one of its own. */
  assignments(list: readonly CatalogueAssignment[] | undefined): ViewAssignment[] {
    return (list ?? []).flatMap(({ catalogueId, code }) => {
      const text = code.trim();
      if (!text) return [];
      const catalogue = this.byId.get(catalogueId) ?? this.add(catalogueId);
      return [{ catalogue: catalogue.key, name: catalogue.name, code: text }];
    });
  }

  /** A section's codes: marked as used, so the filter offers their catalogue. */
  section(list: readonly CatalogueAssignment[] | undefined): ViewAssignment[] {
    const shown = this.assignments(list);
    for (const assignment of shown) this.use(assignment.catalogue);
    return shown;
  }

  /**
   * An item's own codes, then those of the sections around it for catalogues it states none of (nearest section
   * first), counted for the filter.
   */
  item(
    list: readonly CatalogueAssignment[] | undefined,
    sections: readonly ViewAssignment[][],
  ): ViewAssignment[] {
    this.items += 1;
    const own = this.assignments(list);
    const result: ViewAssignment[] = [...own];
    const stated = new Set(own.map((assignment) => assignment.catalogue));
    for (let depth = sections.length - 1; depth >= 0; depth -= 1) {
      const found = new Set<string>();
      for (const assignment of sections[depth] ?? []) {
        if (stated.has(assignment.catalogue)) continue;
        result.push({ ...assignment, inherited: true });
        found.add(assignment.catalogue);
      }
      for (const key of found) stated.add(key);
    }
    const seen = new Set<string>();
    for (const assignment of result) {
      const catalogue = this.use(assignment.catalogue);
      const codes = catalogue && this.counts.get(catalogue);
      if (!catalogue || !codes) continue;
      // An item with one code twice counts once under it, and once among the items with a code.
      const key = `${catalogue.key}\u0000${assignment.code}`;
      if (seen.has(key)) continue;
      seen.add(key);
      codes.set(assignment.code, (codes.get(assignment.code) ?? 0) + 1);
    }
    for (const key of new Set(result.map((assignment) => assignment.catalogue)))
      this.itemsWith.set(key, (this.itemsWith.get(key) ?? 0) + 1);
    return result;
  }

  private use(key: string): ViewCatalogue | undefined {
    const catalogue = this.byKey.get(key);
    if (catalogue) this.used.add(catalogue);
    return catalogue;
  }

  /** The catalogues some item or section uses, cost groups first, each with its codes in code order. */
  list(): ViewCatalogue[] {
    const order = [...this.byKey.values()].filter((catalogue) => this.used.has(catalogue));
    const sorted = [...order.filter((c) => c.costGroup), ...order.filter((c) => !c.costGroup)];
    return sorted.map((catalogue) => {
      const counts = this.counts.get(catalogue) ?? new Map<string, number>();
      const codes = [...counts]
        .map(([code, count]) => ({ code, count }))
        .sort((a, b) => a.code.localeCompare(b.code, "de", { numeric: true }));
      const assigned = this.itemsWith.get(catalogue.key) ?? 0;
      return { ...catalogue, codes, unassigned: this.items - assigned };
    });
  }
}

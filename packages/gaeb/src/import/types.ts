import type { Issue, Locale } from "../issues.js";
import type { GaebDocument } from "../model.js";

/**
 * The columns an LV sheet may have. `--map oz=A,short=B,…` in the CLI and the mapping step on the site name them
 * by their column letters.
 */
export const IMPORT_COLUMNS = ["oz", "kind", "short", "long", "qty", "unit", "price", "total"] as const;
export type ImportColumn = (typeof IMPORT_COLUMNS)[number];

/** Column letters ("A".."XFD") by what they hold; a column given here overrides what the import would detect. */
export type ColumnMap = Partial<Record<ImportColumn, string>>;

/** The phases a spreadsheet becomes: a description (81), a request (83) or an offer with its prices (84). */
export type ImportPhase = "81" | "83" | "84";

export interface ImportOptions {
  /** The sheet to read; default: the LV sheet of a workbook this project wrote, else the first with a header row. */
  sheet?: string;
  map?: ColumnMap;
  /** The project's name (`NamePrj`), over what the title block says. */
  project?: string;
  /** The bidder's name, for an offer (84); over the name typed above our workbook's table. */
  bidder?: string;
  /** Default "83". */
  phase?: ImportPhase;
  lang?: Locale;
}

/** Which of the three kinds of workbook the LV came from (issue 22). */
export type WorkbookKind = "edited" | "template" | "foreign";

/** A column the import took, with the title it found there (empty where the map named it). */
export interface TakenColumn {
  column: ImportColumn;
  letter: string;
  title: string;
  /** Taken by what it holds, not by its title: a notes column ("Bemerkung") that names the items' kinds. */
  guessed?: true;
}

export interface ImportedLv {
  /**
   * The LV, ready for `writeGaeb` (its `source.phase` is the phase asked for). An offer (84) is what an X84 holds:
   * item numbers, quantities, prices and totals, the bidder; its texts and units are the request's.
   */
  document: GaebDocument;
  kind: WorkbookKind;
  sheet: string;
  /** 1-based row of the column titles. */
  headerRow: number;
  columns: TakenColumn[];
  /** Every column with a title that was not taken, by letter: what the LV leaves out, said rather than silent. */
  untaken: Array<{ letter: string; title: string }>;
  /** Every non-empty title of the header row by letter (our own workbook: the titles we wrote), to map columns by. */
  titles: Array<{ letter: string; title: string }>;
  summary: { sections: number; items: number; total: string | null };
}

export type ImportResult =
  | { ok: true; value: ImportedLv; issues: Issue[] }
  | {
      ok: false;
      issues: Issue[];
      /**
       * Where the columns could not be told with certainty: the sheet's candidate header row and its titles by
       * letter, so a caller can ask for a mapping (the site's mapping step) instead of guessing.
       */
      mapping?: {
        sheet: string;
        headerRow: number;
        titles: Array<{ letter: string; title: string }>;
        /** The columns the import could tell for certain, to start the mapping from. */
        columns: TakenColumn[];
      };
      /** The visible sheets, where the workbook has several and none was chosen or the chosen one is missing. */
      sheets?: string[];
    };

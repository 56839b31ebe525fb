import type { Issue, IssueCode, Locale } from "../issues.js";
import { formatIssue } from "../messages/index.js";

/**
 * What the command line adds to a message: the flag that does what the message asks. The messages themselves
 * name no flags, since the website and the server show the same sentences to people who have no command line.
 */
const FLAG_HINTS: Partial<Record<IssueCode, Record<Locale, string>>> = {
  texts_in_base_file: {
    de: "In der Befehlszeile: --base DATEI.x83.",
    en: "On the command line: --base FILE.x83.",
  },
  offer_price_missing: {
    de: "In der Befehlszeile: --not-offered-empty.",
    en: "On the command line: --not-offered-empty.",
  },
  offer_sheet_choice: {
    de: "In der Befehlszeile: --sheet NAME.",
    en: "On the command line: --sheet NAME.",
  },
  import_sheet_missing: {
    de: "In der Befehlszeile: --sheet NAME.",
    en: "On the command line: --sheet NAME.",
  },
  import_map_invalid: {
    de: "In der Befehlszeile: --map oz=A,short=B,qty=D.",
    en: "On the command line: --map oz=A,short=B,qty=D.",
  },
  offer_bidder_missing: {
    de: "In der Befehlszeile: --bidder NAME.",
    en: "On the command line: --bidder NAME.",
  },
  import_offer_figures_unread: {
    de: "In der Befehlszeile: gaeb2xlsx offer MAPPE.xlsx.",
    en: "On the command line: gaeb2xlsx offer BOOK.xlsx.",
  },
  import_bidder_missing: {
    de: "In der Befehlszeile: --bidder NAME.",
    en: "On the command line: --bidder NAME.",
  },
};

/** One line of stderr for an issue: "gaeb2xlsx: Fehler: …" with the command line's own hint where there is one. */
export function issueLine(issue: Issue, lang: Locale, prefix: string): string {
  const hint = FLAG_HINTS[issue.code]?.[lang];
  return `gaeb2xlsx: ${prefix}: ${formatIssue(issue, lang)}${hint ? ` ${hint}` : ""}\n`;
}

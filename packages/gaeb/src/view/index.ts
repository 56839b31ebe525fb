import { type InputFile, readGaeb } from "../convert.js";
import { guarded } from "../guard.js";
import { checkInput, checkOptions, isIssue } from "../inputs.js";
import type { Issue } from "../issues.js";
import type { GaebDocument } from "../model.js";
import { isRequest } from "../xlsx/columns.js";
import { itemNumbersById } from "../xlsx/entry-facts.js";
import { LABELS } from "../xlsx/labels.js";
import { formatName, sheetTitle } from "../xlsx/title-block.js";
import { CatalogueNames } from "./catalogues.js";
import { phaseLabel, viewFacts } from "./facts.js";
import { levelNames, viewRows } from "./rows.js";
import { lvFigures } from "./totals.js";
import type { LvView, ViewOptions, ViewResult } from "./types.js";
import { VIEW_WORDS } from "./words.js";

/**
 * Reads one GAEB file of any generation and phase (as `readGaeb` does, with its bounds) and lays it out for
 * reading: the title facts, every entry in LV order with its words in the reader's language, the section tree and
 * every total as the workbook computes it. Pure and synchronous; never throws: bad input gives `ok: false` with
 * the reader's issues.
 */
export function viewGaeb(file: InputFile, options: ViewOptions): ViewResult {
  // Only the language is the view's to check: the converter's other options mean nothing here.
  const checkedOptions = checkOptions(
    typeof options === "object" && options !== null
      ? { lang: (options as { lang?: unknown }).lang }
      : options,
  );
  if (isIssue(checkedOptions)) return { ok: false, issues: [checkedOptions] };
  const checked = checkInput(file, "file");
  if (isIssue(checked)) return { ok: false, issues: [checked] };
  const read = readGaeb(checked);
  if (!read.ok) return { ok: false, issues: read.issues };
  const issues: Issue[] = [...read.issues];
  return guarded<ViewResult>(
    () => ({ ok: true, view: buildView(read.value, checkedOptions.lang), issues }),
    (issue) => ({ ok: false, issues: [...issues, issue] }),
    checked.name,
  );
}

/** The view of a document already read. */
export function buildView(document: GaebDocument, lang: ViewOptions["lang"]): LvView {
  const labels = LABELS[lang];
  const words = VIEW_WORDS[lang];
  const { source, award } = document;
  // An offer read alone (phase 84) does not say which items are alternatives or optional: as in the workbook, only
  // the file's own totals are figures of record.
  const kindsUnknown = source.phase === "84";
  const figures = lvFigures(document, labels, kindsUnknown);
  const body = document.boq?.body ?? [];
  const ozById = itemNumbersById(body);
  const catalogues = new CatalogueNames(document.boq?.info.catalogues ?? [], words);
  const rows = viewRows(body, {
    labels,
    words,
    figures,
    ozOf: (id) => ozById.get(id),
    kindsUnknown,
    catalogues,
    levels: levelNames(document.boq?.info.breakdown ?? []),
  });
  return {
    lang,
    file: {
      name: source.fileName,
      format: source.format,
      generation: formatName(source),
      phase: source.phase,
      phaseLabel: phaseLabel(source, labels),
    },
    title: sheetTitle(document),
    currency: award.currency || "EUR",
    isRequest: isRequest(document),
    priced: rows.priced,
    facts: viewFacts(document, labels, catalogues),
    preamble: document.preamble.map((text) => ({ title: text.outline, text: text.detail })),
    closing: document.closing.map((text) => ({ title: text.outline, text: text.detail })),
    rows: rows.rows,
    sections: rows.sections,
    totals: figures.lines,
    kindCounts: rows.kindCounts,
    catalogues: catalogues.list(),
  };
}

import { readGaeb } from "../convert.js";
import type { Issue } from "../issues.js";
import type { AdditionalText, Entry, GaebDocument } from "../model.js";
import { readBidder } from "../workbook/bidder.js";
import type { FoundForm } from "../workbook/forms.js";
import type { ReadSheet } from "../workbook/xlsx-reader.js";
import { findEditedColumns } from "./edited-columns.js";
import type { EditContext } from "./edited-entries.js";
import { matchRows } from "./edited-match.js";
import { unreadOfferFigures } from "./edited-offer-extras.js";
import { type EditedRow, readEditedRows } from "./edited-rows.js";
import { editedLongText, editedShortText } from "./edited-texts.js";
import { editedTitle } from "./edited-title.js";
import { dropDeadReferences, placeAdded, type Removed, ratesOnly, rebuild } from "./edited-tree.js";
import { asOffer } from "./offer.js";
import type { ImportedLv, ImportOptions, ImportResult } from "./types.js";

/**
 * A workbook this project wrote from a request (`convertToXlsx`), edited: the request the hidden form sheet holds
 * is the base, and the LV sheet's rows say what changed. Rows pair with entries by OZ (texts by their kind and
 * text), so sorted, hidden or moved rows change nothing; a field is changed only where its cell reads differently
 * from what the workbook wrote, so an untouched entry keeps everything, ID and formatted long text included.
 * Totals: where a figure or an entry beneath a section's or the LV's total changed, its sums are left out (a
 * request, 81/83, needs none) and only its VAT rate stays; an offer (84) has each item's IT recomputed as
 * round(Qty × UP, 2), markup items the rates typed, and is written as what an X84 holds (`asOffer`).
 */
export function importEdited(
  found: FoundForm,
  sheet: ReadSheet,
  options: ImportOptions,
  issues: Issue[],
): ImportResult {
  const form = found.form;
  if (!form) {
    issues.push({
      code: "import_edited_form_damaged",
      severity: "error",
      params: { sheet: found.info.name },
    });
    return { ok: false, issues };
  }
  const read = readGaeb({ name: form.fileName || "request.x83", bytes: form.request });
  if (!read.ok) {
    issues.push(...read.issues);
    return { ok: false, issues };
  }
  // The title block's edits (project, LV, owner, currency) are the request's facts from here on.
  const request = editedTitle(read.value, sheet, issues);
  const located = findEditedColumns(sheet);
  if (!located) {
    issues.push({ code: "import_edited_columns_missing", severity: "error", params: { sheet: sheet.name } });
    return { ok: false, issues };
  }
  const { header, columns, taken, titles } = located;
  const rows = withoutHiddenLongTexts(readEditedRows(sheet, header, columns), request);
  const breakdown = request.boq?.info.breakdown ?? [];
  const before = issues.length;
  const matches = matchRows(request.boq?.body ?? [], request, rows, {
    sheet: sheet.name,
    ozColumn: columns.oz,
    breakdown,
    issues,
  });
  const phase = options.phase ?? "83";
  const context: EditContext = {
    sheet: sheet.name,
    lang: form.lang,
    phase,
    columns,
    ozOf: ozLookup(request.boq?.body ?? []),
    issues,
  };
  const removed: Removed = [];
  const rebuilt = rebuild(request.boq?.body ?? [], matches, context, removed);
  const touched = placeAdded(rebuilt.entries, matches, breakdown, context, removed);
  dropDeadReferences(rebuilt.entries, context.ozOf, context);
  const preamble = editTexts(request.preamble, matches.preamble, context);
  const closing = editTexts(request.closing, matches.closing, context);
  if (issues.slice(before).some((issue) => issue.severity === "error")) return { ok: false, issues };
  const lv: GaebDocument = {
    ...request,
    source: { ...request.source, phase },
    project: options.project ? { ...request.project, name: options.project } : request.project,
    preamble,
    closing,
  };
  if (request.boq) {
    const info = { ...request.boq.info };
    // The LV's totals stand only while nothing beneath them changed (in an offer, every item's figure is new).
    if (rebuilt.changed || touched.size > 0 || matches.added.length > 0 || phase === "84") {
      const rates = ratesOnly(info.totals);
      if (rates) info.totals = rates;
      else delete info.totals;
    }
    lv.boq = { info, body: rebuilt.entries };
  }
  // An offer is what an X84 holds, its totals computed as the offer job computes them, with the request's VAT
  // rate and the bidder given or typed above the table.
  if (phase === "84") unreadOfferFigures(sheet, header, request.boq?.info.priceComponentLabels ?? [], issues);
  const document =
    phase === "84"
      ? asOffer(
          lv,
          {
            sheet: sheet.name,
            typed: readBidder(sheet, header),
            ...(options.bidder ? { given: options.bidder } : {}),
          },
          issues,
          lv.boq?.info.totals?.vatPercent,
        )
      : lv;
  return {
    ok: true,
    value: {
      document,
      kind: "edited",
      sheet: sheet.name,
      headerRow: header,
      columns: taken,
      untaken: titles.filter((title) => !taken.some((column) => column.letter === title.letter)),
      titles,
      summary: summarize(document),
    },
    issues,
  };
}

/**
 * A workbook written without long texts has an empty long-text column: that is no deletion. Where no row has a
 * long text but the request has some, the column is read as not shown.
 */
function withoutHiddenLongTexts(rows: EditedRow[], request: GaebDocument): EditedRow[] {
  if (rows.some((row) => row.long?.some((part) => part.trim() !== ""))) return rows;
  const hasLongText = (entries: readonly Entry[]): boolean =>
    entries.some((entry) =>
      entry.kind === "section" ? hasLongText(entry.children) : entry.longText.length > 0,
    );
  if (!hasLongText(request.boq?.body ?? [])) return rows;
  return rows.map(({ long: _hidden, ...row }) => row);
}

function ozLookup(body: readonly Entry[]): (id: string) => string | undefined {
  const byId = new Map<string, string>();
  const visit = (entries: readonly Entry[]) => {
    for (const entry of entries) {
      if (entry.kind === "section") visit(entry.children);
      if (entry.id && "oz" in entry && !byId.has(entry.id)) byId.set(entry.id, entry.oz);
    }
  };
  visit(body);
  return (id) => byId.get(id);
}

function editTexts(
  texts: readonly AdditionalText[],
  rows: ReadonlyMap<AdditionalText, EditedRow>,
  context: EditContext,
): AdditionalText[] {
  return texts.flatMap((text) => {
    const row = rows.get(text);
    if (!row) return [];
    return [
      {
        outline: editedShortText(text.outline, row.short),
        detail: editedLongText(text.detail, row.long, context.lang),
      },
    ];
  });
}

/** Sections and items (markup items count as items) and, in an offer, its total. */
function summarize(document: GaebDocument): ImportedLv["summary"] {
  let sections = 0;
  let items = 0;
  const visit = (entries: readonly Entry[]) => {
    for (const entry of entries) {
      if (entry.kind === "section") {
        sections += 1;
        visit(entry.children);
      } else if (entry.kind === "item" || entry.kind === "markupItem") items += 1;
    }
  };
  visit(document.boq?.body ?? []);
  const total = document.source.phase === "84" ? document.boq?.info.totals?.total : undefined;
  return { sections, items, total: total ? total.toPlainString() : null };
}

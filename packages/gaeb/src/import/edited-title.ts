import type { Issue } from "../issues.js";
import type { AwardInfo, GaebDocument } from "../model.js";
import type { ReadSheet } from "../workbook/xlsx-reader.js";
import { cellName } from "../xlsx/column-letters.js";
import { LABELS } from "../xlsx/labels.js";
import { shownTitleFacts, TITLE_VALUE_OFFSET } from "../xlsx/title-block.js";
import { cellText, findEditedColumns } from "./edited-columns.js";
import { partyOfLine } from "./party.js";

/** The title facts our block shows that an edit there changes; the rest of the block is the file's record. */
type Fact = "project" | "boq" | "owner" | "currency";

/** Each fact's label (in the workbook's language or the other one) and where its value stands beside it. */
const FACTS: Array<[Fact, string[], number]> = [
  ["project", [LABELS.de.title.project, LABELS.en.title.project], TITLE_VALUE_OFFSET.left],
  ["boq", [LABELS.de.title.boq, LABELS.en.title.boq], TITLE_VALUE_OFFSET.left],
  ["owner", [LABELS.de.title.owner, LABELS.en.title.owner], TITLE_VALUE_OFFSET.left],
  ["currency", [LABELS.de.title.currency, LABELS.en.title.currency], TITLE_VALUE_OFFSET.right],
];

/** The separator the block joins a name and its label with ("11530 – Neubau Flutpolder"). */
const DASH = " – ";

/** A currency code as GAEB holds it (`Cur`, at most four characters: EUR, CHF). */
const CURRENCY = /^[A-Za-z]{1,4}$/;

const plain = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The request with the title facts edited in the block above our table: project, LV, owner and currency, found by
 * their labels (wherever rows or columns were inserted). A fact whose cell reads as the block wrote it keeps the
 * request's fact exactly, every field included (the owner's phone, the LV's ID); a changed one replaces what the
 * cell shows. An emptied owner is dropped (the GAEB writer warns where the phase requires one); an emptied
 * project, LV or currency, which GAEB requires, and a currency that is no code keep the request's, with a warning.
 * A label row deleted is no edit: its fact stays. The VAT rate is not in the block (it stands with the totals).
 */
export function editedTitle(request: GaebDocument, sheet: ReadSheet, issues: Issue[]): GaebDocument {
  const header = findEditedColumns(sheet)?.header;
  if (header === undefined) return request;
  const shown = shownTitleFacts(request);
  const typed = new Map<Fact, { text: string; cell: string }>();
  for (const [row, cells] of [...sheet.rows].sort(([a], [b]) => a - b)) {
    if (row >= header) break;
    for (const [column, cell] of cells)
      for (const [fact, labels, offset] of FACTS)
        if (!typed.has(fact) && labels.includes(cellText(cell)))
          typed.set(fact, {
            text: plain(cellText(cells.get(column + offset))),
            cell: cellName(row, column + offset),
          });
  }
  let document = request;
  for (const [fact, { text, cell }] of typed) {
    if (text === plain(shown[fact])) continue;
    if (text === "" && fact !== "owner") {
      issues.push({
        code: "import_title_kept",
        severity: "warning",
        params: { sheet: sheet.name, cell, fact, reason: "empty" },
      });
      continue;
    }
    if (fact === "currency" && !CURRENCY.test(text.split(DASH)[0] ?? "")) {
      issues.push({
        code: "import_title_kept",
        severity: "warning",
        params: { sheet: sheet.name, cell, fact, reason: "currency", value: text },
      });
      continue;
    }
    document = edit(document, fact, text);
  }
  return document;
}

function edit(document: GaebDocument, fact: Fact, text: string): GaebDocument {
  switch (fact) {
    case "project":
      return { ...document, project: withNames(document.project, named(document.project, text)) };
    case "boq": {
      const boq = document.boq;
      return boq
        ? { ...document, boq: { ...boq, info: withNames(boq.info, named(boq.info, text)) } }
        : document;
    }
    case "owner": {
      const { owner: _dropped, ...award } = document.award;
      return {
        ...document,
        award: text === "" ? award : { ...award, owner: partyOfLine(text, document.award.owner) },
      };
    }
    case "currency":
      return withCurrency(document, text);
  }
}

/** A name and a label, either of them none. */
type Names = { name: string | undefined; label: string | undefined };

/** The name and label set, one left out (not undefined) where the cell no longer has it. */
function withNames<T extends { name?: string; label?: string }>(before: T, names: Names): T {
  const { name: _name, label: _label, ...rest } = before;
  return {
    ...rest,
    ...(names.name ? { name: names.name } : {}),
    ...(names.label ? { label: names.label } : {}),
  } as T;
}

/**
 * A name and label typed as the block joins them. Where one of them still reads as before, the other is what the
 * rest of the cell says; a cell without the dash is the label (the description a reader sees, the short name or
 * number staying), or the name where the request had no label; a dash splits a new name from its label.
 */
function named(before: { name?: string; label?: string }, text: string): Names {
  const { name, label } = before;
  if (name && text.startsWith(`${name}${DASH}`))
    return { name, label: text.slice(name.length + DASH.length) };
  if (label && text.endsWith(`${DASH}${label}`))
    return { name: text.slice(0, -(label.length + DASH.length)), label };
  if (text === name) return { name, label: undefined };
  // A request with only a label shows it alone; a dash in it is the label's own.
  if (label && !name) return { name: undefined, label: text };
  const at = text.indexOf(DASH);
  if (at > 0) return { name: text.slice(0, at), label: text.slice(at + DASH.length) };
  return label ? { name, label: text } : { name: text, label: undefined };
}

/** "CHF – Schweizer Franken": the code and its label, in the award and, where it names one, the project. */
function withCurrency(document: GaebDocument, text: string): GaebDocument {
  const at = text.indexOf(DASH);
  const code = (at > 0 ? text.slice(0, at) : text).toUpperCase();
  const label = at > 0 ? text.slice(at + DASH.length) : undefined;
  const { currencyLabel: _award, ...award } = document.award;
  const nextAward: AwardInfo = { ...award, currency: code, ...(label ? { currencyLabel: label } : {}) };
  const { currencyLabel: _project, ...project } = document.project;
  return {
    ...document,
    award: nextAward,
    project: document.project.currency
      ? { ...project, currency: code, ...(label ? { currencyLabel: label } : {}) }
      : document.project,
  };
}

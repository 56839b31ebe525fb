import { Decimal } from "../decimal.js";
import type { Locale } from "../issues.js";
import type { ChangeOrder, GaebDocument, Party } from "../model.js";
import { columnName } from "./column-letters.js";
import { isRequest } from "./columns.js";
import { factLabel, factWord } from "./fact-labels.js";
import { type InvoiceFormat, invoiceLines } from "./invoice-lines.js";
import { number, text } from "./item-rows.js";
import type { SheetLabels } from "./labels.js";
import { quantityFactLabel, quantityFacts } from "./quantity-facts.js";
import { STYLE } from "./styles.js";
import type { Cell, Row } from "./workbook.js";

/** A party's address as written on an envelope: its name lines, street, postcode and town, one line each. */
export function partyLines(party: Party): string[] {
  const place = [party.postalCode, party.city].filter(Boolean).join(" ");
  return [...party.names, party.street, place].filter((line): line is string => !!line?.trim());
}

export function partyLine(party: Party): string {
  return partyLines(party).join(", ");
}

/** Award facts that are a time of day (`xs:time`). */
export const TIME_FACTS: ReadonlySet<string> = new Set(["OpenTime", "SubmTime"]);

/**
 * A time of day as a reader writes it: "10:00", seconds only where they are set. Midnight is no time: programs
 * write "00:00:00" where the user gave none (NEVARIS for a bid opening without an hour), and no tender opens at
 * midnight, so it gives undefined.
 */
export function clockTime(value: string): string | undefined {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?$/.exec(value.trim());
  if (!match) return value.trim() || undefined;
  const [, hours = "", minutes = "", seconds = "00"] = match;
  if (Number(hours) % 24 === 0 && minutes === "00" && Number(seconds) === 0) return undefined;
  return `${hours.padStart(2, "0")}:${minutes}${seconds === "00" ? "" : `:${seconds}`}`;
}

export function sheetTitle(document: GaebDocument): string {
  const info = document.boq?.info;
  return (
    info?.label ?? info?.name ?? document.project.label ?? document.project.name ?? document.source.fileName
  );
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** An ISO date ("2024-03-07", optionally with a time) as a date cell, so it sorts, filters and prints as a date. */
export function dateCell(value: string): Cell | undefined {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(value.trim());
  if (!match) return undefined;
  const days =
    (Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) - EXCEL_EPOCH) / 86_400_000;
  return Number.isFinite(days) ? number(Decimal.fromInteger(days), STYLE.date) : undefined;
}

export function localDate(value: string | undefined, lang: Locale): string | undefined {
  const match = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  if (!match) return value;
  return lang === "de" ? `${match[3]}.${match[2]}.${match[1]}` : `${match[1]}-${match[2]}-${match[3]}`;
}

/** A change order's name ("Nachtrag 1") and what the file says of it: phase, status, initiator, date; reason. */
export function changeOrderParts(
  order: ChangeOrder,
  labels: SheetLabels,
  lang: Locale,
): { name: string; head: string; reason?: string } {
  const facts = [order.phase, order.status, order.initiator].flatMap((v) => (v ? [factWord(v, lang)] : []));
  const date = localDate(order.date, lang);
  const head = [...facts, ...(date ? [date] : [])].join(", ");
  return {
    name: `${labels.title.changeOrder} ${order.number}`,
    head,
    ...(order.reason ? { reason: order.reason } : {}),
  };
}

function changeOrderLine(order: ChangeOrder, labels: SheetLabels, lang: Locale): string {
  const { name, head, reason } = changeOrderParts(order, labels, lang);
  return `${name}${head ? `: ${head}` : ""}${reason ? ` – ${reason}` : ""}`;
}

/**
 * The title facts as the block shows them, each on a row of its own: the import of an edited workbook compares
 * what it reads there with these to tell an edit from an untouched fact (`import/edited-title.ts`).
 */
export function shownTitleFacts(
  document: GaebDocument,
): Record<"project" | "boq" | "owner" | "currency", string> {
  const { project, award } = document;
  const info = document.boq?.info;
  const currency = award.currencyLabel && award.currencyLabel !== award.currency ? award.currencyLabel : "";
  return {
    project: [project.name, project.label].filter(Boolean).join(" – "),
    boq: [info?.name, info?.label].filter(Boolean).join(" – "),
    owner: award.owner ? partyLine(award.owner) : "",
    currency: [award.currency, currency].filter(Boolean).join(" – "),
  };
}

/**
 * How far right of its label a fact's value stands (see `pair` below): the third column for the left-hand facts,
 * the fourth for the right-hand ones. Rows or columns inserted above or left of a label move both.
 */
export const TITLE_VALUE_OFFSET = { left: 2, right: 3 } as const;

/** Values up to this long fit the right-hand value column (GP); longer ones go left, where they can spill. */
const SHORT = 14;

/** Left values longer than this reach past the column where the right-hand facts start. */
const LONG = 80;

interface Fact {
  label: string;
  cell: Cell;
}

/**
 * The rows above the column headers: what this bill of quantities is, where it came from and the award facts it
 * carries. Two facts share a row (long ones left, dates and figures right) so the frozen block stays short.
 */
export function titleBlock(document: GaebDocument, labels: SheetLabels, notices: readonly string[]): Row[] {
  const t = labels.title;
  const lang = labels.lang;
  const { source, exchange, award } = document;
  const info = document.boq?.info;
  const left: Fact[] = [];
  const right: Fact[] = [];
  const add = (side: Fact[], label: string, value: string | undefined, style: Cell["style"] = STYLE.oz) => {
    if (value) side.push({ label, cell: text(value, style) });
  };
  const addFact = (label: string, value: string) => {
    const date = dateCell(value);
    if (date) right.push({ label, cell: date });
    else add(value.length > SHORT ? left : right, label, value);
  };
  const shown = shownTitleFacts(document);
  add(left, t.project, shown.project);
  add(left, t.boq, shown.boq);
  add(left, t.phase, `${source.phase} – ${labels.phases[source.phase]}`);
  add(left, t.owner, shown.owner);
  // In an offer the contractor (`CTR`) is the bidder: no contract has been awarded yet.
  const offer = source.phase === "84" || source.phase === "85";
  if (award.contractor) add(left, offer ? t.offerBidder : t.contractor, partyLine(award.contractor));
  for (const order of award.changeOrders) add(left, t.changeOrder, changeOrderLine(order, labels, lang));
  const date = info?.date ?? exchange.date;
  if (date) addFact(t.date, date);
  add(right, t.currency, shown.currency);
  for (const [key, value] of Object.entries(award.owner?.references ?? {}))
    addFact(factLabel(key, lang), value);
  for (const { key, value } of award.facts) {
    if (key === "WarrUnit") continue;
    if (TIME_FACTS.has(key)) {
      add(right, factLabel(key, lang), clockTime(value));
      continue;
    }
    const unit = key === "WarrDur" ? award.facts.find((f) => f.key === "WarrUnit")?.value : undefined;
    addFact(factLabel(key, lang), unit ? `${value} ${factWord(unit, lang)}` : factWord(value, lang));
  }
  addInvoiceFacts(document, labels, lang, left, right);
  const quantityInfo = award.quantityDeterminationInfo;
  for (const fact of quantityFacts(quantityInfo, lang))
    if (fact.date) addFact(fact.label, fact.value);
    else add(left, fact.label, fact.value);
  for (const key of ["Creator", "Profiler"] as const) {
    const party = quantityInfo?.[key === "Creator" ? "creator" : "profiler"];
    if (party) add(left, quantityFactLabel(key, lang), partyLine(party));
  }
  add(left, t.program, [exchange.programSystem, exchange.programName].filter(Boolean).join(" / "));
  add(left, t.source, `${source.fileName} (${formatName(source)})`);
  for (const notice of notices) add(left, t.notice, notice, STYLE.note);
  const rows: Row[] = [{ cells: [text(sheetTitle(document), STYLE.title)], height: 20 }];
  const queue = [...right];
  const pair = (l: Fact | undefined, r: Fact | undefined): Row => ({
    // Labels spill over the empty columns to their right; values stand in the third and the eighth column.
    cells: [
      l && text(l.label, STYLE.label),
      undefined,
      l?.cell,
      undefined,
      r && text(r.label, STYLE.label),
      undefined,
      undefined,
      r?.cell,
    ],
  });
  for (const l of left) {
    // A long value needs the row to itself, or the fact beside it would cut it off.
    const long = l.cell.value.type === "text" && l.cell.value.text.length > LONG;
    rows.push(pair(l, long ? undefined : queue.shift()));
  }
  for (const r of queue) rows.push(pair(undefined, r));
  if (isRequest(document)) rows.push(...bidderRows(labels));
  rows.push({ cells: [] });
  return rows;
}

/**
 * How far right of its label a bidder field's input cell stands: the label in the first column spills over the
 * empty second one, the input is the third. Rows or columns inserted above or left of the label move both.
 */
export const BIDDER_INPUT_OFFSET = 2;

/**
 * Where a request's sheet takes the bidder's name: the first of the three bidder rows, which end the title block
 * above its blank row and the header row. Formblatt 223's head refers to it.
 */
export function bidderNameCell(headerRow: number): string {
  return `${columnName(BIDDER_INPUT_OFFSET)}${headerRow - 4}`;
}

/**
 * A request is an offer form: the bidder's name and address go into cells marked for input, on rows of their own,
 * so that an empty field has nothing beside it that could be taken for its value.
 */
function bidderRows(labels: SheetLabels): Row[] {
  const t = labels.title;
  return [t.bidder, t.bidderStreet, t.bidderCity].map((label) => {
    const cells: Row["cells"] = new Array(BIDDER_INPUT_OFFSET + 1).fill(undefined);
    cells[0] = text(label, STYLE.label);
    cells[BIDDER_INPUT_OFFSET] = { value: { type: "empty" }, style: STYLE.textInput };
    return { cells };
  });
}

/** Invoice number, dates, shares, earlier invoices, payments made and what is still due (see `invoiceLines`). */
function addInvoiceFacts(
  document: GaebDocument,
  labels: SheetLabels,
  lang: Locale,
  left: Fact[],
  right: Fact[],
) {
  const lines = invoiceLines(document.award.invoiceFacts, invoiceFormat(labels, lang));
  for (const line of lines) {
    const cell = line.money
      ? number(line.money, line.computed ? STYLE.totalMoney : STYLE.money)
      : ((line.date ? dateCell(line.date) : undefined) ?? text(line.text ?? "", STYLE.oz));
    const long = (line.text?.length ?? 0) > SHORT || line.label.length > SHORT;
    (long ? left : right).push({ label: line.label, cell });
  }
}

/** How invoice lines write amounts, percentages and dates in a language. */
export function invoiceFormat(labels: SheetLabels, lang: Locale): InvoiceFormat {
  return {
    lang,
    amount: (value) => labels.formatDecimal(value.round(2).toString()),
    percent: (value) => `${labels.formatDecimal(value.toPlainString())} %`,
    date: (iso) => localDate(iso, lang) ?? iso,
    amountDue: labels.title.amountDue,
  };
}

/** The generation the file was written in, as the industry names it: "GAEB DA XML 3.3", "GAEB 2000", "GAEB 90". */
export function formatName(source: GaebDocument["source"]): string {
  if (source.format === "gaeb-90") return "GAEB 90";
  if (source.format === "gaeb-2000")
    return source.version ? `GAEB 2000, Version ${source.version}` : "GAEB 2000";
  return `GAEB DA XML ${source.version || "?"}`;
}

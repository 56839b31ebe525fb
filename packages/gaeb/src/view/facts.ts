import type { Locale } from "../issues.js";
import type { GaebDocument } from "../model.js";
import { factLabel, factWord } from "../xlsx/fact-labels.js";
import { invoiceLines } from "../xlsx/invoice-lines.js";
import type { SheetLabels } from "../xlsx/labels.js";
import { quantityFactLabel, quantityFacts } from "../xlsx/quantity-facts.js";
import {
  changeOrderParts,
  clockTime,
  formatName,
  invoiceFormat,
  localDate,
  partyLine,
  partyLines,
  TIME_FACTS,
} from "../xlsx/title-block.js";
import type { CatalogueNames } from "./catalogues.js";
import type { ViewFact } from "./types.js";
import { VIEW_WORDS, type ViewWords } from "./words.js";

const FILE_LETTER: Record<GaebDocument["source"]["format"], string> = {
  "gaeb-xml": "X",
  "gaeb-2000": "P",
  "gaeb-90": "D",
};

/** The phase in words with the file type a reader knows it by: "Angebotsaufforderung (X83)". */
export function phaseLabel(source: GaebDocument["source"], labels: SheetLabels): string {
  return `${labels.phases[source.phase]} (${FILE_LETTER[source.format]}${source.phase})`;
}

/**
 * A fact's value in words: an ISO date in the reader's notation, a time of day as "10:00 Uhr" (none for the
 * midnight programs write where no time was given), a GAEB code value in words.
 */
function factValue(value: string, lang: Locale, key?: string): string {
  if (/^\d{4}-\d{2}-\d{2}(?:$|T)/.test(value.trim())) return localDate(value.trim(), lang) ?? value;
  if (key && TIME_FACTS.has(key)) {
    const time = clockTime(value);
    return time ? VIEW_WORDS[lang].clock(time) : "";
  }
  return factWord(value, lang, key);
}

/** `AlterBidPerm`, `BidCommPerm`: what the tender admits, in words; nothing where the file does not say. */
function permission(
  words: ViewWords["alternativeBids"],
  permitted: boolean | undefined,
): { label: string; value: string } | undefined {
  return permitted === undefined
    ? undefined
    : { label: words.label, value: permitted ? words.yes : words.no };
}

/**
 * The title facts of the workbook's title block (`titleBlock`), as label and value in words, grouped: what the
 * file is, the project and the LV, the parties, the award facts, change orders and invoice facts.
 */
export function viewFacts(
  document: GaebDocument,
  labels: SheetLabels,
  catalogues: CatalogueNames,
): ViewFact[] {
  const t = labels.title;
  const lang = labels.lang;
  const words = VIEW_WORDS[lang];
  const { project, source, exchange, award } = document;
  const info = document.boq?.info;
  const facts: ViewFact[] = [];
  const add = (group: ViewFact["group"], label: string, value: string | undefined, lines?: string[]) => {
    if (value?.trim())
      facts.push({ group, label, value: value.trim(), ...(lines && lines.length > 1 ? { lines } : {}) });
  };
  // A catalogue code given to the whole project, LV or award: "DIN 276-18" – "300".
  const addCodes = (group: ViewFact["group"], list: Parameters<CatalogueNames["assignments"]>[0]) => {
    const byName = new Map<string, string[]>();
    for (const { name, code } of catalogues.assignments(list))
      byName.set(name, [...(byName.get(name) ?? []), code]);
    for (const [name, codes] of byName) add(group, name, codes.join(", "));
  };
  add("project", t.project, [project.name, project.label].filter(Boolean).join(" – "));
  addCodes("project", project.catalogueAssignments);
  add("boq", t.boq, [info?.name, info?.label].filter(Boolean).join(" – "));
  add("file", t.phase, phaseLabel(source, labels));
  const date = info?.date ?? exchange.date;
  if (date) add("boq", t.date, factValue(date, lang));
  const currency = award.currencyLabel && award.currencyLabel !== award.currency ? award.currencyLabel : "";
  add("boq", t.currency, [award.currency, currency].filter(Boolean).join(" – "));
  const vat = info?.totals?.vatPercent;
  if (vat) add("boq", words.vatRate, `${labels.formatDecimal(vat.toPlainString())} %`);
  addCodes("boq", info?.catalogueAssignments);
  if (award.owner) add("owner", t.owner, partyLine(award.owner), partyLines(award.owner));
  for (const [key, value] of Object.entries(award.owner?.references ?? {}))
    add("owner", factLabel(key, lang), factValue(value, lang));
  // In an offer the contractor (`CTR`) is the bidder: no contract has been awarded yet.
  const offer = source.phase === "84" || source.phase === "85";
  if (award.contractor)
    add(
      "bidder",
      offer ? t.offerBidder : t.contractor,
      partyLine(award.contractor),
      partyLines(award.contractor),
    );
  for (const { key, value } of award.facts) {
    if (key === "WarrUnit") continue;
    const unit = key === "WarrDur" ? award.facts.find((f) => f.key === "WarrUnit")?.value : undefined;
    add(
      "award",
      factLabel(key, lang),
      unit ? `${value} ${factWord(unit, lang)}` : factValue(value, lang, key),
    );
  }
  for (const condition of [
    permission(words.alternativeBids, project.alternativeBidsPermitted),
    permission(words.bidderComments, project.bidderCommentsPermitted),
  ])
    if (condition) add("award", condition.label, condition.value);
  addCodes("award", award.catalogueAssignments);
  for (const order of award.changeOrders) {
    const { name, head, reason } = changeOrderParts(order, labels, lang);
    add("changeOrder", name, [head, reason].filter(Boolean).join(" – ") || "–");
  }
  facts.push(...quantityDeterminationFacts(document, lang));
  facts.push(...invoiceFacts(document, labels));
  add("file", t.program, [exchange.programSystem, exchange.programName].filter(Boolean).join(" / "));
  add("file", t.source, `${source.fileName} (${formatName(source)})`);
  return facts;
}

/** Invoice number, dates, shares, earlier invoices, payments made and what is still due (see `invoiceLines`). */
function invoiceFacts(document: GaebDocument, labels: SheetLabels): ViewFact[] {
  const format = invoiceFormat(labels, labels.lang);
  return invoiceLines(document.award.invoiceFacts, format).map((line) => ({
    group: "invoice",
    label: line.label,
    value: line.money ? format.amount(line.money) : line.date ? format.date(line.date) : (line.text ?? ""),
    ...(line.lines ? { lines: line.lines } : {}),
  }));
}

/** An X31's `QtyDetermInfo`: method in words, order, project, period, who drew the takeoff up and who checked it. */
function quantityDeterminationFacts(document: GaebDocument, lang: Locale): ViewFact[] {
  const info = document.award.quantityDeterminationInfo;
  const facts: ViewFact[] = quantityFacts(info, lang).map((fact) => ({
    group: "award",
    label: fact.label,
    value: fact.date ? (localDate(fact.value, lang) ?? fact.value) : fact.value,
  }));
  for (const [key, party] of [
    ["Creator", info?.creator],
    ["Profiler", info?.profiler],
  ] as const)
    if (party)
      facts.push({
        group: "award",
        label: quantityFactLabel(key, lang),
        value: partyLine(party),
        ...(partyLines(party).length > 1 ? { lines: partyLines(party) } : {}),
      });
  return facts;
}

import { type InputFile, readGaeb } from "../convert.js";
import { allEntries } from "../entries-walk.js";
import { writeGaebAs } from "../gaeb-xml-writer/index.js";
import { guarded } from "../guard.js";
import { checkInput, isIssue } from "../inputs.js";
import { hasErrors, type Issue, type Locale } from "../issues.js";
import { MAX_CELL_TEXT, MAX_SHEET_CELLS, MAX_WORKBOOK_XML_BYTES } from "../limits.js";
import type { GaebDocument } from "../model.js";
import { readBidder } from "../workbook/bidder.js";
import { type FormChoice, readFormAndSheet } from "../workbook/forms.js";
import { openXlsx, WorkbookTooLarge, WorkbookUnreadable } from "../workbook/xlsx-reader.js";
import { bidderOf, X84Document } from "../x84/document.js";
import { computeFigures } from "../x84/figures.js";
import { LABELS } from "../xlsx/labels.js";
import { breakdownAsked, checkBreakdown } from "./breakdown-checks.js";
import { offerBreakdown } from "./breakdown-summary.js";
import type { OfferBreakdown } from "./breakdown-types.js";
import { needsPrice, sheetPricing } from "./figures.js";
import { findColumns, readPrices, type SheetPrices } from "./price-sheet.js";
import { offerMoment, offerVersion, offerVersionDate } from "./version.js";

export interface OfferOptions {
  /** The bidder's name; overrides the name typed in the sheet. */
  bidder?: string;
  /** Items left without a price are written as not offered (`NotOffered`) instead of being refused. */
  notOfferedEmpty?: boolean;
  /** The caller's language; issues stay data either way and are worded by `formatIssue`. */
  lang?: Locale;
  /** The offer's date and time (ISO, e.g. "2026-11-22T17:35:00Z"); default: now. */
  date?: string;
  /**
   * An offer without the bidder's name is written rather than refused: for a price comparison, which names such a
   * bidder by his file. An offer to submit needs the name, given here or typed above the table.
   */
  bidderOptional?: boolean;
  /**
   * The LV sheet to make the offer from, when the workbook was made from several requests (one offer form each):
   * each of its sheets becomes an offer of its own. Not needed for a workbook of one request.
   */
  sheet?: string;
  /**
   * Refuse the offer where the price breakdown falls short: an item whose breakdown the request demands left
   * incomplete, or components that do not add up to the unit price typed beside them (otherwise warnings).
   */
  strict?: boolean;
}

export interface OfferSummary {
  bidder: string | null;
  project: string | null;
  lvName: string | null;
  itemCount: number;
  pricedItems: number;
  notOfferedItems: number;
  /** Exact decimal, e.g. "1421003968.15". */
  grandTotal: string;
  currency: string | null;
  gaebVersion: string;
  /** A file name for the X84: the request's, with the extension of an offer. */
  fileName: string;
}

/** One sheet of a workbook made from several requests: it becomes an offer of its own. */
export type OfferChoice = FormChoice;

export type OfferResult =
  | {
      ok: true;
      x84: Uint8Array;
      summary: OfferSummary;
      issues: Issue[];
      /** The price breakdown, where the form asks for one (the LV names components, or they were added). */
      breakdown?: OfferBreakdown;
    }
  | {
      ok: false;
      issues: Issue[];
      /**
       * The workbook holds several requests and none (or an unknown one) was chosen: its LV sheets to choose from
       * (`sheet` is the option's value), each with the request file it was made from.
       */
      choices?: OfferChoice[];
    };

/** How many item numbers a "prices missing" message lists before it only counts the rest. */
const LISTED_MISSING = 30;

function invalidOption(field: string, expected: string): Issue {
  return { code: "input_invalid", severity: "error", params: { field, expected } };
}

function checkOfferOptions(
  options: unknown,
): (Required<Pick<OfferOptions, "notOfferedEmpty">> & OfferOptions) | Issue {
  if (options === undefined || options === null) return { notOfferedEmpty: false };
  if (typeof options !== "object") return invalidOption("options", "object");
  const {
    bidder,
    notOfferedEmpty = false,
    lang,
    date,
    bidderOptional = false,
    sheet,
    strict = false,
  } = options as Record<string, unknown>;
  if (sheet !== undefined && typeof sheet !== "string") return invalidOption("options.sheet", "string");
  if (bidder !== undefined && typeof bidder !== "string") return invalidOption("options.bidder", "string");
  if (typeof notOfferedEmpty !== "boolean") return invalidOption("options.notOfferedEmpty", "boolean");
  if (typeof bidderOptional !== "boolean") return invalidOption("options.bidderOptional", "boolean");
  if (typeof strict !== "boolean") return invalidOption("options.strict", "boolean");
  if (lang !== undefined && lang !== "de" && lang !== "en")
    return invalidOption("options.lang", '"de" or "en"');
  if (
    date !== undefined &&
    (typeof date !== "string" || !/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}:\d{2})?/.test(date))
  )
    return invalidOption("options.date", "ISO date");
  return {
    notOfferedEmpty,
    ...(typeof bidder === "string" && bidder.trim() ? { bidder: bidder.trim() } : {}),
    ...(lang ? { lang } : {}),
    ...(typeof date === "string" ? { date } : {}),
    ...(bidderOptional ? { bidderOptional } : {}),
    ...(typeof sheet === "string" ? { sheet } : {}),
    ...(strict ? { strict } : {}),
  };
}

/**
 * Turns a workbook made from a request (and priced by a bidder in any spreadsheet program) into the offer (X84) to
 * submit. Pure and synchronous, usable in a browser worker; never throws.
 */
export function offerFromWorkbook(workbook: InputFile, options?: OfferOptions): OfferResult {
  const input = checkInput(workbook, "workbook");
  if (isIssue(input)) return { ok: false, issues: [input] };
  const checked = checkOfferOptions(options);
  if ("code" in checked) return { ok: false, issues: [checked] };
  const issues: Issue[] = [];
  return guarded(
    () => offerChecked(input, checked, issues),
    (issue) => ({ ok: false, issues: [...issues, issue] }),
    input.name,
  );
}

function offerFileName(request: string): string {
  const stem = request.replace(/\.[^.]*$/, "") || "offer";
  const upper = /\.[A-Z0-9]+$/.test(request);
  return `${stem}.${upper ? "X84" : "x84"}`;
}

function offerChecked(
  input: InputFile,
  options: OfferOptions & { notOfferedEmpty: boolean },
  issues: Issue[],
): OfferResult {
  const file = input.name;
  const fail = (code: Issue["code"], params?: Issue["params"]): OfferResult => {
    issues.push({ code, severity: "error", file, ...(params ? { params } : {}) });
    return { ok: false, issues };
  };
  let read: ReturnType<typeof readFormAndSheet>;
  try {
    read = readFormAndSheet(openXlsx(input.bytes), options.sheet);
  } catch (error) {
    if (error instanceof WorkbookUnreadable) return fail("offer_workbook_invalid");
    if (error instanceof WorkbookTooLarge)
      return fail("offer_workbook_too_large", {
        reason: error.reason,
        sheet: error.sheet ?? "",
        ...(error.cell ? { cell: error.cell } : {}),
        megabytes: MAX_WORKBOOK_XML_BYTES / 1048576,
        cells: MAX_SHEET_CELLS,
        characters: MAX_CELL_TEXT,
      });
    throw error;
  }
  const { found, choices } = read;
  if (choices) {
    issues.push({
      code: "offer_sheet_choice",
      severity: "error",
      file,
      params: { count: choices.length, sheets: choices.map((choice) => choice.sheet).join("\n") },
    });
    return { ok: false, issues, choices };
  }
  if (!found) return fail("offer_form_missing");
  const { form } = found;
  if (!form) return fail("offer_form_damaged", { sheet: found.sheet.name });
  const request = readGaeb({ name: form.fileName, bytes: form.request });
  if (!request.ok) return fail("offer_form_damaged", { sheet: found.sheet.name });
  const document = request.value;
  const { sheet } = read;
  if (!sheet) return fail("offer_sheet_missing", { sheet: form.sheet });
  const located = findColumns(sheet, document, form.components ? { components: form.components } : {});
  if (!located) return fail("offer_columns_missing", { sheet: sheet.name });
  const prices = readPrices(sheet, document, located, file, issues);
  const checks = checkBreakdown(document, prices, sheet.name, file, options.strict === true, issues);
  const missing = missingPrices(document, prices, options.notOfferedEmpty);
  if (missing.length > 0) {
    issues.push({
      code: "offer_price_missing",
      severity: "error",
      file,
      params: {
        sheet: sheet.name,
        count: missing.length,
        items: missing.slice(0, LISTED_MISSING).join(", "),
        more: Math.max(0, missing.length - LISTED_MISSING),
      },
    });
  }
  // The name given to the command wins over the one typed in the sheet; the address is the sheet's.
  const { nameField, ...typed } = readBidder(sheet, located.header);
  const bidderName = options.bidder ?? typed.name;
  if (!bidderName && !options.bidderOptional)
    issues.push({
      code: "offer_bidder_missing",
      severity: "error",
      file,
      params: {
        sheet: sheet.name,
        cell: nameField?.cell ?? "",
        label: nameField?.label ?? LABELS[form.lang].title.bidder,
      },
    });
  if (hasErrors(issues)) return { ok: false, issues };
  const figures = computeFigures(document.boq?.body ?? [], sheetPricing(prices, options.notOfferedEmpty));
  const version = offerVersion(document);
  const now = options.date ?? new Date().toISOString();
  const bidder = bidderOf(options.bidder, typed);
  const versionDate = offerVersionDate(document, version);
  const written = writeGaebAs(new X84Document(figures, version).of(document, bidder), {
    version,
    ...(versionDate ? { versionDate } : {}),
    now: offerMoment(now),
  });
  // What the writer reports (a name cut to its field, an OZ mask derived) is the offer's to tell too.
  const reported = written.issues.map((issue) => ({ ...issue, file }));
  if (!written.ok) return { ok: false, issues: [...issues, ...reported] };
  const x84 = written.value.bytes;
  const unreadable = readBackMismatch(document, x84, offerFileName(form.fileName));
  // The writer's note on item numbers it could not keep says the same as this refusal, in a converter's words.
  if (unreadable) return fail("offer_numbering_unsupported", unreadable);
  issues.push(...reported);
  const info = document.boq?.info;
  const asked = breakdownAsked(document, located.columns, form.components, options.lang ?? form.lang);
  const itemCount = [...allEntries(document.boq?.body ?? [])].filter((e) => e.kind === "item").length;
  const breakdown =
    asked.components.length > 0 || asked.time !== undefined || checks.demanded > 0
      ? offerBreakdown(document, figures, asked, checks, {
          ...(bidder?.name ? { bidder: bidder.name } : {}),
          date: now.slice(0, 10),
        })
      : undefined;
  return {
    ok: true,
    x84,
    issues,
    ...(breakdown ? { breakdown } : {}),
    summary: {
      bidder: bidder?.name || null,
      project: document.project.name ?? document.project.label ?? null,
      lvName: info?.name ?? info?.label ?? null,
      itemCount,
      pricedItems: figures.pricedItems,
      notOfferedItems: figures.notOfferedItems,
      grandTotal: figures.grandTotal.round(2).toString(),
      currency: document.award.currency || null,
      gaebVersion: version,
      fileName: offerFileName(form.fileName),
    },
  };
}

/**
 * The OZ of every item (and markup) that needs a price and has none, and of every sub-description whose price the
 * request asks of the bidder (`UPSpec`, "01.0010/1") without one, unless empty ones are not offered.
 */
function missingPrices(document: GaebDocument, prices: SheetPrices, notOfferedEmpty: boolean): string[] {
  if (notOfferedEmpty) return [];
  const missing: string[] = [];
  for (const entry of allEntries(document.boq?.body ?? [])) {
    if (entry.kind === "markupItem" && !prices.markups.has(entry)) missing.push(entry.oz);
    if (entry.kind !== "item" || !needsPrice(entry)) continue;
    const price = prices.items.get(entry);
    if (price?.unitPrice === undefined && !price?.components.some(Boolean)) missing.push(entry.oz);
    for (const sub of entry.subDescriptions)
      if (sub.priceByBidder && !prices.subPrices.get(entry)?.has(sub.number))
        missing.push(`${entry.oz}/${sub.number}`);
  }
  return missing;
}

/**
 * Reads the X84 back as a receiving program would and checks that it numbers the same items in the same order.
 * An old-format request whose item numbers do not follow from its sections (GAEB 90 and 2000 state each OZ
 * outright) would otherwise give an offer whose prices land on other items.
 */
function readBackMismatch(
  request: GaebDocument,
  x84: Uint8Array,
  name: string,
): { oz: string; written: string } | undefined {
  const read = readGaeb({ name, bytes: x84 });
  const numbered = (document: GaebDocument) =>
    [...allEntries(document.boq?.body ?? [])].flatMap((e) =>
      e.kind === "item" || e.kind === "markupItem" ? [e.oz] : [],
    );
  const expected = numbered(request);
  const written = read.ok ? numbered(read.value) : [];
  const at = expected.findIndex((oz, i) => written[i] !== oz);
  if (at >= 0) return { oz: expected[at] ?? "", written: written[at] ?? "–" };
  return written.length > expected.length ? { oz: "–", written: written[expected.length] ?? "" } : undefined;
}

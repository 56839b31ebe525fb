import { type ByteSource, bytesSource, type InputPieces, piecesSource } from "./byte-source.js";
import { detectFormat, type FormatId, SNIFF_BYTES } from "./detect.js";
import { readGaeb90 } from "./gaeb90/index.js";
import { readGaeb2000 } from "./gaeb2000/index.js";
import { guarded } from "./guard.js";
import { checkInput, checkOptions, isIssue } from "./inputs.js";
import { GaebError, hasErrors, type Issue, type Locale, type Result } from "./issues.js";
import { mergeOfferIntoBase, offerMatchesBase } from "./merge.js";
import { formatIssue } from "./messages/index.js";
import type { GaebDocument } from "./model.js";
import { type SheetSummary, summarizeSheet } from "./summary.js";
import type { BreakdownPlan } from "./xlsx/breakdown-plan.js";
import { isRequest } from "./xlsx/columns.js";
import { form223Sheet } from "./xlsx/form-223-sheet.js";
import { FORM_223_WORDS } from "./xlsx/form-223-words.js";
import { layoutSheet } from "./xlsx/sheet-layout.js";
import { addOfferForm } from "./xlsx/sheets-with-form.js";
import { keepNumbersExact } from "./xlsx/spreadsheet-numbers.js";
import { sheetTitle } from "./xlsx/title-block.js";
import { type Sheet, WorkbookWriter } from "./xlsx/workbook.js";
import { chooseEncoding } from "./xml/decode.js";
import { readGaebXml } from "./xml/index.js";

export interface InputFile {
  name: string;
  bytes: Uint8Array;
}

export interface ConvertOptions {
  lang?: Locale;
  /** Leave the long text column empty (smaller, faster files). Default: true. */
  longText?: boolean;
  /** The request (phase 83/81) an offer (phase 84) answers; its texts are merged into the offer's sheet. */
  base?: InputFile | InputPieces;
  /**
   * Leave the workbook's parts uncompressed, for a caller that compresses them afterwards with `deflateStoredZip`:
   * the browser's CompressionStream is native but asynchronous, the conversion synchronous. Default: false.
   */
  storeOnly?: boolean;
  /**
   * A request that names no price components gets the four of Formblatt 223 (Lohn, Stoffe, Geräte, Sonstiges) and
   * a time per unit in its offer form, for a bidder asked for the breakdown outside the LV. Default: false.
   */
  components?: boolean;
}

export type ConvertResult =
  | { ok: true; xlsx: Uint8Array; issues: Issue[]; sheets: SheetSummary[] }
  | { ok: false; issues: Issue[] };

export type SniffResult =
  | { ok: true; format: FormatId; version?: string; phase?: string }
  | { ok: false; issue: Issue };

function failure(file: string, code: Issue["code"]): { ok: false; issues: Issue[] } {
  return { ok: false, issues: [{ code, severity: "error", file }] };
}

/** Reads one file of any GAEB generation (DA XML, 2000, 90); anything else is refused as no GAEB file. */
export function readGaeb(input: InputFile): Result<GaebDocument> {
  const checked = checkInput(input, "input");
  if (isIssue(checked)) return { ok: false, issues: [checked] };
  return readSource(bytesSource(checked.name, checked.bytes));
}

function readSource(source: ByteSource): Result<GaebDocument> {
  return guarded(
    () => readChecked(source),
    (issue) => ({ ok: false, issues: [issue] }),
    source.name,
  );
}

function readChecked(source: ByteSource): Result<GaebDocument> {
  const head = source.head(SNIFF_BYTES);
  if (head.length === 0) return failure(source.name, "file_empty");
  const format = detectFormat(head);
  if (format === undefined) return failure(source.name, "not_xml");
  if (format === "gaeb-2000") return readGaeb2000(source.name, source.whole());
  if (format === "gaeb-90") return readGaeb90(source.name, source.whole());
  return readGaebXml(source.name, source);
}

/** A file given whole or in pieces (`InputPieces`, as the command line reads large files). */
function checkSource(input: unknown, field: string): ByteSource | Issue {
  const { name, pieces } = (typeof input === "object" && input !== null ? input : {}) as Partial<InputPieces>;
  if (typeof pieces === "function" && typeof name === "string") return piecesSource({ name, pieces });
  const checked = checkInput(input, field);
  return isIssue(checked) ? checked : bytesSource(checked.name, checked.bytes);
}

/**
 * A cheap content check for uploads: is this a GAEB file (XML, 2000 or 90) we can read? Looks only at the first bytes, so
 * it cannot promise the whole file is well-formed; conversion reports that.
 */
export function sniffGaeb(name: string, bytes: Uint8Array): SniffResult {
  const checked = checkInput({ name, bytes }, "sniffGaeb");
  if (isIssue(checked)) return { ok: false, issue: checked };
  return guarded(
    () => sniffChecked(checked.name, checked.bytes),
    (issue) => ({ ok: false, issue }),
    name,
  );
}

function sniffChecked(name: string, bytes: Uint8Array): SniffResult {
  const issue = (code: Issue["code"], params?: Issue["params"]): SniffResult => ({
    ok: false,
    issue: { code, severity: "error", file: name, ...(params ? { params } : {}) },
  });
  if (bytes.length === 0) return issue("file_empty");
  const format = detectFormat(bytes);
  if (format === undefined) return issue("not_xml");
  if (format !== "gaeb-xml") return { ok: true, format, ...oldFormatPhase(format, bytes) };
  let head: string;
  try {
    const choice = chooseEncoding(bytes);
    head = new TextDecoder(choice.encoding).decode(bytes.subarray(choice.bomLength, 8192));
  } catch (error) {
    if (error instanceof GaebError) return { ok: false, issue: { ...error.issue, file: name } };
    throw error;
  }
  if (/<!DOCTYPE/i.test(head)) return issue("xml_doctype_forbidden");
  const root = /<(?!\?|!)([\w.-]+:)?([\w.-]+)/.exec(head.replace(/<!--[\s\S]*?-->/g, ""));
  if (root && root[2] !== "GAEB") return issue("not_gaeb", { root: root[2] ?? "" });
  const version = /<(?:[\w.-]+:)?Version>\s*([^<\s]+)\s*</.exec(head)?.[1];
  const phase = /<(?:[\w.-]+:)?DP>\s*([^<\s]+)\s*</.exec(head)?.[1];
  return { ok: true, format: "gaeb-xml", ...(version ? { version } : {}), ...(phase ? { phase } : {}) };
}

/** The phase an old-format file declares in its first bytes: `[DP]83[end]`, or columns 11-12 of record 00. */
function oldFormatPhase(format: FormatId, bytes: Uint8Array): { phase?: string } {
  const head = new TextDecoder("windows-1252").decode(bytes.subarray(0, 8192));
  const phase =
    format === "gaeb-2000" ? /\[DP\]\s*(\w+)\s*\[end\]/i.exec(head)?.[1] : /^00.{8}(\d\d)/m.exec(head)?.[1];
  return phase ? { phase } : {};
}

const FORBIDDEN_IN_SHEET_NAMES = /[[\]:*?/\\\p{Cc}]/gu;

/** Excel sheet names: at most 31 characters, none of []:*?/\, not quoted at the ends, unique ignoring case. */
export function uniqueSheetNames(titles: readonly string[]): string[] {
  const taken = new Set<string>();
  return titles.map((title, i) => {
    const clean =
      title
        .replace(FORBIDDEN_IN_SHEET_NAMES, " ")
        .replace(/\s+/g, " ")
        .replace(/^'+|'+$/g, "")
        .trim() || `LV ${i + 1}`;
    let name = clean.slice(0, 31).trim();
    for (let n = 2; taken.has(name.toLowerCase()); n++) {
      const suffix = ` (${n})`;
      name = `${clean.slice(0, 31 - suffix.length).trim()}${suffix}`;
    }
    taken.add(name.toLowerCase());
    return name;
  });
}

/**
 * Converts GAEB files into one workbook, one worksheet per file. Pure and synchronous; never throws. A file may be
 * given in pieces (`InputPieces`), so that a large one is never in memory whole while it is read.
 */
export function convertToXlsx(
  inputs: ReadonlyArray<InputFile | InputPieces>,
  options: ConvertOptions = {},
): ConvertResult {
  const checkedOptions = checkOptions(options);
  if (isIssue(checkedOptions)) return { ok: false, issues: [checkedOptions] };
  if (!Array.isArray(inputs) || inputs.length === 0)
    return { ok: false, issues: [{ code: "no_input", severity: "error" }] };
  const checked: ByteSource[] = [];
  for (const [i, input] of inputs.entries()) {
    const one = checkSource(input, `inputs[${i}]`);
    if (isIssue(one)) return { ok: false, issues: [one] };
    checked.push(one);
  }
  let base: ByteSource | undefined;
  if (checkedOptions.base !== undefined) {
    const one = checkSource(checkedOptions.base, "options.base");
    if (isIssue(one)) return { ok: false, issues: [one] };
    base = one;
  }
  const issues: Issue[] = [];
  return guarded(
    () => convertChecked(checked, { ...checkedOptions, base }, issues),
    // What was found before the failure still helps; the failure itself comes last.
    (issue) => ({ ok: false, issues: [...issues, issue] }),
  );
}

interface Settings {
  lang: Locale;
  longText: boolean;
  storeOnly: boolean;
  components: boolean;
  base: ByteSource | undefined;
}

function convertChecked(inputs: readonly ByteSource[], options: Settings, issues: Issue[]): ConvertResult {
  const { lang } = options;
  let base: GaebDocument | undefined;
  if (options.base) {
    const read = readSource(options.base);
    issues.push(...read.issues);
    if (!read.ok) return { ok: false, issues };
    base = read.value;
    if (base.source.phase !== "83" && base.source.phase !== "81") {
      issues.push({
        code: "base_phase_invalid",
        severity: "warning",
        file: options.base.name,
        params: { phase: base.source.phase },
      });
    }
  }
  const documents: ReadDocument[] = [];
  for (const input of inputs) {
    const read = readSource(input);
    issues.push(...read.issues);
    if (!read.ok) continue;
    let document = read.value;
    const notices: string[] = [];
    let merged = false;
    const kindsUnknown = document.source.phase === "84" && !base;
    if (document.source.phase === "84") {
      if (base) {
        // Merging a request for another LV would mix two projects in one sheet without anyone noticing.
        const { matched, items } = offerMatchesBase(document, base);
        if (items > 0 && matched * 2 < items) {
          issues.push({
            code: "base_unrelated",
            severity: "error",
            file: options.base?.name ?? "",
            params: { matched, items },
          });
          continue;
        }
        document = mergeOfferIntoBase(document, base, issues);
        merged = true;
      } else {
        const notice: Issue = { code: "texts_in_base_file", severity: "info", file: input.name };
        issues.push(notice);
        const { file: _file, ...withoutFile } = notice;
        notices.push(formatIssue(withoutFile, lang));
      }
    }
    documents.push({ document, notices, kindsUnknown, merged });
  }
  if (hasErrors(issues)) return { ok: false, issues };
  const names = uniqueSheetNames(documents.map(({ document }) => sheetTitle(document)));
  // Each sheet's rows are written into the workbook as they are laid out, so a large LV never holds them all; where
  // a sheet cannot be written so (a number a spreadsheet cannot hold exactly changes formulas in rows already
  // written; a figure the plan did not foresee), the workbook is laid out again with every sheet whole.
  const issuesBefore = issues.length;
  const level = options.storeOnly ? 0 : undefined;
  let writer = new WorkbookWriter(level);
  let laidOut = layOut(documents, names, { ...options, base: options.base?.name }, issues, writer);
  if (!laidOut) {
    issues.length = issuesBefore;
    writer = new WorkbookWriter(level);
    laidOut = layOut(documents, names, { ...options, base: options.base?.name }, issues, undefined);
  }
  const { sheets, summaries, added, forms223 } = laidOut ?? {
    sheets: [],
    summaries: [],
    added: [],
    forms223: [],
  };
  const title = sheets.map((sheet) => sheet.name).join(", ");
  // The hidden forms follow the LV sheets, input i going with sheet i; Formblatt 223 stands after its price sheet.
  addOfferForm(sheets, inputs, documents, lang, added);
  const ordered = sheets.flatMap((sheet, i) => {
    const form = forms223[i];
    return form ? [sheet, form] : [sheet];
  });
  const xlsx = writer.finish(ordered, { title, application: "gaeb2xlsx" });
  return { ok: true, xlsx, issues, sheets: summaries };
}

interface ReadDocument {
  document: GaebDocument;
  notices: string[];
  kindsUnknown: boolean;
  merged: boolean;
}

/**
 * Lays out each document as a sheet; with `writer`, written into it as laid out. Undefined where a sheet could not
 * be written so (see `layoutSheet`): the workbook must then be laid out without `writer`.
 */
function layOut(
  documents: readonly ReadDocument[],
  names: readonly string[],
  options: { lang: Locale; longText: boolean; components: boolean; base: string | undefined },
  issues: Issue[],
  writer: WorkbookWriter | undefined,
):
  | {
      sheets: Sheet[];
      summaries: SheetSummary[];
      added: Array<BreakdownPlan | undefined>;
      /** Per LV sheet, its Formblatt 223 where it has one. */
      forms223: Array<Sheet | undefined>;
    }
  | undefined {
  const { lang } = options;
  const sheets: Sheet[] = [];
  const summaries: SheetSummary[] = [];
  const added: Array<BreakdownPlan | undefined> = [];
  const forms223: Array<Sheet | undefined> = [];
  for (const [i, { document, notices, kindsUnknown, merged }] of documents.entries()) {
    const layout = {
      lang,
      longText: options.longText,
      notices,
      kindsUnknown,
      addComponents: options.components,
    };
    const output = writer ? { strings: writer.strings, entry: writer.nextSheet() } : undefined;
    const laidOut = layoutSheet(document, names[i] ?? `LV ${i + 1}`, layout, issues, output);
    const { computedTotal, wholeSheetNeeded, breakdown, ...sheet } = laidOut;
    added.push(breakdown?.columns.breakdown.added ? breakdown.columns.breakdown : undefined);
    if (wholeSheetNeeded) return undefined;
    if (!writer) keepNumbersExact(sheet, document.source.fileName, issues);
    summaries.push(
      summarizeSheet(document, sheet.name, lang, computedTotal, merged ? options.base : undefined),
    );
    sheets.push(sheet);
    if (breakdown && isRequest(document)) {
      const count = forms223.filter(Boolean).length;
      // Unique against every LV sheet's name and the forms before it: "Aufgliederung EP (223) (2)" for the second.
      const title = FORM_223_WORDS[lang].sheetName;
      const name = uniqueSheetNames([...names, ...new Array<string>(count + 1).fill(title)]).at(-1) ?? title;
      const form = form223Sheet(document, name, sheet.name, breakdown, lang);
      // Written now, so that it lands in the zip right after its price sheet, before the next is laid out.
      writer?.addSheet(form);
      forms223[i] = form;
    }
  }
  return { sheets, summaries, added, forms223 };
}

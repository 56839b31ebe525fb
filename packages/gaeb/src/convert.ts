import { detectFormat, FORMATS } from "./detect.js";
import { hasErrors, type Issue, type Locale, type Result } from "./issues.js";
import { mergeOfferIntoBase, offerMatchesBase } from "./merge.js";
import { formatIssue } from "./messages/index.js";
import type { GaebDocument } from "./model.js";
import { layoutSheet } from "./xlsx/sheet-layout.js";
import { sheetTitle } from "./xlsx/title-block.js";
import { writeWorkbook } from "./xlsx/workbook.js";
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
  base?: InputFile;
}

export type ConvertResult = { ok: true; xlsx: Uint8Array; issues: Issue[] } | { ok: false; issues: Issue[] };

export type SniffResult =
  | { ok: true; format: "gaeb-xml"; version?: string; phase?: string }
  | { ok: false; issue: Issue };

function failure(file: string, code: Issue["code"]): { ok: false; issues: Issue[] } {
  return { ok: false, issues: [{ code, severity: "error", file }] };
}

/** Reads one file of any GAEB generation this library knows; other generations get a specific error. */
export function readGaeb(input: InputFile): Result<GaebDocument> {
  if (input.bytes.length === 0) return failure(input.name, "file_empty");
  const format = detectFormat(input.bytes);
  if (format === undefined) return failure(input.name, "not_xml");
  const unsupported = FORMATS[format].unsupported;
  if (unsupported) return failure(input.name, unsupported);
  return readGaebXml(input.name, input.bytes);
}

/**
 * A cheap content check for uploads: is this a GAEB DA XML file we can read? Looks only at the first bytes, so
 * it cannot promise the whole file is well-formed; conversion reports that.
 */
export function sniffGaeb(name: string, bytes: Uint8Array): SniffResult {
  const issue = (code: Issue["code"], params?: Issue["params"]): SniffResult => ({
    ok: false,
    issue: { code, severity: "error", file: name, ...(params ? { params } : {}) },
  });
  if (bytes.length === 0) return issue("file_empty");
  const format = detectFormat(bytes);
  if (format === undefined) return issue("not_xml");
  const unsupported = FORMATS[format].unsupported;
  if (unsupported) return issue(unsupported);
  const head = new TextDecoder("utf-8").decode(bytes.subarray(0, 8192));
  if (/<!DOCTYPE/i.test(head)) return issue("xml_doctype_forbidden");
  const root = /<(?!\?|!)([\w.-]+:)?([\w.-]+)/.exec(head.replace(/<!--[\s\S]*?-->/g, ""));
  if (root && root[2] !== "GAEB") return issue("not_gaeb", { root: root[2] ?? "" });
  const version = /<(?:[\w.-]+:)?Version>\s*([^<\s]+)\s*</.exec(head)?.[1];
  const phase = /<(?:[\w.-]+:)?DP>\s*([^<\s]+)\s*</.exec(head)?.[1];
  return { ok: true, format: "gaeb-xml", ...(version ? { version } : {}), ...(phase ? { phase } : {}) };
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

/** Converts GAEB files into one workbook, one worksheet per file. Pure and synchronous. */
export function convertToXlsx(inputs: readonly InputFile[], options: ConvertOptions = {}): ConvertResult {
  const lang = options.lang ?? "de";
  const issues: Issue[] = [];
  if (inputs.length === 0) return { ok: false, issues: [{ code: "no_input", severity: "error" }] };
  let base: GaebDocument | undefined;
  if (options.base) {
    const read = readGaeb(options.base);
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
  const documents: Array<{ document: GaebDocument; notices: string[]; kindsUnknown: boolean }> = [];
  for (const input of inputs) {
    const read = readGaeb(input);
    issues.push(...read.issues);
    if (!read.ok) continue;
    let document = read.value;
    const notices: string[] = [];
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
      } else {
        const notice: Issue = { code: "texts_in_base_file", severity: "info", file: input.name };
        issues.push(notice);
        const { file: _file, ...withoutFile } = notice;
        notices.push(formatIssue(withoutFile, lang));
      }
    }
    documents.push({ document, notices, kindsUnknown });
  }
  if (hasErrors(issues)) return { ok: false, issues };
  const names = uniqueSheetNames(documents.map(({ document }) => sheetTitle(document)));
  const sheets = documents.map(({ document, notices, kindsUnknown }, i) =>
    layoutSheet(
      document,
      names[i] ?? `LV ${i + 1}`,
      { lang, longText: options.longText ?? true, notices, kindsUnknown },
      issues,
    ),
  );
  const title = sheets.map((sheet) => sheet.name).join(", ");
  return { ok: true, xlsx: writeWorkbook(sheets, { title, application: "gaeb2xlsx" }), issues };
}

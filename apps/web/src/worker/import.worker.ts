import {
  formatIssue,
  type ImportOptions,
  type ImportPhase,
  type ImportResult,
  type InputFile,
  type Issue,
  importWorkbook,
  type Locale,
  type TakenColumn,
  templateFileName,
  type WorkbookKind,
  writeGaeb,
  writeTemplate,
} from "gaeb2xlsx";
import { type OutlineRow, outlineRows } from "./import-outline";
import { serveJob } from "./serve";

/** What the page asks: read the workbook and show it, write it as GAEB DA XML 3.3 of a phase, or the template. */
export type ImportJob =
  | { kind: "template"; lang: Locale }
  | { kind: "read"; workbook: InputFile; options: ImportOptions & { lang: Locale } }
  | {
      kind: "write";
      workbook: InputFile;
      options: ImportOptions & { lang: Locale; phase: ImportPhase };
    };

/** The workbook as read: plain data (no `Decimal`), what the page shows before anything is written. */
export interface ImportReading {
  kind: WorkbookKind;
  sheet: string;
  headerRow: number;
  columns: TakenColumn[];
  /** Every column with a title that was not taken, by letter: the page lists them among the taken ones. */
  untaken: Array<{ letter: string; title: string }>;
  /** Every title of the header row by letter: what the column correction offers. */
  titles: Array<{ letter: string; title: string }>;
  summary: { sections: number; items: number; total: string | null };
  currency: string | null;
  outline: OutlineRow[];
}

/** Why no reading: the messages, and where the core asks for a mapping or a sheet, what to choose from. */
export type ImportReadOutput =
  | {
      ok: true;
      reading: ImportReading;
      issues: Issue[];
      messages: string[];
      /** The workbook's visible sheets where it has several: the page offers the others. */
      sheets?: string[];
    }
  | {
      ok: false;
      issues: Issue[];
      messages: string[];
      mapping?: Extract<ImportResult, { ok: false }>["mapping"];
      sheets?: string[];
    };

export type ImportWriteOutput =
  | { ok: true; bytes: Uint8Array; extension: string; issues: Issue[]; messages: string[] }
  | { ok: false; issues: Issue[]; messages: string[] };

export interface TemplateOutput {
  bytes: Uint8Array;
  fileName: string;
}

export type ImportJobOutput = ImportReadOutput | ImportWriteOutput | TemplateOutput;

function read(job: Extract<ImportJob, { kind: "read" }>): ImportReadOutput {
  const result = importWorkbook(job.workbook, job.options);
  const messages = result.issues.map((issue) => formatIssue(issue, job.options.lang));
  if (!result.ok)
    return {
      ok: false,
      issues: result.issues,
      messages,
      ...(result.mapping ? { mapping: result.mapping } : {}),
      ...(result.sheets ? { sheets: result.sheets } : {}),
    };
  const { document, kind, sheet, headerRow, columns, untaken, titles, summary } = result.value;
  const currency = document.award.currency || document.project.currency || null;
  const sheets = job.options.sheet === undefined ? visibleSheets(job.workbook) : [];
  return {
    ok: true,
    reading: {
      kind,
      sheet,
      headerRow,
      columns,
      untaken,
      titles,
      summary,
      currency,
      outline: outlineRows(document),
    },
    issues: result.issues,
    messages,
    ...(sheets.length > 1 ? { sheets } : {}),
  };
}

/**
 * The sheets a user may choose among, where the import chose one by itself. The core names them when the sheet
 * asked for is missing, and no sheet is called "" (Excel refuses an empty name); it then reads no sheet, only the
 * workbook's list (and the offer forms' hidden sheets of a workbook of ours).
 */
function visibleSheets(workbook: InputFile): string[] {
  const probe = importWorkbook(workbook, { sheet: "" });
  return probe.ok ? [] : (probe.sheets ?? []);
}

/** Reads the workbook again (the worker keeps nothing between jobs) and writes the LV in the phase chosen. */
function write(job: Extract<ImportJob, { kind: "write" }>): ImportWriteOutput {
  const result = importWorkbook(job.workbook, job.options);
  const written = result.ok ? writeGaeb(result.value.document, { version: "3.3" }) : undefined;
  const issues = [...result.issues, ...(written?.issues ?? [])];
  const messages = issues.map((issue) => formatIssue(issue, job.options.lang));
  return written?.ok
    ? { ok: true, bytes: written.value.bytes, extension: written.value.extension, issues, messages }
    : { ok: false, issues, messages };
}

// The workbook is read and the GAEB file written here, on the user's computer: nothing leaves the page.
serveJob<ImportJob, ImportJobOutput>(
  (job): ImportJobOutput =>
    job.kind === "read"
      ? read(job)
      : job.kind === "write"
        ? write(job)
        : { bytes: writeTemplate({ lang: job.lang }), fileName: templateFileName(job.lang) },
  (output) => ("bytes" in output ? [output.bytes.buffer as ArrayBuffer] : []),
);

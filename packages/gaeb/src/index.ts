export {
  type BillingOptions,
  type BillingResult,
  type BillingSummary,
  billingWorkbook,
  type InvoiceOptions,
  type InvoiceResult,
  type InvoiceSummary,
  invoiceFromWorkbook,
} from "./billing/index.js";
export type { InvoiceType } from "./billing/words.js";
export type { InputPieces } from "./byte-source.js";
export type { EvaluateResult } from "./compare/evaluate-comparison.js";
export { evaluateComparison } from "./compare/evaluate-comparison.js";
export type {
  CompareOptions,
  CompareResult,
  EvaluationData,
  EvaluationOptions,
  EvaluationRow,
  EvaluationSettingsRow,
  RankingRow,
} from "./compare/index.js";
export { compareOffers } from "./compare/index.js";
export type { ConvertOptions, ConvertResult, InputFile, SniffResult } from "./convert.js";
export { convertToXlsx, readGaeb, sniffGaeb, uniqueSheetNames } from "./convert.js";
export { Decimal } from "./decimal.js";
export { detectFormat, FORMATS, type FormatId } from "./detect.js";
export {
  PROGRAM_SYSTEM,
  type WriteGaebOptions,
  type WrittenGaeb,
  writeGaeb,
} from "./gaeb-xml-writer/index.js";
export { richTextXml } from "./gaeb-xml-writer/richtext.js";
export {
  type ColumnMap,
  IMPORT_COLUMNS,
  type ImportColumn,
  type ImportedLv,
  type ImportOptions,
  type ImportPhase,
  type ImportResult,
  importWorkbook,
  type TakenColumn,
  type WorkbookKind,
} from "./import/index.js";
export {
  GaebError,
  hasErrors,
  ISSUE_CODES,
  type Issue,
  type IssueCode,
  type Locale,
  type Result,
  type Severity,
} from "./issues.js";
export { formatIssue, MESSAGES } from "./messages/index.js";
export type * from "./model.js";
export { PHASES } from "./model.js";
export type { OfferBreakdown, OfferBreakdownRow } from "./offer/breakdown-types.js";
export {
  type OfferChoice,
  type OfferOptions,
  type OfferResult,
  type OfferSummary,
  offerFromWorkbook,
} from "./offer/index.js";
export type { SheetSummary } from "./summary.js";
export { renderPlain } from "./text/plain.js";
export { viewGaeb } from "./view/index.js";
export type * from "./view/types.js";
export { type TemplateOptions, templateFileName, writeTemplate } from "./xlsx/template.js";
export {
  deflateStoredZip,
  nativeRawDeflate,
  type RawDeflate,
} from "./xlsx/zip-deflate.js";

/** Problems are data: a code, a severity and where it happened; wording lives in `messages/`. */
export const ISSUE_CODES = [
  "file_empty",
  "not_xml",
  "xml_malformed",
  "xml_doctype_forbidden",
  "xml_too_deep",
  "encoding_unsupported",
  "encoding_fallback",
  "encoding_invalid",
  "not_gaeb",
  "gaeb_structure_invalid",
  "element_not_read",
  "phase_unknown",
  "phase_from_extension",
  "phase_mismatch",
  "version_unknown",
  "boq_missing",
  "number_invalid",
  "number_too_long",
  "breakdown_length_invalid",
  "oz_part_too_long",
  "picture_too_large",
  "pictures_too_many",
  "picture_damaged",
  "number_as_text",
  "formula_fixed",
  "formula_result_rounded",
  "item_total_mismatch",
  "text_continued",
  "texts_in_base_file",
  "base_item_missing",
  "base_phase_invalid",
  "compare_too_few_offers",
  "compare_too_many_offers",
  "compare_request_phase_invalid",
  "compare_offer_phase_invalid",
  "compare_other_project",
  "compare_other_structure",
  "compare_same_bidder",
  "compare_currency_mismatch",
  "compare_items_not_in_request",
  "compare_items_unpriced",
  "compare_declared_totals_differ",
  "compare_markup_rate_missing",
  "compare_alternative_unknown",
  "no_input",
  "input_invalid",
  "internal_error",
  "gaeb2000_syntax",
  "gaeb2000_text_ignored",
  "gaeb2000_key_unknown",
  "gaeb90_record_invalid",
  "gaeb90_record_unknown",
  "item_kind_unknown",
  "text_punctuation_restored",
  "item_count_mismatch",
  "markup_base_mismatch",
  // Quantity takeoffs (REB 23.003 rows of `QtyDeterm`, phase 31 and items of 80-89)
  "takeoff_row_malformed",
  "takeoff_expression_invalid",
  "takeoff_calculation_unterminated",
  "base_unrelated",
  "offer_workbook_invalid",
  "offer_workbook_too_large",
  "offer_form_missing",
  "offer_form_damaged",
  "offer_sheet_missing",
  "offer_sheet_choice",
  "offer_columns_missing",
  "offer_price_missing",
  "offer_price_invalid",
  "offer_price_not_item",
  "offer_price_rounded",
  "offer_breakdown_incomplete",
  "offer_breakdown_mismatch",
  "offer_rate_read_as_percent",
  "offer_item_duplicate",
  "offer_quantity_changed",
  "offer_total_overwritten",
  "offer_numbering_unsupported",
  "offer_bidder_missing",
  "write_value_dropped",
  "write_kept_invalid",
  "write_kept_dropped",
  "write_text_clipped",
  "write_text_changed",
  "write_number_too_precise",
  "write_number_too_large",
  "write_required_missing",
  "write_breakdown_derived",
  "write_reference_lost",
  "write_body_mixed",
  "write_item_number_invalid",
  "write_item_number_changed",
  "write_section_added",
  "write_party_empty",
  "write_encoding_converted",
  "write_version_unchecked",
  "write_part_incomplete",
  "write_name_overflow",
  "write_components_counted",
  "write_phase_unsupported",
  // Excel → GAEB (helper "import")
  "import_workbook_invalid",
  "import_workbook_too_large",
  "import_workbook_not_utf8",
  "import_workbook_encrypted",
  "import_workbook_xls",
  "import_workbook_ods",
  "import_sheet_part_missing",
  "import_sheet_missing",
  "import_map_invalid",
  "import_columns_unclear",
  "import_oz_invalid",
  "import_oz_from_date",
  "import_text_left_out",
  "import_rows_hidden",
  "import_notes_left_out",
  "import_alternative_base_missing",
  "import_oz_duplicate",
  "import_oz_inconsistent",
  "import_number_invalid",
  "import_quantity_missing",
  "import_kind_unknown",
  "import_no_items",
  "import_too_large",
  // Excel → GAEB, the title block above a foreign sheet's or the template's table
  "import_title_invalid",
  "import_title_too_long",
  // Excel → GAEB, a workbook this project wrote from a request, edited (helper "edited")
  "import_oz_outside_mask",
  "import_edited_section_kept",
  "import_edited_section_missing",
  "import_edited_text_unplaced",
  "import_edited_reference_dropped",
  "import_edited_form_damaged",
  "import_edited_columns_missing",
  // Excel → GAEB, title-block edits in an edited workbook (helper "unify")
  "import_title_kept",
  // Excel → GAEB, the offer (84) and markup rates (helper "x84")
  "import_bidder_missing",
  "import_rate_ignored",
  "import_offer_figures_unread",
  // Billing: the contract's workbook, the invoice (X89) and the quantity determination (X31)
  "billing_contract_phase",
  "billing_workbook_invalid",
  "billing_state_missing",
  "billing_state_damaged",
  "billing_sheet_missing",
  "billing_number_invalid",
  "billing_item_unknown",
  "billing_item_not_billable",
  "billing_line_without_item",
  "billing_line_empty",
  "billing_line_twice",
  "billing_lines_beyond",
  "billing_quantity_twice",
  "billing_quantity_negative",
  "billing_field_missing",
  "billing_field_invalid",
  "billing_payment_invalid",
  "billing_invoice_number_used",
  "billing_series_closed",
  "billing_overrun",
  "billing_figures_stale",
  // The quantity determination (X31, REB 23.003) written from the Aufmaß lines of a billing workbook
  "x31_item_unknown",
  "x31_line_figures_invalid",
  "x31_result_mismatch",
  "x31_number_too_long",
  "x31_expression_too_long",
  "x31_addresses_exhausted",
  "x31_text_clipped",
] as const;

export type IssueCode = (typeof ISSUE_CODES)[number];

/** The problems of the jobs after reading: the offer made from a workbook and the price comparison. */
export type JobIssueCode = Extract<IssueCode, `offer_${string}` | `compare_${string}`>;

/** What writing GAEB DA XML reports (`gaeb-xml-writer/`). */
export type WriterIssueCode = Extract<IssueCode, `write_${string}`>;

/** What the import of a spreadsheet (`import/`) reports. */
export type ImportIssueCode = Extract<IssueCode, `import_${string}`>;

/** What writing a quantity determination (`billing/x31/`) reports beyond the writer's own codes. */
export type QuantityDeterminationIssueCode = Extract<IssueCode, `x31_${string}`>;

export type Severity = "error" | "warning" | "info";
export type Locale = "de" | "en";

export interface Issue {
  code: IssueCode;
  severity: Severity;
  file?: string;
  line?: number;
  column?: number;
  /** Where in the bill of quantities, e.g. an item number (OZ). */
  path?: string;
  params?: Record<string, string | number>;
}

/** A failure that stops reading one file; carries its issue so callers never parse message text. */
export class GaebError extends Error {
  constructor(readonly issue: Issue) {
    super(issue.code);
    this.name = "GaebError";
  }
}

export type Result<T> = { ok: true; value: T; issues: Issue[] } | { ok: false; issues: Issue[] };

export function hasErrors(issues: readonly Issue[]): boolean {
  return issues.some((issue) => issue.severity === "error");
}

/**
 * What a file may ask of the reader. The schema's own bounds are small (a breakdown level holds at most 14
 * characters, a number at most 16 digits), but real files from other programs overstep them a little; these limits
 * are generous towards such files and still keep every allocation proportional to the input, never to a figure
 * the file states.
 */

/** `tgBoQBkdnLength`: a positive integer up to 14. */
export const MAX_BREAKDOWN_LENGTH = 14;

/**
 * `tgRNoPart` allows 14 characters; an OZ repeats its parents' parts in every item below them, so an oversized part
 * would be copied once per item.
 */
export const MAX_OZ_PART_LENGTH = 64;

/** `tgDecimal_16_6` is the widest number type; well beyond it a figure is damage, and BigInt work grows with it. */
export const MAX_NUMBER_DIGITS = 30;

/** Characters of a number's trimmed text, so digit counting never runs over megabytes. */
export const MAX_NUMBER_TEXT = 64;

/** How much of an oversized value an issue quotes. */
export const QUOTED_VALUE_LENGTH = 40;

/**
 * Digits a number's text carries, without sign, point and leading zeros; undefined when the text is too long to
 * look at. Trailing zeros count: they give the value its scale.
 */
export function numberDigits(text: string): number | undefined {
  if (text.length > MAX_NUMBER_TEXT) return undefined;
  let digits = 0;
  let leading = true;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code < 48 || code > 57) continue;
    if (leading && code === 48) continue;
    leading = false;
    digits += 1;
  }
  return digits;
}

/** Whether a number's text is beyond what the reader calculates with. */
export function numberTooLong(text: string): boolean {
  const digits = numberDigits(text);
  return digits === undefined || digits > MAX_NUMBER_DIGITS;
}

/** Base64 characters of one embedded picture: 16 Mi (a 12 MB picture), far beyond any photo or sketch in an LV. */
export const MAX_PICTURE_CHARS = 16 * 1024 * 1024;
/** Base64 characters of all embedded pictures of one file: 64 Mi (48 MB of pictures). */
export const MAX_PICTURES_CHARS = 64 * 1024 * 1024;

/** The start of a value for an issue, marked when cut. */
export function quoted(value: string, length = QUOTED_VALUE_LENGTH): string {
  return value.length > length ? `${value.slice(0, length)}…` : value;
}

/*
 * A priced workbook is read back only as far as an offer needs it, within these bounds. The largest request the
 * benchmark makes (2,584 items, 15 MB of GAEB XML, as many items as the corpus's largest file) gives a workbook whose
 * parts unpack to 7.9 MB of XML (price sheet 2.4 MB with 45,857 cells, shared strings 5.5 MB, form 17 KB); the
 * bounds are ten times that. A zip states its sizes itself and can claim anything, so they bind the bytes actually
 * unpacked, not only the stated ones.
 */

/** Bytes of XML all the parts read from one workbook may unpack to together (ten times 7.9 MB). */
export const MAX_WORKBOOK_XML_BYTES = 80 * 1024 * 1024;

/** Cells of one sheet (ten times the 45,857 of the largest request's price sheet). */
export const MAX_SHEET_CELLS = 500_000;

/** Entries of the zip: a workbook has a dozen or two, one per sheet, style, string table and property part. */
export const MAX_WORKBOOK_ENTRIES = 1_000;

/**
 * Bytes of the request the form sheet carries, which are allocated as the form states them before unpacking: about
 * ten times the corpus's largest request (2.7 MB), and twice the benchmark's 15 MB one. A form stating more is damaged.
 */
export const MAX_FORM_REQUEST_BYTES = 32 * 1024 * 1024;

/*
 * A spreadsheet imported as an LV (Excel → GAEB) is read within the workbook bounds above and these: the largest
 * request the benchmark makes has 2,584 items; a sheet of twenty times as many rows, or a cell of more text than a
 * long text of many pages, is not a bill of quantities.
 */

/** Rows of the LV sheet below its title row. */
export const MAX_IMPORT_ROWS = 50_000;

/** Characters of one text cell (a short or long text) taken into the LV. */
export const MAX_IMPORT_TEXT = 200_000;

/**
 * Characters of one cell's text the xlsx reader holds, for every job: the import's bound (Excel itself stops at
 * 32,767). A longer text is refused while it streams, so a cell of megabytes is never held whole.
 */
export const MAX_CELL_TEXT = MAX_IMPORT_TEXT;

/**
 * Characters between two tags of a workbook part beyond which no cell's text can lie, however it is escaped
 * (`&amp;` is five characters for one, `_x000D_` seven): the parser is stopped before it gathers such a run.
 */
export const MAX_TEXT_RUN = 8 * MAX_CELL_TEXT;

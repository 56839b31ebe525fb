/** The fixed set of cell formats every sheet uses; `STYLE.x` is the index into `cellXfs`. */
export const STYLE = {
  default: 0,
  text: 1,
  textBold: 2,
  quantity: 3,
  price2: 4,
  price3: 5,
  money: 6,
  header: 7,
  sectionText: 8,
  sectionMoney: 9,
  title: 10,
  label: 11,
  percent: 12,
  totalText: 13,
  totalMoney: 14,
  note: 15,
  oz: 16,
  sectionOz: 17,
  /** Cells a bidder fills in: unit prices and markup percentages. */
  priceInput2: 18,
  priceInput3: 19,
  percentInput: 20,
  /** A calendar date, shown in the reader's own short date format. */
  date: 21,
  /** The OZ and kind of a row that continues an entry's long text: grey, so the entry's own row stands out. */
  continuedOz: 22,
  continued: 23,
  /** A column header over numbers: aligned right, like the numbers below it. */
  headerNumber: 24,
  /** A text a bidder fills in: his name and address above the table, his entries in the long text's blanks. */
  textInput: 25,
  /** A markup's rate typed in the unit-price column, in the rate format (see `RATE_FORMAT`). */
  rateInput: 26,
  /** A rate the file states (a discount or a markup), in the rate format. */
  rate: 27,
  /** The quantity of an item whose quantity the bidder gives (`QtyTBD`): marked as input, three decimals. */
  quantityInput: 28,
  /** The quantity of a sub-description the bidder states (`QtySpec`): the same look, a prompt of its own. */
  subQuantityInput: 29,
  /** A unit-price component a bidder types (`UPComp`), two or three decimals as the unit price: a prompt of its own. */
  componentInput2: 30,
  componentInput3: 31,
  /** The same where the request demands the breakdown (`UPBkdn`): a prompt saying so, a mark while one is missing. */
  componentRequired2: 32,
  componentRequired3: 33,
  /** The time per unit a bidder states (`TimeQu`), two decimals. */
  timeInput: 34,
} as const;

/** The price comparison's formats (see `COMPARISON_STYLE`), numbered after the converter's. */
declare const comparisonStyle: unique symbol;
type ComparisonStyleId = number & { readonly [comparisonStyle]: true };

/** Formblatt 223's formats (see `FORM_223_STYLE`), numbered after the comparison's. */
declare const form223Style: unique symbol;
type Form223StyleId = number & { readonly [form223Style]: true };

export type StyleId = (typeof STYLE)[keyof typeof STYLE] | ComparisonStyleId | Form223StyleId;

/**
 * How a rate cell (discount %, markup) shows what it holds, so that what a bidder types reads as he meant it in
 * Excel and LibreOffice alike: 1 or more is a number of percent (10 shows "10.00 %"), anything less a share (0.1,
 * as "10 %" is stored, shows "10.00 %" too). The sheet's formulas (`rateOf`) and the offer reader take it the same
 * way; a rate the file states is written so (`rateValue`).
 */
export const RATE_FORMAT = `[>=1]0.00" %";[>=0]0.00 %;-0.00 %`;

// 190 and up: the comparison's own formats, far from the converter's, which count up from 164 (167: a number of
// percent shown with its sign, as the comparison writes markup rates; 168: rates a bidder types).
const NUMBER_FORMATS = `<numFmts count="7"><numFmt numFmtId="164" formatCode="#,##0.000"/><numFmt numFmtId="165" formatCode="#,##0.00"/><numFmt numFmtId="166" formatCode="0.00"/><numFmt numFmtId="167" formatCode="0.00&quot; %&quot;"/><numFmt numFmtId="168" formatCode="${RATE_FORMAT.replace(/"/g, "&quot;").replace(/>/g, "&gt;")}"/><numFmt numFmtId="190" formatCode="0.0%"/><numFmt numFmtId="191" formatCode="#,##0.00#"/></numFmts>`;
const FONTS = `<fonts count="9"><font><sz val="10"/><name val="Arial"/><family val="2"/></font><font><b/><sz val="10"/><name val="Arial"/><family val="2"/></font><font><b/><sz val="14"/><name val="Arial"/><family val="2"/></font><font><i/><sz val="10"/><color rgb="FF7F4F00"/><name val="Arial"/><family val="2"/></font><font><b/><sz val="10"/><color rgb="FFFFFFFF"/><name val="Arial"/><family val="2"/></font><font><sz val="10"/><color rgb="FF808080"/><name val="Arial"/><family val="2"/></font><font><sz val="10"/><color rgb="FF9C0006"/><name val="Arial"/><family val="2"/></font><font><b/><sz val="10"/><color rgb="FF006100"/><name val="Arial"/><family val="2"/></font><font><b/><sz val="10"/><color rgb="FF9C5700"/><name val="Arial"/><family val="2"/></font></fonts>`;
const FILLS = `<fills count="9"><fill><patternFill patternType="none"/></fill><fill><patternFill patternType="gray125"/></fill><fill><patternFill patternType="solid"><fgColor rgb="FF1F4E79"/><bgColor indexed="64"/></patternFill></fill><fill><patternFill patternType="solid"><fgColor rgb="FFDDEBF7"/><bgColor indexed="64"/></patternFill></fill><fill><patternFill patternType="solid"><fgColor rgb="FFFFF2CC"/><bgColor indexed="64"/></patternFill></fill><fill><patternFill patternType="solid"><fgColor rgb="FFFFFBE0"/><bgColor indexed="64"/></patternFill></fill><fill><patternFill patternType="solid"><fgColor rgb="FFFFC7CE"/><bgColor indexed="64"/></patternFill></fill><fill><patternFill patternType="solid"><fgColor rgb="FFC6EFCE"/><bgColor indexed="64"/></patternFill></fill><fill><patternFill patternType="solid"><fgColor rgb="FFFFEB9C"/><bgColor indexed="64"/></patternFill></fill></fills>`;
const BORDERS = `<borders count="4"><border><left/><right/><top/><bottom/><diagonal/></border><border><left/><right/><top style="thin"><color auto="1"/></top><bottom style="double"><color auto="1"/></bottom><diagonal/></border><border><left style="thin"><color rgb="FFBFBFBF"/></left><right style="thin"><color rgb="FFBFBFBF"/></right><top style="thin"><color rgb="FFBFBFBF"/></top><bottom style="thin"><color rgb="FFBFBFBF"/></bottom><diagonal/></border><border><left/><right/><top/><bottom style="thin"><color auto="1"/></bottom><diagonal/></border></borders>`;

type Xf = {
  numFmt: number;
  font: number;
  fill: number;
  border: number;
  wrap?: boolean;
  left?: boolean;
  right?: boolean;
  center?: boolean;
};
const TOP = `vertical="top"`;

/** In STYLE order. */
const XFS: Xf[] = [
  { numFmt: 0, font: 0, fill: 0, border: 0 },
  { numFmt: 49, font: 0, fill: 0, border: 0, wrap: true },
  { numFmt: 49, font: 1, fill: 0, border: 0, wrap: true },
  { numFmt: 164, font: 0, fill: 0, border: 0 },
  { numFmt: 165, font: 0, fill: 0, border: 0 },
  { numFmt: 164, font: 0, fill: 0, border: 0 },
  { numFmt: 165, font: 0, fill: 0, border: 0 },
  { numFmt: 49, font: 4, fill: 2, border: 0, wrap: true },
  { numFmt: 49, font: 1, fill: 3, border: 0, wrap: true },
  { numFmt: 165, font: 1, fill: 3, border: 0 },
  { numFmt: 49, font: 2, fill: 0, border: 0 },
  { numFmt: 49, font: 1, fill: 0, border: 0 },
  { numFmt: 166, font: 0, fill: 0, border: 0 },
  { numFmt: 49, font: 1, fill: 0, border: 1, wrap: true },
  { numFmt: 165, font: 1, fill: 0, border: 1 },
  { numFmt: 49, font: 3, fill: 4, border: 0, wrap: true },
  { numFmt: 49, font: 0, fill: 0, border: 0 },
  { numFmt: 49, font: 1, fill: 3, border: 0 },
  { numFmt: 165, font: 0, fill: 5, border: 2 },
  { numFmt: 164, font: 0, fill: 5, border: 2 },
  { numFmt: 168, font: 0, fill: 5, border: 2 },
  { numFmt: 14, font: 0, fill: 0, border: 0, left: true },
  { numFmt: 49, font: 5, fill: 0, border: 0 },
  { numFmt: 49, font: 5, fill: 0, border: 0, wrap: true },
  { numFmt: 49, font: 4, fill: 2, border: 0, wrap: true, right: true },
  { numFmt: 49, font: 0, fill: 5, border: 2, wrap: true },
  { numFmt: 168, font: 0, fill: 5, border: 2 },
  { numFmt: 168, font: 0, fill: 0, border: 0 },
  { numFmt: 164, font: 0, fill: 5, border: 2 },
  { numFmt: 164, font: 0, fill: 5, border: 2 },
  { numFmt: 165, font: 0, fill: 5, border: 2 },
  { numFmt: 164, font: 0, fill: 5, border: 2 },
  { numFmt: 165, font: 0, fill: 5, border: 2 },
  { numFmt: 164, font: 0, fill: 5, border: 2 },
  { numFmt: 165, font: 0, fill: 5, border: 2 },
];

/**
 * Formats conditional formatting lays over a cell (`dxfId`), in this order: what the bidder typed contradicts itself
 * (components that do not add up to the unit price), and what he still has to give (a component of a demanded
 * breakdown), in the colours spreadsheet programs use for "bad" and "neutral".
 */
export const MARK = {
  contradiction: 0,
  missing: 1,
  percentNumber: 2,
  /** A unit price far from the other bidders' (auffällig): bold violet on lavender, apart from green and red. */
  unusual: 3,
  /** A figure shown but not counted with the choices made (Bedarfspositionen not evaluated): grey. */
  notCounted: 4,
} as const;
/**
 * The third, `percentNumber`, shows a rate of -1 or less as a number of percent ("-5.00 %"): `RATE_FORMAT` has room
 * for two conditions only, and LibreOffice stores a surcharge typed as -5 into a percent cell as -5.
 */
const DXFS = `<dxfs count="5"><dxf><font><color rgb="FF9C0006"/></font><fill><patternFill patternType="solid"><bgColor rgb="FFFFC7CE"/></patternFill></fill></dxf><dxf><font><color rgb="FF9C5700"/></font><fill><patternFill patternType="solid"><bgColor rgb="FFFFEB9C"/></patternFill></fill></dxf><dxf><numFmt numFmtId="167" formatCode="0.00&quot; %&quot;"/></dxf><dxf><font><b/><color rgb="FF5B2C8F"/></font><fill><patternFill patternType="solid"><bgColor rgb="FFE6DDF3"/></patternFill></fill></dxf><dxf><font><color rgb="FF808080"/></font></dxf></dxfs>`;

/** The price comparison's formats, written after the converter's, so either list can grow on its own. */
const COMPARISON_XFS = {
  /** A change against a reference, as a percentage of it. */
  percentChange: { numFmt: 190, font: 0, fill: 0, border: 0 },
  /** A unit price shown with two decimals, or three when it has them. */
  comparePrice: { numFmt: 191, font: 0, fill: 0, border: 0 },
  /** The lowest unit price of an item: green and bold. */
  lowestPrice: { numFmt: 191, font: 7, fill: 7, border: 0 },
  /** A price a bidder left out or did not offer: red on pink, so it stands out. */
  unpriced: { numFmt: 49, font: 6, fill: 6, border: 0, right: true },
  /** An amount shown but not summed (an alternative, an optional item without total). */
  moneyNotCounted: { numFmt: 165, font: 5, fill: 0, border: 0 },
  /** A whole number a reviewer types (the reference bidder). */
  integerInput: { numFmt: 1, font: 0, fill: 5, border: 2, left: true },
  /** A header cell without wrapping: the header fill over the columns of the title block. */
  headerSpanning: { numFmt: 49, font: 4, fill: 2, border: 0 },
  /** A declared total that disagrees with the bidder's own item prices. */
  totalMismatch: { numFmt: 165, font: 6, fill: 6, border: 1 },
  /** A bidder's name over its columns: centred, wrapped in two lines at most. */
  bidderName: { numFmt: 49, font: 4, fill: 2, border: 0, wrap: true, center: true },
  /** A bidder's markup rate: a number of percent, shown with its % sign. */
  markupRate: { numFmt: 167, font: 0, fill: 0, border: 0 },
  /** A total a bidder states for an item, markup or section that disagrees with its unit prices. */
  statedMismatch: { numFmt: 165, font: 6, fill: 6, border: 0 },
  /** The label of the row of such stated totals. */
  statedLabel: { numFmt: 49, font: 6, fill: 0, border: 0, wrap: true },
  /**
   * A yes/no column of the ranking, its header and its words centred: right beside a right-aligned count, a
   * left-aligned word would run into it on paper ("0 ja", "Nicht bepreist" over "Vollständig").
   */
  verdictHeader: { numFmt: 49, font: 4, fill: 2, border: 0, wrap: true, center: true },
  verdict: { numFmt: 49, font: 0, fill: 0, border: 0, center: true },
  /** A verdict against the offer (incomplete, totals disagree): red on pink like a missing price. */
  verdictAgainst: { numFmt: 49, font: 6, fill: 6, border: 0, center: true },
  /** A share of a bidder's unit price far from the other bidders' (`breakdown.ts`): bold dark orange on orange. */
  shareFar: { numFmt: 191, font: 8, fill: 8, border: 0 },
  /** A line to write on in a printed document (a decision, a signature): a thin black rule below the cell. */
  writeLine: { numFmt: 49, font: 0, fill: 0, border: 3, wrap: true },
  /** The caption under such a line ("Ort, Datum"): grey. */
  lineCaption: { numFmt: 49, font: 5, fill: 0, border: 0 },
  /** A rank in a document's table: a whole number, centred under its header. */
  centredNumber: { numFmt: 1, font: 0, fill: 0, border: 0, center: true },
} satisfies Record<string, Xf>;

export const COMPARISON_STYLE = Object.fromEntries(
  Object.keys(COMPARISON_XFS).map((key, index) => [key, XFS.length + index]),
) as Record<keyof typeof COMPARISON_XFS, ComparisonStyleId>;

/**
 * Formblatt 223's formats: a printed form, so every cell of its table is ruled (thin grey lines, as the input cells
 * of the price sheet), its figures in the price sheet's number formats.
 */
const FORM_223_XFS = {
  header: { numFmt: 49, font: 4, fill: 2, border: 2, wrap: true },
  headerNumber: { numFmt: 49, font: 4, fill: 2, border: 2, wrap: true, right: true },
  /** The heading over the components: centred across their columns. */
  headerGroup: { numFmt: 49, font: 4, fill: 2, border: 2, wrap: true, center: true },
  oz: { numFmt: 49, font: 0, fill: 0, border: 2 },
  /** The unit centred: between a right-aligned quantity and the figures it would touch either. */
  unit: { numFmt: 49, font: 0, fill: 0, border: 2, center: true },
  text: { numFmt: 49, font: 0, fill: 0, border: 2, wrap: true },
  quantity: { numFmt: 164, font: 0, fill: 0, border: 2 },
  time: { numFmt: 166, font: 0, fill: 0, border: 2 },
  money2: { numFmt: 165, font: 0, fill: 0, border: 2 },
  money3: { numFmt: 164, font: 0, fill: 0, border: 2 },
  totalTime: { numFmt: 166, font: 1, fill: 0, border: 1 },
} satisfies Record<string, Xf>;

export const FORM_223_STYLE = Object.fromEntries(
  Object.keys(FORM_223_XFS).map((key, index) => [
    key,
    XFS.length + Object.keys(COMPARISON_XFS).length + index,
  ]),
) as Record<keyof typeof FORM_223_XFS, Form223StyleId>;

const ALL_XFS: Xf[] = [...XFS, ...Object.values(COMPARISON_XFS), ...Object.values(FORM_223_XFS)];

/** Styles that wrap text, whose rows need a height that fits their lines. */
export const WRAPPING_STYLES: ReadonlySet<number> = new Set(
  ALL_XFS.flatMap((xf, index) => (xf.wrap ? [index] : [])),
);

export function stylesXml(): string {
  const xfs = ALL_XFS.map(
    (xf) =>
      `<xf numFmtId="${xf.numFmt}" fontId="${xf.font}" fillId="${xf.fill}" borderId="${xf.border}" xfId="0" applyNumberFormat="1" applyFont="1" applyFill="1" applyBorder="1" applyAlignment="1"><alignment ${TOP}${xf.wrap ? ` wrapText="1"` : ""}${xf.left ? ` horizontal="left"` : ""}${xf.right ? ` horizontal="right"` : ""}${xf.center ? ` horizontal="center"` : ""}/></xf>`,
  ).join("");
  return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<styleSheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">${NUMBER_FORMATS}${FONTS}${FILLS}${BORDERS}<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs><cellXfs count="${ALL_XFS.length}">${xfs}</cellXfs><cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>${DXFS}</styleSheet>`;
}

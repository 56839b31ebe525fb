import type { Decimal } from "../decimal.js";

/** One line of the Aufmaß sheet: what was measured for an item, as site managers write it. */
export interface MeasurementLine {
  /** The contract item's OZ, as shown in the billing workbook ("01.02.0030"). */
  oz: string;
  /** Where (Ort/Bauteil, e.g. "EG Achse A-C"), and what (Beschreibung); either may be absent. */
  location?: string;
  description?: string;
  /** count × length × width × height, each absent factor taken as 1 — or a plain value instead of them. */
  count?: Decimal;
  length?: Decimal;
  width?: Decimal;
  height?: Decimal;
  value?: Decimal;
  /** The line's result as the workbook computes it: the product (or the value), rounded half up to 3 decimals; negative for a deduction. */
  result: Decimal;
  /** The 1-based row in the Aufmaß sheet, for messages and for the line's address. */
  sheetRow: number;
}

import type { QuantityDetermination } from "../model.js";
import { assignmentParts } from "./catalogues.js";
import type { WriteReport } from "./report.js";
import { decimalTag, escapeXml, QTY } from "./values.js";

/** `tgQTakeoffRow`: eleven blanks, then the 69 columns of REB data (no line breaks: a normalized string). */
const TAKEOFF_ROW = /^ {11}[^\t\n\r]{69}$/u;

/**
 * An item's `QtyDeterm` (allowed in every phase the writer writes): its quantity and its takeoff rows as read. A row
 * the schema would refuse (not 80 characters) is left out and named, rather than written into an invalid file.
 */
export function quantityDeterminationXml(
  determination: QuantityDetermination | undefined,
  report: WriteReport,
  path: string,
): string {
  if (!determination) return "";
  const quantity = decimalTag("Qty", determination.quantity, QTY, report, path);
  const lines = determination.lines.map((line) => {
    if (!TAKEOFF_ROW.test(line.row)) {
      report.note("write_value_dropped", "warning", "QDetermItem", path, line.row);
      return "";
    }
    const assignments = assignmentParts(line.catalogueAssignments, report, path).map(([, xml]) => xml);
    return `<QDetermItem><QTakeoff Row="${escapeXml(line.row)}"/>${assignments.join("")}</QDetermItem>`;
  });
  return `<QtyDeterm>${quantity}${lines.join("")}</QtyDeterm>`;
}

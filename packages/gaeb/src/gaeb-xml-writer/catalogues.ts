import type { Catalogue, CatalogueAssignment, QuantitySplit } from "../model.js";
import type { WriteReport } from "./report.js";
import { decimalTag, escapeXml, PERCENT, QTY } from "./values.js";

/** `tgNormalizedString…`: what XSD's normalizedString makes of the value (tabs and line breaks are spaces). */
function normalized(value: string): string {
  return value.replace(/[\t\r\n]/g, " ");
}

/** A value within its length, or undefined after a note: a shortened code would name another cost group. */
function within(value: string, limit: number, report: WriteReport, element: string, path?: string) {
  const text = normalized(value);
  if (text.length <= limit) return text;
  report.note("write_kept_invalid", "warning", element, path, undefined, { reason: "length" });
  return undefined;
}

/** `CtlgAssign` parts of an entry: each with its catalogue's ID and code, both `tgNormalizedString100`. */
export function assignmentParts(
  assignments: readonly CatalogueAssignment[] | undefined,
  report: WriteReport,
  path?: string,
): Array<[string, string]> {
  if (!assignments) return [];
  return assignments.flatMap(({ catalogueId, code }): Array<[string, string]> => {
    const id = within(catalogueId, 100, report, "CtlgAssign/CtlgID", path);
    const written = within(code, 100, report, "CtlgAssign/CtlgCode", path);
    if (id === undefined || written === undefined) return [];
    return [
      [
        "CtlgAssign",
        `<CtlgAssign><CtlgID>${escapeXml(id)}</CtlgID><CtlgCode>${escapeXml(written)}</CtlgCode></CtlgAssign>`,
      ],
    ];
  });
}

const ASSIGN_TYPES = new Set(["Unique", "Multi", "Percentaged", "Absolute", "PctAbs"]);

/**
 * `Ctlg` parts of `BoQInfo`. Type and name are required; `CtlgType` admits any string besides its listed values,
 * so a file's own word stays; an unknown assignment type is left out with a note.
 */
export function catalogueParts(
  catalogues: readonly Catalogue[] | undefined,
  report: WriteReport,
): Array<[string, string]> {
  if (!catalogues) return [];
  return catalogues.flatMap((catalogue): Array<[string, string]> => {
    const id = within(catalogue.id, 100, report, "Ctlg/CtlgID");
    const name = within(catalogue.name ?? "", 80, report, "Ctlg/CtlgName");
    if (id === undefined || name === undefined) return [];
    const { assignType } = catalogue;
    if (assignType !== undefined && !ASSIGN_TYPES.has(assignType))
      report.note("write_value_dropped", "warning", "Ctlg/CtlgAssignType", undefined, assignType);
    const assign =
      assignType !== undefined && ASSIGN_TYPES.has(assignType)
        ? `<CtlgAssignType>${assignType}</CtlgAssignType>`
        : "";
    return [
      [
        "Ctlg",
        `<Ctlg><CtlgID>${escapeXml(id)}</CtlgID><CtlgType>${escapeXml(normalized(catalogue.type ?? ""))}</CtlgType><CtlgName>${escapeXml(name)}</CtlgName>${assign}</Ctlg>`,
      ],
    ];
  });
}

/**
 * `QtySplit` parts of an item: a quantity (`tgDecimal_11_3`) or a share in percent (`tgDecimal_9_6`), then its
 * assignments. The schema has them only after a quantity of the item's own and never with a quantity to be
 * determined (`hasQuantity`); without one they are named in a note.
 */
export function quantitySplitParts(
  splits: readonly QuantitySplit[] | undefined,
  hasQuantity: boolean,
  report: WriteReport,
  path: string,
): Array<[string, string]> {
  if (!splits) return [];
  if (!hasQuantity) {
    report.note("write_kept_invalid", "warning", "QtySplit", path, "needs Qty", { reason: "schema" });
    return [];
  }
  return splits.flatMap((split): Array<[string, string]> => {
    const amount = split.quantity
      ? decimalTag("Qty", split.quantity, QTY, report, path)
      : decimalTag("QtyPcnt", split.percent, PERCENT, report, path);
    if (!amount) return [];
    const assignments = assignmentParts(split.catalogueAssignments, report, path);
    return [["QtySplit", `<QtySplit>${amount}${assignments.map(([, xml]) => xml).join("")}</QtySplit>`]];
  });
}

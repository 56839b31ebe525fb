import type { WriteReport } from "./report.js";
import { escapeXml } from "./values.js";

/** What the schema's code types accept; a value outside them is reported and left out, never written invalid. */
export const PATTERNS = {
  /** `tgRNoPart`, `tgRNoIndex`. */
  rNoPart: /^[0-9A-Za-z_]{1,14}$/,
  rNoIndex: /^[0-9A-Za-z_]$/,
  /** `tgCONo`, `tgALNGroupNo`: 0–999. */
  upTo999: /^\d{1,3}$/,
  /** `tgALNSerNo`: 0–9. */
  digit: /^\d$/,
  /** `tgSubDNo`: 1–99. */
  subNumber: /^0*[1-9]\d?$/,
  /** `tgPerfNo`: 0–9999. */
  perfNumber: /^\d{1,4}$/,
  coStatus: /^(Recog|Filed|Approved|Offered|Withdrawn|Rejected|ObjToRecj|FormAckn|Claimed)$/,
  coPhase: /^(CallChangOrder|SupplBid|SupplAgree)$/,
  coInit: /^(Owner|Contractor)$/,
  refDescr: /^(Ref|Rep)$/,
  currency: /^.{1,4}$/,
} as const;

export function checked(value: string | undefined, pattern: RegExp): string | undefined {
  return value !== undefined && pattern.test(value) ? value : undefined;
}

/** An element whose value must match a code type; a mismatch is reported as dropped. */
export function codeTag(
  name: string,
  value: string | undefined,
  pattern: RegExp,
  report: WriteReport,
  path?: string,
): string {
  if (value === undefined || value === "") return "";
  if (!pattern.test(value)) {
    report.note("write_value_dropped", "warning", name, path, value);
    return "";
  }
  return `<${name}>${escapeXml(value)}</${name}>`;
}

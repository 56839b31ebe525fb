import type { Decimal } from "./decimal.js";
import type { Locale } from "./issues.js";
import type { Entry, GaebDocument, Phase, SourceInfo } from "./model.js";
import { LABELS } from "./xlsx/labels.js";

/**
 * What one worksheet of a conversion holds, in a few figures a reader can check at a glance before opening the
 * workbook: which project and LV, which phase, how many sections and items, and the grand totals. The computed
 * total is the very figure the sheet's grand-total formula holds as its cached value, so the two cannot disagree.
 */
export interface SheetSummary {
  /** The file this sheet was made from. */
  file: string;
  /** The worksheet's name in the workbook. */
  sheet: string;
  format: SourceInfo["format"];
  version: string;
  phase: Phase;
  /** The phase in words, in the workbook's language ("Angebotsaufforderung", "Request for tender"). */
  phaseName: string;
  project?: string;
  boq?: string;
  currency: string;
  sections: number;
  /** Items and markup items; sub-descriptions are part of their item. */
  items: number;
  /** The grand total the file declares (plain decimal, e.g. "12345.67"), when it declares one. */
  declaredTotal?: string;
  /** The grand total the sheet computes, before the file's discounts; absent where the sheet shows none. */
  computedTotal?: string;
  /** The request (X83/X81) whose texts were merged into this offer's sheet. */
  base?: string;
}

function count(entries: readonly Entry[], tally: { sections: number; items: number }): void {
  for (const entry of entries) {
    if (entry.kind === "section") {
      tally.sections += 1;
      count(entry.children, tally);
    } else if (entry.kind === "item" || entry.kind === "markupItem") tally.items += 1;
  }
}

export function summarizeSheet(
  document: GaebDocument,
  sheet: string,
  lang: Locale,
  computed: Decimal | undefined,
  base: string | undefined,
): SheetSummary {
  const tally = { sections: 0, items: 0 };
  count(document.boq?.body ?? [], tally);
  const info = document.boq?.info;
  const project = document.project.label ?? document.project.name;
  const boq = info?.label ?? info?.name;
  const declared = info?.totals?.total;
  return {
    file: document.source.fileName,
    sheet,
    format: document.source.format,
    version: document.source.version,
    phase: document.source.phase,
    phaseName: LABELS[lang].phases[document.source.phase],
    ...(project ? { project } : {}),
    ...(boq ? { boq } : {}),
    currency: document.award.currency,
    ...tally,
    ...(declared ? { declaredTotal: declared.toPlainString() } : {}),
    ...(computed ? { computedTotal: computed.toPlainString() } : {}),
    ...(base ? { base } : {}),
  };
}

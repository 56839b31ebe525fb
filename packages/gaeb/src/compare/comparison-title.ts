import type { GaebDocument } from "../model.js";
import { COMPARISON_STYLE, STYLE } from "../xlsx/styles.js";
import { rowPoints } from "../xlsx/text-fit.js";
import type { Cell } from "../xlsx/workbook.js";
import { blank, text } from "./cells.js";
import type { ComparisonBuilder } from "./comparison-sheet.js";
import type { CompareLabels } from "./labels.js";
import { ComparisonColumns } from "./layout-columns.js";

/** `&` starts a code in a page header; a literal one is doubled. */
export function pageText(value: string): string {
  return value.replace(/&/g, "&&");
}

/** The LV as both sheets name it: its name and its label ("01 – Los 1 - Geoelektrische Untersuchungen"). */
export function boqTitle(request: GaebDocument): string {
  return [request.boq?.info.name, request.boq?.info.label].filter(Boolean).join(" – ");
}

/**
 * The page header of both sheets, alike so that the printed pages read as one document: what it is and for which
 * project, the LV, and the request it was made from.
 */
export function pageHeader(request: GaebDocument, requestFile: string, labels: CompareLabels): string {
  const project = request.project.name?.trim() ?? "";
  const boq = boqTitle(request);
  const left = `&L&B${pageText(labels.title)}${project ? ` – ${pageText(project)}` : ""}&B`;
  return `${left}${boq ? `&C${pageText(boq)}` : ""}&R${pageText(requestFile)}`;
}

/** The page footer of both sheets: the sheet's name and "page n of N". */
export function pageFooter(labels: CompareLabels): string {
  return `&L&A&R${labels.pageOf}`;
}

/** The title block: project, LV, request, currency, the reviewer's reference bidder, the legend; then the two header rows. */
export function addTitleBlock(
  sheet: ComparisonBuilder,
  request: GaebDocument,
  requestFile: string,
  currency: string,
): void {
  const l = sheet.labels;
  const c = ComparisonColumns;
  sheet.push({ [c.oz]: text(l.title, STYLE.title) }, 0, 20);
  const project = [request.project.name, request.project.label].filter(Boolean).join(" – ");
  const boq = boqTitle(request);
  const facts: Array<[string, string]> = [
    [l.project, project],
    [l.boq, boq],
    [l.request, requestFile],
  ];
  // Values wrap inside the short-text column: every page across repeats only the first three columns, and a text
  // running on into the next ones would be cut there.
  for (const [label, value] of facts)
    sheet.push({ [c.oz]: text(label, STYLE.label), [c.shortText]: text(value, STYLE.text) });
  sheet.push({ [c.oz]: text(l.currency, STYLE.label), [c.shortText]: text(currency, STYLE.text) });
  sheet.push({
    [c.oz]: text(l.reference, STYLE.label),
    [c.shortText]: {
      value: { type: "number", value: String(sheet.reference === undefined ? 0 : sheet.reference + 1) },
      style: COMPARISON_STYLE.integerInput,
    },
  });
  sheet.push({ [c.shortText]: text(l.referenceHelp(sheet.bidders.length), STYLE.text) });
  const legend = sheet.breakdown ? [...l.legendLines, l.breakdownLegend] : l.legendLines;
  legend.forEach((line, i) => {
    sheet.push({
      ...(i === 0 ? { [c.oz]: text(l.legend, STYLE.label) } : {}),
      [c.shortText]: text(line, STYLE.text),
    });
  });
  sheet.push({});
  const names: Record<number, Cell> = {};
  for (let index = 0; index < sheet.columns.printed; index++)
    names[index] = blank(COMPARISON_STYLE.headerSpanning);
  names[sheet.columns.lowest] = text(l.columns.statistics, COMPARISON_STYLE.bidderName);
  const row = sheet.nextRow;
  sheet.merges.push(
    `${sheet.letter(sheet.columns.lowest)}${row}:${sheet.letter(sheet.columns.highest)}${row}`,
  );
  sheet.bidders.forEach((bidder, b) => {
    // An incomplete offer says so over its columns: its totals are not comparable as they stand.
    const incomplete = (sheet.comparison.facts[b]?.unpriced.length ?? 0) > 0;
    const name = `${b + 1}: ${bidder.name}${incomplete ? ` (${l.summary.incomplete})` : ""}`;
    names[sheet.columns.unitPrice(b)] = text(name, COMPARISON_STYLE.bidderName);
    sheet.merges.push(
      `${sheet.letter(sheet.columns.unitPrice(b))}${row}:${sheet.letter(sheet.columns.deviation(b))}${row}`,
    );
  });
  let lines = 2;
  if (sheet.breakdown) {
    const spans = sheet.breakdown.names(
      sheet.bidders.map((bidder) => bidder.name),
      l,
      row,
      sheet.printBreaks,
    );
    Object.assign(names, spans.cells);
    sheet.merges.push(...spans.merges);
    lines = Math.max(lines, spans.lines);
  }
  // Two lines: a long name wraps inside its bidder's columns; more where a breakdown's title goes on narrower.
  sheet.push(names, 0, lines > 2 ? rowPoints(lines) : 26);
  sheet.headerRow = sheet.nextRow;
  const k = l.columns;
  const header: Record<number, Cell> = {
    [c.oz]: text(k.oz, STYLE.header),
    [c.kind]: text(k.kind, STYLE.header),
    [c.shortText]: text(k.shortText, STYLE.header),
    [sheet.columns.quantity]: text(k.quantity, STYLE.headerNumber),
    [sheet.columns.unit]: text(k.unit, STYLE.header),
    [sheet.columns.lowest]: text(k.lowest, STYLE.headerNumber),
    [sheet.columns.mean]: text(k.mean, STYLE.headerNumber),
    [sheet.columns.highest]: text(k.highest, STYLE.headerNumber),
    [sheet.columns.reference]: text(k.referencePrice, STYLE.headerNumber),
    [sheet.columns.path]: text(k.path, STYLE.header),
  };
  sheet.columns.catalogues.forEach(({ header: title }, n) => {
    header[sheet.columns.catalogue(n)] = text(title, STYLE.header);
  });
  if (sheet.breakdown) Object.assign(header, sheet.breakdown.headers());
  if (sheet.evaluation) Object.assign(header, sheet.evaluation.cells.headers());
  sheet.bidders.forEach((_, b) => {
    header[sheet.columns.unitPrice(b)] = text(k.unitPrice, STYLE.headerNumber);
    header[sheet.columns.total(b)] = text(k.total, STYLE.headerNumber);
    header[sheet.columns.deviation(b)] = text(k.deviation, STYLE.headerNumber);
  });
  sheet.push(header);
}

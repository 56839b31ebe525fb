import { allItems } from "../../entries-walk.js";
import { deriveBreakdown } from "../../gaeb-xml-writer/boq.js";
import type { EntryWriter } from "../../gaeb-xml-writer/entries.js";
import { partyXml } from "../../gaeb-xml-writer/header.js";
import { PROGRAM_SYSTEM } from "../../gaeb-xml-writer/index.js";
import { WriteReport } from "../../gaeb-xml-writer/report.js";
import { dateTag, escapeXml, Ids, textTag } from "../../gaeb-xml-writer/values.js";
import { hasErrors, type Issue } from "../../issues.js";
import type { Boq, BreakdownLevel, GaebDocument, Item, KeptElement } from "../../model.js";
import { categoryLevels, OzComposer } from "../../oz.js";
import type { MeasurementLine } from "../measurement.js";
import { type MeasuredItem, measuredBodyXml, measuredSections } from "./body.js";
import { measurementRows, RebAddresses } from "./reb-rows.js";

export interface QuantityDeterminationInput {
  /** The contract (phase 86) as read by the core's readers. */
  contract: GaebDocument;
  /** The Aufmaß lines in sheet order; several per item. */
  lines: readonly MeasurementLine[];
  /** The period the measured work was done in, ISO dates (`ServiceProvisionStartDate`/`EndDate`). */
  period?: { start?: string; end?: string };
  /** The moment written into `GAEBInfo`. */
  now: Date;
}

export type WrittenQuantityDetermination = { bytes: Uint8Array; issues: Issue[] } | { issues: Issue[] };

export const X31_NAMESPACE = "http://www.gaeb.de/GAEB_DA_XML/DA31/3.3";
/** The schema of phase 31 accepts only its own edition's date. */
const X31_VERSION_DATE = "2023-01";
/** Enough of one kind of problem to show what to fix; a sheet with thousands of bad rows names the first. */
const ISSUES_PER_CODE = 20;

/**
 * The parties and texts are written by the BoQ writer, whose child orders are per phase of the 80s. Phase 86 has
 * the library's own `tgOWN`, `tgCTR` and `tgAddress`, which phase 31 uses too; what it reports is about phase 31.
 */
const LIKE_PHASE = "86";

function two(value: number): string {
  return String(value).padStart(2, "0");
}

/** The text of an element the reader kept without a field for it (`PrjID`), where it stands directly in the part. */
function keptText(kept: readonly KeptElement[] | undefined, name: string): string | undefined {
  const element = kept?.find((candidate) => candidate.name === name && candidate.at === undefined);
  const text = element?.children
    .filter((child) => typeof child === "string")
    .join("")
    .trim();
  return text || undefined;
}

/** `BoQBkdn` of the contract (the BoQ writer keeps its own private); derived as that writer does where none is stated. */
function breakdownXml(boq: Boq, report: WriteReport): { xml: string; levels: BreakdownLevel[] } {
  let levels = boq.info.breakdown;
  if (levels.length === 0) {
    levels = deriveBreakdown(boq.body);
    report.issues.push({
      code: "write_breakdown_derived",
      severity: "warning",
      params: { mask: levels.map((level) => "9".repeat(level.length)).join(".") },
    });
  } else if (levels.length > 7) report.error("write_required_missing", "BoQBkdn", undefined, { phase: "31" });
  const xml = levels
    .map(
      (level) =>
        `<BoQBkdn><Type>${level.type}</Type>${textTag("LblBoQBkdn", level.label, 40, report)}<Length>${Math.min(14, Math.max(1, level.length))}</Length><Num>${level.numeric ? "Yes" : "No"}</Num>${level.alignment ? `<Alignment>${level.alignment}</Alignment>` : ""}</BoQBkdn>`,
    )
    .join("");
  return { xml, levels };
}

/** The lines as REB rows per contract item, addresses given in sheet order; problems capped per kind. */
function measure(boq: Boq, lines: readonly MeasurementLine[], issues: Issue[]): Map<Item, MeasuredItem> {
  const byOz = new Map<string, Item>();
  for (const item of allItems(boq.body)) if (!byOz.has(item.oz)) byOz.set(item.oz, item);
  const counts = new Map<string, number>();
  const add = (issue: Issue) => {
    const count = counts.get(issue.code) ?? 0;
    counts.set(issue.code, count + 1);
    if (count < ISSUES_PER_CODE) issues.push(issue);
  };
  const addresses = new RebAddresses();
  const measured = new Map<Item, MeasuredItem>();
  for (const line of lines) {
    const item = byOz.get(line.oz.trim());
    if (!item)
      add({ code: "x31_item_unknown", severity: "error", params: { row: line.sheetRow, oz: line.oz } });
    const { rows, issues: lineIssues } = measurementRows(line, addresses);
    for (const issue of lineIssues) add(issue);
    // Once the sheets are full, every further line fails alike: the first is named.
    if (lineIssues.some((issue) => issue.code === "x31_addresses_exhausted")) break;
    if (!item || hasErrors(lineIssues)) continue;
    const entry = measured.get(item) ?? { rows: [], results: [] };
    entry.rows.push(...rows);
    entry.results.push(line.result);
    measured.set(item, entry);
  }
  return measured;
}

function documentXml(
  input: QuantityDeterminationInput,
  boq: Boq,
  report: WriteReport,
  issues: Issue[],
): string {
  const { contract, now, period } = input;
  const { project, award } = contract;
  const measured = measure(boq, input.lines, issues);
  const ids = new Ids(contract);
  const breakdown = breakdownXml(boq, report);
  const writer: EntryWriter = {
    phase: LIKE_PHASE,
    report,
    ids,
    executionDescriptions: new Map(),
    numbers: new OzComposer(breakdown.levels),
    categoryLevels: categoryLevels(breakdown.levels).length,
  };
  const projectParts =
    textTag("RefPrjName", project.name ?? project.label, 60, report) +
    textTag("RefPrjID", keptText(project.kept, "PrjID"), undefined, report);
  const contractNumber = award.facts.find((fact) => fact.key === "ContrNo")?.value;
  const out = [
    `<?xml version="1.0" encoding="UTF-8"?>\n<GAEB xmlns="${X31_NAMESPACE}">`,
    `<GAEBInfo><Version>3.3</Version><VersDate>${X31_VERSION_DATE}</VersDate>`,
    `<Date>${now.getUTCFullYear()}-${two(now.getUTCMonth() + 1)}-${two(now.getUTCDate())}</Date>`,
    `<Time>${two(now.getUTCHours())}:${two(now.getUTCMinutes())}:${two(now.getUTCSeconds())}</Time>`,
    `<ProgSystem>${PROGRAM_SYSTEM}</ProgSystem></GAEBInfo>`,
    "<QtyDeterm>",
    projectParts ? `<PrjInfo>${projectParts}</PrjInfo>` : "",
    // The contract number is the order's label; the project's label says which construction work it is.
    "<QtyDetermInfo><MethodDescription>REB23003-2009</MethodDescription>",
    textTag("OrdDescr", contractNumber, 40, report),
    textTag("ProjDescr", project.label, 80, report),
    dateTag("ServiceProvisionStartDate", period?.start, report),
    dateTag("ServiceProvisionEndDate", period?.end, report),
    "</QtyDetermInfo><DP>31</DP>",
    award.owner ? partyXml("OWN", award.owner, report) : "",
    award.contractor ? partyXml("CTR", award.contractor, report) : "",
    `<BoQ ID="${escapeXml(ids.other(boq.info.id))}">`,
    textTag("RefBoQName", boq.info.name, 20, report),
    // The contract's own BoQ ID, so a reader finds the LV the quantities belong to.
    textTag("RefBoQID", boq.info.id, undefined, report),
    breakdown.xml,
  ];
  measuredBodyXml(writer, boq.body, measured, measuredSections(boq.body, measured), undefined, 0, out);
  out.push("</BoQ></QtyDeterm></GAEB>\n");
  return out.join("");
}

/**
 * The Aufmaß of a billing as a GAEB DA XML 3.3 quantity determination (phase 31, REB 23.003 of 2009): the contract's
 * sections and items that have lines, each with its measured total and its lines as REB rows. Never throws; where
 * no faithful file is possible (an OZ the contract lacks, a figure REB cannot hold), the issues say why and there
 * are no bytes.
 */
export function writeQuantityDetermination(input: QuantityDeterminationInput): WrittenQuantityDetermination {
  const report = new WriteReport(LIKE_PHASE);
  const issues: Issue[] = [];
  try {
    const boq = input.contract.boq;
    if (!boq) {
      report.error("write_required_missing", "BoQ", undefined, { phase: "31" });
      return { issues: report.issues };
    }
    const xml = documentXml(input, boq, report, issues);
    for (const issue of report.issues) {
      if (issue.params?.phase === LIKE_PHASE) issue.params.phase = "31";
      issues.push(issue);
    }
    if (hasErrors(issues)) return { issues };
    return { bytes: new TextEncoder().encode(xml), issues };
  } catch (error) {
    return {
      issues: [
        ...issues,
        ...report.issues,
        { code: "internal_error", severity: "error", params: { detail: String(error).slice(0, 200) } },
      ],
    };
  }
}

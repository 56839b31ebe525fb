import type { Issue, Result } from "../issues.js";
import { hasErrors } from "../issues.js";
import type { Entry, GaebDocument, Phase } from "../model.js";
import { categoryLevels, OzComposer } from "../oz.js";
import { bodyXml, boqInfoXml } from "./boq.js";
import type { EntryWriter } from "./entries.js";
import { addTextXml, awardInfoXml, partyXml, projectXml } from "./header.js";
import { invoicePartsXml } from "./invoice.js";
import { keptParts } from "./kept-parts.js";
import { WriteReport } from "./report.js";
import { escapeXml, Ids } from "./values.js";
import { type GaebXmlVersion, namespaceOf, VERSION_DATES } from "./versions.js";

export interface WriteGaebOptions {
  /** "3.3" (default) or "3.2". */
  version?: "3.3" | "3.2";
  /** The moment written into GAEBInfo Date/Time; default now. Tests pass a fixed one. */
  now?: Date;
}

export interface WrittenGaeb {
  /** UTF-8 GAEB DA XML. */
  bytes: Uint8Array;
  /** The document's phase ("83"). */
  phase: Phase;
  /** "X83" (phase 89B: "X89B"). */
  extension: string;
}

/**
 * What a job inside the library (the offer) may ask of the writer beyond `writeGaeb`'s options: any version from 3.0
 * on, and the `VersDate` to state (a request's own). Not exported from the package: users get 3.3 and 3.2.
 */
export interface WriteTarget {
  version: GaebXmlVersion;
  /** Default: the version's own (`VERSION_DATES`). */
  versionDate?: string;
  now: Date;
}

export const PROGRAM_SYSTEM = "gaeb2xlsx";

function two(value: number): string {
  return String(value).padStart(2, "0");
}

function executionDescriptionIds(body: readonly Entry[], ids: Ids): Map<string, string> {
  const found = new Map<string, string>();
  const visit = (entries: readonly Entry[]) => {
    for (const entry of entries) {
      if (entry.kind === "section") visit(entry.children);
      else if (entry.kind === "executionDescription" && entry.number && !found.has(entry.number))
        found.set(entry.number, ids.of(entry));
    }
  };
  visit(body);
  return found;
}

function writeDocument(document: GaebDocument, target: WriteTarget, report: WriteReport): string[] {
  const { version, now } = target;
  const { phase } = document.source;
  const invoice = phase === "89" || phase === "89B";
  const ids = new Ids(document);
  report.idTarget = (reference) => ids.target(reference);
  const boq = document.boq;
  const writer: EntryWriter = {
    phase,
    report,
    ids,
    executionDescriptions: executionDescriptionIds(boq?.body ?? [], ids),
    numbers: new OzComposer([]),
    categoryLevels: 0,
  };
  const out: string[] = [
    `<?xml version="1.0" encoding="UTF-8"?>\n<GAEB xmlns="${namespaceOf(phase, version)}">`,
    `<GAEBInfo><Version>${version}</Version><VersDate>${escapeXml(target.versionDate ?? VERSION_DATES[version])}</VersDate>`,
    `<Date>${now.getUTCFullYear()}-${two(now.getUTCMonth() + 1)}-${two(now.getUTCDate())}</Date>`,
    `<Time>${two(now.getUTCHours())}:${two(now.getUTCMinutes())}:${two(now.getUTCSeconds())}</Time>`,
    `<ProgSystem>${PROGRAM_SYSTEM}</ProgSystem></GAEBInfo>`,
    projectXml(document, report),
    invoice ? `<Invoice><DP>${phase}</DP>` : `<Award><DP>${phase}</DP>`,
  ];
  const container = invoice ? "Invoice" : "Award";
  if (!invoice) out.push(awardInfoXml(document, report));
  else {
    // An invoice has no AwardInfo: its currency is the project's (a reader assumes euros without one).
    const { award, project } = document;
    if (award.facts.length > 0 || award.changeOrders.length > 0)
      report.note("write_value_dropped", "warning", "AwardInfo", undefined);
    if (award.currency !== (project.currency ?? "EUR"))
      report.note("write_value_dropped", "warning", "Cur", undefined, award.currency);
    if (award.currencyLabel)
      report.note("write_value_dropped", "warning", "CurLbl", undefined, award.currencyLabel);
  }
  const invoiceParts = invoice ? invoicePartsXml(document, report) : undefined;
  // The parties where the phase has them (84 and 85 name no owner, 83 no contractor); an invoice's requester between;
  // and what the award kept (a construction site, a requester) before its texts, or after its BoQ.
  const kept = keptParts(report, document.award.kept, undefined, container, undefined);
  const position = (name: string) => report.order(container)?.position.get(name) ?? 0;
  out.push(
    report.children(container, [
      ["OWN", partyXml("OWN", document.award.owner, report)],
      ["Requester", invoiceParts?.requester ?? ""],
      ["CTR", partyXml("CTR", document.award.contractor, report)],
      ...kept.filter(([name]) => position(name) < position("AddText")),
    ]),
  );
  if (invoiceParts) out.push(invoiceParts.sites);
  // Preamble texts stand before the BoQ in the award; the schema has them in every phase but 84.
  const preamble = document.preamble.map((text) => addTextXml(text, report)).join("");
  out.push(report.children(container, [["AddText", preamble]]));
  if (boq) {
    const info = boqInfoXml(boq, report);
    writer.numbers = new OzComposer(info.breakdown);
    writer.categoryLevels = categoryLevels(info.breakdown).length;
    out.push(`<BoQ ID="${escapeXml(ids.other(boq.info.id))}">`, info.xml);
    bodyXml(writer, boq.body, undefined, 0, out);
    out.push("</BoQ>");
  } else if (report.requires(container, "BoQ"))
    report.error("write_required_missing", "BoQ", undefined, { phase });
  out.push(
    report.children(
      container,
      kept.filter(([name]) => position(name) > position("BoQ")),
    ),
  );
  if (invoiceParts) out.push(invoiceParts.after);
  out.push(invoice ? "</Invoice>" : "</Award>");
  // Nothing but the award (or invoice), the project and the texts stands at the root in any phase this writes.
  for (const element of document.kept ?? [])
    report.note("write_value_dropped", "warning", element.name, undefined);
  // Closing texts follow the award, where the schema has them for every phase.
  for (const text of document.closing) out.push(addTextXml(text, report));
  out.push("</GAEB>\n");
  return out;
}

/**
 * The document as GAEB DA XML of its own phase, 3.3 by default. Never throws: what could not be carried or had to
 * change is in `issues` (warnings); where no faithful file is possible, the result is an error and has no bytes.
 */
export function writeGaeb(document: GaebDocument, options: WriteGaebOptions = {}): Result<WrittenGaeb> {
  const version = options.version ?? "3.3";
  const report = new WriteReport(document.source.phase);
  if (document.source.encoding && !/^utf-?8$/i.test(document.source.encoding))
    report.issues.push({
      code: "write_encoding_converted",
      severity: "info",
      params: { encoding: document.source.encoding },
    });
  if (version === "3.2")
    report.issues.push({ code: "write_version_unchecked", severity: "info", params: { version } });
  return writeReported(document, { version, now: options.now ?? new Date() }, report);
}

/**
 * For jobs inside the library: the document in the version and with the `VersDate` the job states, with the
 * writer's own report only (no notes about the input's code page or an unchecked version, which concern a user's
 * conversion, not the job's). Never throws, like `writeGaeb`.
 */
export function writeGaebAs(document: GaebDocument, target: WriteTarget): Result<WrittenGaeb> {
  return writeReported(document, target, new WriteReport(document.source.phase));
}

function writeReported(
  document: GaebDocument,
  target: WriteTarget,
  report: WriteReport,
): Result<WrittenGaeb> {
  const { phase } = document.source;
  // An X31 is built otherwise (QtyDeterm instead of Award, no BoQInfo, no texts): writing it as an LV would be
  // invalid, so it is refused plainly.
  if (phase === "31")
    return { ok: false, issues: [{ code: "write_phase_unsupported", severity: "error", params: { phase } }] };
  try {
    const parts = writeDocument(document, target, report);
    const issues: Issue[] = report.issues;
    if (hasErrors(issues)) return { ok: false, issues };
    const bytes = new TextEncoder().encode(parts.join(""));
    return { ok: true, value: { bytes, phase, extension: `X${phase}` }, issues };
  } catch (error) {
    return {
      ok: false,
      issues: [
        ...report.issues,
        { code: "internal_error", severity: "error", params: { detail: String(error).slice(0, 200) } },
      ],
    };
  }
}

import { decodeCodePage, guessDosOrAnsi } from "../codepage.js";
import { GaebError, type Issue, type Result } from "../issues.js";
import { resolveLegacyPhase, restorePunctuation } from "../legacy.js";
import type { GaebDocument, ProjectInfo } from "../model.js";
import { readMask } from "./mask.js";
import { Gaeb90Reader } from "./reader.js";
import { columns, splitRecords } from "./records.js";

/** Reads one GAEB 90 file (`.d81`–`.d86`, 80-column records in CP850 or Windows-1252). Never throws. */
export function readGaeb90(fileName: string, bytes: Uint8Array): Result<GaebDocument> {
  const issues: Issue[] = [];
  const withFile = (list: Issue[]) => list.map((issue) => ({ ...issue, file: fileName }));
  try {
    const codePage = guessDosOrAnsi(bytes);
    const records = splitRecords(restorePunctuation(decodeCodePage(bytes, codePage), issues));
    let reader: Gaeb90Reader | undefined;
    let phase: string | undefined;
    let phaseLine = 0;
    for (const record of records) {
      if (reader) {
        reader.read(record);
        continue;
      }
      // Comment records (T0–T9, 70) may precede the header; anything else before it means no GAEB 90.
      if (record.type === "00") {
        reader = new Gaeb90Reader(readMask(record), issues);
        phase = columns(record, 11, 12).trim();
        phaseLine = record.line;
      } else if (!/^T\d$|^70$/.test(record.type))
        throw new GaebError({
          code: "gaeb90_record_invalid",
          severity: "error",
          line: record.line,
          column: 1,
          params: { record: record.line, reason: "header_missing" },
        });
    }
    if (!reader)
      throw new GaebError({
        code: "gaeb90_record_invalid",
        severity: "error",
        line: 1,
        column: 1,
        params: { record: 1, reason: "header_missing" },
      });
    reader.finish();
    const { header, boq } = reader;
    const resolved = resolveLegacyPhase(fileName, phase, { line: phaseLine, column: 11 }, issues);
    if (header.boqLabel) boq.info.label = header.boqLabel;
    if (header.boqDate) boq.info.date = header.boqDate;
    boq.info.priceComponentLabels = header.priceComponentLabels;
    const project: ProjectInfo = {};
    if (header.projectLabel) project.label = header.projectLabel;
    // Older programs wrote "?" where the euro sign had no DOS code point.
    const currency = header.currency && header.currency !== "?" ? header.currency : undefined;
    if (currency) project.currency = currency;
    if (header.currencyLabel) project.currencyLabel = header.currencyLabel;
    const document: GaebDocument = {
      source: { fileName, format: "gaeb-90", version: "90", phase: resolved, encoding: codePage },
      exchange: {},
      project,
      award: {
        currency: currency ?? "EUR",
        ...(header.currencyLabel ? { currencyLabel: header.currencyLabel } : {}),
        facts: [],
        changeOrders: [],
        invoiceFacts: [],
        ...(header.ownerName ? { owner: { names: [header.ownerName], references: {} } } : {}),
      },
      preamble: [],
      closing: [],
      boq,
    };
    return { ok: true, value: document, issues: withFile(issues) };
  } catch (error) {
    if (error instanceof GaebError) return { ok: false, issues: withFile([...issues, error.issue]) };
    return {
      ok: false,
      issues: withFile([
        ...issues,
        { code: "gaeb90_record_invalid", severity: "error", params: { record: 0, reason: String(error) } },
      ]),
    };
  }
}

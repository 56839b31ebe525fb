import type { ByteSource } from "../byte-source.js";
import { phaseFromFileName } from "../detect.js";
import { GaebError, type Issue, type Result } from "../issues.js";
import { quoted } from "../limits.js";
import type { GaebDocument, Phase } from "../model.js";
import { chooseEncoding, decodeChunks, type EncodingChoice, InvalidBytesError } from "./decode.js";
import { FastPathDeclined, parseXmlFast } from "./fast-xml.js";
import { type Collected, GaebXmlCollector, isKnownPhase, isKnownVersion } from "./reader.js";
import { parseXml } from "./sax.js";
import { resolveExecutionDescriptions } from "./text-entries.js";

/** Enough of the start for the byte order mark and the XML declaration. */
const HEAD_BYTES = 256;

/** Which XML reader reads the file: the fast one (falling back to saxes where it declines), or saxes alone. */
export type XmlParserChoice = "fast" | "saxes";

/**
 * Reads with the fast XML path (issue 23) and, where it declines, again from the first byte with saxes: a fresh
 * collector and the issues as they were before, so the fast attempt leaves nothing behind and every refusal, with
 * its reason, line and column, is saxes' own.
 */
function collect(
  source: ByteSource,
  choice: EncodingChoice,
  issues: Issue[],
  parser: XmlParserChoice,
): Collected {
  if (parser === "fast") {
    const before = issues.length;
    try {
      const collector = new GaebXmlCollector(issues);
      parseXmlFast(decodeChunks(source.pieces(), choice, true), collector);
      return collector.result;
    } catch (error) {
      if (!(error instanceof FastPathDeclined)) throw error;
      issues.length = before;
    }
  }
  const collector = new GaebXmlCollector(issues);
  parseXml(decodeChunks(source.pieces(), choice, true), collector);
  return collector.result;
}

/** Reads with the declared encoding; a file that says UTF-8 but is not is read as Windows-1252, with a warning. */
function collectWithFallback(
  source: ByteSource,
  issues: Issue[],
  parser: XmlParserChoice,
): { collected: Collected; encoding: string } {
  const choice = chooseEncoding(source.head(HEAD_BYTES));
  try {
    return { collected: collect(source, choice, issues, parser), encoding: choice.encoding };
  } catch (error) {
    if (!(error instanceof InvalidBytesError)) throw error;
    if (choice.encoding !== "utf-8") {
      throw new GaebError({
        code: "encoding_invalid",
        severity: "error",
        params: { encoding: choice.declared },
      });
    }
    issues.length = 0;
    issues.push({
      code: "encoding_fallback",
      severity: "warning",
      params: { declared: "UTF-8", used: "Windows-1252" },
    });
    const latin: EncodingChoice = {
      encoding: "windows-1252",
      declared: "fallback",
      bomLength: choice.bomLength,
    };
    return { collected: collect(source, latin, issues, parser), encoding: latin.encoding };
  }
}

function resolvePhase(fileName: string, collected: Collected, issues: Issue[]): Phase {
  const fromExtension = phaseFromFileName(fileName);
  const declared = collected.phase?.toUpperCase();
  if (declared === undefined || declared === "") {
    if (fromExtension && isKnownPhase(fromExtension)) {
      issues.push({ code: "phase_from_extension", severity: "warning", params: { phase: fromExtension } });
      return fromExtension;
    }
    throw new GaebError({
      code: "phase_unknown",
      severity: "error",
      params: { value: quoted(collected.phase ?? "") },
    });
  }
  if (!isKnownPhase(declared)) {
    throw new GaebError({
      code: "phase_unknown",
      severity: "error",
      ...collected.phaseLocation,
      params: { value: quoted(collected.phase ?? "") },
    });
  }
  if (fromExtension && fromExtension !== declared && fileName.match(/\.x/i)) {
    issues.push({
      code: "phase_mismatch",
      severity: "info",
      params: { extension: fromExtension, phase: declared },
    });
  }
  return declared;
}

/**
 * Reads one GAEB DA XML file (any version 2.x–3.3, any phase) into the document model. `parser` is for tests that
 * hold the fast XML path against saxes.
 */
export function readGaebXml(
  fileName: string,
  source: ByteSource,
  parser: XmlParserChoice = "fast",
): Result<GaebDocument> {
  const issues: Issue[] = [];
  try {
    const { collected, encoding } = collectWithFallback(source, issues, parser);
    if (!collected.sawAward) throw new GaebError({ code: "gaeb_structure_invalid", severity: "error" });
    const phase = resolvePhase(fileName, collected, issues);
    const version = collected.version ?? "";
    if (!isKnownVersion(version)) {
      issues.push({
        code: "version_unknown",
        severity: "warning",
        params: { version: quoted(version) || "?" },
      });
    }
    if (!collected.boq) issues.push({ code: "boq_missing", severity: "warning" });
    else resolveExecutionDescriptions(collected.boq.body);
    const { currency, ...award } = collected.award;
    const document: GaebDocument = {
      source: {
        fileName,
        format: "gaeb-xml",
        version,
        ...(collected.versionDate ? { versionDate: collected.versionDate } : {}),
        phase,
        ...(collected.namespace ? { namespace: collected.namespace } : {}),
        encoding,
      },
      exchange: collected.exchange,
      project: collected.project,
      award: { ...award, currency: currency ?? collected.project.currency ?? "EUR" },
      preamble: collected.preamble,
      closing: collected.closing,
      ...(collected.boq ? { boq: collected.boq } : {}),
      ...(collected.kept ? { kept: collected.kept } : {}),
    };
    return { ok: true, value: document, issues: issues.map((issue) => ({ ...issue, file: fileName })) };
  } catch (error) {
    if (error instanceof GaebError) {
      return { ok: false, issues: [...issues, error.issue].map((issue) => ({ ...issue, file: fileName })) };
    }
    throw error;
  }
}

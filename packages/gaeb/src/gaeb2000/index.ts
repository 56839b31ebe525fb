import { decodeWindows1252 } from "../codepage.js";
import { GaebError, type Issue, type Result } from "../issues.js";
import { resolveLegacyPhase, restorePunctuation } from "../legacy.js";
import type { GaebDocument } from "../model.js";
import { type Block, childBlock, field, parseBlocks, value } from "./blocks.js";
import { BoqReader } from "./boq.js";
import { readAdditionalText, readAward, readExchange, readProject, unitPriceDecimals } from "./header.js";
import { KNOWN_BLOCKS, KNOWN_KEYS } from "./keys.js";

/** One warning per unknown key or block name, with how often it occurs; vendor names (`_RIB_…`) are silent. */
function reportUnknown(root: Block, issues: Issue[]): void {
  const counts = new Map<string, { key: string; count: number; line: number; column: number }>();
  // Keys are case-insensitive, so [Raetsel] and [RAETSEL] are one unknown key, named as first written.
  const note = (key: string, line: number, column: number) => {
    const seen = counts.get(key.toLowerCase());
    if (seen) seen.count++;
    else counts.set(key.toLowerCase(), { key, count: 1, line, column });
  };
  const visit = (block: Block) => {
    for (const f of block.fields)
      if (!f.key.startsWith("_") && !KNOWN_KEYS.has(f.key.toLowerCase())) note(f.key, f.line, f.column);
    for (const child of block.children) {
      if (child.name.startsWith("_")) continue;
      if (!KNOWN_BLOCKS.has(child.name.toLowerCase()))
        note(`#begin[${child.name}]`, child.line, child.column);
      else visit(child);
    }
  };
  visit(root);
  for (const { key, count, line, column } of counts.values())
    issues.push({ code: "gaeb2000_key_unknown", severity: "warning", line, column, params: { key, count } });
}

/** Reads one GAEB 2000 file (`.p81`–`.p86`, Windows-1252 text) into the document model. Never throws. */
export function readGaeb2000(fileName: string, bytes: Uint8Array): Result<GaebDocument> {
  const issues: Issue[] = [];
  const withFile = (list: Issue[]) => list.map((issue) => ({ ...issue, file: fileName }));
  try {
    const text = restorePunctuation(decodeWindows1252(bytes), issues);
    const root = parseBlocks(text, issues);
    const gaeb = childBlock(root, "GAEB");
    if (!gaeb) {
      const first = root.children[0];
      throw new GaebError({
        code: "gaeb2000_syntax",
        severity: "error",
        line: first?.line ?? 1,
        column: first?.column ?? 1,
        params: { reason: "no_gaeb", detail: first?.name ?? "" },
      });
    }
    reportUnknown(root, issues);
    const vergabe = childBlock(gaeb, "Vergabe");
    const info = childBlock(gaeb, "GAEBInfo");
    const dp = field(vergabe, "DP");
    const phase = resolveLegacyPhase(
      fileName,
      dp?.value.trim(),
      dp ? { line: dp.line, column: dp.column } : undefined,
      issues,
    );
    const project = readProject(childBlock(gaeb, "PrjInfo"));
    const { currency, ...award } = readAward(vergabe);
    const document: GaebDocument = {
      source: {
        fileName,
        format: "gaeb-2000",
        version: value(info, "Version") ?? "",
        phase,
        encoding: "windows-1252",
      },
      exchange: readExchange(info),
      project,
      award: { ...award, currency: currency ?? project.currency ?? "EUR" },
      preamble: [],
      closing: [],
    };
    let seenBoq = false;
    for (const block of vergabe?.children ?? []) {
      const name = block.name.toLowerCase();
      if (name === "lv" && !seenBoq) {
        document.boq = new BoqReader(issues).read(block);
        const decimals = unitPriceDecimals(childBlock(gaeb, "PrjInfo"));
        if (decimals !== undefined) document.boq.info.unitPriceDecimals = decimals;
        seenBoq = true;
      } else if (name === "zustext")
        (seenBoq ? document.closing : document.preamble).push(readAdditionalText(block));
    }
    if (!document.boq) issues.push({ code: "boq_missing", severity: "warning" });
    return { ok: true, value: document, issues: withFile(issues) };
  } catch (error) {
    if (error instanceof GaebError) return { ok: false, issues: withFile([...issues, error.issue]) };
    return {
      ok: false,
      issues: withFile([
        ...issues,
        { code: "gaeb2000_syntax", severity: "error", params: { reason: "internal", detail: String(error) } },
      ]),
    };
  }
}

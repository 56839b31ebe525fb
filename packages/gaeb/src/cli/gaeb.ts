import { readGaeb } from "../convert.js";
import { writeGaeb } from "../gaeb-xml-writer/index.js";
import { counted } from "../messages/numbers.js";
import type { Entry, Phase } from "../model.js";
import { LABELS } from "../xlsx/labels.js";
import { UsageError } from "./args.js";
import { extensionNamesPhase, type GaebCliOptions, phaseExtension } from "./gaeb-args.js";
import { type Io, loadInput, reportIssues, type WriteAtomically } from "./run-support.js";

const TEXT = {
  de: {
    wrongExtension: (output: string, phase: Phase, extension: string, suggestion: string) =>
      `${output}: Die Eingabe hat die Phase ${phase} (${LABELS.de.phases[phase]}); als GAEB DA XML endet sie auf .${extension}. Nennen Sie die Ausgabe z. B. ${suggestion}.`,
    notWritten: (output: string) => `${output} nicht geschrieben: Die Datei wäre nicht getreu (Gründe oben).`,
    written: (output: string, version: string, phase: Phase, items: number) =>
      `${output} geschrieben (GAEB DA XML ${version}, ${LABELS.de.phases[phase]}, ${counted(items, "Position", "Positionen", "de")}).`,
  },
  en: {
    wrongExtension: (output: string, phase: Phase, extension: string, suggestion: string) =>
      `${output}: the input is phase ${phase} (${LABELS.en.phases[phase].toLowerCase()}); as GAEB DA XML its file ends in .${extension}. Name the output e.g. ${suggestion}.`,
    notWritten: (output: string) => `${output} not written: it would not be faithful (reasons above).`,
    written: (output: string, version: string, phase: Phase, items: number) =>
      `Wrote ${output} (GAEB DA XML ${version}, ${LABELS.en.phases[phase].toLowerCase()}, ${counted(items, "item", "items", "en")}).`,
  },
} as const;

function countItems(entries: readonly Entry[]): number {
  let items = 0;
  for (const entry of entries) {
    if (entry.kind === "section") items += countItems(entry.children);
    else if (entry.kind === "item" || entry.kind === "markupItem") items += 1;
  }
  return items;
}

/**
 * `gaeb2xlsx gaeb`: any GAEB file in, GAEB DA XML of the same phase out. Exit 0 with the file written and what
 * changed on stderr; 1 with the reasons and no file when the input is unreadable, the output's extension names
 * another phase, or the writer finds it cannot write a faithful file.
 */
export async function runGaeb(options: GaebCliOptions, io: Io, write: WriteAtomically): Promise<number> {
  const text = TEXT[options.lang];
  const read = readGaeb(await loadInput(options.input, options.lang));
  if (!read.ok) {
    reportIssues(read.issues, options.lang, io);
    return 1;
  }
  const document = read.value;
  const phase = document.source.phase;
  // Checked before writing: a refused name should cost nothing and say at once what to call the file.
  if (!extensionNamesPhase(options.output, phase)) {
    const extension = phaseExtension(phase);
    const suggestion = `${options.output.replace(/\.[^./\\]*$/, "")}.${extension}`;
    throw new UsageError(text.wrongExtension(options.output, phase, extension, suggestion));
  }
  const written = writeGaeb(document, { version: options.version });
  // What reading changed (code page decoded, OZ mask derived) belongs in the report as much as what writing did.
  reportIssues([...read.issues, ...written.issues], options.lang, io);
  if (!written.ok) {
    io.stderr.write(`gaeb2xlsx: ${text.notWritten(options.output)}\n`);
    return 1;
  }
  await write(options.output, written.value.bytes, options.lang);
  const items = countItems(document.boq?.body ?? []);
  io.stderr.write(`${text.written(options.output, options.version, phase, items)}\n`);
  return 0;
}

import { readFile } from "node:fs/promises";
import { basename } from "node:path";
import { readGaeb } from "../convert.js";
import { writeGaeb } from "../gaeb-xml-writer/index.js";
import type { Issue, Locale } from "../issues.js";
import { counted } from "../messages/numbers.js";
import type { Entry, Phase } from "../model.js";
import { LABELS } from "../xlsx/labels.js";
import { UsageError } from "./args.js";
import { extensionNamesPhase, type GaebCliOptions, phaseExtension } from "./gaeb-args.js";
import { issueLine } from "./issue-text.js";

const TEXT = {
  de: {
    notFound: (path: string) => `${path}: Datei nicht gefunden oder nicht lesbar.`,
    wrongExtension: (output: string, phase: Phase, extension: string, suggestion: string) =>
      `${output}: Die Eingabe hat die Phase ${phase} (${LABELS.de.phases[phase]}); als GAEB DA XML endet sie auf .${extension}. Nennen Sie die Ausgabe z. B. ${suggestion}.`,
    notWritten: (output: string) => `${output} nicht geschrieben: Die Datei wäre nicht getreu (Gründe oben).`,
    written: (output: string, version: string, phase: Phase, items: number) =>
      `${output} geschrieben (GAEB DA XML ${version}, ${LABELS.de.phases[phase]}, ${counted(items, "Position", "Positionen", "de")}).`,
    warning: "Hinweis",
    error: "Fehler",
  },
  en: {
    notFound: (path: string) => `${path}: file not found or not readable.`,
    wrongExtension: (output: string, phase: Phase, extension: string, suggestion: string) =>
      `${output}: the input is phase ${phase} (${LABELS.en.phases[phase].toLowerCase()}); as GAEB DA XML its file ends in .${extension}. Name the output e.g. ${suggestion}.`,
    notWritten: (output: string) => `${output} not written: it would not be faithful (reasons above).`,
    written: (output: string, version: string, phase: Phase, items: number) =>
      `Wrote ${output} (GAEB DA XML ${version}, ${LABELS.en.phases[phase].toLowerCase()}, ${counted(items, "item", "items", "en")}).`,
    warning: "warning",
    error: "error",
  },
} as const;

interface Io {
  stdout: NodeJS.WritableStream;
  stderr: NodeJS.WritableStream;
}

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
export async function runGaeb(
  options: GaebCliOptions,
  io: Io,
  write: (path: string, bytes: Uint8Array, lang: Locale) => Promise<void>,
): Promise<number> {
  const text = TEXT[options.lang];
  const report = (issues: readonly Issue[]) => {
    for (const issue of issues)
      io.stderr.write(issueLine(issue, options.lang, issue.severity === "error" ? text.error : text.warning));
  };
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(await readFile(options.input));
  } catch {
    throw new UsageError(text.notFound(options.input));
  }
  const read = readGaeb({ name: basename(options.input), bytes });
  if (!read.ok) {
    report(read.issues);
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
  report([...read.issues, ...written.issues]);
  if (!written.ok) {
    io.stderr.write(`gaeb2xlsx: ${text.notWritten(options.output)}\n`);
    return 1;
  }
  await write(options.output, written.value.bytes, options.lang);
  const items = countItems(document.boq?.body ?? []);
  io.stderr.write(`${text.written(options.output, options.version, phase, items)}\n`);
  return 0;
}

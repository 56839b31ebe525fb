import type { TextEntry } from "../model.js";
import { joinedDescriptions } from "../text/descriptions.js";
import { checked, PATTERNS } from "./checked.js";
import type { EntryWriter } from "./entries.js";
import { keptParts } from "./kept-parts.js";
import { descriptionXml } from "./texts.js";
import { escapeXml } from "./values.js";

/** Remarks and execution descriptions: entries of text only, with their kept parts. */

export function remarkXml(writer: EntryWriter, remark: TextEntry, path: string): string {
  const { report } = writer;
  const description = descriptionXml(remark.shortText, remark.longText, true, report, path, remark.kept);
  const parts: Array<[string, string]> = [["Description", description]];
  const children = report.children(
    "Remark",
    [...parts, ...keptParts(report, remark.kept, undefined, "Remark", path, parts)],
    path,
  );
  return `<Remark ID="${escapeXml(writer.ids.of(remark))}">${children}</Remark>`;
}

/**
 * The descriptions of an execution description: each of several as the input had them, as long as the text they
 * join is still the entry's (a job that changed the text writes it as one); else the long text as one description.
 */
function executionDescriptionParts(
  writer: EntryWriter,
  entry: TextEntry,
  path: string,
): Array<[string, string]> {
  const { report } = writer;
  const required = report.requires("PerfDescr", "Description");
  const parts = entry.descriptions;
  if (parts && JSON.stringify(joinedDescriptions(parts)) === JSON.stringify(entry.longText))
    return parts.map((part): [string, string] => [
      "Description",
      descriptionXml(part.shortText, part.longText, required, report, path, part.kept),
    ]);
  // The long text only: the label above is the description's name.
  return [["Description", descriptionXml("", entry.longText, required, report, path, entry.kept)]];
}

export function executionDescriptionXml(writer: EntryWriter, entry: TextEntry, path: string): string {
  const { report } = writer;
  const number = checked(entry.number, PATTERNS.perfNumber);
  if (number === undefined) report.error("write_required_missing", "PerfNo", path, { phase: writer.phase });
  const parts: Array<[string, string]> = [
    ["PerfNo", `<PerfNo>${escapeXml(number ?? "")}</PerfNo>`],
    // Phase 84 has no label; there the short text is the long text's first line, nothing of its own.
    [
      "PerfLbl",
      !report.allows("PerfDescr", "PerfLbl")
        ? ""
        : `<PerfLbl>${escapeXml(entry.shortText.replace(/\s+/g, " ").slice(0, 55))}</PerfLbl>`,
    ],
    ...executionDescriptionParts(writer, entry, path),
  ];
  const children = report.children(
    "PerfDescr",
    [...parts, ...keptParts(report, entry.kept, undefined, "PerfDescr", path, parts)],
    path,
  );
  if (entry.shortText.length > 55)
    report.note("write_text_clipped", "warning", "PerfLbl", path, entry.shortText);
  return `<PerfDescr ID="${escapeXml(writer.ids.of(entry))}">${children}</PerfDescr>`;
}

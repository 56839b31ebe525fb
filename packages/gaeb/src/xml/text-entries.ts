import type { DescriptionPart, Entry, Item, KeptElement, TextEntry } from "../model.js";
import { joinedDescriptions } from "../text/descriptions.js";
import { PLAIN_LABELS, renderPlain } from "../text/plain.js";
import { readCompleteText, readDescription } from "./elements.js";
import { location, NOTHING_TYPED, ownAttribute } from "./entries.js";
import { keepDescription, keptElement, readUnnamed } from "./kept.js";
import { childrenNamed, childText, descend, type XmlElement } from "./tree.js";

/** Remarks and execution descriptions: entries of text only. */

function optional<K extends string, V>(key: K, value: V | undefined): { [P in K]?: V } {
  return (value === undefined ? {} : { [key]: value }) as { [P in K]?: V };
}

const REMARK_READ = new Set(["Description"]);
const EXECUTION_DESCRIPTION_READ = new Set(["Description", "PerfNo", "PerfLbl"]);

/** First line of a text, for remarks that only have a long text. */
function firstLine(text: string): string {
  return text.split("\n").find((line) => line.trim() !== "") ?? "";
}

export function readRemark(element: XmlElement): TextEntry {
  const { shortText, longText } = readDescription(element);
  const remark: TextEntry = {
    kind: "remark",
    location: location(element),
    ...optional("id", ownAttribute(element, "ID")),
    shortText: shortText || firstLine(renderPlain(longText, PLAIN_LABELS)),
    longText,
  };
  readUnnamed(element, remark, REMARK_READ, NOTHING_TYPED);
  return remark;
}

/** An execution description (PerfDescr) may hold several descriptions; they are read as one text. */
export function readExecutionDescription(element: XmlElement): TextEntry {
  const descriptions = childrenNamed(element, "Description");
  const label = childText(element, "PerfLbl");
  // Descriptions without text or kept parts say nothing (an offer's empty ones): left out as a writer leaves them.
  const read = descriptions.flatMap((element) => {
    const part: DescriptionPart = readCompleteText(element);
    const kept: KeptElement[] = [];
    keepDescription(element, kept);
    if (kept.length > 0) part.kept = kept;
    return part.shortText || part.longText.length > 0 || part.kept ? [{ element, part }] : [];
  });
  const parts = read.map(({ part }) => part);
  const longText = joinedDescriptions(parts);
  const shortText = label ?? firstLine(renderPlain(longText, PLAIN_LABELS));
  const entry: TextEntry = {
    kind: "executionDescription",
    location: location(element),
    ...optional("id", ownAttribute(element, "ID")),
    ...optional("number", childText(element, "PerfNo")),
    shortText,
    longText,
  };
  readUnnamed(element, entry, EXECUTION_DESCRIPTION_READ, NOTHING_TYPED, undefined);
  const [first] = parts;
  if (parts.length > 1) entry.descriptions = parts;
  else if (first) {
    // The label is the entry's short text; a short text of the description's own beside a long text is kept.
    const outline = descend(read[0]?.element, "CompleteText", "OutlineText");
    if (outline && first.longText.length > 0)
      first.kept = [...(first.kept ?? []), keptElement(outline, "CompleteText")];
    if (first.kept) entry.kept = [...(entry.kept ?? []), ...first.kept];
  }
  return entry;
}

/**
 * Items name the execution description they follow by its `ID` (`RefPerfNo IDRef`); the model keeps its number
 * (`PerfNo`), as a printout shows it and as GAEB 90 and GAEB 2000 write it. Descriptions may follow their items.
 */
export function resolveExecutionDescriptions(body: readonly Entry[]): void {
  const numbers = new Map<string, string>();
  const items: Item[] = [];
  const visit = (entries: readonly Entry[]) => {
    for (const entry of entries) {
      if (entry.kind === "section") visit(entry.children);
      else if (entry.kind === "executionDescription" && entry.id && entry.number)
        numbers.set(entry.id, entry.number);
      else if (entry.kind === "item" && entry.reference?.executionDescription) items.push(entry);
    }
  };
  visit(body);
  for (const item of items) {
    const reference = item.reference as NonNullable<Item["reference"]>;
    const number = numbers.get(reference.executionDescription as string);
    if (number) reference.executionDescription = number;
  }
}

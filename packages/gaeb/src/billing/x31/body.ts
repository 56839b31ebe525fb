import { type Decimal, sum } from "../../decimal.js";
import { checked, PATTERNS } from "../../gaeb-xml-writer/checked.js";
import { type EntryWriter, rNoPart, writtenPart } from "../../gaeb-xml-writer/entries.js";
import { composedNumber } from "../../gaeb-xml-writer/implied-sections.js";
import { decimalText, escapeXml, QTY } from "../../gaeb-xml-writer/values.js";
import type { Entry, Item, Section } from "../../model.js";

/** What the Aufmaß says about one contract item: its REB rows and the results of its lines, in sheet order. */
export interface MeasuredItem {
  rows: string[];
  results: Decimal[];
}

/** The sections that hold a measured item somewhere below them: only these stand in the quantity determination. */
export function measuredSections(
  entries: readonly Entry[],
  measured: ReadonlyMap<Item, MeasuredItem>,
  found = new Set<Section>(),
): Set<Section> {
  const holds = (entry: Entry): boolean =>
    entry.kind === "section" ? found.has(entry) : entry.kind === "item" && measured.has(entry);
  for (const entry of entries)
    if (entry.kind === "section") {
      measuredSections(entry.children, measured, found);
      if (entry.children.some(holds)) found.add(entry);
    }
  return found;
}

/**
 * `BoQBody` of the quantity determination: the contract's sections and items that have lines, in contract order,
 * with the IDs and number parts the contract file (as this library writes it) gives them, so a reader matches
 * them by ID or by OZ. The X31 body is categories or one item list, as in the 80s phases.
 */
export function measuredBodyXml(
  writer: EntryWriter,
  entries: readonly Entry[],
  measured: ReadonlyMap<Item, MeasuredItem>,
  sections: ReadonlySet<Section>,
  parent: Section | undefined,
  depth: number,
  out: string[],
): void {
  const shown = entries.filter((entry): entry is Section | Item =>
    entry.kind === "section" ? sections.has(entry) : entry.kind === "item" && measured.has(entry),
  );
  const hasSections = shown.some((entry) => entry.kind === "section");
  if (hasSections && shown.some((entry) => entry.kind === "item")) {
    writer.report.error("write_body_mixed", "BoQBody", parent?.oz, {});
    return;
  }
  out.push(hasSections || shown.length === 0 ? "<BoQBody>" : "<BoQBody><Itemlist>");
  for (const entry of shown) {
    // A GAEB 90 contract may list items without their sections' records: the reader of this file would compose
    // another OZ, though the ID still matches.
    const composed = composedNumber(writer, entry, parent, depth);
    if (composed !== entry.oz)
      writer.report.note("write_item_number_changed", "warning", "RNoPart", entry.oz, composed);
    if (entry.kind === "section") {
      const part = writtenPart(entry, writer.numbers.categoryPart(depth, entry.rNoPart));
      out.push(
        `<BoQCtgy ID="${escapeXml(writer.ids.of(entry))}" RNoPart="${escapeXml(rNoPart(writer, part, entry.oz))}">`,
      );
      measuredBodyXml(writer, entry.children, measured, sections, entry, depth + 1, out);
      out.push("</BoQCtgy>");
    } else out.push(itemXml(writer, entry, measured.get(entry) ?? { rows: [], results: [] }));
  }
  out.push(hasSections || shown.length === 0 ? "</BoQBody>" : "</Itemlist></BoQBody>");
}

function itemXml(writer: EntryWriter, item: Item, { rows, results }: MeasuredItem): string {
  const { report } = writer;
  const index = checked(item.rNoIndex, PATTERNS.rNoIndex);
  if (item.rNoIndex !== undefined && index === undefined)
    report.note("write_value_dropped", "warning", "RNoIndex", item.oz, item.rNoIndex);
  const part = rNoPart(writer, writtenPart(item, writer.numbers.itemPart(item.rNoPart)), item.oz);
  // The measured total, `tgDecimal_11_3`: a sum beyond it is an error the writer's check names.
  const quantity = decimalText(sum(results), QTY, "Qty", report, item.oz);
  const takeoffs = rows.map((row) => `<QDetermItem><QTakeoff Row="${escapeXml(row)}"/></QDetermItem>`);
  return `<Item ID="${escapeXml(writer.ids.of(item))}" RNoPart="${escapeXml(part)}"${index ? ` RNoIndex="${index}"` : ""}><QtyDeterm>${quantity === undefined ? "" : `<Qty>${quantity}</Qty>`}${takeoffs.join("")}</QtyDeterm></Item>`;
}

import type { Decimal } from "../decimal.js";
import type { Issue } from "../issues.js";
import { composeSplitOz, newItem, parseLocaleDecimal, splitOz, UnknownKinds } from "../legacy.js";
import type { Boq, BoqInfo, BreakdownLevel, Entry, Item, Section, TextEntry, Totals } from "../model.js";
import { categoryPart } from "../oz.js";
import { PLAIN_LABELS, renderPlain } from "../text/plain.js";
import { type Block, childBlock, childBlocks, type Field, field, value } from "./blocks.js";
import { isoDate } from "./header.js";
import { ItemKinds, isYes, sectionAlternative } from "./kinds.js";
import { readText } from "./rtf.js";

const LEVEL_TYPES: Record<string, BreakdownLevel["type"]> = {
  los: "Lot",
  lvstufe: "BoQLevel",
  position: "Item",
  index: "Index",
};

function readBreakdown(info: Block | undefined): BreakdownLevel[] {
  return childBlocks(info, "LVGlied").map((level) => {
    const label = value(level, "Bez");
    const type = LEVEL_TYPES[(value(level, "Typ") ?? "").toLowerCase()] ?? "BoQLevel";
    const format = value(level, "Format")?.toUpperCase();
    return {
      type,
      // Lengths beyond any real mask are clamped: the length only slices an item number.
      length: Math.min(Number.parseInt(value(level, "Laenge") ?? "0", 10) || 0, 14),
      // An index is letters as often as digits; other levels are digits unless the file says otherwise.
      numeric: format === undefined ? type !== "Index" : format === "N",
      ...(label ? { label } : {}),
    };
  });
}

/** The single-figure totals (VAT per rate, `vatParts`, has no GAEB 2000 key). */
type TotalFigure = Exclude<keyof Totals, "vatParts">;

const TOTAL_KEYS: ReadonlyArray<[TotalFigure, string]> = [
  ["total", "Summe"],
  ["discountPercent", "NL"],
  ["totalAfterDiscount", "SummeNachNL"],
  ["net", "SummeNetto"],
  ["vatPercent", "USt"],
  ["vatAmount", "UStBetrag"],
  ["gross", "SummeBrutto"],
];

/**
 * The OZ as written. Its parts are fixed-width, and a writer that right-aligns them starts with blanks (" 11234" is
 * " 1" + "1234" for lengths 2 and 4), so leading blanks are kept; only blanks and line ends after it go.
 */
function ozField(block: Block): string {
  return (field(block, "OZ")?.value ?? "").trimEnd();
}

/**
 * Stray text inside an item or section (and its description blocks) is reported while the blocks are split, before
 * any OZ is known: the warning gets the OZ of the entry it stands in here. Nested entries name their own.
 */
function nameStrayText(block: Block, oz: string): void {
  for (const issue of block.strayText ?? []) issue.path ??= oz;
  for (const child of block.children) {
    const name = child.name.toLowerCase();
    if (name !== "position" && name !== "lvbereich" && name !== "hinweis") nameStrayText(child, oz);
  }
}

export class BoqReader {
  private breakdown: BreakdownLevel[] = [];
  private readonly unknownKinds = new UnknownKinds();
  private readonly kinds = new ItemKinds(this.unknownKinds);

  constructor(private readonly issues: Issue[]) {}

  read(lv: Block): Boq {
    const infoBlock = childBlock(lv, "LVInfo");
    this.breakdown = readBreakdown(infoBlock);
    const labels = [1, 2, 3, 4, 5, 6].map((n) => value(infoBlock, `BezEPAnteil${n}`));
    // No labels is no list, as the XML reader has it for a BoQ without LblUPComp: twins give the same model.
    const info: BoqInfo = {
      breakdown: this.breakdown,
      priceComponentLabels: labels.some((label) => label !== undefined) ? labels : [],
    };
    const name = value(infoBlock, "Name");
    const label = value(infoBlock, "Bez");
    const date = isoDate(value(infoBlock, "Datum"));
    if (name) info.name = name;
    if (label) info.label = label;
    if (date) info.date = date;
    const totals = this.totals(infoBlock);
    if (totals) info.totals = totals;
    const body = this.entries(lv, []);
    this.unknownKinds.report(this.issues);
    return { info, body };
  }

  private entries(parent: Block, categories: string[]): Entry[] {
    const entries: Entry[] = [];
    for (const block of parent.children) {
      const name = block.name.toLowerCase();
      if (name === "lvbereich") entries.push(this.section(block, categories));
      else if (name === "position") entries.push(this.item(block));
      else if (name === "hinweis") entries.push(this.remark(block));
    }
    return entries;
  }

  private decimal(f: Field | undefined, path?: string): Decimal | undefined {
    if (!f || f.value.trim() === "") return undefined;
    const parsed = parseLocaleDecimal(f.value);
    if (!parsed)
      this.issues.push({
        code: "number_invalid",
        severity: "warning",
        line: f.line,
        column: f.column,
        ...(path ? { path } : {}),
        params: { element: f.key, value: f.value.trim().slice(0, 40) },
      });
    return parsed;
  }

  private totals(block: Block | undefined, path?: string): Totals | undefined {
    const totals: Totals = {};
    let found = false;
    for (const [key, name] of TOTAL_KEYS) {
      const parsed = this.decimal(field(block, name), path);
      if (parsed) {
        totals[key] = parsed;
        found = true;
      }
    }
    return found ? totals : undefined;
  }

  private section(block: Block, parentParts: string[]): Section {
    const raw = value(block, "OZ") ?? "";
    const parts = splitOz(ozField(block), this.breakdown, false);
    // Levels are counted from the nesting, so a section that writes only its own part still lands right.
    const categories =
      parts.categories.length > parentParts.length ? parts.categories : [...parentParts, raw.trim()];
    const oz = composeSplitOz(this.breakdown, { categories, item: "" }, false);
    const levels = this.breakdown.filter((l) => l.type === "Lot" || l.type === "BoQLevel");
    const section: Section = {
      kind: "section",
      level: levels[categories.length - 1]?.type === "Lot" ? "lot" : "section",
      rNoPart: categoryPart(this.breakdown, categories.length - 1, categories[categories.length - 1] ?? ""),
      oz,
      title: renderPlain(readText(value(block, "BezTx") ?? value(block, "Bez") ?? ""), PLAIN_LABELS),
      notApplicable: isYes(value(block, "Entfaellt")),
      children: this.entries(block, categories),
      location: { line: block.line, column: block.column },
    };
    const totals = this.totals(block, oz);
    if (totals) section.totals = totals;
    nameStrayText(block, oz);
    sectionAlternative(block, section);
    return section;
  }

  private item(block: Block): Item {
    const parts = splitOz(ozField(block), this.breakdown, true);
    const oz = composeSplitOz(this.breakdown, parts, true);
    const item = newItem(oz, parts, { line: block.line, column: block.column }, this.breakdown);
    const description = childBlock(block, "Beschreibung");
    item.shortText = renderPlain(readText(value(description, "Kurztext") ?? ""), PLAIN_LABELS);
    item.longText = readText(field(description, "Langtext")?.value ?? "");
    const quantity = this.decimal(field(block, "Menge"), oz);
    const unitPrice = this.decimal(field(block, "EP"), oz);
    const total = this.decimal(field(block, "GB"), oz);
    const unit = value(block, "ME");
    if (quantity) item.quantity = quantity;
    if (unit) item.unit = unit;
    if (unitPrice) item.unitPrice = unitPrice;
    if (total) item.total = total;
    const components: Item["priceComponents"] = [];
    for (let n = 1; n <= 6; n++) components.push(this.decimal(field(block, `EPAnteil${n}`), oz));
    if (components.some((component) => component !== undefined)) item.priceComponents = components;
    this.kinds.read(block, item);
    nameStrayText(block, oz);
    return item;
  }

  private remark(block: Block): TextEntry {
    const description = childBlock(block, "Beschreibung");
    const longText = readText(field(description, "Langtext")?.value ?? "");
    const shortText = renderPlain(readText(value(description, "Kurztext") ?? ""), PLAIN_LABELS);
    return {
      kind: "remark",
      location: { line: block.line, column: block.column },
      shortText: shortText || (renderPlain(longText, PLAIN_LABELS).split("\n")[0] ?? ""),
      longText,
    };
  }
}

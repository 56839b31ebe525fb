import type { Decimal } from "../decimal.js";
import type { Issue } from "../issues.js";
import { newItem, parseImpliedDecimal, UnknownKinds } from "../legacy.js";
import type { Boq, Entry, Item, Section, TextEntry, Totals } from "../model.js";
import { categoryPart, composeOz } from "../oz.js";
import { ownText } from "../text/own.js";
import { PLAIN_LABELS, renderPlain } from "../text/plain.js";
import { flowText, type Line90, lineText, markedLine } from "./complements.js";
import { ItemKinds90, referenceTarget, sectionAlternative } from "./kinds.js";
import { wrapWidth } from "./line-flow.js";
import { type MaskLevel, maskBreakdown, ozParts } from "./mask.js";
import { columns, type Record90 } from "./records.js";

/**
 * Records the reader knowingly passes by: comments (70, T0–T9), address and lot lines it has no field for, and the
 * text-system line of an execution description (42).
 */
const IGNORED_TYPES = new Set(["04", "05", "07", "09", "10", "33", "42", "70"]);

/** `~B~`, `~K~`, `~U~` (bold, italic, underline on/off) and similar codes: emphasis, which the model leaves out. */
const FORMAT_CODES = /~[A-Z]~/g;

type TextTarget = Item | TextEntry;

export interface Gaeb90Header {
  phase?: string;
  phaseRecord?: Record90;
  boqLabel?: string;
  boqDate?: string;
  projectLabel?: string;
  ownerName?: string;
  currency?: string;
  currencyLabel?: string;
  priceComponentLabels: Array<string | undefined>;
  declaredItems?: number;
  declaredItemsRecord?: Record90;
}

/** "31.03.26" → "2026-03-31"; two-digit years before 80 are this century, as in every GAEB 90 program. */
function isoDate(text: string): string | undefined {
  const match = /^(\d\d)\.(\d\d)\.(\d\d)$/.exec(text.trim());
  if (!match) return text.trim() || undefined;
  const year = Number(match[3]);
  return `${year < 80 ? 2000 + year : 1900 + year}-${match[2]}-${match[1]}`;
}

export class Gaeb90Reader {
  readonly header: Gaeb90Header = { priceComponentLabels: [] };
  readonly boq: Boq;
  itemCount = 0;
  private readonly sections: Section[] = [];
  private readonly byOz = new Map<string, Section>();
  private target: TextTarget | undefined;
  /** Long-text lines by the entry they belong to, in file order. */
  private readonly lines = new Map<TextTarget, Line90[]>();
  private lastItem: Item | undefined;
  private readonly unknownKinds = new UnknownKinds();
  private readonly kinds = new ItemKinds90(this.unknownKinds);
  private readonly remarks: TextEntry[] = [];
  private readonly unknown = new Map<string, { count: number; line: number }>();

  constructor(
    private readonly mask: readonly MaskLevel[],
    private readonly issues: Issue[],
  ) {
    this.boq = { info: { breakdown: maskBreakdown(mask), priceComponentLabels: [] }, body: [] };
  }

  private number(
    record: Record90,
    from: number,
    to: number,
    decimals: number,
    oz?: string,
  ): Decimal | undefined {
    const text = columns(record, from, to);
    if (text.trim() === "") return undefined;
    const parsed = parseImpliedDecimal(text, decimals);
    if (!parsed)
      this.issues.push({
        code: "number_invalid",
        severity: "warning",
        line: record.line,
        column: from,
        ...(oz ? { path: oz } : {}),
        params: { element: `${record.type}/${from}-${to}`, value: text.trim().slice(0, 40) },
      });
    return parsed;
  }

  private add(entry: Entry): void {
    const parent = this.sections[this.sections.length - 1];
    (parent ? parent.children : this.boq.body).push(entry);
  }

  private itemOz(record: Record90) {
    const parts = ozParts(this.mask, columns(record, 3, 11));
    return { parts, oz: composeOz(this.boq.info.breakdown, parts.categories, parts.item, parts.index) };
  }

  private itemOzOf(field: string): string {
    const parts = ozParts(this.mask, field);
    return composeOz(this.boq.info.breakdown, parts.categories, parts.item, parts.index);
  }

  read(record: Record90): void {
    const text = (from: number, to: number) => columns(record, from, to).trimEnd();
    // A text the model keeps directly, as a string of its own: a view into the record would keep the whole file
    // alive. Long-text lines are made their own once a paragraph is joined (`flowLines`), titles when stored.
    const kept = (from: number, to: number) => ownText(text(from, to).trim());
    switch (record.type) {
      case "01":
        this.header.boqLabel = kept(3, 42);
        {
          const date = isoDate(text(43, 50));
          if (date) this.header.boqDate = date;
        }
        return;
      case "02":
        this.header.projectLabel = kept(3, 74);
        return;
      case "03":
        this.header.ownerName = kept(3, 74);
        return;
      case "06":
        // Up to six labels of 14 columns each after the count in column 3.
        for (let n = 0; n < 5; n++)
          this.header.priceComponentLabels[n] = kept(4 + 14 * n, 17 + 14 * n) || undefined;
        return;
      case "08":
        this.header.currency = kept(3, 8);
        this.header.currencyLabel = kept(9, 74);
        return;
      case "11":
        this.openSection(record);
        return;
      case "12":
        this.appendTitle(text(3, 74).trim());
        return;
      case "20":
        this.target = {
          kind: "remark",
          location: { line: record.line, column: 1 },
          shortText: "",
          longText: [],
        };
        this.remarks.push(this.target);
        this.add(this.target);
        return;
      case "21":
        this.item(record);
        return;
      case "23":
        this.prices(record);
        return;
      case "25":
        this.shortText(text(3, 74));
        return;
      case "28":
        if (this.lastItem) {
          const target = columns(record, 58, 66);
          referenceTarget(record, this.lastItem, target.trim() ? this.itemOzOf(target) : undefined);
        }
        return;
      case "41":
        this.executionDescription(record);
        return;
      case "26":
        this.longText(columns(record, 3, 5), text(6, 74), text(3, 74));
        return;
      case "31":
        this.closeSection(record);
        return;
      case "32":
        this.sectionTotal(record);
        return;
      case "99":
        this.end(record);
        return;
    }
    if (IGNORED_TYPES.has(record.type) || /^T\d$/.test(record.type)) return;
    const seen = this.unknown.get(record.type);
    if (seen) seen.count++;
    else this.unknown.set(record.type, { count: 1, line: record.line });
  }

  private openSection(record: Record90): void {
    const { categories } = ozParts(this.mask, columns(record, 3, 11));
    const depth = Math.max(categories.length, 1);
    while (this.sections.length >= depth) this.sections.pop();
    const oz = composeOz(this.boq.info.breakdown, categories);
    const section: Section = {
      kind: "section",
      level: "section",
      rNoPart: categoryPart(
        this.boq.info.breakdown,
        categories.length - 1,
        categories[categories.length - 1] ?? "",
      ),
      oz,
      title: "",
      notApplicable: false,
      children: [],
      location: { line: record.line, column: 1 },
    };
    sectionAlternative(record, section, this.kinds);
    this.add(section);
    this.sections.push(section);
    this.byOz.set(oz, section);
    this.target = undefined;
  }

  private appendTitle(text: string): void {
    const section = this.sections[this.sections.length - 1];
    if (section) section.title = ownText(section.title ? `${section.title} ${text}` : text);
  }

  private closeSection(record: Record90): void {
    const oz = composeOz(this.boq.info.breakdown, ozParts(this.mask, columns(record, 3, 11)).categories);
    const index = this.sections.findIndex((s) => s.oz === oz);
    if (index >= 0) this.sections.length = index;
    this.target = undefined;
  }

  private sectionTotal(record: Record90): void {
    const oz = composeOz(this.boq.info.breakdown, ozParts(this.mask, columns(record, 3, 11)).categories);
    const total = this.number(record, 13, 24, 2, oz);
    const section = this.byOz.get(oz);
    if (section && total) section.totals = { ...section.totals, total };
  }

  private item(record: Record90): void {
    const { parts, oz } = this.itemOz(record);
    const item = newItem(oz, parts, { line: record.line, column: 3 }, this.boq.info.breakdown);
    const quantity = this.number(record, 24, 34, 3, oz);
    const unit = columns(record, 35, 38).trim();
    if (quantity) item.quantity = quantity;
    if (unit) item.unit = unit;
    this.kinds.read(record, item);
    this.add(item);
    this.target = item;
    this.lastItem = item;
    this.itemCount++;
  }

  /** Record 41 opens an execution description (Ausführungsbeschreibung): its number and label; texts follow. */
  private executionDescription(record: Record90): void {
    this.target = {
      kind: "executionDescription",
      location: { line: record.line, column: 1 },
      number: columns(record, 3, 6).trim(),
      shortText: ownText(columns(record, 7, 61).trim()),
      longText: [],
    };
    this.add(this.target);
  }

  /** Record 23: unit price (2 implied decimals) and total of the item just read, or of an item of its own (D84). */
  private prices(record: Record90): void {
    const { parts, oz } = this.itemOz(record);
    let item = this.lastItem;
    if (!item || item.oz !== oz) {
      item = newItem(oz, parts, { line: record.line, column: 3 }, this.boq.info.breakdown);
      this.add(item);
      this.lastItem = item;
      this.itemCount++;
    }
    const unitPrice = this.number(record, 12, 22, 2, oz);
    const total = this.number(record, 23, 36, 2, oz);
    if (unitPrice) item.unitPrice = unitPrice;
    if (total) item.total = total;
  }

  private shortText(text: string): void {
    const target = this.target;
    if (!target) return;
    const clean = text.replace(FORMAT_CODES, "").trim();
    target.shortText = ownText(target.shortText ? `${target.shortText} ${clean}` : clean);
  }

  /** Each record is one printed line, kept until the end, when the file's wrap width is known (`line-flow.ts`). */
  private longText(mark: string, marked: string, text: string): void {
    const target = this.target;
    if (!target) return;
    const clean =
      markedLine(mark, marked.replace(FORMAT_CODES, "")) ??
      text.replace(FORMAT_CODES, "").replace(/^ {1,3}/, "");
    const lines = this.lines.get(target);
    if (lines) lines.push(clean);
    else this.lines.set(target, [clean]);
  }

  private end(record: Record90): void {
    const totals: Totals = {};
    const total = this.number(record, 3, 14, 2);
    const vat = this.number(record, 22, 25, 2);
    const gross = this.number(record, 26, 37, 2);
    if (total) totals.total = total;
    if (vat) totals.vatPercent = vat;
    if (gross) totals.gross = gross;
    if (total || vat || gross) this.boq.info.totals = totals;
    const count = columns(record, 70, 74).trim();
    if (/^\d{1,5}$/.test(count)) {
      this.header.declaredItems = Number(count);
      this.header.declaredItemsRecord = record;
    }
  }

  /** After the last record: the item count check and one warning per unknown record type. */
  finish(): void {
    const width = wrapWidth([...this.lines.values()].map((lines) => lines.map(lineText)));
    for (const [target, lines] of this.lines) target.longText = flowText(lines, width);
    // A remark without short text (record 25) is named by its first printed line, as the XML reader names one by
    // its first line; not by the paragraph that line flowed into, which can be a whole page.
    for (const remark of this.remarks)
      if (!remark.shortText)
        remark.shortText = ownText(
          this.lines
            .get(remark)
            ?.map(lineText)
            .find((line) => line.trim() !== "")
            ?.trim() ??
            renderPlain(remark.longText, PLAIN_LABELS).split("\n")[0] ??
            "",
        );
    const { declaredItems, declaredItemsRecord } = this.header;
    if (declaredItems !== undefined && declaredItems !== this.itemCount)
      this.issues.push({
        code: "item_count_mismatch",
        severity: "warning",
        line: declaredItemsRecord?.line ?? 0,
        column: 70,
        params: { declared: declaredItems, read: this.itemCount },
      });
    this.unknownKinds.report(this.issues);
    for (const [type, { count, line }] of this.unknown)
      this.issues.push({
        code: "gaeb90_record_unknown",
        severity: "warning",
        line,
        column: 1,
        params: { type, count },
      });
  }
}

import ExcelJS from "exceljs";
import { type Entry, readGaeb } from "gaeb2xlsx";

function* entries(list: readonly Entry[]): Generator<Entry> {
  for (const entry of list) {
    yield entry;
    if (entry.kind === "section") yield* entries(entry.children);
  }
}

export interface RequestItem {
  oz: string;
  kind: "item" | "markupItem";
  /** The request demands this item's breakdown (`UPBkdn`). */
  demanded: boolean;
}

/** The request's items and markup items in document order. */
export function itemsOf(name: string, bytes: Uint8Array): RequestItem[] {
  const read = readGaeb({ name, bytes });
  if (!read.ok) throw new Error(`${name} does not read: ${JSON.stringify(read.issues)}`);
  const items: RequestItem[] = [];
  for (const entry of entries(read.value.boq?.body ?? []))
    if (entry.kind === "item" || entry.kind === "markupItem")
      items.push({
        oz: entry.oz,
        kind: entry.kind,
        demanded: entry.kind === "item" && entry.breakdownDemanded === true,
      });
  return items;
}

/** A markup item's rate in per cent, typed into its price cell as a bidder would. */
const MARKUP_RATE = 4.5;

/** What a bidder types for one item: each component (undefined leaves it empty), the time, and the unit price. */
export interface TypedBreakdown {
  components: Array<number | undefined>;
  time?: number;
  unitPrice: number;
}

/**
 * The converter's workbook as a bidder sends it back with his price breakdown: components, time and unit price typed
 * into the offer form's columns with exceljs (the unit price as a figure, as Excel would save a typed-over sum), the
 * bidder's name above the table. Returns the workbook and the titles of the component columns it found.
 */
export async function brokenDownWorkbook(
  xlsx: Uint8Array,
  items: readonly RequestItem[],
  typed: (oz: string, index: number) => TypedBreakdown,
  bidder: string,
): Promise<{ bytes: Uint8Array; componentTitles: string[]; timeTitle: string | undefined }> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  const sheet = workbook.worksheets.find((candidate) => candidate.state === "visible");
  if (!sheet) throw new Error("the workbook has no visible sheet");
  let header = 0;
  let ozColumn = 0;
  let priceColumn = 0;
  let timeColumn = 0;
  const componentColumns: Array<{ column: number; title: string }> = [];
  sheet.eachRow((row, number) => {
    if (header) return;
    row.eachCell((cell, column) => {
      const title = typeof cell.value === "string" ? cell.value : "";
      if (title === "OZ") ozColumn = column;
      if (title === "EP") priceColumn = column;
      if (title.startsWith("EP-Anteil")) componentColumns.push({ column, title });
      if (title.startsWith("Zeitansatz")) timeColumn = column;
    });
    if (ozColumn && priceColumn) header = number;
    else componentColumns.length = 0;
  });
  if (!header) throw new Error("no header row with OZ and EP");
  const index = new Map(items.map((item, i) => [item.oz, i]));
  const seen = new Set<string>();
  let bidderTyped = false;
  sheet.eachRow((row, number) => {
    if (row.getCell(1).value === "Bieter (Name)") {
      row.getCell(3).value = bidder;
      bidderTyped = true;
    }
    const oz = row.getCell(ozColumn).value;
    // An item's long text continues in rows that repeat its OZ; its figures go into its first row only.
    if (number <= header || typeof oz !== "string" || seen.has(oz)) return;
    seen.add(oz);
    const at = index.get(oz);
    if (at === undefined) return;
    if (items[at]?.kind === "markupItem") {
      row.getCell(priceColumn).value = MARKUP_RATE;
      return;
    }
    const figures = typed(oz, at);
    componentColumns.forEach(({ column }, n) => {
      const value = figures.components[n];
      row.getCell(column).value = value === undefined ? null : value;
    });
    if (timeColumn && figures.time !== undefined) row.getCell(timeColumn).value = figures.time;
    row.getCell(priceColumn).value = figures.unitPrice;
  });
  if (!bidderTyped) throw new Error("no 'Bieter (Name)' field above the table");
  return {
    bytes: new Uint8Array(await workbook.xlsx.writeBuffer()),
    componentTitles: componentColumns.map(({ title }) => title),
    timeTitle: timeColumn ? String(sheet.getRow(header).getCell(timeColumn).value) : undefined,
  };
}

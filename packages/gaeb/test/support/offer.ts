import ExcelJS from "exceljs";
import { readGaeb } from "../../src/convert.js";
import type { Entry, GaebDocument, Item, MarkupItem, Section } from "../../src/model.js";
import { bidderComplements } from "../../src/offer/complements.js";

export function* entries(list: readonly Entry[]): Generator<Entry> {
  for (const entry of list) {
    yield entry;
    if (entry.kind === "section") yield* entries(entry.children);
  }
}

export function readDocument(name: string, bytes: Uint8Array): GaebDocument {
  const read = readGaeb({ name, bytes });
  if (!read.ok) throw new Error(`${name}: ${JSON.stringify(read.issues)}`);
  return read.value;
}

export function itemsByOz(document: GaebDocument): Map<string, Item | MarkupItem> {
  const map = new Map<string, Item | MarkupItem>();
  for (const entry of entries(document.boq?.body ?? []))
    if (entry.kind === "item" || entry.kind === "markupItem") map.set(entry.oz, entry);
  return map;
}

export function sectionsByOz(document: GaebDocument): Map<string, Section> {
  const map = new Map<string, Section>();
  for (const entry of entries(document.boq?.body ?? []))
    if (entry.kind === "section") map.set(entry.oz, entry);
  return map;
}

/**
 * Types values into the first sheet with a spreadsheet library (exceljs), as a bidder's program would: finds the
 * header row and the columns by their titles and each row by its OZ, then saves the workbook. `value` is asked for
 * every row with an OZ and every column title; continued long-text rows are left alone.
 */
export async function fillWithExcelJs(
  xlsx: Uint8Array,
  value: (oz: string, column: string) => number | string | undefined,
): Promise<Uint8Array> {
  return editWithExcelJs(xlsx, (sheet) => typeInto(sheet, value));
}

/** Opens the workbook with exceljs, lets `edit` change its first sheet as a person would, and saves it. */
export async function editWithExcelJs(
  xlsx: Uint8Array,
  edit: (sheet: ExcelJS.Worksheet) => void,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error("no sheet");
  edit(sheet);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Types prices into the named sheet (of a workbook made from several files), as a bidder would in Excel. */
export async function fillSheetWithExcelJs(
  xlsx: Uint8Array,
  sheetName: string,
  value: (oz: string, column: string) => number | string | undefined,
): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet(sheetName);
  if (!sheet) throw new Error(`no sheet ${sheetName}`);
  typeInto(sheet, value);
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** The row number of an OZ in a sheet opened with exceljs. */
export function rowOf(sheet: ExcelJS.Worksheet, oz: string): number {
  let found = 0;
  sheet.eachRow((row, number) => {
    if (!found && row.getCell(1).value === oz) found = number;
  });
  return found;
}

function typeInto(
  sheet: ExcelJS.Worksheet,
  value: (oz: string, column: string) => number | string | undefined,
) {
  let header = 0;
  const titles = new Map<number, string>();
  sheet.eachRow((row, number) => {
    if (header || !["OZ", "Item no."].includes(String(row.getCell(1).value))) return;
    header = number;
    row.eachCell((cell, col) => {
      titles.set(col, String(cell.value));
    });
  });
  if (!header) throw new Error("no header row");
  sheet.eachRow((row, number) => {
    if (number <= header) return;
    const oz = row.getCell(1).value;
    const kind = String(row.getCell(2).value ?? "");
    if (typeof oz !== "string" || kind === "Fortsetzung Langtext" || kind === "Long text (continued)") return;
    for (const [col, title] of titles) {
      const typed = value(oz, title);
      if (typed !== undefined) row.getCell(col).value = typed;
    }
  });
}

/** What a bidder types to give the prices, discounts and free quantities of an offer read by our reader. */
export function offerInputs(
  offer: GaebDocument,
  request: GaebDocument,
): (oz: string, column: string) => number | string | undefined {
  const items = itemsByOz(offer);
  const sections = sectionsByOz(offer);
  // An X84 does not label the price components; its request does.
  const labels = request.boq?.info.priceComponentLabels ?? [];
  const requested = itemsByOz(request);
  return (oz, column) => {
    const entry = items.get(oz);
    if (column === "Bieterangaben") {
      const blanks = requested.get(oz);
      return blanks?.kind === "item" && entry?.kind === "item" ? complementLines(blanks, entry) : undefined;
    }
    const section = sections.get(oz);
    const number = (value: { toNumber(): number } | undefined) => value?.toNumber();
    // A rate as a person types it into the form's rate cell: whole percent as the number ("10"), less than one
    // percent with its sign ("0,5 %"), which the program stores as the share (0.005).
    const rate = (value: { toNumber(): number } | undefined) => {
      const percent = number(value);
      return percent === undefined || percent >= 1 ? percent : percent / 100;
    };
    // A markup's rate goes into the EP cell of its row.
    if (entry?.kind === "markupItem") return column === "EP" ? rate(entry.markupPercent) : undefined;
    if (entry?.kind === "item") {
      if (column === "EP") return number(entry.unitPrice);
      if (column === "Nachlass %") return rate(entry.discountPercent);
      // Only free quantities are the bidder's; others the request states.
      if (column === "Menge" && entry.quantity) return number(entry.quantity);
      const component = /^EP-Anteil (.+)$/.exec(column)?.[1];
      if (component) {
        const n = labels.indexOf(component);
        return number(entry.priceComponents[n >= 0 ? n : Number(component) - 1]);
      }
    }
    if (section?.totals) {
      const t = section.totals;
      if (column === "Nachlass %") return rate(t.discountPercent);
      if (column === "Nachlassbetrag") return number(t.discountAmount);
      if (column === "Pauschalsumme") return number(t.lumpSum);
    }
    return undefined;
  };
}

/** The words of an entry, without the quotes GAEB programs put around it. */
export const entryText = (body: string) => body.replace(/'/g, "").replace(/\s+/g, " ").trim();

/**
 * The bidder-text cell as a bidder leaves it after filling in the offer's entries: each blank's line of our sheet
 * ("32: caption …") with the "…" replaced by the offer's entry for that blank; undefined when he entered nothing.
 */
export function complementLines(request: Item, offer: Item): string | undefined {
  const entered = new Map(
    bidderComplements(offer).flatMap((c) =>
      c.label && entryText(c.body) ? [[c.label, entryText(c.body)]] : [],
    ),
  );
  if (entered.size === 0) return undefined;
  return bidderComplements(request)
    .map((c) =>
      `${c.label ? `${c.label}: ` : ""}${c.caption.trim()} ${(c.label && entered.get(c.label)) || "…"}`.trim(),
    )
    .join("\n");
}

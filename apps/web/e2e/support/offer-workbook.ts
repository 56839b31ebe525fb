import ExcelJS from "exceljs";
import { convertToXlsx, type Entry, readGaeb } from "gaeb2xlsx";

function* entries(list: readonly Entry[]): Generator<Entry> {
  for (const entry of list) {
    yield entry;
    if (entry.kind === "section") yield* entries(entry.children);
  }
}

/** The item numbers (OZ) of a request's items and markup items, in document order. */
export function pricedEntries(name: string, bytes: Uint8Array): Map<string, "item" | "markupItem"> {
  const read = readGaeb({ name, bytes });
  if (!read.ok) throw new Error(`${name} does not read: ${JSON.stringify(read.issues)}`);
  const found = new Map<string, "item" | "markupItem">();
  for (const entry of entries(read.value.boq?.body ?? []))
    if (entry.kind === "item" || entry.kind === "markupItem") found.set(entry.oz, entry.kind);
  return found;
}

/** A markup item's rate in per cent: it goes into the price column of its row, as a bidder would type it. */
const MARKUP_RATE = 4.5;

/**
 * A workbook as a bidder sends it back: the request converted by the core, then unit prices typed into the "EP"
 * column with a spreadsheet library (exceljs), the way Excel or LibreOffice would save them. `priceOf` prices the
 * items (undefined leaves one empty); every markup item gets the same rate. `typedBidder` goes where the sheet asks
 * for the bidder's name, above the table (label in column A, the input cell in column C).
 */
export async function pricedWorkbook(
  name: string,
  request: Uint8Array,
  priceOf: (oz: string, index: number) => number | undefined,
  typedBidder?: string,
): Promise<Uint8Array> {
  const converted = convertToXlsx([{ name, bytes: request }], { lang: "de" });
  if (!converted.ok) throw new Error(`${name} does not convert: ${JSON.stringify(converted.issues)}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(converted.xlsx as unknown as ArrayBuffer);
  const sheet = workbook.worksheets.find((candidate) => candidate.state === "visible");
  if (!sheet) throw new Error("the workbook has no visible sheet");
  priceSheet(sheet, name, request, priceOf);
  if (typedBidder !== undefined) {
    let typed = false;
    sheet.eachRow((row) => {
      if (row.getCell(1).value === "Bieter (Name)") {
        row.getCell(3).value = typedBidder;
        typed = true;
      }
    });
    if (!typed) throw new Error("no 'Bieter (Name)' field above the table");
  }
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

/** Types the prices into one LV sheet made from `request`, as a bidder would (see `pricedWorkbook`). */
function priceSheet(
  sheet: ExcelJS.Worksheet,
  name: string,
  request: Uint8Array,
  priceOf: (oz: string, index: number) => number | undefined,
): void {
  const kinds = pricedEntries(name, request);
  const items = new Map([...kinds.keys()].map((oz, index) => [oz, index]));
  let header = 0;
  let ozColumn = 0;
  let priceColumn = 0;
  sheet.eachRow((row, number) => {
    if (header) return;
    row.eachCell((cell, column) => {
      if (cell.value === "OZ") ozColumn = column;
      if (cell.value === "EP") priceColumn = column;
    });
    if (ozColumn && priceColumn) header = number;
  });
  if (!header) throw new Error("no header row with OZ and EP");
  const seen = new Set<string>();
  sheet.eachRow((row, number) => {
    const oz = row.getCell(ozColumn).value;
    // An item's long text continues in rows that repeat its OZ; the price goes into its first row only.
    if (number <= header || typeof oz !== "string" || seen.has(oz)) return;
    seen.add(oz);
    const index = items.get(oz);
    const price =
      index === undefined ? undefined : kinds.get(oz) === "markupItem" ? MARKUP_RATE : priceOf(oz, index);
    if (price !== undefined) row.getCell(priceColumn).value = price;
  });
}

/** Several requests converted together into one workbook, each of its sheets priced by `priceOf`. */
export async function pricedWorkbookOf(
  requests: ReadonlyArray<{ name: string; bytes: Uint8Array }>,
  priceOf: (oz: string, index: number) => number | undefined,
): Promise<Uint8Array> {
  const converted = convertToXlsx([...requests], { lang: "de" });
  if (!converted.ok) throw new Error(`the requests do not convert: ${JSON.stringify(converted.issues)}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(converted.xlsx as unknown as ArrayBuffer);
  // A request that names price components also gets Formblatt 223's sheet after its price sheet: not one to price.
  const visible = workbook.worksheets.filter(
    (candidate) =>
      candidate.state === "visible" &&
      !/\((Formblatt|Form) 223\)$/.test(String(candidate.getCell("A1").value)),
  );
  if (visible.length !== requests.length) throw new Error("not one price sheet per request");
  visible.forEach((sheet, i) => {
    const request = requests[i];
    if (request) priceSheet(sheet, request.name, request.bytes, priceOf);
  });
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}

import ExcelJS from "exceljs";
import { type Entry, type Item, readGaeb } from "gaeb2xlsx";
import { editWithLibreOffice, type Step } from "../../../../packages/gaeb/test/support/libreoffice-macro";

function* items(list: readonly Entry[]): Generator<Item> {
  for (const entry of list) {
    if (entry.kind === "item") yield entry;
    if (entry.kind === "section") yield* items(entry.children);
  }
}

/** The item numbers of a contract's plainly billable items (priced, with a quantity, no alternative or provisional). */
export function billableItems(name: string, bytes: Uint8Array): string[] {
  const read = readGaeb({ name, bytes });
  if (!read.ok) throw new Error(`${name} does not read: ${JSON.stringify(read.issues)}`);
  return [...items(read.value.boq?.body ?? [])]
    .filter(
      (item) =>
        item.unitPrice &&
        item.quantity &&
        !item.flags.alternative &&
        !item.flags.provisional &&
        !item.flags.notApplicable,
    )
    .map((item) => item.oz);
}

/** The row of each text in column A of a sheet (labels of the title block, item numbers), the first one kept. */
async function rowsByFirstCell(xlsx: Uint8Array, sheetName: string): Promise<Map<string, number>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx as unknown as ArrayBuffer);
  const sheet = book.getWorksheet(sheetName);
  if (!sheet) throw new Error(`the workbook has no sheet “${sheetName}”`);
  const rows = new Map<string, number>();
  sheet.eachRow((row, number) => {
    const text = row.getCell(1).text.trim();
    if (text && !rows.has(text)) rows.set(text, number);
  });
  return rows;
}

/** What a site manager types into the German billing workbook of the first invoice. */
export interface FirstInvoice {
  number: string;
  /** Dates as typed in German Calc (dd.mm.yyyy). */
  start: string;
  end: string;
  /** Measurement lines: item number, location, description, count, length, width (numbers as typed, "" for none). */
  lines: ReadonlyArray<readonly [string, string, string, string, string, string]>;
  /** Quantities to date typed on the billing sheet for items without measurement lines. */
  typed: ReadonlyArray<readonly [string, string]>;
}

/** The first row of the "Aufmaß" sheet's lines, below its title, hint and column heads. */
const FIRST_LINE_ROW = 4;

/**
 * The billing workbook filled in LibreOffice Calc (German profile) as a person would: the invoice's title block, the
 * measurement lines and typed quantities; Calc recalculates and saves it as xlsx with its own filter.
 */
export async function fillFirstInvoice(
  soffice: string,
  xlsx: Uint8Array,
  invoice: FirstInvoice,
): Promise<Uint8Array> {
  const title = await rowsByFirstCell(xlsx, "Rechnung");
  const billing = await rowsByFirstCell(xlsx, "Abrechnung");
  const at = (label: string) => {
    const row = title.get(label);
    if (row === undefined) throw new Error(`no “${label}” in the invoice's title block`);
    return `B${row}`;
  };
  const steps: Step[] = [
    { type: "sheet", name: "Rechnung" },
    { type: "text", cell: at("Rechnungsnummer"), value: invoice.number },
    { type: "typed", cell: at("Rechnungsdatum"), value: invoice.end },
    { type: "text", cell: at("Rechnungsart"), value: "Abschlagsrechnung" },
    { type: "typed", cell: at("Leistung vom"), value: invoice.start },
    { type: "typed", cell: at("Leistung bis"), value: invoice.end },
    { type: "text", cell: at("Steuernummer oder USt-IdNr. des Auftragnehmers"), value: "DE123456789" },
    { type: "number", cell: at("Sicherheitseinbehalt"), value: "5" },
    { type: "text", cell: at("Auftragnehmer"), value: "Musterbau GmbH, Baustraße 1, 12345 Musterstadt" },
    { type: "sheet", name: "Aufmaß" },
  ];
  invoice.lines.forEach(([oz, location, description, count, length, width], index) => {
    const row = FIRST_LINE_ROW + index;
    steps.push(
      { type: "text", cell: `A${row}`, value: oz },
      { type: "text", cell: `B${row}`, value: location },
    );
    if (description) steps.push({ type: "text", cell: `C${row}`, value: description });
    if (count) steps.push({ type: "number", cell: `D${row}`, value: count });
    if (length) steps.push({ type: "number", cell: `E${row}`, value: length });
    if (width) steps.push({ type: "number", cell: `F${row}`, value: width });
  });
  steps.push({ type: "sheet", name: "Abrechnung" });
  for (const [oz, quantity] of invoice.typed) {
    const row = billing.get(oz);
    if (row === undefined) throw new Error(`item ${oz} is not on the billing sheet`);
    steps.push({ type: "number", cell: `I${row}`, value: quantity });
  }
  const [filled] = editWithLibreOffice(soffice, [{ xlsx, steps }], "de-DE");
  if (!filled) throw new Error("LibreOffice saved nothing");
  return filled;
}

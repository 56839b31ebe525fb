// Workbooks beyond the import's bounds, for the benchmark and the tests: an LV sheet of a million rows and one
// with a single cell of megabytes of text, each written as plain SpreadsheetML parts the way a generator would.
import { strToU8 } from "fflate";
import { packed, zip } from "./generate-bomb.mjs";

const MAIN = "http://schemas.openxmlformats.org/spreadsheetml/2006/main";
const RELATIONS = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";
const SHEET_TYPE = `${RELATIONS}/worksheet`;

/** Text as it may stand in an XML element. */
export const escapeText = (text) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * An xlsx of the given parts: each sheet `{ name, xml }` (its whole part, or only what goes into `sheetData`
 * when `rows` is given instead), the shared strings as a list, and any further parts by name.
 * @param {{ sheets: Array<{ name: string, xml?: string | Uint8Array, rows?: string }>, strings?: string[], parts?: Record<string, string | Uint8Array> }} book
 */
export function rawWorkbook({ sheets, strings, parts = {} }) {
  const entries = {
    "[Content_Types].xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>${sheets.map((_, i) => `<Override PartName="/xl/worksheets/sheet${i + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`).join("")}${strings ? '<Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>' : ""}</Types>`,
    "_rels/.rels": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${RELATIONS}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    "xl/workbook.xml": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<workbook xmlns="${MAIN}" xmlns:r="${RELATIONS}"><sheets>${sheets.map((sheet, i) => `<sheet name="${escapeText(sheet.name)}" sheetId="${i + 1}" r:id="rId${i + 1}"/>`).join("")}</sheets></workbook>`,
    "xl/_rels/workbook.xml.rels": `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${sheets.map((_, i) => `<Relationship Id="rId${i + 1}" Type="${SHEET_TYPE}" Target="worksheets/sheet${i + 1}.xml"/>`).join("")}${strings ? `<Relationship Id="rId${sheets.length + 1}" Type="${RELATIONS}/sharedStrings" Target="sharedStrings.xml"/>` : ""}</Relationships>`,
  };
  sheets.forEach((sheet, i) => {
    entries[`xl/worksheets/sheet${i + 1}.xml`] =
      sheet.xml ??
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<worksheet xmlns="${MAIN}"><sheetData>${sheet.rows ?? ""}</sheetData></worksheet>`;
  });
  if (strings)
    entries["xl/sharedStrings.xml"] =
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="${MAIN}" count="${strings.length}" uniqueCount="${strings.length}">${strings.map((text) => `<si><t xml:space="preserve">${escapeText(text)}</t></si>`).join("")}</sst>`;
  Object.assign(entries, parts);
  return zip(
    Object.entries(entries).map(([name, data]) =>
      packed(name, typeof data === "string" ? strToU8(data) : data),
    ),
  );
}

/** The title row of the generated LV sheets and the strings it and the item rows use. */
const STRINGS = ["Pos.", "Bezeichnung", "Menge", "ME", "Mauerwerk", "m2"];
const TITLE_ROW =
  '<row r="1"><c r="A1" t="s"><v>0</v></c><c r="B1" t="s"><v>1</v></c><c r="C1" t="s"><v>2</v></c><c r="D1" t="s"><v>3</v></c></row>';

/**
 * An LV sheet of `rows` rows below its title row, a million by default (twenty times the import's bound), each
 * with one number in its first column, as a column filled down to the end: 51 MB of XML, within the bytes a
 * workbook may unpack to, so only counting its rows or cells stops it.
 */
export function manyRowsWorkbook(rows = 1_000_000) {
  const pieces = [TITLE_ROW];
  for (let row = 2; row <= rows + 1; row++)
    pieces.push(`<row r="${row}"><c r="A${row}"><v>${row}</v></c></row>`);
  return rawWorkbook({ sheets: [{ name: "LV", rows: pieces.join("") }], strings: STRINGS });
}

/**
 * An LV sheet whose one item has a short text of `bytes` characters, as a shared string (`shared`) or written
 * into the cell (`inline`).
 */
export function longCellWorkbook(bytes = 10 * 1024 * 1024, where = "shared") {
  const text = "Mauerwerk ".repeat(Math.ceil(bytes / 10)).slice(0, bytes);
  const cell =
    where === "shared"
      ? `<c r="B2" t="s"><v>${STRINGS.length}</v></c>`
      : `<c r="B2" t="inlineStr"><is><t>${text}</t></is></c>`;
  const rows = `${TITLE_ROW}<row r="2"><c r="A2" t="inlineStr"><is><t>1.10</t></is></c>${cell}<c r="C2"><v>12.5</v></c><c r="D2" t="s"><v>5</v></c></row>`;
  return rawWorkbook({
    sheets: [{ name: "LV", rows }],
    strings: where === "shared" ? [...STRINGS, text] : STRINGS,
  });
}

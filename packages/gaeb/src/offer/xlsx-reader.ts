import { unzipSync } from "fflate";
import { parseXml, type XmlHandler } from "../xml/sax.js";

/** One cell as a spreadsheet program saved it: a number's text, a text, or what else `t` says. */
export interface ReadCell {
  kind: "number" | "text" | "boolean" | "error";
  value: string;
  /** The cell holds a formula (its value is the program's last result). */
  formula: boolean;
  /** Its number format shows a percentage (`0.00%`): a number 0.1 is seen as 10 %. */
  percent?: boolean;
}

export interface ReadSheet {
  name: string;
  state: "visible" | "hidden" | "veryHidden";
  /** Cells by 1-based row, then 0-based column. */
  rows: Map<number, Map<number, ReadCell>>;
}

/** Parts of a workbook larger than this are refused: far beyond a bill of quantities, and a zip can claim anything. */
export const MAX_PART_BYTES = 256 * 1024 * 1024;
const MAX_TOTAL_BYTES = 512 * 1024 * 1024;

export class WorkbookUnreadable extends Error {}

const WANTED =
  /^xl\/(workbook\.xml|_rels\/workbook\.xml\.rels|sharedStrings\.xml|styles\.xml|worksheets\/[^/]+\.xml)$/i;

function unzip(bytes: Uint8Array): Map<string, Uint8Array> {
  let total = 0;
  let entries: Record<string, Uint8Array>;
  try {
    entries = unzipSync(bytes, {
      filter: (file) => {
        if (!WANTED.test(file.name)) return false;
        total += file.originalSize;
        if (file.originalSize > MAX_PART_BYTES || total > MAX_TOTAL_BYTES)
          throw new WorkbookUnreadable("part too large");
        return true;
      },
    });
  } catch (error) {
    if (error instanceof WorkbookUnreadable) throw error;
    throw new WorkbookUnreadable("not a zip");
  }
  const parts = new Map<string, Uint8Array>();
  for (const [name, data] of Object.entries(entries)) parts.set(name.toLowerCase(), data);
  return parts;
}

function parse(bytes: Uint8Array, handler: XmlHandler): void {
  try {
    parseXml([new TextDecoder("utf-8").decode(bytes)], handler);
  } catch {
    throw new WorkbookUnreadable("xml");
  }
}

/** Collects the text of the elements `collect` picks, joined per element `group` picks. */
function sharedStrings(bytes: Uint8Array | undefined): string[] {
  if (!bytes) return [];
  const strings: string[] = [];
  const stack: string[] = [];
  let current: string[] | undefined;
  parse(bytes, {
    open(name) {
      stack.push(name);
      if (name === "si") current = [];
    },
    close() {
      if (stack.pop() === "si") strings.push((current ?? []).join(""));
    },
    text(text) {
      // Phonetic runs (rPh) are reading aids, not part of the value.
      if (current && stack[stack.length - 1] === "t" && !stack.includes("rPh")) current.push(text);
    },
  });
  return strings;
}

export function columnIndex(letters: string): number {
  let index = 0;
  for (const letter of letters.toUpperCase()) index = index * 26 + (letter.charCodeAt(0) - 64);
  return index - 1;
}

/** Built-in number formats that show a percentage: `0%` and `0.00%`. */
const PERCENT_FORMAT_IDS = new Set([9, 10]);

/**
 * Whether a number format code shows its number as a percentage: a `%` outside quoted text, escapes (`\%`) and
 * brackets (colours, conditions). `0.00" %"` only writes a percent sign after the number as it is.
 */
export function isPercentFormat(code: string): boolean {
  const bare = code
    .replace(/"[^"]*"/g, "")
    .replace(/\\./g, "")
    .replace(/\[[^\]]*\]/g, "");
  return bare.includes("%");
}

/** For each cell format (`s` of a cell, an index into `cellXfs`), whether it shows a percentage. */
function percentStyles(bytes: Uint8Array | undefined): boolean[] {
  if (!bytes) return [];
  const codes = new Map<number, string>();
  const styles: boolean[] = [];
  const stack: string[] = [];
  parse(bytes, {
    open(name, attributes) {
      stack.push(name);
      const id = Number(attributes.numFmtId ?? 0);
      if (name === "numFmt") codes.set(id, attributes.formatCode ?? "");
      else if (name === "xf" && stack[stack.length - 2] === "cellXfs") {
        const code = codes.get(id);
        styles.push(code === undefined ? PERCENT_FORMAT_IDS.has(id) : isPercentFormat(code));
      }
    },
    close() {
      stack.pop();
    },
    text() {},
  });
  return styles;
}

function worksheet(
  bytes: Uint8Array,
  strings: readonly string[],
  percent: readonly boolean[],
): Map<number, Map<number, ReadCell>> {
  const rows = new Map<number, Map<number, ReadCell>>();
  let rowNumber = 0;
  let column = -1;
  let cell:
    | { type: string; value: string[]; formula: boolean; inline: string[]; percent: boolean }
    | undefined;
  const stack: string[] = [];
  parse(bytes, {
    open(name, attributes) {
      stack.push(name);
      if (name === "row") {
        // `r` is optional: without it a row follows the previous one.
        const r = Number(attributes.r);
        rowNumber = Number.isSafeInteger(r) && r > 0 ? r : rowNumber + 1;
        column = -1;
      } else if (name === "c") {
        const match = /^([A-Za-z]{1,3})(\d+)$/.exec(attributes.r ?? "");
        column = match ? columnIndex(match[1] ?? "A") : column + 1;
        cell = {
          type: attributes.t ?? "n",
          value: [],
          formula: false,
          inline: [],
          percent: percent[Number(attributes.s ?? 0)] ?? false,
        };
      } else if (name === "f" && cell) cell.formula = true;
    },
    close() {
      const name = stack.pop();
      if (name !== "c" || !cell) return;
      const raw = cell.value.join("");
      let read: ReadCell | undefined;
      if (cell.type === "s")
        read = { kind: "text", value: strings[Number(raw)] ?? "", formula: cell.formula };
      else if (cell.type === "inlineStr")
        read = { kind: "text", value: cell.inline.join(""), formula: cell.formula };
      else if (raw !== "") {
        const kind =
          cell.type === "str"
            ? "text"
            : cell.type === "b"
              ? "boolean"
              : cell.type === "e"
                ? "error"
                : "number";
        read = { kind, value: raw, formula: cell.formula };
      }
      if (read) {
        if (cell.percent) read.percent = true;
        const row = rows.get(rowNumber) ?? new Map<number, ReadCell>();
        rows.set(rowNumber, row);
        row.set(column, read);
      }
      cell = undefined;
    },
    text(text) {
      if (!cell) return;
      const parent = stack[stack.length - 1];
      if (parent === "v") cell.value.push(text);
      else if (parent === "t" && stack.includes("is") && !stack.includes("rPh")) cell.inline.push(text);
    },
  });
  return rows;
}

/** Resolves a relationship target against the workbook part's folder (`xl/`). */
function partName(target: string): string {
  const path = target.startsWith("/") ? target.slice(1) : `xl/${target}`;
  const parts: string[] = [];
  for (const part of path.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== ".") parts.push(part);
  }
  return parts.join("/").toLowerCase();
}

/**
 * Reads the sheets of an xlsx file (Office Open XML) as Excel, LibreOffice or any library saves it: names,
 * visibility and cell values, and of formats only whether a number shows as a percentage. Throws WorkbookUnreadable for anything else.
 */
export function readXlsx(bytes: Uint8Array): ReadSheet[] {
  const parts = unzip(bytes);
  const workbook = parts.get("xl/workbook.xml");
  if (!workbook) throw new WorkbookUnreadable("no workbook part");
  const targets = new Map<string, string>();
  const rels = parts.get("xl/_rels/workbook.xml.rels");
  if (rels)
    parse(rels, {
      open(name, attributes) {
        if (name === "Relationship" && attributes.Id && attributes.Target)
          targets.set(attributes.Id, attributes.Target);
      },
      close() {},
      text() {},
    });
  const declared: Array<{ name: string; state: ReadSheet["state"]; target: string | undefined }> = [];
  parse(workbook, {
    open(name, attributes) {
      if (name !== "sheet") return;
      const id = Object.entries(attributes).find(([key]) => key === "id" || key.endsWith(":id"))?.[1];
      const state =
        attributes.state === "hidden" || attributes.state === "veryHidden" ? attributes.state : "visible";
      declared.push({ name: attributes.name ?? "", state, target: id ? targets.get(id) : undefined });
    },
    close() {},
    text() {},
  });
  const strings = sharedStrings(parts.get("xl/sharedstrings.xml"));
  const percent = percentStyles(parts.get("xl/styles.xml"));
  return declared.map((sheet, i) => {
    const part = parts.get(sheet.target ? partName(sheet.target) : `xl/worksheets/sheet${i + 1}.xml`);
    return {
      name: sheet.name,
      state: sheet.state,
      rows: part ? worksheet(part, strings, percent) : new Map(),
    };
  });
}

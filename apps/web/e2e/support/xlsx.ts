import { strFromU8, unzipSync } from "fflate";

/** Opens an xlsx (a zip) and returns the text of its worksheets and shared strings. */
export function workbookText(bytes: Uint8Array): { sheets: string[]; sharedStrings: string } {
  const files = unzipSync(bytes);
  const sheets = Object.keys(files)
    .filter((name) => /^xl\/worksheets\/sheet\d+\.xml$/.test(name))
    .sort()
    .map((name) => strFromU8(files[name] as Uint8Array));
  const shared = files["xl/sharedStrings.xml"];
  return { sheets, sharedStrings: shared ? strFromU8(shared) : "" };
}

/** The compression method of each entry (0 stored, 8 deflated), from the zip's central directory. */
export function entryMethods(bytes: Uint8Array): number[] {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = bytes.length - 22;
  const methods: number[] = [];
  let at = view.getUint32(end + 16, true);
  for (let i = 0; i < view.getUint16(end + 10, true); i++) {
    methods.push(view.getUint16(at + 10, true));
    at += 46 + view.getUint16(at + 28, true) + view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
  }
  return methods;
}

/** The names of the sheets a user sees: the offer form a request's workbook carries is very hidden. */
export function visibleSheetNames(bytes: Uint8Array): string[] {
  const workbook = strFromU8(unzipSync(bytes)["xl/workbook.xml"] ?? new Uint8Array());
  return [...workbook.matchAll(/<sheet\b([^>]*)\/>/g)]
    .filter((m) => !/\bstate="(?:hidden|veryHidden)"/.test(m[1] ?? ""))
    .map((m) => /\bname="([^"]*)"/.exec(m[1] ?? "")?.[1] ?? "");
}

/**
 * The figures of a worksheet's total rows by their label (column C), as cached in the workbook: e.g.
 * "Gesamtsumme (berechnet)" → "12345.67". Reads the shared strings and the cells the writer produces.
 */
export function totalsByLabel(bytes: Uint8Array, sheetIndex = 0): Map<string, string> {
  const files = unzipSync(bytes);
  const shared = strFromU8(files["xl/sharedStrings.xml"] ?? new Uint8Array());
  const strings = [...shared.matchAll(/<si><t(?: [^>]*)?>([\s\S]*?)<\/t><\/si>/g)].map((m) =>
    (m[1] ?? "")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, "&"),
  );
  const sheet = strFromU8(files[`xl/worksheets/sheet${sheetIndex + 1}.xml`] ?? new Uint8Array());
  const totals = new Map<string, string>();
  for (const row of sheet.matchAll(/<row [^>]*>([\s\S]*?)<\/row>/g)) {
    const cells = row[1] ?? "";
    const label = /<c r="C\d+"[^>]*t="s"[^>]*><v>(\d+)<\/v><\/c>/.exec(cells)?.[1];
    const value = /<c r="H\d+"[^>]*>(?:<f>[^<]*<\/f>)?<v>([^<]*)<\/v><\/c>/.exec(cells)?.[1];
    if (label !== undefined && value !== undefined) totals.set(strings[Number(label)] ?? "", value);
  }
  return totals;
}

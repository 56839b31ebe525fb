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

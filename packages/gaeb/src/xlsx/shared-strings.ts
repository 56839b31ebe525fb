import { escapeCellText, escapeXml } from "./xml-text.js";
import type { EntryWriter } from "./zip-writer.js";

/** The workbook's shared strings: each text once, in the order cells first use it. */
export class SharedStrings {
  private readonly index = new Map<string, number>();
  private readonly list: string[] = [];
  count = 0;

  add(text: string): number {
    this.count += 1;
    let position = this.index.get(text);
    if (position === undefined) {
      position = this.list.length;
      this.list.push(text);
      this.index.set(text, position);
    }
    return position;
  }

  /** The sharedStrings part, written into its zip entry item by item. */
  write(out: EntryWriter): void {
    out.write(
      `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${this.count}" uniqueCount="${this.list.length}">`,
    );
    for (const text of this.list) {
      const escaped = escapeXml(escapeCellText(text));
      out.write(
        /^\s|\s$/.test(text)
          ? `<si><t xml:space="preserve">${escaped}</t></si>`
          : `<si><t>${escaped}</t></si>`,
      );
    }
    out.write("</sst>");
  }
}

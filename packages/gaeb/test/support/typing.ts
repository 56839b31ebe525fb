import type { Step } from "./libreoffice-macro.js";
import { headerRowNumber, readWorkbook } from "./xlsx.js";

/** The cells to type into our workbook: every (OZ, column title) that `value` gives a figure for. */
export function typing(
  xlsx: Uint8Array,
  value: (oz: string, column: string) => number | string | undefined,
): { steps: Step[]; header: number; last: number } {
  const sheet = readWorkbook(xlsx).sheets[0];
  if (!sheet) throw new Error("no sheet");
  const header = headerRowNumber(sheet);
  const titles = sheet.rows.get(header) ?? new Map();
  const steps: Step[] = [];
  let last = header;
  for (const [row, cells] of sheet.rows) {
    const oz = cells.get("A")?.text;
    if (row <= header || !oz) continue;
    last = row;
    if (cells.get("B")?.text === "Fortsetzung Langtext") continue;
    for (const [column, title] of titles) {
      const typed = value(oz, title.text ?? "");
      if (typeof typed === "number")
        steps.push({ type: "number", cell: `${column}${row}`, value: String(typed) });
    }
  }
  return { steps, header, last };
}

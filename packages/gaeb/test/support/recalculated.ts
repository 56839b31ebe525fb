import { columnOf, readCells, rowOf } from "./compare.js";

/** A value of LibreOffice's CSV: percentages come out as shown ("11.1%"), everything else raw. */
export const numeric = (value: string | undefined): number =>
  value?.endsWith("%") ? Number(value.slice(0, -1)) / 100 : Number(value);

/** Every formula's cached value against what LibreOffice computes from the sheet itself. */
export function recalculationMismatches(
  xlsx: Uint8Array,
  recalculated: Map<string, string[][]>,
): { formulas: number; wrong: string[] } {
  let formulas = 0;
  const wrong: string[] = [];
  for (const [sheet, cells] of readCells(xlsx)) {
    const rows = recalculated.get(sheet);
    if (!rows) {
      wrong.push(`sheet ${sheet} missing`);
      continue;
    }
    for (const cell of cells.values()) {
      if (cell.formula === undefined) continue;
      formulas += 1;
      const computed = rows[rowOf(cell.ref) - 1]?.[columnOf(cell.ref)] ?? "";
      const same =
        cell.value === "" || Number.isNaN(Number(cell.value))
          ? computed === cell.value
          : computed !== "" &&
            Math.abs(numeric(computed) - Number(cell.value)) <= 0.004 + 1e-9 * Math.abs(Number(cell.value));
      if (!same)
        wrong.push(
          `${sheet}!${cell.ref}: cached "${cell.value}", LibreOffice "${computed}" (${cell.formula})`,
        );
    }
  }
  return { formulas, wrong };
}

import { columnName } from "./column-letters.js";
import type { Cell, Sheet } from "./workbook.js";

/** A formula written once for a run of cells below each other (`<f t="shared">`), the others refer to it. */
export interface SharedFormula {
  index: number;
  /** On the first cell of the run only: the range the formula is shared over. */
  ref?: string;
}

function shareKeyOf(cell: Cell | undefined): string | undefined {
  const value = cell?.value;
  return value?.type === "formula" || value?.type === "textFormula" ? value.shareKey : undefined;
}

/**
 * Runs of two or more cells below each other (cells without formula between them allowed) whose formulas have the
 * same template, so they differ only in their own row: a comparison of ten
 * bidders holds tens of thousands of them, and writing each once keeps the file and its writing time small.
 */
export function findSharedFormulas(sheet: Sheet): Map<Cell, SharedFormula> {
  const shared = new Map<Cell, SharedFormula>();
  let next = 0;
  const columns = sheet.columnWidths.length;
  for (let column = 0; column < columns; column++) {
    let run: Cell[] = [];
    let runShape = "";
    let runStart = 0;
    let runEnd = 0;
    const close = () => {
      const [first] = run;
      if (first && run.length > 1) {
        const letter = columnName(column);
        const index = next++;
        shared.set(first, { index, ref: `${letter}${runStart}:${letter}${runEnd}` });
        for (const cell of run.slice(1)) shared.set(cell, { index });
      }
      run = [];
    };
    sheet.rows.forEach((row, rowIndex) => {
      const cell = row.cells[column];
      const type = cell?.value.type;
      // A cell without formula (a section's empty statistics) does not end the run; its range passes over it.
      if (!cell || (type !== "formula" && type !== "textFormula")) return;
      const key = shareKeyOf(cell);
      if (key === undefined) {
        close();
        return;
      }
      if (run.length > 0 && key === runShape) run.push(cell);
      else {
        close();
        run = [cell];
        runShape = key;
        runStart = rowIndex + 1;
      }
      runEnd = rowIndex + 1;
    });
    close();
  }
  return shared;
}

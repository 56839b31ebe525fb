import type { Cell, Sheet } from "./workbook.js";
import { columnName } from "./workbook.js";

/** A formula written once for a run of cells below each other (`<f t="shared">`), the others refer to it. */
export interface SharedFormula {
  index: number;
  /** On the first cell of the run only: the range the formula is shared over. */
  ref?: string;
}

// A reference whose row is relative (no `$` before the digits); not a function name such as LOG10(.
const RELATIVE_ROW = /(\$?[A-Z]{1,3})(\d+)(?![\d(A-Za-z_])/g;

/**
 * The formula with each relative row written as its distance from the cell's own row, so that the formulas of a
 * filled-down column compare equal. String literals are kept as they are: a spreadsheet does not shift them.
 */
function shape(formula: string, row: number): string {
  return formula
    .split(/("[^"]*")/)
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(RELATIVE_ROW, (_, column, digits) => `${column}{${Number(digits) - row}}`),
    )
    .join("");
}

function formulaOf(cell: Cell | undefined): string | undefined {
  const value = cell?.value;
  return value?.type === "formula" || value?.type === "textFormula" ? value.formula : undefined;
}

/**
 * Runs of two or more cells below each other (cells without formula between them allowed) whose formulas are the
 * same but for the row: a comparison of ten
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
      const formula = formulaOf(cell);
      // A cell without formula (a section's empty statistics) does not end the run; its range passes over it.
      if (!cell || formula === undefined) return;
      const cellShape = shape(formula, rowIndex + 1);
      if (run.length > 0 && cellShape === runShape) run.push(cell);
      else {
        close();
        run = [cell];
        runShape = cellShape;
        runStart = rowIndex + 1;
      }
      runEnd = rowIndex + 1;
    });
    close();
  }
  return shared;
}

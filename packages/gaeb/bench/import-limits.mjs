// BENCH_ONLY=import: the spreadsheet import (Excel → GAEB) given sheets beyond its bounds, each refused in a fresh
// process (measure-import.mjs): an LV sheet of a million rows, a sheet stating 60 KB that unpacks to 250 MB, and a
// cell of 10 MB of text. The refusal is to come while the sheet streams, not after it has been read whole.
import { statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { workbookBomb } from "./generate-bomb.mjs";
import { longCellWorkbook, manyRowsWorkbook, rawWorkbook } from "./generate-sheets.mjs";

const MB = 1024 * 1024;

export function benchImportLimits(work, measure) {
  const small = rawWorkbook({
    sheets: [
      {
        name: "LV",
        rows: '<row r="1"><c r="A1" t="inlineStr"><is><t>Pos.</t></is></c><c r="B1" t="inlineStr"><is><t>Bezeichnung</t></is></c></row>',
      },
    ],
  });
  const files = [
    ["LV sheet of a million rows", manyRowsWorkbook(1_000_000)],
    [
      "LV sheet stating 60 KB, unpacking to 250 MB",
      workbookBomb(small, [{ name: "LV", replaces: "LV", bytes: 250 * MB, declared: 60_000 }]),
    ],
    ["a cell of 10 MB (shared string)", longCellWorkbook(10 * MB, "shared")],
    ["a cell of 10 MB (in the cell)", longCellWorkbook(10 * MB, "inline")],
  ].map(([label, bytes], i) => {
    const path = join(work, `import-limit-${i + 1}.xlsx`);
    writeFileSync(path, bytes);
    return [label, path];
  });
  process.stdout.write("Import (Excel → GAEB) beyond its bounds, each refused in a fresh process:\n");
  for (const [label, path] of files) {
    const { seconds, maxRssMb, detail } = measure("import", path, "measure-import.mjs");
    const size = (statSync(path).size / MB).toFixed(1);
    process.stdout.write(
      `  ${`${label}:`.padEnd(46)} ${seconds.toFixed(2)} s, peak RSS ${maxRssMb.toFixed(0)} MB (${size} MB file, ${detail})\n`,
    );
  }
  process.stdout.write("\n");
}

// BENCH_ONLY=bomb: workbook bombs (issue 19): the request's workbook with two sheets of 250 MB each, 1.7 MB as a
// file, as dropped on the offer page; and the same with its price sheet replaced by one that states 60 KB and unpacks
// to 250 MB, which only the running count while unpacking can stop. Refused by offerFromWorkbook and by the
// comparison, each measured in a fresh process (measure-bomb.mjs) by run.mjs's `measure`.
import { readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { unzipSync } from "fflate";
import { workbookBomb } from "./generate-bomb.mjs";

export async function benchBomb(sampleRequest, sampleOffer, work, measure) {
  const { convertToXlsx } = await import("../dist/index.js");
  const converted = convertToXlsx([
    { name: "request.X83", bytes: new Uint8Array(readFileSync(sampleRequest)) },
  ]);
  if (!converted.ok) throw new Error("bench: the request does not convert");
  const priceSheet = /<sheet name="([^"]+)"/.exec(
    new TextDecoder().decode(unzipSync(converted.xlsx)["xl/workbook.xml"]),
  )?.[1];
  const MB = 1024 * 1024;
  const bombs = [
    [
      "two 250 MB sheets added",
      [
        { name: "Blatt2", bytes: 250 * MB },
        { name: "Blatt3", bytes: 250 * MB },
      ],
    ],
    [
      "price sheet stating 60 KB, unpacking to 250 MB",
      [{ name: priceSheet, replaces: priceSheet, bytes: 250 * MB, declared: 60_000 }],
    ],
  ].map(([label, sheets], i) => {
    const path = join(work, `bomb-${i + 1}.xlsx`);
    writeFileSync(path, workbookBomb(converted.xlsx, sheets));
    return [label, path];
  });
  for (const [label, path] of bombs) {
    process.stdout.write(`Workbook bomb, ${label}: ${(statSync(path).size / MB).toFixed(1)} MB file\n`);
    for (const mode of ["offer", "compare"]) {
      const { seconds, maxRssMb, detail } = measure(mode, path, "measure-bomb.mjs", [
        sampleRequest,
        sampleOffer,
      ]);
      const name = mode === "offer" ? "offerFromWorkbook:" : "compareOffers:    ";
      process.stdout.write(
        `  ${name}           ${seconds.toFixed(2)} s, peak RSS ${maxRssMb.toFixed(0)} MB (${detail})\n`,
      );
    }
  }
  process.stdout.write("\n");
}

// One measurement in a fresh process, so its peak RSS is its own: node measure.mjs MODE FILE
import { readFileSync, rmSync } from "node:fs";
import { Writable } from "node:stream";
import { SaxesParser } from "saxes";
import { convertToXlsx, offerFromWorkbook, readGaeb, viewGaeb, writeGaeb } from "../dist/index.js";

const [mode, path] = process.argv.slice(2);
const bytes = new Uint8Array(readFileSync(path));
const name = path.split("/").pop();
const started = performance.now();
const cpuStarted = process.cpuUsage();
let detail = "";
if (mode === "sax") {
  // The ceiling: decoding plus the XML library with the options the reader uses, every event delivered (the reader
  // asks for text only inside the parts it reads), and no work in the handlers.
  const parser = new SaxesParser({ position: true });
  let elements = 0;
  parser.on("opentag", () => {
    elements += 1;
  });
  parser.on("closetag", () => {});
  parser.on("text", () => {});
  parser.on("cdata", () => {});
  const decoder = new TextDecoder("utf-8");
  for (let offset = 0; offset < bytes.length; offset += 1 << 20) {
    const end = Math.min(offset + (1 << 20), bytes.length);
    parser.write(decoder.decode(bytes.subarray(offset, end), { stream: end < bytes.length }));
  }
  parser.close();
  detail = `${elements} elements`;
} else if (mode === "parse") {
  const result = readGaeb({ name, bytes });
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
} else if (mode === "convert") {
  const result = convertToXlsx([{ name, bytes }]);
  if (!result.ok) throw new Error(JSON.stringify(result.issues));
  detail = `${(result.xlsx.length / 1048576).toFixed(1)} MB xlsx`;
} else if (mode === "view") {
  const result = viewGaeb({ name, bytes }, { lang: "de" });
  if (!result.ok) throw new Error(JSON.stringify(result.issues.slice(0, 3)));
  const items = Object.values(result.view.kindCounts).reduce((sum, n) => sum + n, 0);
  detail = `${items} items, ${result.view.rows.length} rows`;
} else if (mode === "cli") {
  // The command as a user runs it, in this process so that its peak RSS is measured; its words are discarded.
  const { main } = await import("../dist/cli/main.js");
  const sink = new Writable({ write: (_chunk, _encoding, done) => done() });
  const output = `${path}.cli.xlsx`;
  const code = await main([path, "-o", output], { stdout: sink, stderr: sink });
  if (code !== 0) throw new Error(`gaeb2xlsx exited with ${code}`);
  rmSync(output);
  detail = "gaeb2xlsx command";
} else if (mode === "offer") {
  // FILE is a priced workbook made from a request: read back, X84 written and read back for the self-check.
  // An offer to submit names its bidder (refused without since the X84 names him); the sheet's field is left empty.
  const result = offerFromWorkbook({ name, bytes }, { notOfferedEmpty: true, bidder: "Bench Bau GmbH" });
  if (!result.ok) throw new Error(JSON.stringify(result.issues.slice(0, 3)));
  detail = `${result.summary.pricedItems} items priced, ${(result.x84.length / 1048576).toFixed(1)} MB X84`;
} else if (mode === "gaeb") {
  // GAEB to GAEB DA XML 3.3: the file read to the model, then written; the write alone is timed in the detail.
  const result = readGaeb({ name, bytes });
  if (!result.ok) throw new Error(JSON.stringify(result.issues.slice(0, 3)));
  const writeStarted = performance.now();
  const written = writeGaeb(result.value);
  if (!written.ok) throw new Error(JSON.stringify(written.issues.slice(0, 3)));
  const writeSeconds = (performance.now() - writeStarted) / 1000;
  detail = `write alone ${writeSeconds.toFixed(2)} s, ${(written.value.bytes.length / 1048576).toFixed(1)} MB ${written.value.extension}`;
} else throw new Error(`unknown mode ${mode}`);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuStarted);
const cpuSeconds = (cpu.user + cpu.system) / 1e6;
process.stdout.write(
  JSON.stringify({ seconds, cpuSeconds, maxRssMb: process.resourceUsage().maxRSS / 1024, detail }),
);

// One import of a workbook beyond the bounds in a fresh process, so its peak RSS is its own:
// node measure-import.mjs import FILE. The file is read before the clock starts; the result must be a refusal.
import { readFileSync } from "node:fs";
import { importWorkbook } from "../dist/index.js";

const [mode, path] = process.argv.slice(2);
if (mode !== "import") throw new Error(`unknown mode ${mode}`);
const bytes = new Uint8Array(readFileSync(path));
const started = performance.now();
const result = importWorkbook({ name: path.split("/").pop(), bytes });
const seconds = (performance.now() - started) / 1000;
const refused = result.issues.find((issue) => issue.severity === "error");
if (result.ok || !refused) throw new Error(`not refused: ${JSON.stringify(result.issues.slice(0, 3))}`);
const { what, reason, sheet } = refused.params ?? {};
process.stdout.write(
  JSON.stringify({
    seconds,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    detail: `${refused.code}${what || reason ? ` (${what ?? reason})` : ""}${sheet ? `, sheet ${sheet}` : ""}`,
  }),
);

// One measurement of a workbook bomb in a fresh process: node measure-bomb.mjs offer|compare BOMB [REQUEST OFFER]
// offer: offerFromWorkbook on the bomb; compare: compareOffers of REQUEST with OFFER and the bomb as offers.
// The files are read before the clock starts; the result must be the refusal, anything else is an error.
import { readFileSync } from "node:fs";
import { compareOffers, offerFromWorkbook } from "../dist/index.js";

const [mode, bombPath, requestPath, offerPath] = process.argv.slice(2);
const load = (path) => ({ name: path.split("/").pop(), bytes: new Uint8Array(readFileSync(path)) });
const bomb = load(bombPath);
const inputs = mode === "compare" ? [load(requestPath), load(offerPath)] : [];
const started = performance.now();
const result =
  mode === "compare"
    ? compareOffers(inputs[0], [inputs[1], bomb])
    : offerFromWorkbook(bomb, { bidder: "Bench" });
const seconds = (performance.now() - started) / 1000;
const refused = result.issues.find((issue) => issue.code === "offer_workbook_too_large");
if (result.ok || !refused) throw new Error(`not refused: ${JSON.stringify(result.issues.slice(0, 3))}`);
process.stdout.write(
  JSON.stringify({
    seconds,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    detail: `refused: ${refused.params?.reason}${refused.params?.sheet ? `, sheet ${refused.params.sheet}` : ""}`,
  }),
);

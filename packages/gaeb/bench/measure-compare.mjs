// One measurement of the price comparison in a fresh process: node measure-compare.mjs REQUEST OFFER...
// The files are read before the clock starts; what is timed is compareOffers, bytes in, workbook out.
import { readFileSync } from "node:fs";
import { compareOffers } from "../dist/index.js";

const [requestPath, ...offerPaths] = process.argv.slice(2);
const load = (path) => ({ name: path.split("/").pop(), bytes: new Uint8Array(readFileSync(path)) });
const request = load(requestPath);
const offers = offerPaths.map(load);
const started = performance.now();
const cpuStarted = process.cpuUsage();
const result = compareOffers(request, offers);
const seconds = (performance.now() - started) / 1000;
const cpu = process.cpuUsage(cpuStarted);
if (!result.ok) throw new Error(JSON.stringify(result.issues));
process.stdout.write(
  JSON.stringify({
    seconds,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    detail: `${(result.xlsx.length / 1048576).toFixed(1)} MB xlsx`,
  }),
);

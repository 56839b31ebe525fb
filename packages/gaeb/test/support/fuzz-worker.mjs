// Runs fuzz inputs through the whole library in a child process with its own heap limit; the test watches time
// and survival. Reports what happened to each input, never throws it away.
import { getHeapStatistics } from "node:v8";

const { convertToXlsx, sniffGaeb, ISSUE_CODES } = await import(process.env.GAEB_FUZZ_ENTRY ?? "");
const known = new Set(ISSUE_CODES);

function outcome(name, bytes) {
  const problems = [];
  const sniffed = sniffGaeb(name, bytes);
  if (!sniffed.ok && !known.has(sniffed.issue.code))
    problems.push(`sniff: unknown code ${sniffed.issue.code}`);
  if (!sniffed.ok && sniffed.issue.code === "internal_error")
    problems.push(`sniff: internal_error ${sniffed.issue.params?.detail}`);
  const result = convertToXlsx([{ name, bytes }]);
  const codes = result.issues.map((issue) => issue.code);
  for (const issue of result.issues) {
    if (!known.has(issue.code)) problems.push(`unknown code ${issue.code}`);
    if (issue.code === "internal_error") problems.push(`internal_error ${issue.params?.detail}`);
  }
  if (result.ok && !(result.xlsx instanceof Uint8Array && result.xlsx[0] === 0x50 && result.xlsx[1] === 0x4b))
    problems.push("ok without an xlsx");
  if (!result.ok && !result.issues.some((issue) => issue.severity === "error"))
    problems.push("refused without an error issue");
  // Heap in use while the result is still referenced: the input's live data plus garbage not yet collected.
  const heapUsed = getHeapStatistics().used_heap_size;
  return { ok: result.ok, codes: [...new Set(codes)], problems, heapUsed };
}

process.on("message", ({ name, bytes }) => {
  const start = performance.now();
  let report;
  try {
    report = outcome(name, new Uint8Array(bytes));
  } catch (error) {
    report = { ok: false, codes: [], problems: [`threw ${error?.name}: ${error?.message}`], heapUsed: 0 };
  }
  process.send?.({ ...report, ms: performance.now() - start });
});

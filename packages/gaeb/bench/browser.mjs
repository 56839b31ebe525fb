// The browser rows of the goal table, measured by apps/web/scripts/bench-goals.mjs in a process of its own (it
// starts the built service and Chromium). Each row says why when it cannot be measured: no Chromium, the site not
// built, or the run failing (its last error line).
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const SCRIPT = fileURLToPath(new URL("../../../apps/web/scripts/bench-goals.mjs", import.meta.url));
const IDS = ["convert-2.7MB", "convert-5MB", "viewer-4MB"];

/** { [id]: { value, detail } | { why } } for the three browser goals. */
export function benchBrowser(runs) {
  const result = spawnSync(process.execPath, [SCRIPT, String(runs)], { encoding: "utf8", timeout: 600_000 });
  let answer;
  try {
    answer = JSON.parse(result.stdout);
  } catch {
    const last = `${result.stderr ?? ""}${result.error?.message ?? ""}`.trim().split("\n").filter(Boolean);
    answer = {
      why: `browser bench failed: ${last.find((line) => /Error/.test(line)) ?? last.at(-1) ?? "no output"}`,
    };
  }
  return Object.fromEntries(
    IDS.map((id) => [id, answer.figures?.[id] ?? { why: answer.why ?? "no figure" }]),
  );
}

// Issue 23's goals, the table npm run bench ends with, and figures.json, the last recorded median of each goal
// (BENCH_RECORD=1 rewrites the entries measured in this run, with the commit, the date and the machine's load).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { fileURLToPath } from "node:url";

const FIGURES = fileURLToPath(new URL("figures.json", import.meta.url));

/** Every goal: its id (the key in figures.json), what is measured, the limit it must stay below and its unit. */
export const GOALS = [
  ["cli-0.7MB", "CLI 0.7 MB sample (…2008-001.X86), wall incl. start-up", 0.15, "s"],
  ["cli-2.7MB", "CLI 2.7 MB sample (…2008-003.X86), wall incl. start-up", 0.3, "s"],
  ["cli-50MB", "CLI 50 MB (the 2.7 MB sample scaled), wall", 3, "s"],
  ["cli-110MB", "CLI 110 MB (the 2.7 MB sample scaled), wall", 6, "s"],
  ["rss-0.7MB", "CLI 0.7 MB, peak RSS", 300, "MB"],
  ["rss-2.7MB", "CLI 2.7 MB, peak RSS", 300, "MB"],
  ["rss-50MB", "CLI 50 MB, peak RSS", 300, "MB"],
  ["rss-110MB", "CLI 110 MB, peak RSS", 300, "MB"],
  ["compare", "price comparison, 10 offers × 2,584 items", 2, "s"],
  ["gaeb-50MB", "GAEB → GAEB DA XML 3.3, 50 MB (read + write)", 6, "s"],
  ["convert-2.7MB", "browser, converter on the device, 2.7 MB: drop → download", 1, "s"],
  ["convert-5MB", "browser, converter on the device, 5 MB: drop → download", 1.5, "s"],
  ["viewer-4MB", "browser, viewer, 4 MB LV: drop → list painted", 1.5, "s"],
].map(([id, what, limit, unit]) => ({ id, what, limit, unit }));

/** The recorded figures: { [id]: { value, unit, commit, date, machine } }. */
export function readRecorded() {
  if (!existsSync(FIGURES)) return {};
  return JSON.parse(readFileSync(FIGURES, "utf8")).figures ?? {};
}

const show = (value, unit) => (unit === "MB" ? `${value.toFixed(0)} MB` : `${value.toFixed(2)} s`);

/**
 * The table as text. `measured` maps an id to { value, detail? } or { why } (not measured, and why); a goal this
 * run left out (a BENCH_ONLY subset) is shown as skipped with the subset's name.
 */
export function goalTable(measured, recorded, skippedBecause) {
  const lines = GOALS.map(({ id, what, limit, unit }) => {
    const figure = measured[id];
    const last = recorded[id];
    const lastText = last ? `${show(last.value, unit)} (${last.commit}, ${last.date})` : "none";
    const goal = `< ${show(limit, unit)}`;
    if (!figure) return [what, `skipped (${skippedBecause})`, goal, lastText, "?"];
    if (figure.why) return [what, `not measured (${figure.why})`, goal, lastText, "?"];
    const percent = last ? Math.round((100 * figure.value) / last.value - 100) : undefined;
    const change = percent === undefined ? "" : ` (${percent >= 0 ? "+" : ""}${percent} %)`;
    return [
      what,
      `${show(figure.value, unit)}${change}`,
      goal,
      lastText,
      figure.value < limit ? "yes" : "NO",
    ];
  });
  const header = ["goal (issue 23)", "now (median)", "goal", "last recorded", "holds"];
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column].length)),
  );
  const row = (cells) => `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`;
  const details = GOALS.flatMap(({ id, what }) =>
    measured[id]?.detail ? [`  ${what}: ${measured[id].detail}`] : [],
  );
  return [
    "Issue 23's goals (the change is against the last recorded figure, packages/gaeb/bench/figures.json)",
    row(header),
    row(widths.map((width) => "-".repeat(width))),
    ...lines.map(row),
    ...details,
  ].join("\n");
}

/** Rewrites the entries measured in this run; the others keep their last recorded figure. */
export function recordFigures(measured, recorded) {
  const git = (...args) =>
    execFileSync("git", args, { encoding: "utf8", cwd: fileURLToPath(new URL(".", import.meta.url)) }).trim();
  const commit =
    git("rev-parse", "--short", "HEAD") + (git("status", "--porcelain", "--", "../src") ? "+changes" : "");
  const date = new Date().toISOString().slice(0, 10);
  const load = `load ${loadavg()[0].toFixed(1)} on ${cpus().length} cores`;
  const machine = process.env.BENCH_NOTE ? `${process.env.BENCH_NOTE}; ${load}` : load;
  const figures = { ...recorded };
  for (const { id, unit } of GOALS) {
    const figure = measured[id];
    if (!figure || figure.why) continue;
    // CPU time beside the wall time: a busy machine inflates the one far more than the other.
    const cpu = figure.cpu === undefined ? {} : { cpuSeconds: Number(figure.cpu.toFixed(3)) };
    figures[id] = { value: Number(figure.value.toFixed(3)), unit, ...cpu, commit, date, machine };
  }
  const note =
    "Last recorded median of each of issue 23's goals (npm run bench prints them beside today's); " +
    "BENCH_RECORD=1 npm run bench rewrites the goals it measured. Medians on the machine named in each entry.";
  writeFileSync(FIGURES, `${JSON.stringify({ note, figures }, null, 2)}\n`);
  process.stdout.write(
    `\nRecorded ${Object.keys(measured).filter((id) => !measured[id].why).length} figures in ${FIGURES}\n`,
  );
}

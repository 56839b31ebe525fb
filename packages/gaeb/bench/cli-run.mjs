// The gaeb2xlsx command as a user runs it, in a process of its own: wall time from the spawn to the exit (Node's
// start-up included), and its CPU time and peak RSS as GNU time reads them from the kernel (without GNU time the
// two stay unknown: the process's own figures would miss what Node does before and after the script).

import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";

const TIME = "/usr/bin/time";
const BIN = fileURLToPath(new URL("../bin/gaeb2xlsx.js", import.meta.url));
const hasTime = existsSync(TIME);

/** One run: { seconds, cpuSeconds?, maxRssMb? }; throws when the command fails. */
export function runCli(path, output) {
  const command = [process.execPath, BIN, path, "-o", output];
  const started = performance.now();
  const result = hasTime
    ? spawnSync(TIME, ["-f", "bench-time %U %S %M", ...command], { stdio: "pipe" })
    : spawnSync(command[0], command.slice(1), { stdio: "pipe" });
  const seconds = (performance.now() - started) / 1000;
  if (result.status !== 0) throw new Error(`gaeb2xlsx ${path}: ${result.stderr.toString()}`);
  const line = /bench-time (\S+) (\S+) (\d+)/.exec(result.stderr.toString());
  if (!line) return { seconds };
  return { seconds, cpuSeconds: Number(line[1]) + Number(line[2]), maxRssMb: Number(line[3]) / 1024 };
}

/** `runs` runs; the median of each figure on its own (the slowest run need not be the largest). */
export function cliMedians(path, output, runs) {
  const samples = Array.from({ length: runs }, () => runCli(path, output));
  const middle = (key) => {
    const values = samples.map((sample) => sample[key]).filter((value) => value !== undefined);
    return values.length ? values.sort((a, b) => a - b)[Math.floor(values.length / 2)] : undefined;
  };
  const walls = samples.map((sample) => sample.seconds);
  return {
    seconds: middle("seconds"),
    cpuSeconds: middle("cpuSeconds"),
    maxRssMb: middle("maxRssMb"),
    low: Math.min(...walls),
    high: Math.max(...walls),
    runs,
  };
}

/**
 * The goal table's command-line rows: `files` maps a size ("50MB") to its file; wall time and peak RSS of each,
 * medians of `runs` runs, three at most for files over 100 MB. Prints one line per file.
 */
export function benchCli(files, output, runs) {
  const measured = {};
  process.stdout.write("\ngaeb2xlsx command (wall incl. Node start-up; CPU and peak RSS by GNU time)\n");
  for (const [size, path] of Object.entries(files)) {
    const megabytes = statSync(path).size / 1048576;
    const cli = cliMedians(path, output, megabytes > 100 ? Math.min(runs, 3) : runs);
    const detail = `${megabytes.toFixed(1)} MB, ${cli.runs} runs ${cli.low.toFixed(2)}–${cli.high.toFixed(2)} s, CPU ${cli.cpuSeconds?.toFixed(2) ?? "?"} s`;
    process.stdout.write(`  ${basename(path)}: ${detail}, peak RSS ${cli.maxRssMb?.toFixed(0) ?? "?"} MB\n`);
    measured[`cli-${size}`] = { value: cli.seconds, cpu: cli.cpuSeconds, detail };
    measured[`rss-${size}`] = cli.maxRssMb === undefined ? { why: `no ${TIME}` } : { value: cli.maxRssMb };
  }
  return measured;
}

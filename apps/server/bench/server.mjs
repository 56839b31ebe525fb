// The built server as the benchmarks start it, and its memory as Linux reports it: the main process and the whole
// tree (main plus its converter children), read from /proc.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

/**
 * Starts dist/main.js on 127.0.0.1 with a free port and a fresh DATA_DIR. The rate limits are lifted so that they are
 * not what is measured; other settings come from this process's environment where `inherit` lets them through, and
 * from `env`.
 */
export async function startServer({ env = {}, nodeArgs = [], inherit = () => true } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "gaeb-bench-"));
  const main = fileURLToPath(new URL("../dist/main.js", import.meta.url));
  const child = spawn(process.execPath, [...nodeArgs, main], {
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => inherit(name))),
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      LOG_LEVEL: "info",
      RATE_LIMIT_API: "1000000",
      RATE_LIMIT_UPLOADS: "1000000",
      ...env,
    },
    stdio: ["ignore", "pipe", "inherit"],
    // Its own process group, which its converters share: a server that dies leaves no orphan behind the group.
    detached: true,
  });
  running.add(child.pid);
  const port = await new Promise((resolve, reject) => {
    let buffered = "";
    const timer = setTimeout(() => reject(new Error("server did not start within 20 s")), 20_000);
    child.stdout.on("data", (chunk) => {
      buffered += chunk.toString();
      const match = /"port":(\d+).*"msg":"listening"/.exec(buffered);
      if (match) {
        clearTimeout(timer);
        buffered = "";
        resolve(Number(match[1]));
      } else if (buffered.length > 1_000_000) buffered = buffered.slice(-10_000);
    });
    child.once("exit", (code) => reject(new Error(`server exited with ${code}`)));
  });
  // Keep draining the request log so the server never blocks on a full pipe.
  child.stdout.on("data", () => {});
  let exited = child.exitCode !== null;
  child.once("exit", () => {
    exited = true;
  });
  return {
    child,
    port,
    base: `http://127.0.0.1:${port}`,
    /** Asks for a clean stop; after 5 s (a server busy with a flood may not get there) kills it and its children. */
    async stop() {
      if (!exited) {
        const gone = new Promise((resolve) => child.once("exit", resolve));
        child.kill("SIGTERM");
        const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
        await gone;
        clearTimeout(timer);
      }
      killGroup(child.pid);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Process groups of servers started here and not yet stopped. */
const running = new Set();

/** Ends what is left of a server's process group: converters whose server was killed must not outlive the run. */
function killGroup(pid) {
  running.delete(pid);
  try {
    process.kill(-pid, "SIGKILL");
  } catch {
    // the group is empty already
  }
}

// Interrupted (Ctrl-C reaches only the foreground group, which the servers left): take the servers along.
for (const signal of ["SIGINT", "SIGTERM"]) {
  process.once(signal, () => {
    for (const pid of running) killGroup(pid);
    process.exit(130);
  });
}

function statusKb(pid, field) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  } catch {
    return 0; // the process ended between listing and reading
  }
}

/** Every process below `pid` (children of all its threads, and theirs). */
export function descendants(pid) {
  const found = [];
  const pending = [pid];
  while (pending.length > 0) {
    const parent = pending.pop();
    let tasks = [];
    try {
      tasks = readdirSync(`/proc/${parent}/task`);
    } catch {
      continue;
    }
    for (const task of tasks) {
      let children = "";
      try {
        children = readFileSync(`/proc/${parent}/task/${task}/children`, "utf8");
      } catch {
        continue;
      }
      for (const child of children.split(" ").filter(Boolean).map(Number)) {
        found.push(child);
        pending.push(child);
      }
    }
  }
  return found;
}

/** The main process's resident memory and the tree's (main plus descendants), in MB. */
export function residentMb(pid) {
  const main = statusKb(pid, "VmRSS") / 1024;
  const children = descendants(pid).reduce((sum, child) => sum + statusKb(child, "VmRSS") / 1024, 0);
  return { main, tree: main + children };
}

/** The main process's own high-water mark (VmHWM): its true peak, between samples as well. */
export function mainPeakMb(pid) {
  return statusKb(pid, "VmHWM") / 1024;
}

/**
 * Samples resident memory every `intervalMs` until stopped: the peaks of the samples, and the main process's
 * high-water mark as last read (a process that died can no longer be asked).
 */
export function sampleMemory(pid, intervalMs = 100) {
  const peak = { main: 0, tree: 0, mainHighWater: 0, samples: 0 };
  const take = () => {
    const now = residentMb(pid);
    peak.main = Math.max(peak.main, now.main);
    peak.tree = Math.max(peak.tree, now.tree);
    peak.mainHighWater = Math.max(peak.mainHighWater, mainPeakMb(pid));
    peak.samples += 1;
  };
  take();
  const timer = setInterval(take, intervalMs);
  return {
    stop() {
      clearInterval(timer);
      take();
      return peak;
    },
  };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

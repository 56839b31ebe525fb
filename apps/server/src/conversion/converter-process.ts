import { type ChildProcess, fork } from "node:child_process";
import { readFile } from "node:fs/promises";
import { setPriority } from "node:os";
import type { ConversionJob, WorkerReady, WorkerReply } from "./protocol.js";

/** How a converter child ended, as far as its exit and its last words on stderr tell. */
export interface ConverterDeath {
  outOfMemory: boolean;
  /** It died before it said it was ready: broken set-up, not a bad file. */
  beforeReady: boolean;
  detail: string;
}

export interface ConverterProcess {
  readonly alive: boolean;
  /** Loaded and taking jobs. */
  readonly ready: boolean;
  send(job: ConversionJob): void;
  /** A busy child keeps the server's event loop alive; an idle one must not hold up shutdown. */
  setBusy(busy: boolean): void;
  kill(): Promise<void>;
}

/** What V8 and Node print when a heap or an object grows past what they allow. */
const memoryDeathPatterns = [
  /heap out of memory/i,
  /invalid (?:array|string|table|size)/i,
  /Reached heap limit/i,
];

const stderrKeptBytes = 8 * 1024;
const rssPollMs = 200;

/**
 * Resident memory a child may use beyond its heap cap before it is killed: the workbook, zip buffers and the input
 * live outside the V8 heap, and so would a runaway native allocation.
 */
function rssLimitBytes(memoryMb: number): number {
  return (memoryMb * 2 + 256) * 1024 * 1024;
}

/** Resident set size of a process from /proc (Linux); undefined where that is not available. */
async function residentBytes(pid: number): Promise<number | undefined> {
  try {
    const statm = await readFile(`/proc/${pid}/statm`, "latin1");
    const pages = Number(statm.split(" ")[1]);
    return Number.isFinite(pages) ? pages * 4096 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Starts one converter as a child process with a heap cap. Its death, however it comes (exit, abort, V8 fatal error,
 * kill), is reported once through `onExit`; its replies through `onReply`.
 */
export function startConverterProcess(
  file: string,
  options: {
    memoryMb: number;
    onReady: () => void;
    onReply: (reply: WorkerReply) => void;
    onExit: (death: ConverterDeath) => void;
  },
): ConverterProcess {
  const child: ChildProcess = fork(file, [], {
    execArgv: [`--max-old-space-size=${options.memoryMb}`],
    // Structured clone over the IPC channel carries the input and the workbook as bytes, not JSON arrays.
    serialization: "advanced",
    stdio: ["ignore", "ignore", "pipe", "ipc"],
  });
  let alive = true;
  let ready = false;
  let killedForMemory = false;
  let stderr = "";
  let rssTimer: NodeJS.Timeout | undefined;

  if (child.pid !== undefined) {
    try {
      // Conversions yield the CPU to the event loop, so uploads, downloads and /healthz stay quick under load.
      setPriority(child.pid, 10);
    } catch {
      // not allowed here: the child lowers its own main thread's priority too
    }
  }
  child.stderr?.setEncoding("utf8");
  child.stderr?.on("data", (chunk: string) => {
    stderr = (stderr + chunk).slice(-stderrKeptBytes);
  });
  child.on("message", (message: WorkerReply | WorkerReady) => {
    if ("ready" in message) {
      ready = true;
      options.onReady();
    } else options.onReply(message);
  });
  const died = (how: string) => {
    if (!alive) return;
    alive = false;
    clearInterval(rssTimer);
    const outOfMemory = killedForMemory || memoryDeathPatterns.some((pattern) => pattern.test(stderr));
    const lastLine = stderr.trim().split("\n").at(-1)?.slice(0, 300) ?? "";
    options.onExit({
      outOfMemory,
      beforeReady: !ready,
      detail: `converter ${how}${lastLine ? `: ${lastLine}` : ""}`,
    });
  };
  // A send to a child that just died is followed by its close event; a spawn that failed has no other event.
  child.on("error", (error) => {
    if (child.pid === undefined) died(`could not start (${error.message})`);
  });
  child.on("close", (code, signal) => died(`exited (${signal ?? `code ${code}`})`));

  const watchMemory = () => {
    const pid = child.pid;
    if (pid === undefined || !alive) return;
    void residentBytes(pid).then((bytes) => {
      if (bytes !== undefined && bytes > rssLimitBytes(options.memoryMb) && alive) {
        killedForMemory = true;
        child.kill("SIGKILL");
      }
    });
  };

  const setBusy = (busy: boolean) => {
    clearInterval(rssTimer);
    if (busy && alive) {
      child.ref();
      child.channel?.ref();
      rssTimer = setInterval(watchMemory, rssPollMs);
    } else {
      child.unref();
      child.channel?.unref();
    }
  };
  setBusy(false);

  return {
    get alive() {
      return alive;
    },
    get ready() {
      return alive && ready;
    },
    send(job) {
      if (!alive || !child.connected) return;
      try {
        child.send(job);
      } catch {
        child.kill("SIGKILL");
      }
    },
    setBusy,
    kill() {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
        return Promise.resolve();
      }
      return new Promise((resolve) => {
        child.once("close", () => resolve());
        child.kill("SIGKILL");
      });
    },
  };
}

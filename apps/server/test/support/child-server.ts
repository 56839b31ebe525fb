import { type ChildProcess, spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const mainFile = fileURLToPath(new URL("../../dist/main.js", import.meta.url));

export interface ChildServer {
  url: string;
  process: ChildProcess;
  /** Resolves with the first log line whose `msg` matches. */
  waitForLog(msg: string, timeoutMs?: number): Promise<Record<string, unknown>>;
  stop(): Promise<void>;
  kill9(): Promise<void>;
}

/** Starts the built server as its own process on a random loopback port and waits until it listens. */
export async function startChildServer(env: Record<string, string>): Promise<ChildServer> {
  const child = spawn(process.execPath, [mainFile], {
    env: { PATH: process.env.PATH ?? "", HOST: "127.0.0.1", PORT: "0", LOG_LEVEL: "debug", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const lines: Array<Record<string, unknown>> = [];
  const waiters: Array<{ msg: string; resolve: (line: Record<string, unknown>) => void }> = [];
  let stderr = "";
  let buffered = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  child.stdout?.on("data", (chunk: Buffer) => {
    buffered += chunk.toString();
    let newline = buffered.indexOf("\n");
    while (newline >= 0) {
      const text = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      newline = buffered.indexOf("\n");
      try {
        const line = JSON.parse(text) as Record<string, unknown>;
        lines.push(line);
        for (const waiter of waiters.filter((w) => w.msg === line.msg)) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(line);
        }
      } catch {
        // not a log line
      }
    }
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));

  const waitForLog = (msg: string, timeoutMs = 20_000) => {
    const seen = lines.find((line) => line.msg === msg);
    if (seen) return Promise.resolve(seen);
    return new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`no "${msg}" log within ${timeoutMs} ms; stderr: ${stderr}`)),
        timeoutMs,
      );
      waiters.push({
        msg,
        resolve: (line) => {
          clearTimeout(timer);
          resolve(line);
        },
      });
      void exited.then((code) => {
        clearTimeout(timer);
        reject(new Error(`server exited with ${code} before "${msg}"; stderr: ${stderr}`));
      });
    });
  };

  const listening = await waitForLog("listening");
  return {
    url: `http://127.0.0.1:${String(listening.port)}`,
    process: child,
    waitForLog,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
    async kill9() {
      child.kill("SIGKILL");
      await exited;
    },
  };
}

/** Full flow over real HTTP against one or more instances. */
export async function uploadOver(base: string, name: string, bytes: Uint8Array): Promise<string> {
  const form = new FormData();
  form.append("file", new Blob([bytes]), name);
  const response = await fetch(`${base}/api/uploads`, { method: "POST", body: form });
  if (response.status !== 201) throw new Error(`upload: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { fileKey: string }).fileKey;
}

export function postJsonOver(base: string, path: string, body: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
}

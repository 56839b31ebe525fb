import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { distDir, repoRoot } from "./paths";

export interface SiteServer {
  url: string;
  stop(): Promise<void>;
}

/** Builds the conversion service (apps/server) so the suites run against the real API and static serving. */
export function buildService(): void {
  const result = spawnSync("npm", ["run", "build", "-w", "@gaeb2xlsx/server"], {
    cwd: repoRoot,
    encoding: "utf8",
  });
  if (result.status !== 0) {
    throw new Error(`building apps/server failed:\n${result.stdout}\n${result.stderr}`);
  }
}

function waitForListening(child: ChildProcess, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    let buffered = "";
    let stderr = "";
    const timer = setTimeout(
      () => reject(new Error(`service did not listen within ${timeoutMs} ms: ${stderr}`)),
      timeoutMs,
    );
    child.stderr?.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.stdout?.on("data", (chunk: Buffer) => {
      buffered += chunk.toString();
      for (const line of buffered.split("\n")) {
        if (!line.includes('"listening"')) continue;
        try {
          const port = (JSON.parse(line) as { port?: unknown }).port;
          if (typeof port === "number") {
            clearTimeout(timer);
            resolve(port);
            return;
          }
        } catch {
          // a partial line; wait for more
        }
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`service exited with ${code} before listening: ${stderr}`));
    });
  });
}

/** Starts the built service on a random loopback port, serving this site's dist/ with a throwaway data folder. */
export async function startSiteServer(): Promise<SiteServer> {
  const dataDir = mkdtempSync(join(tmpdir(), "gaeb-web-e2e-"));
  const child = spawn(process.execPath, [join(repoRoot, "apps/server/dist/main.js")], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? "",
      HOST: "127.0.0.1",
      PORT: "0",
      DATA_DIR: dataDir,
      WEB_DIST: distDir,
      LOG_LEVEL: "info",
      CONVERSION_WORKERS: "1",
      // The suites upload and write more often than one visitor would; the limits themselves are the server's tests.
      RATE_LIMIT_UPLOADS: "1000",
      RATE_LIMIT_API: "5000",
      RATE_LIMIT_CONTACT: "1000",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  try {
    const port = await waitForListening(child, 30_000);
    return {
      url: `http://127.0.0.1:${port}`,
      async stop() {
        if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
        await exited;
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    child.kill("SIGKILL");
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

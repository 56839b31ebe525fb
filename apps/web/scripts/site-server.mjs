// Builds and starts the conversion service (apps/server) serving this site's dist/: used by the e2e suites and Lighthouse.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

const repoRoot = fileURLToPath(new URL("../../../", import.meta.url));
const distDir = fileURLToPath(new URL("../dist/", import.meta.url));

/** Builds the conversion service (apps/server) so the suites run against the real API and static serving. */
export function buildService() {
  const result = spawnSync("npm", ["run", "build", "-w", "@gaeb2xlsx/server"], {
    cwd: repoRoot,
    encoding: "utf8",
  });
  if (result.status !== 0) {
    throw new Error(`building apps/server failed:\n${result.stdout}\n${result.stderr}`);
  }
}

/** @param {import("node:child_process").ChildProcess} child @param {number} timeoutMs @returns {Promise<number>} */
function waitForListening(child, timeoutMs) {
  return new Promise((resolve, reject) => {
    let buffered = "";
    let stderr = "";
    const timer = setTimeout(
      () => reject(new Error(`service did not listen within ${timeoutMs} ms: ${stderr}`)),
      timeoutMs,
    );
    child.stderr?.on("data", (chunk) => {
      stderr += chunk.toString();
    });
    child.stdout?.on("data", (chunk) => {
      buffered += chunk.toString();
      for (const line of buffered.split("\n")) {
        if (!line.includes('"listening"')) continue;
        try {
          const port = JSON.parse(line).port;
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
/** @returns {Promise<{ url: string, stop(): Promise<void> }>} */
export async function startSiteServer() {
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
  const exited = new Promise((resolve) => child.once("exit", () => resolve()));
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

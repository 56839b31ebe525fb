import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { afterAll, beforeAll } from "vitest";

/** Real PostgreSQL and a real S3-protocol server for the scale-out suites, both on loopback in temp folders. */

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function postgresBinDir(): string | undefined {
  const root = "/usr/lib/postgresql";
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => existsSync(path.join(root, name, "bin", "initdb")))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] ? path.join(root, versions[0], "bin") : undefined;
}

/** True when PostgreSQL is installed; false (loudly, and a failure under CI) when not. */
export function postgresAvailable(): boolean {
  if (postgresBinDir()) return true;
  missingComponent("PostgreSQL (initdb)");
  return false;
}

/** Says loudly why a suite cannot run; under CI a missing component is a failure, locally a visible skip. */
export function missingComponent(what: string): string {
  const message = `${what} is not installed (Debian package; see .ci/apt-packages.txt)`;
  if (process.env.CI === "true") throw new Error(`CI: ${message}`);
  console.warn(`\n!!! SKIPPING: ${message} !!!\n`);
  return message;
}

export interface PostgresServer {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

/** initdb + pg_ctl in a temp folder, as the `postgres` user when we are root (PostgreSQL refuses to run as root). */
export async function startPostgres(): Promise<PostgresServer | undefined> {
  const bin = postgresBinDir();
  if (!bin) {
    missingComponent("PostgreSQL (initdb)");
    return undefined;
  }
  const asRoot = process.getuid?.() === 0;
  const run = (tool: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, tool), ...args], { stdio: "pipe" })
      : execFileSync(path.join(bin, tool), args, { stdio: "pipe" });
  const dir = mkdtempSync(path.join(tmpdir(), "gaeb-pg-"));
  if (asRoot) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"]).toString().trim());
    chownSync(dir, uid, gid);
  }
  const dataDir = path.join(dir, "data");
  run("initdb", [
    "-D",
    dataDir,
    "-U",
    "test",
    "--auth=trust",
    "-E",
    "UTF8",
    "--no-sync",
    "--no-instructions",
  ]);
  const port = await freePort();
  const start = () =>
    run("pg_ctl", [
      "-D",
      dataDir,
      "-l",
      path.join(dir, "server.log"),
      "-o",
      `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c full_page_writes=off`,
      "-w",
      "start",
    ]);
  const stop = () => run("pg_ctl", ["-D", dataDir, "-m", "immediate", "-w", "stop"]);
  start();
  return {
    url: `postgres://test@127.0.0.1:${port}/postgres`,
    start,
    stop,
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface S3Server {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

/** s3rver speaks the S3 HTTP protocol; restarting it on the same port and folder simulates an outage. */
export async function startS3(bucket = "gaeb-files"): Promise<S3Server> {
  const directory = mkdtempSync(path.join(tmpdir(), "gaeb-s3-"));
  const port = await freePort();
  let server: S3rver | undefined;
  const start = async () => {
    server = new S3rver({
      port,
      address: "127.0.0.1",
      silent: true,
      directory,
      configureBuckets: [{ name: bucket }],
    });
    await server.run();
  };
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  await start();
  return {
    url: `s3://S3RVER:S3RVER@${bucket}?endpoint=http://127.0.0.1:${port}&region=us-east-1`,
    start,
    stop,
    async destroy() {
      await stop();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * PostgreSQL and an S3 server for the enclosing suite: started before its tests, removed after them (after the
 * suite's own clean-up, as vitest runs after-hooks in reverse order).
 */
export function useProductionBackends(): {
  readonly postgres: PostgresServer | undefined;
  readonly s3: S3Server;
} {
  let postgres: PostgresServer | undefined;
  let s3: S3Server | undefined;
  beforeAll(async () => {
    postgres = await startPostgres();
    s3 = await startS3();
  });
  afterAll(async () => {
    postgres?.destroy();
    await s3?.destroy();
  });
  return {
    get postgres() {
      return postgres;
    },
    get s3() {
      if (!s3) throw new Error("the S3 server is used before the suite started it");
      return s3;
    },
  };
}

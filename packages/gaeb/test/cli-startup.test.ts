import { spawnSync } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { gaebXml, item } from "./support/gaeb.js";

/*
 * Start-up of the installed command (issue 23): what Node has to read before any work begins. Measured by the
 * modules the process loads, which unlike a time is the same on a busy machine and a quiet one.
 */

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const BIN = here("../bin/gaeb2xlsx.js");
const BUNDLE_DIR = here("../dist/bin");
const HOOK = here("./support/loaded-modules.mjs");

const workspaces: string[] = [];
afterEach(() => {
  for (const dir of workspaces.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function workspace(): string {
  const dir = mkdtempSync(join(tmpdir(), "gaeb-startup-"));
  workspaces.push(dir);
  return dir;
}

/** Runs the installed command; returns its exit code and the files of modules it loaded (the hook itself left out). */
function loadedBy(args: string[], cwd: string): { code: number | null; stderr: string; files: string[] } {
  const log = join(cwd, "loaded.log");
  writeFileSync(log, "");
  const result = spawnSync(process.execPath, ["--import", HOOK, BIN, ...args], {
    cwd,
    encoding: "utf8",
    // No code cache: the bundle split by command, which Node 22.1+ runs (and caches itself) and Node 20 without one.
    env: { ...process.env, GAEB_LOADED_LOG: log, GAEB2XLSX_CACHE_DIR: "" },
  });
  const files = readFileSync(log, "utf8")
    .split("\n")
    .filter((line) => line !== "")
    .map((url) => fileURLToPath(url))
    .filter((path) => path !== HOOK);
  return { code: result.status, stderr: result.stderr, files };
}

/** The code a plain conversion has no use for, each named by a function only it defines. */
const OTHER_COMMANDS = [
  "function offerFromWorkbook(",
  "function compareOffers(",
  "function importWorkbook(",
  "function writeGaeb(",
  "function writeTemplate(",
  "function billingWorkbook(",
];

describe("start-up of the installed command", () => {
  it("reads only the entry and the argument parser for --help", () => {
    const { code, files } = loadedBy(["--help"], workspace());
    expect(code).toBe(0);
    expect(files).toEqual([BIN, join(BUNDLE_DIR, "gaeb2xlsx.js"), join(BUNDLE_DIR, "args.js")]);
  });

  it("says the package's version, found from the bundle's place", () => {
    const dir = workspace();
    const result = spawnSync(process.execPath, [BIN, "--version"], { cwd: dir, encoding: "utf8" });
    const manifest = JSON.parse(readFileSync(here("../package.json"), "utf8")) as { version: string };
    expect(result.stdout).toBe(`${manifest.version}\n`);
    expect(result.status).toBe(0);
  });

  it("converts with the conversion's own code: no other command's, nothing from node_modules", () => {
    const dir = workspace();
    const input = join(dir, "LV.X83");
    writeFileSync(
      input,
      gaebXml({ body: `<Itemlist>${item("10", "<Qty>2.500</Qty><QU>m2</QU>")}</Itemlist>` }),
    );
    const { code, stderr, files } = loadedBy([input, "-o", join(dir, "LV.xlsx")], dir);
    expect(stderr).toContain("LV.xlsx geschrieben");
    expect(code).toBe(0);
    expect(files).toEqual([
      BIN,
      join(BUNDLE_DIR, "gaeb2xlsx.js"),
      join(BUNDLE_DIR, "args.js"),
      join(BUNDLE_DIR, "convert.js"),
    ]);
    const loaded = files.map((file) => readFileSync(file, "utf8")).join("\n");
    const bundle = readdirSync(BUNDLE_DIR)
      .filter((name) => name.endsWith(".js"))
      .map((name) => readFileSync(join(BUNDLE_DIR, name), "utf8"))
      .join("\n");
    for (const marker of OTHER_COMMANDS) {
      // The marker names code the bundle really has, so its absence from what was loaded means something.
      expect(bundle).toContain(marker);
      expect(loaded).not.toContain(marker);
    }
  });

  it("finds each command's own code when that command runs", () => {
    const dir = workspace();
    for (const command of ["offer", "compare", "gaeb", "template", "from-xlsx"]) {
      const { code, files } = loadedBy([command, "--help"], dir);
      expect(code, command).toBe(0);
      expect(files, command).toContain(join(BUNDLE_DIR, `${command}.js`));
      expect(
        files.every((file) => file === BIN || file.startsWith(BUNDLE_DIR)),
        command,
      ).toBe(true);
    }
  });
});

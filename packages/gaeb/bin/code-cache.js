// The command for Node without `module.enableCompileCache` (before 22.1): its bundle as one CommonJS script,
// compiled with V8's code cache kept on disk, so that a run after the first does not compile it again (issue 23:
// 0.7 MB sample 0.15 -> 0.13 s median). Only a script, not an ES module, can be given cached data on Node 20.
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { homedir } from "node:os";
import { dirname, join } from "node:path";
import vm from "node:vm";

/** Where compiled code is kept: GAEB2XLSX_CACHE_DIR if set ("" for nowhere), else the user's cache folder. */
export function cacheDir() {
  const chosen = process.env.GAEB2XLSX_CACHE_DIR;
  if (chosen !== undefined) return chosen;
  if (process.platform === "win32")
    return process.env.LOCALAPPDATA ? join(process.env.LOCALAPPDATA, "gaeb2xlsx", "cache") : "";
  const base = process.env.XDG_CACHE_HOME || (homedir() ? join(homedir(), ".cache") : "");
  return base ? join(base, "gaeb2xlsx") : "";
}

const COMMANDS = new Set(["offer", "compare", "gaeb", "from-xlsx", "template"]);

/**
 * What a run does, as far as the code it compiles goes: its command, and whether it only shows help or the version.
 * A cache holds the code compiled by the run that wrote it, so each such purpose keeps its own: a first run with
 * --help must not leave later conversions a cache without the conversion's code.
 */
export function purposeOf(args) {
  const command = COMMANDS.has(args[0]) ? args[0] : "convert";
  const asks = args.some((arg) => arg === "--help" || arg === "-h" || arg === "--version");
  return asks ? `${command}-help` : command;
}

/**
 * Runs the bundle (a CommonJS file) and returns its `main`, and `keep` to store the code compiled by then for the
 * next run of the same purpose. The cache is named by the bundle's content, Node's version and the processor, since
 * V8 checks a cache only against the length of its source; one it refuses is replaced. Failing to read or write it
 * only costs time.
 */
export function loadCached(bundle, purpose, dir = cacheDir()) {
  const source = readFileSync(bundle, "utf8");
  const key = createHash("sha1").update(source).update(process.version).update(process.arch).digest("hex");
  const file = join(dir, `gaeb2xlsx-${key.slice(0, 20)}-${purpose}.v8`);
  let cachedData;
  try {
    cachedData = dir === "" ? undefined : readFileSync(file);
  } catch {
    cachedData = undefined;
  }
  // Wrapped on its first line as Node wraps a CommonJS module, so line numbers in stack traces stay the file's.
  const wrapped = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  const script = new vm.Script(wrapped, { filename: bundle, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, dirname(bundle));
  const keep = () => {
    if (dir === "" || (cachedData && !script.cachedDataRejected)) return;
    const temporary = `${file}.${process.pid}.tmp`;
    try {
      mkdirSync(dir, { recursive: true, mode: 0o700 });
      // Written beside and renamed, so a run at the same time never reads half a cache.
      writeFileSync(temporary, script.createCachedData(), { mode: 0o600 });
      renameSync(temporary, file);
      // Caches of other versions of the bundle (or of Node) for this purpose would never be read again.
      const ours = `gaeb2xlsx-${key.slice(0, 20)}-${purpose}.v8`;
      for (const name of readdirSync(dir))
        if (name !== ours && name.startsWith("gaeb2xlsx-") && name.endsWith(`-${purpose}.v8`))
          rmSync(join(dir, name), { force: true });
    } catch {
      try {
        rmSync(temporary, { force: true });
      } catch {
        // Nothing was written where nothing can be.
      }
    }
  };
  return { main: module.exports.main, keep };
}

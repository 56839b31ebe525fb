#!/usr/bin/env node
import module from "node:module";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);
// Node 22.1+ keeps compiled code on disk itself; GAEB2XLSX_CACHE_DIR="" asks for no cache at all.
if (module.enableCompileCache || process.env.GAEB2XLSX_CACHE_DIR === "") {
  module.enableCompileCache?.();
  // The bundle split by command: each command's code is read only when it runs.
  const { main } = await import("../dist/bin/gaeb2xlsx.js");
  process.exitCode = await main(args, process);
} else {
  // Older Node: the bundle as one script, compiled with V8's code cache kept in the user's cache folder.
  const { loadCached, purposeOf } = await import("./code-cache.js");
  const bundle = fileURLToPath(new URL("../dist/bin-cached/gaeb2xlsx.cjs", import.meta.url));
  const { main, keep } = loadCached(bundle, purposeOf(args));
  process.exitCode = await main(args, process);
  keep();
}

#!/usr/bin/env node
import module from "node:module";

// Node 22.1+ keeps the compiled bundle on disk between runs; older Node (20 on CI) has no such API: nothing to do.
module.enableCompileCache?.();

// Imported only now, so that the cache above is on before the bundle is compiled.
const { main } = await import("../dist/bin/gaeb2xlsx.js");
process.exitCode = await main(process.argv.slice(2), process);

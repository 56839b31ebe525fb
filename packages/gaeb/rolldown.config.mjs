import { fileURLToPath } from "node:url";
import { defineConfig } from "rolldown";

/** Paths from this package, so the tests can build it from any working directory. */
const here = (path) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The command line as a bundle (issue 23): Node resolving and reading some 150 modules one by one took about a
 * tenth of a second before any work began. The entry holds `main`, with the argument parser in a small chunk of
 * its own (every command uses it), so `--help` reads two small files; everything a conversion needs (readers,
 * workbook writer, messages, fflate, saxes) is one chunk; each other command adds its own chunks. Not minified:
 * it measured no faster here, and a stack trace from the bundle should read like the source.
 * `bin/gaeb2xlsx.js` runs it; the library's `dist/index.js` stays tsc's output.
 */
const split = defineConfig({
  input: { gaeb2xlsx: here("src/cli/main.ts") },
  cwd: here("."),
  platform: "node",
  output: {
    dir: here("dist/bin"),
    format: "esm",
    cleanDir: true,
    // Named by what they hold, without hashes: a stack trace says `compare.js`, not `compare-C6noJYEG.js`.
    // Chunks that several commands share carry `shared-` (the library's offer code beside the `offer` command's).
    chunkFileNames: (chunk) =>
      chunk.isDynamicEntry || chunk.name === "args" || chunk.name === "convert"
        ? "[name].js"
        : "shared-[name].js",
    sourcemap: true,
    sourcemapExcludeSources: true,
    codeSplitting: {
      groups: [
        // Shared by the entry and every command: on its own, so that the entry never imports the large chunk.
        { name: "args", test: /src[\\/]cli[\\/]args\.ts$/, priority: 2 },
        // The conversion and everything it imports (dependencies are captured with it).
        { name: "convert", test: /src[\\/]cli[\\/]convert-command\.ts$/, priority: 1 },
      ],
    },
  },
});

/**
 * The same command as one CommonJS file, for Node without `module.enableCompileCache` (before 22.1, so 20 on CI):
 * `bin/gaeb2xlsx.js` compiles it with V8's code cache kept on disk (`bin/code-cache.js`), which only a script, not
 * an ES module, can be given there. Measured on the 0.7 MB sample: 0.15 -> 0.13 s median from the command line
 * (issue 23).
 */
const cached = defineConfig({
  input: { gaeb2xlsx: here("src/cli/main.ts") },
  cwd: here("."),
  platform: "node",
  output: {
    file: here("dist/bin-cached/gaeb2xlsx.cjs"),
    format: "cjs",
    codeSplitting: false,
    sourcemap: true,
    sourcemapExcludeSources: true,
  },
});

export default [split, cached];

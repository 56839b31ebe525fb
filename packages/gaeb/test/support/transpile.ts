import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";

const SOURCE = fileURLToPath(new URL("../../src", import.meta.url));
// Inside the package, so the emitted files resolve fflate and saxes like the sources do.
const CACHE = fileURLToPath(new URL("../../node_modules/.cache/gaeb-test-build", import.meta.url));

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "cli" ? [] : sources(path);
    return entry.name.endsWith(".ts") && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/**
 * The core's current sources as plain JavaScript, for the fuzz child processes, which run outside vitest's transform.
 * Transpiled file by file (no type check; `npm run typecheck` does that), so it never tests a stale `dist/`.
 * Returns the path of the emitted `index.js` and a function that removes the build.
 */
export function transpileCore(): { entry: string; remove: () => void } {
  const out = join(CACHE, `${process.pid}-${Date.now()}`);
  for (const file of sources(SOURCE)) {
    const { outputText } = ts.transpileModule(readFileSync(file, "utf8"), {
      compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      fileName: file,
    });
    const target = join(out, relative(SOURCE, file)).replace(/\.ts$/, ".js");
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, outputText);
  }
  return { entry: join(out, "index.js"), remove: () => rmSync(out, { recursive: true, force: true }) };
}

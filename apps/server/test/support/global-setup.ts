import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";

/**
 * Conversion runs in child processes, which load built JavaScript: build the core (when missing) and this service
 * once before the suites start. Also used by the child-process tests (kill -9, two instances).
 */
export default function setup(): void {
  const serverDir = fileURLToPath(new URL("../..", import.meta.url));
  const coreDist = fileURLToPath(new URL("../../../../packages/gaeb/dist/index.js", import.meta.url));
  const tsc = fileURLToPath(new URL("../../../../node_modules/typescript/bin/tsc", import.meta.url));
  if (!existsSync(coreDist)) {
    execFileSync(process.execPath, [tsc, "-p", "tsconfig.build.json"], {
      cwd: fileURLToPath(new URL("../../../../packages/gaeb", import.meta.url)),
      stdio: "inherit",
    });
  }
  execFileSync(process.execPath, [tsc, "-p", "tsconfig.build.json"], { cwd: serverDir, stdio: "inherit" });
}

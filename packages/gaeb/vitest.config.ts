import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["source"] },
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 60_000,
    // The command line's tests run the bundle: made fresh from src/ first.
    globalSetup: ["test/support/build-cli.ts"],
    // The installed command keeps compiled code in the user's cache folder; a test run keeps it in a temporary one.
    env: { GAEB2XLSX_CACHE_DIR: join(tmpdir(), "gaeb2xlsx-test-code-cache") },
  },
});

import { defineConfig, mergeConfig } from "vitest/config";
import viteConfig from "./vite.config.ts";

export default mergeConfig(
  viteConfig,
  defineConfig({
    resolve: { conditions: ["source"] },
    test: {
      include: ["src/**/*.test.{ts,tsx}", "e2e/**/*.e2e.test.ts", "tests/**/*.test.ts"],
      // Browser tests on a shared 2-core CI machine can be slow; each still has to finish.
      testTimeout: 120_000,
      hookTimeout: 180_000,
      // End-to-end files each start a browser; one file at a time keeps the shared 2-core machine usable.
      fileParallelism: false,
      setupFiles: ["./tests/setup-fail-on-console.ts"],
      globalSetup: ["./e2e/support/global-setup.ts"],
    },
  }),
);

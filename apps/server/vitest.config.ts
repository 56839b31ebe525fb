import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["source"] },
  test: {
    include: ["test/**/*.test.ts"],
    globalSetup: ["test/support/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Suites start real servers (PostgreSQL, S3, child processes); one file at a time keeps the shared 2-core machine usable.
    fileParallelism: false,
  },
});

import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { conditions: ["source"] },
  test: {
    include: ["src/**/*.test.ts", "test/**/*.test.ts"],
    testTimeout: 60_000,
    // The command line's tests run the bundle: made fresh from src/ first.
    globalSetup: ["test/support/build-cli.ts"],
  },
});

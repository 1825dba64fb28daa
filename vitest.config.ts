import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["packages/*/test/**/*.test.ts", "packages/*/test/**/*.test.tsx"],
    // Self-play suites are long; they get their own generous per-test limits.
    testTimeout: 20_000,
    pool: "forks",
    setupFiles: ["./vitest.setup.ts"],
  },
});

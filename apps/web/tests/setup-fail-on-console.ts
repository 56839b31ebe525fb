import { afterEach, vi } from "vitest";

// A test that makes the code under test write to the console fails: warnings hide real problems.
const calls: string[] = [];
for (const method of ["error", "warn"] as const) {
  vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
    calls.push(`console.${method}: ${args.map(String).join(" ")}`);
  });
}

afterEach(() => {
  if (calls.length > 0) {
    const found = calls.splice(0);
    throw new Error(`Unexpected console output:\n${found.join("\n")}`);
  }
});

import { Writable } from "node:stream";
import type * as Cli from "../../src/cli/main.js";

/**
 * The command line as users run it: the bundle `npm run build` makes (`dist/bin/`, rebuilt from `src/` before the
 * tests by `test/support/build-cli.ts`), not the TypeScript sources, so that a fault of the bundling shows here.
 */
export const CLI_BUNDLE = new URL("../../dist/bin/gaeb2xlsx.js", import.meta.url);
export const { main } = (await import(CLI_BUNDLE.href)) as typeof Cli;

/** A stream that keeps what the CLI writes, so a test reads stdout and stderr as text. */
export class Capture extends Writable {
  text = "";
  override _write(chunk: Buffer, _encoding: string, done: () => void): void {
    this.text += chunk.toString();
    done();
  }
}

/** Runs the CLI in-process with captured output. */
export async function runCli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const stdout = new Capture();
  const stderr = new Capture();
  const code = await main(args, { stdout, stderr });
  return { code, stdout: stdout.text, stderr: stderr.text };
}

import { Writable } from "node:stream";
import { main } from "../../src/cli/main.js";

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

import { ConfigError, loadConfig } from "./config.js";
import { openDatabase } from "./db/open.js";
import type { Database } from "./db/types.js";
import { runOperator } from "./operator.js";

/** Entry point of `npm run operator`: same configuration and database as the server. */
async function main(): Promise<void> {
  let db: Database | undefined;
  try {
    const config = loadConfig();
    db = await openDatabase(config);
    process.exitCode = await runOperator(process.argv.slice(2), db, Date.now(), (line) =>
      process.stdout.write(`${line}\n`),
    );
  } catch (error) {
    process.stderr.write(
      `${error instanceof ConfigError ? error.message : `operator failed: ${String(error)}`}\n`,
    );
    process.exitCode = 1;
  } finally {
    await db?.close();
  }
}

await main();

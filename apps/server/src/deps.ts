import type { Logger } from "pino";
import type { Clock } from "./clock.js";
import type { Config } from "./config.js";
import type { Mailer } from "./contact/mailer.js";
import type { ConversionPool } from "./conversion/pool.js";
import type { Database, UsageEvent } from "./db/types.js";
import { utcDay } from "./db/types.js";
import type { Storage } from "./storage/types.js";
import type { LinkSigner } from "./tokens.js";

/** Everything a request handler needs; built once in main.ts (or by a test) and passed in. */
export interface AppDeps {
  config: Config;
  db: Database;
  storage: Storage;
  pool: ConversionPool;
  clock: Clock;
  logger: Logger;
  signer: LinkSigner;
  /** Key for hashing client addresses (rate limits) so no raw IP is stored. */
  clientSecret: string;
  mailer: Mailer | undefined;
}

/** Usage counters are best effort: losing one must never fail the request that caused it. */
export function recordUsage(deps: AppDeps, event: UsageEvent): void {
  deps.db.countUsage(event, utcDay(deps.clock())).catch((error: unknown) => {
    deps.logger.warn({ err: error, event }, "usage counter not updated");
  });
}

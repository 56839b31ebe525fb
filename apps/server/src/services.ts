import { randomBytes } from "node:crypto";
import pino, { type Logger } from "pino";
import { type Clock, systemClock } from "./clock.js";
import type { Config } from "./config.js";
import { smtpMailer } from "./contact/mailer.js";
import { ConversionPool } from "./conversion/pool.js";
import { openDatabase } from "./db/open.js";
import type { AppDeps } from "./deps.js";
import { scrubbedError } from "./log-scrub.js";
import { openStorage } from "./storage/open.js";
import { LinkSigner } from "./tokens.js";

/** The service's JSON logger; `destination` (stdout when absent) lets tests read what an operator would see. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const options = {
    level,
    base: { service: "gaeb2xlsx-server" },
    redact: ["req.headers.authorization", "email"],
    serializers: { err: scrubbedError },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * Opens database and storage, loads (or creates once, shared through the database) the secrets, and starts the
 * conversion workers. Everything an instance needs; several instances with the same configuration cooperate.
 */
export async function createServices(
  config: Config,
  overrides: { clock?: Clock; logger?: Logger } = {},
): Promise<AppDeps & { close(): Promise<void> }> {
  const logger = overrides.logger ?? createLogger(config.logLevel);
  const db = await openDatabase(config);
  let storage: Awaited<ReturnType<typeof openStorage>> | undefined;
  try {
    storage = await openStorage(config);
  } catch (error) {
    await db.close();
    throw error;
  }
  const signingSecret =
    config.signingSecret ??
    (await db.getOrCreateSetting("link_signing_secret", randomBytes(32).toString("base64url")));
  const clientSecret = await db.getOrCreateSetting(
    "client_hash_secret",
    randomBytes(32).toString("base64url"),
  );
  const pool = new ConversionPool({
    size: config.conversionWorkers,
    timeoutMs: config.conversionTimeoutMs,
    memoryMb: config.conversionMemoryMb,
    waitingMax: config.conversionQueueMax,
    waitingBytes: config.conversionQueueBytes,
    perClientRunning: config.conversionClientRunning,
    perClientWaiting: config.conversionClientWaiting,
    perClientBytes: config.conversionClientBytes,
  });
  const mailer =
    config.smtpUrl && config.contactTo
      ? smtpMailer({ smtpUrl: config.smtpUrl, to: config.contactTo, from: config.contactFrom })
      : undefined;
  const openedStorage = storage;
  return {
    config,
    db,
    storage: openedStorage,
    pool,
    clock: overrides.clock ?? systemClock,
    logger,
    signer: new LinkSigner(signingSecret),
    clientSecret,
    mailer,
    async close() {
      mailer?.close();
      await pool.close();
      await openedStorage.close();
      await db.close();
    },
  };
}

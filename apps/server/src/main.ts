import type { Server } from "node:http";
import { serve } from "@hono/node-server";
import { createApp } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { createLogger, createServices } from "./services.js";
import { startSweeper } from "./sweeper.js";

/** Starts one instance: configuration, backends, sweeper, HTTP server; stops cleanly on SIGTERM/SIGINT. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }
  const logger = createLogger(config.logLevel);
  const services = await createServices(config, { logger });
  const sweeper = startSweeper({
    ...services,
    retentionHours: config.retentionHours,
    intervalMinutes: config.sweepIntervalMinutes,
  });
  const app = createApp(services);
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      { port: info.port, host: config.host, database: services.db.kind, storage: services.storage.kind },
      "listening",
    );
  });
  // Slow or stalled clients must not hold sockets forever.
  (server as Server).requestTimeout = 120_000;
  (server as Server).headersTimeout = 20_000;

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, "shutting down");
    sweeper.stop();
    server.close(() => {
      services.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  process.stderr.write(`start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});

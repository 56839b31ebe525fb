import type { Logger } from "pino";
import type { Clock } from "./clock.js";
import type { Database } from "./db/types.js";
import { epochOfObjectName } from "./file-names.js";
import type { Storage } from "./storage/types.js";

export interface SweepOptions {
  db: Database;
  storage: Storage;
  clock: Clock;
  logger: Logger;
  retentionHours: number;
  /**
   * Time until the next sweep. Files that would pass the retention time before then are deleted now, so nothing
   * outlives it (the privacy promise is "deleted after 24 hours at the latest").
   */
  lookaheadMinutes?: number;
}

export interface SweepReport {
  expiredTokens: number;
  deletedUploads: number;
  deletedResults: number;
  deletedOrphans: number;
}

const batchSize = 500;
const hourMs = 3_600_000;
/** Objects nobody references are left alone this long: another instance may be between writing and recording one. */
const orphanGraceMs = 15 * 60_000;
/** Expired token rows are kept a while so late clients get "expired" (410) rather than "unknown" (404). */
const expiredTokenMemoryMs = 30 * 24 * hourMs;

/**
 * Deletes uploads and results older than the retention time, expires tokens (their files go, the row stays) and
 * removes objects no record refers to, such as leftovers of a crash.
 */
export async function sweep(options: SweepOptions): Promise<SweepReport> {
  const { db, storage, clock } = options;
  const now = clock();
  const retentionMs = options.retentionHours * hourMs;
  const lookaheadMs = Math.min((options.lookaheadMinutes ?? 0) * 60_000, retentionMs / 2);
  const cutoff = now - retentionMs + lookaheadMs;
  const report: SweepReport = { expiredTokens: 0, deletedUploads: 0, deletedResults: 0, deletedOrphans: 0 };

  for (;;) {
    const tokens = await db.tokensToExpire(now, batchSize);
    for (const token of tokens) {
      if (token.resultKey) await storage.delete(token.resultKey);
      await db.markTokenExpired(token.tokenHash);
      report.expiredTokens++;
    }
    if (tokens.length < batchSize) break;
  }
  for (;;) {
    const tokens = await db.tokensWithResultsBefore(cutoff, batchSize);
    for (const token of tokens) {
      if (token.resultKey) await storage.delete(token.resultKey);
      await db.markTokenExpired(token.tokenHash);
      report.deletedResults++;
    }
    if (tokens.length < batchSize) break;
  }
  for (;;) {
    const uploads = await db.uploadsCreatedBefore(cutoff, batchSize);
    for (const upload of uploads) {
      await storage.delete(`uploads/${upload.fileKey}`);
      await db.deleteUpload(upload.fileKey);
      report.deletedUploads++;
    }
    if (uploads.length < batchSize) break;
  }

  const referenced = await db.referencedKeys();
  const orphanCutoff = now - Math.min(orphanGraceMs, options.retentionHours * hourMs);
  for await (const object of storage.list()) {
    if (referenced.has(object.key.replace(/^uploads\//, "")) || referenced.has(object.key)) continue;
    const name = object.key.slice(object.key.indexOf("/") + 1);
    const writtenAt = epochOfObjectName(name) ?? object.lastModified;
    if (writtenAt < orphanCutoff) {
      await storage.delete(object.key);
      report.deletedOrphans++;
    }
  }

  await db.deleteTokensExpiredBefore(now - expiredTokenMemoryMs);
  await db.deleteRateLimitWindowsBefore(now - 24 * hourMs);
  return report;
}

/** Runs the sweep now and then every interval; failures are logged and retried next time. */
export function startSweeper(options: SweepOptions & { intervalMinutes: number }): {
  stop(): void;
  done: Promise<void>;
} {
  const run = async () => {
    try {
      const report = await sweep({ ...options, lookaheadMinutes: options.intervalMinutes });
      options.logger.info(report, "sweep finished");
    } catch (error) {
      options.logger.warn({ err: error }, "sweep failed; retrying next interval");
    }
  };
  const done = run();
  const timer = setInterval(run, options.intervalMinutes * 60_000);
  timer.unref();
  return { stop: () => clearInterval(timer), done };
}

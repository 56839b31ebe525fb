import { statSync } from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import BetterSqlite3 from "better-sqlite3";
import { ensureWritableFolder } from "../data-dir.js";
import { BackendUnavailableError, guardBackend } from "../http/errors.js";
import { schemaStatements } from "./schema.js";
import { type Row, SqlDatabase, type SqlDriver } from "./sql.js";

/**
 * How long a statement waits for another process's lock before the request is answered 503. The waiting happens
 * between short tries on the event loop's timers: SQLite's own busy timeout would block the whole process
 * (every request, /healthz included) for as long.
 */
const lockWaitMs = 5000;
const retryDelaysMs = [2, 5, 10, 25, 50, 100];

/** How often a statement checks that the database file is still the one that was opened. */
const identityCheckMs = 1000;

function isLockError(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return typeof code === "string" && (code.startsWith("SQLITE_BUSY") || code.startsWith("SQLITE_LOCKED"));
}

/** better-sqlite3 behind the shared queries. */
class SqliteDriver implements SqlDriver {
  readonly kind = "sqlite";
  private readonly db: BetterSqlite3.Database;
  private readonly statements = new Map<string, BetterSqlite3.Statement>();
  private readonly identity: { dev: number; ino: number };
  private checkedAt = 0;
  private lost: BackendUnavailableError | undefined;

  constructor(private readonly file: string) {
    ensureWritableFolder(path.dirname(file), "database folder");
    this.db = new BetterSqlite3(file);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("busy_timeout = 0");
    this.db.pragma("synchronous = NORMAL");
    const info = statSync(file);
    this.identity = { dev: info.dev, ino: info.ino };
  }

  /**
   * A database file deleted or replaced under a running server would take every record with it at the next start,
   * while this connection went on writing into the removed file. Refuse to go on instead, loudly.
   */
  private assertFileIntact(force = false): void {
    if (this.lost) throw this.lost;
    const now = Date.now();
    if (!force && now - this.checkedAt < identityCheckMs) return;
    let info: { dev: number; ino: number } | undefined;
    try {
      info = statSync(this.file);
    } catch {
      info = undefined;
    }
    if (!info || info.dev !== this.identity.dev || info.ino !== this.identity.ino) {
      // Once lost, always lost for this process: a file put back later is not the one this connection writes.
      this.lost = new BackendUnavailableError(
        "database",
        new Error(
          `the database file ${this.file} was deleted or replaced while the server was running; restore it or restart`,
        ),
        true,
      );
      throw this.lost;
    }
    this.checkedAt = now;
  }

  /** Prepared once per SQL text: preparing costs more than running these small statements. */
  private prepared(sql: string): BetterSqlite3.Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  private runOnce(sql: string, params: readonly unknown[]): { rows: Row[]; changes: number } {
    this.assertFileIntact();
    const statement = this.prepared(sql);
    // A statement that returns rows (SELECT, or RETURNING) is read; any other is run for its changes.
    if (statement.reader) return { rows: statement.all(...params) as Row[], changes: 0 };
    return { rows: [], changes: statement.run(...params).changes };
  }

  execute(sql: string, params: readonly unknown[] = []): Promise<{ rows: Row[]; changes: number }> {
    return guardBackend("database", async () => {
      const deadline = Date.now() + lockWaitMs;
      for (let attempt = 0; ; attempt++) {
        try {
          return this.runOnce(sql, params);
        } catch (error) {
          // Each statement runs on its own (autocommit), so one that met a lock changed nothing and may run again.
          if (!isLockError(error) || Date.now() >= deadline) throw error;
          await sleep(retryDelaysMs[Math.min(attempt, retryDelaysMs.length - 1)]);
        }
      }
    });
  }

  async ping(): Promise<void> {
    await guardBackend("database", async () => {
      this.assertFileIntact(true);
    });
    await this.execute("SELECT 1");
  }

  migrate(statements: readonly string[]): Promise<void> {
    return guardBackend("database", async () => {
      // Start-up may meet another instance migrating the same file; a short blocking wait is fine there.
      this.db.pragma(`busy_timeout = ${lockWaitMs}`);
      try {
        this.db.transaction(() => {
          for (const statement of statements) this.db.exec(statement);
        })();
      } finally {
        this.db.pragma("busy_timeout = 0");
      }
    });
  }

  async close(): Promise<void> {
    this.db.close();
  }
}

/** Embedded database in one file; WAL mode lets several processes on one machine share it. */
export class SqliteDatabase extends SqlDatabase {
  constructor(file: string) {
    super(new SqliteDriver(file), schemaStatements);
  }
}

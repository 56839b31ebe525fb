import { mkdirSync } from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { guardBackend } from "../http/errors.js";
import { schemaStatements } from "./schema.js";
import { type Row, SqlDatabase, type SqlDriver } from "./sql.js";

/** better-sqlite3 behind the shared queries. */
class SqliteDriver implements SqlDriver {
  readonly kind = "sqlite";
  private readonly db: BetterSqlite3.Database;
  private readonly statements = new Map<string, BetterSqlite3.Statement>();

  constructor(file: string) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.db = new BetterSqlite3(file);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("busy_timeout = 5000");
    this.db.pragma("synchronous = NORMAL");
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

  execute(sql: string, params: readonly unknown[] = []): Promise<{ rows: Row[]; changes: number }> {
    return guardBackend("database", async () => {
      const statement = this.prepared(sql);
      // A statement that returns rows (SELECT, or RETURNING) is read; any other is run for its changes.
      if (statement.reader) return { rows: statement.all(...params) as Row[], changes: 0 };
      return { rows: [], changes: statement.run(...params).changes };
    });
  }

  migrate(statements: readonly string[]): Promise<void> {
    return guardBackend("database", async () => {
      this.db.transaction(() => {
        for (const statement of statements) this.db.exec(statement);
      })();
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

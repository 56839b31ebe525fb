import pg from "pg";
import { guardBackend } from "../http/errors.js";
import { schemaStatements } from "./schema.js";
import { type Row, SqlDatabase, type SqlDriver } from "./sql.js";

/** Arbitrary constant that serialises schema creation when several instances start together. */
const migrationLockId = 4_711_2024;

/** The shared queries use `?`; PostgreSQL numbers its parameters. */
function numberPlaceholders(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

/** A pg pool behind the shared queries. */
class PostgresDriver implements SqlDriver {
  readonly kind = "postgres";
  private readonly pool: pg.Pool;
  private readonly numbered = new Map<string, string>();

  constructor(connectionString: string) {
    this.pool = new pg.Pool({
      connectionString,
      max: 10,
      connectionTimeoutMillis: 3000,
      idleTimeoutMillis: 10_000,
      query_timeout: 15_000,
    });
    // An idle client losing its server must not crash the process; the next query reports the outage.
    this.pool.on("error", () => {});
  }

  execute(sql: string, params: readonly unknown[] = []): Promise<{ rows: Row[]; changes: number }> {
    let text = this.numbered.get(sql);
    if (text === undefined) {
      text = numberPlaceholders(sql);
      this.numbered.set(sql, text);
    }
    const query = text;
    return guardBackend("database", async () => {
      const result = await this.pool.query(query, [...params]);
      return { rows: result.rows as Row[], changes: result.rowCount ?? 0 };
    });
  }

  migrate(statements: readonly string[]): Promise<void> {
    return guardBackend("database", async () => {
      const client = await this.pool.connect();
      try {
        await client.query("BEGIN");
        await client.query("SELECT pg_advisory_xact_lock($1)", [migrationLockId]);
        for (const statement of statements) await client.query(statement);
        await client.query("COMMIT");
      } catch (error) {
        await client.query("ROLLBACK").catch(() => {});
        throw error;
      } finally {
        client.release();
      }
    });
  }

  async ping(): Promise<void> {
    await this.execute("SELECT 1");
  }

  close(): Promise<void> {
    return this.pool.end();
  }
}

/** PostgreSQL for several instances behind a load balancer; the same records and queries as SQLite. */
export class PostgresDatabase extends SqlDatabase {
  constructor(connectionString: string) {
    super(new PostgresDriver(connectionString), schemaStatements);
  }
}

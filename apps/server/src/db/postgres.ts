import pg from "pg";
import { guardBackend } from "../http/errors.js";
import { schemaStatements } from "./schema.js";
import { toContact, toToken, toUpload } from "./sqlite.js";
import type {
  ConsentRecord,
  ContactRecord,
  Database,
  TokenRecord,
  UploadRecord,
  UsageCount,
  UsageEvent,
} from "./types.js";

type Row = Record<string, unknown>;

/** Arbitrary constant that serialises schema creation when several instances start together. */
const migrationLockId = 4_711_2024;

/** PostgreSQL for several instances behind a load balancer; the same records as the SQLite adapter. */
export class PostgresDatabase implements Database {
  readonly kind = "postgres";
  private readonly pool: pg.Pool;

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

  private async query(text: string, values: unknown[] = []): Promise<Row[]> {
    return guardBackend("database", async () => (await this.pool.query(text, values)).rows as Row[]);
  }

  async migrate(): Promise<void> {
    await guardBackend("database", async () => {
      const client = await this.pool.connect();
      try {
        await client.query("BEGIN");
        await client.query("SELECT pg_advisory_xact_lock($1)", [migrationLockId]);
        for (const statement of schemaStatements) await client.query(statement);
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
    await this.query("SELECT 1");
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  async getOrCreateSetting(name: string, candidate: string): Promise<string> {
    await this.query("INSERT INTO settings (name, value) VALUES ($1, $2) ON CONFLICT DO NOTHING", [
      name,
      candidate,
    ]);
    const rows = await this.query("SELECT value FROM settings WHERE name = $1", [name]);
    return String(rows[0]?.value);
  }

  async insertUpload(upload: UploadRecord): Promise<boolean> {
    const rows = await this.query(
      "INSERT INTO uploads (file_key, original_name, size_bytes, created_at) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING file_key",
      [upload.fileKey, upload.originalName, upload.sizeBytes, upload.createdAt],
    );
    return rows.length === 1;
  }

  async getUpload(fileKey: string): Promise<UploadRecord | undefined> {
    const rows = await this.query("SELECT * FROM uploads WHERE file_key = $1", [fileKey]);
    return rows[0] ? toUpload(rows[0]) : undefined;
  }

  async deleteUpload(fileKey: string): Promise<void> {
    await this.query("DELETE FROM uploads WHERE file_key = $1", [fileKey]);
  }

  async uploadsCreatedBefore(cutoff: number, limit: number): Promise<UploadRecord[]> {
    return (await this.query("SELECT * FROM uploads WHERE created_at < $1 LIMIT $2", [cutoff, limit])).map(
      toUpload,
    );
  }

  async insertToken(token: TokenRecord): Promise<void> {
    await this.query(
      "INSERT INTO tokens (token_hash, file_key, result_key, excel_filename, created_at, expires_at) VALUES ($1, $2, $3, $4, $5, $6)",
      [
        token.tokenHash,
        token.fileKey,
        token.resultKey,
        token.excelFilename,
        token.createdAt,
        token.expiresAt,
      ],
    );
  }

  async getToken(tokenHash: string): Promise<TokenRecord | undefined> {
    const rows = await this.query("SELECT * FROM tokens WHERE token_hash = $1", [tokenHash]);
    return rows[0] ? toToken(rows[0]) : undefined;
  }

  async tokensToExpire(now: number, limit: number): Promise<TokenRecord[]> {
    return (
      await this.query(
        "SELECT * FROM tokens WHERE expires_at <= $1 AND (result_key IS NOT NULL OR file_key IS NOT NULL) LIMIT $2",
        [now, limit],
      )
    ).map(toToken);
  }

  async markTokenExpired(tokenHash: string): Promise<void> {
    await this.query(
      "UPDATE tokens SET file_key = NULL, result_key = NULL, excel_filename = NULL WHERE token_hash = $1",
      [tokenHash],
    );
  }

  async tokensWithResultsBefore(cutoff: number, limit: number): Promise<TokenRecord[]> {
    return (
      await this.query("SELECT * FROM tokens WHERE created_at < $1 AND result_key IS NOT NULL LIMIT $2", [
        cutoff,
        limit,
      ])
    ).map(toToken);
  }

  async deleteTokensExpiredBefore(cutoff: number): Promise<number> {
    return (await this.query("DELETE FROM tokens WHERE expires_at < $1 RETURNING token_hash", [cutoff]))
      .length;
  }

  async referencedKeys(): Promise<Set<string>> {
    const rows = await this.query(
      "SELECT file_key AS key FROM uploads UNION SELECT result_key AS key FROM tokens WHERE result_key IS NOT NULL",
    );
    return new Set(rows.map((row) => String(row.key)));
  }

  async insertConsent(consent: ConsentRecord): Promise<void> {
    await this.query(
      "INSERT INTO consents (id, terms_accepted, data_processing_accepted, file_identifier, created_at) VALUES ($1, $2, $3, $4, $5)",
      [
        consent.id,
        consent.termsAccepted ? 1 : 0,
        consent.dataProcessingAccepted ? 1 : 0,
        consent.fileIdentifier,
        consent.createdAt,
      ],
    );
  }

  async insertContact(contact: ContactRecord): Promise<void> {
    await this.query(
      "INSERT INTO contacts (id, name, email, subject, message, created_at, relayed) VALUES ($1, $2, $3, $4, $5, $6, $7)",
      [
        contact.id,
        contact.name,
        contact.email,
        contact.subject,
        contact.message,
        contact.createdAt,
        contact.relayed ? 1 : 0,
      ],
    );
  }

  async markContactRelayed(id: string): Promise<void> {
    await this.query("UPDATE contacts SET relayed = 1 WHERE id = $1", [id]);
  }

  async listContacts(limit: number): Promise<ContactRecord[]> {
    return (await this.query("SELECT * FROM contacts ORDER BY created_at DESC LIMIT $1", [limit])).map(
      toContact,
    );
  }

  async deleteContact(id: string): Promise<boolean> {
    return (await this.query("DELETE FROM contacts WHERE id = $1 RETURNING id", [id])).length === 1;
  }

  async hitRateLimit(key: string, windowStart: number): Promise<number> {
    const rows = await this.query(
      "INSERT INTO rate_limits (key, window_start, hits) VALUES ($1, $2, 1) ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1 RETURNING hits",
      [key, windowStart],
    );
    return Number(rows[0]?.hits);
  }

  async deleteRateLimitWindowsBefore(cutoff: number): Promise<void> {
    await this.query("DELETE FROM rate_limits WHERE window_start < $1", [cutoff]);
  }

  async countUsage(event: UsageEvent, day: string): Promise<void> {
    await this.query(
      "INSERT INTO usage_daily (day, event, count) VALUES ($1, $2, 1) ON CONFLICT (day, event) DO UPDATE SET count = usage_daily.count + 1",
      [day, event],
    );
  }

  async usageCounts(sinceDay: string): Promise<UsageCount[]> {
    const rows = await this.query(
      "SELECT day, event, count FROM usage_daily WHERE day >= $1 ORDER BY day, event",
      [sinceDay],
    );
    return rows.map((row) => ({
      day: String(row.day),
      event: row.event as UsageEvent,
      count: Number(row.count),
    }));
  }
}

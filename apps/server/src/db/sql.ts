import type {
  ConsentRecord,
  ContactRecord,
  ContactSubject,
  Database,
  TokenRecord,
  UploadRecord,
  UsageCount,
  UsageEvent,
} from "./types.js";

export type Row = Record<string, unknown>;

/** What the queries need from a database engine; each adapter wraps its driver in one of these. */
export interface SqlDriver {
  readonly kind: Database["kind"];
  /** Runs one statement written with `?` placeholders: the rows it returns and how many rows it changed. */
  execute(sql: string, params?: readonly unknown[]): Promise<{ rows: Row[]; changes: number }>;
  /** Runs the schema statements in one transaction, safe when several instances start at once. */
  migrate(statements: readonly string[]): Promise<void>;
  /** Fails unless the database answers and is the one that was opened. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The records of the service in SQL that SQLite and PostgreSQL both accept, so both adapters run the same
 * statements and differ only in their driver.
 */
export class SqlDatabase implements Database {
  readonly kind: Database["kind"];

  constructor(
    private readonly driver: SqlDriver,
    private readonly schema: readonly string[],
  ) {
    this.kind = driver.kind;
  }

  private async rows(sql: string, params: readonly unknown[] = []): Promise<Row[]> {
    return (await this.driver.execute(sql, params)).rows;
  }

  private async changes(sql: string, params: readonly unknown[] = []): Promise<number> {
    return (await this.driver.execute(sql, params)).changes;
  }

  migrate(): Promise<void> {
    return this.driver.migrate(this.schema);
  }

  ping(): Promise<void> {
    return this.driver.ping();
  }

  close(): Promise<void> {
    return this.driver.close();
  }

  async getOrCreateSetting(name: string, candidate: string): Promise<string> {
    await this.changes("INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT DO NOTHING", [
      name,
      candidate,
    ]);
    const rows = await this.rows("SELECT value FROM settings WHERE name = ?", [name]);
    return String(rows[0]?.value);
  }

  async insertUpload(upload: UploadRecord): Promise<boolean> {
    const inserted = await this.changes(
      "INSERT INTO uploads (file_key, original_name, size_bytes, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
      [upload.fileKey, upload.originalName, upload.sizeBytes, upload.createdAt],
    );
    return inserted === 1;
  }

  async getUpload(fileKey: string): Promise<UploadRecord | undefined> {
    const [row] = await this.rows("SELECT * FROM uploads WHERE file_key = ?", [fileKey]);
    return row ? toUpload(row) : undefined;
  }

  async deleteUpload(fileKey: string): Promise<void> {
    await this.changes("DELETE FROM uploads WHERE file_key = ?", [fileKey]);
  }

  async uploadsCreatedBefore(cutoff: number, limit: number): Promise<UploadRecord[]> {
    return (await this.rows("SELECT * FROM uploads WHERE created_at < ? LIMIT ?", [cutoff, limit])).map(
      toUpload,
    );
  }

  async insertToken(token: TokenRecord): Promise<void> {
    await this.changes(
      "INSERT INTO tokens (token_hash, file_key, result_key, excel_filename, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
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
    const [row] = await this.rows("SELECT * FROM tokens WHERE token_hash = ?", [tokenHash]);
    return row ? toToken(row) : undefined;
  }

  async tokensToExpire(now: number, limit: number): Promise<TokenRecord[]> {
    const rows = await this.rows(
      "SELECT * FROM tokens WHERE expires_at <= ? AND (result_key IS NOT NULL OR file_key IS NOT NULL) LIMIT ?",
      [now, limit],
    );
    return rows.map(toToken);
  }

  async markTokenExpired(tokenHash: string): Promise<void> {
    await this.changes(
      "UPDATE tokens SET file_key = NULL, result_key = NULL, excel_filename = NULL WHERE token_hash = ?",
      [tokenHash],
    );
  }

  async tokensWithResultsBefore(cutoff: number, limit: number): Promise<TokenRecord[]> {
    const rows = await this.rows(
      "SELECT * FROM tokens WHERE created_at < ? AND result_key IS NOT NULL LIMIT ?",
      [cutoff, limit],
    );
    return rows.map(toToken);
  }

  deleteTokensExpiredBefore(cutoff: number): Promise<number> {
    return this.changes("DELETE FROM tokens WHERE expires_at < ?", [cutoff]);
  }

  async referencedKeys(): Promise<Set<string>> {
    const rows = await this.rows(
      "SELECT file_key AS key FROM uploads UNION SELECT result_key AS key FROM tokens WHERE result_key IS NOT NULL",
    );
    return new Set(rows.map((row) => String(row.key)));
  }

  async insertConsent(consent: ConsentRecord): Promise<void> {
    await this.changes(
      "INSERT INTO consents (id, terms_accepted, data_processing_accepted, file_identifier, created_at) VALUES (?, ?, ?, ?, ?)",
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
    await this.changes(
      "INSERT INTO contacts (id, name, email, subject, message, created_at, relayed) VALUES (?, ?, ?, ?, ?, ?, ?)",
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
    await this.changes("UPDATE contacts SET relayed = 1 WHERE id = ?", [id]);
  }

  async listContacts(limit: number): Promise<ContactRecord[]> {
    return (await this.rows("SELECT * FROM contacts ORDER BY created_at DESC LIMIT ?", [limit])).map(
      toContact,
    );
  }

  async deleteContact(id: string): Promise<boolean> {
    return (await this.changes("DELETE FROM contacts WHERE id = ?", [id])) === 1;
  }

  async hitRateLimit(key: string, windowStart: number): Promise<number> {
    const [row] = await this.rows(
      "INSERT INTO rate_limits (key, window_start, hits) VALUES (?, ?, 1) ON CONFLICT (key, window_start) DO UPDATE SET hits = rate_limits.hits + 1 RETURNING hits",
      [key, windowStart],
    );
    return Number(row?.hits);
  }

  async deleteRateLimitWindowsBefore(cutoff: number): Promise<void> {
    await this.changes("DELETE FROM rate_limits WHERE window_start < ?", [cutoff]);
  }

  async countUsage(event: UsageEvent, day: string): Promise<void> {
    await this.changes(
      "INSERT INTO usage_daily (day, event, count) VALUES (?, ?, 1) ON CONFLICT (day, event) DO UPDATE SET count = usage_daily.count + 1",
      [day, event],
    );
  }

  async usageCounts(sinceDay: string): Promise<UsageCount[]> {
    const rows = await this.rows(
      "SELECT day, event, count FROM usage_daily WHERE day >= ? ORDER BY day, event",
      [sinceDay],
    );
    return rows.map((row) => ({
      day: String(row.day),
      event: row.event as UsageEvent,
      count: Number(row.count),
    }));
  }
}

function toUpload(row: Row): UploadRecord {
  return {
    fileKey: String(row.file_key),
    originalName: String(row.original_name),
    sizeBytes: Number(row.size_bytes),
    createdAt: Number(row.created_at),
  };
}

function toToken(row: Row): TokenRecord {
  return {
    tokenHash: String(row.token_hash),
    fileKey: row.file_key == null ? null : String(row.file_key),
    resultKey: row.result_key == null ? null : String(row.result_key),
    excelFilename: row.excel_filename == null ? null : String(row.excel_filename),
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
  };
}

function toContact(row: Row): ContactRecord {
  return {
    id: String(row.id),
    name: String(row.name),
    email: String(row.email),
    subject: row.subject as ContactSubject,
    message: String(row.message),
    createdAt: Number(row.created_at),
    relayed: Number(row.relayed) === 1,
  };
}

import { mkdirSync } from "node:fs";
import path from "node:path";
import BetterSqlite3 from "better-sqlite3";
import { guardBackend } from "../http/errors.js";
import { schemaStatements } from "./schema.js";
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

type Row = Record<string, unknown>;

/** Embedded database in one file; WAL mode lets several processes on one machine share it. */
export class SqliteDatabase implements Database {
  readonly kind = "sqlite";
  private readonly db: BetterSqlite3.Database;

  constructor(file: string) {
    mkdirSync(path.dirname(file), { recursive: true });
    this.db = new BetterSqlite3(file);
    this.db.pragma("journal_mode = WAL");
    this.db.pragma("busy_timeout = 5000");
    this.db.pragma("synchronous = NORMAL");
  }

  private readonly statements = new Map<string, BetterSqlite3.Statement>();

  /** Prepared once per SQL text: preparing costs more than running these small statements. */
  private sql(text: string): BetterSqlite3.Statement {
    let statement = this.statements.get(text);
    if (!statement) {
      statement = this.db.prepare(text);
      this.statements.set(text, statement);
    }
    return statement;
  }

  private run<T>(work: () => T): Promise<T> {
    return guardBackend("database", async () => work());
  }

  migrate(): Promise<void> {
    return this.run(() => {
      this.db.transaction(() => {
        for (const statement of schemaStatements) this.db.exec(statement);
      })();
    });
  }

  ping(): Promise<void> {
    return this.run(() => {
      this.sql("SELECT 1").get();
    });
  }

  async close(): Promise<void> {
    this.db.close();
  }

  getOrCreateSetting(name: string, candidate: string): Promise<string> {
    return this.run(() => {
      this.sql("INSERT INTO settings (name, value) VALUES (?, ?) ON CONFLICT DO NOTHING").run(
        name,
        candidate,
      );
      const row = this.sql("SELECT value FROM settings WHERE name = ?").get(name) as Row;
      return String(row.value);
    });
  }

  insertUpload(upload: UploadRecord): Promise<boolean> {
    return this.run(() => {
      const result = this.sql(
        "INSERT INTO uploads (file_key, original_name, size_bytes, created_at) VALUES (?, ?, ?, ?) ON CONFLICT DO NOTHING",
      ).run(upload.fileKey, upload.originalName, upload.sizeBytes, upload.createdAt);
      return result.changes === 1;
    });
  }

  getUpload(fileKey: string): Promise<UploadRecord | undefined> {
    return this.run(() => {
      const row = this.sql("SELECT * FROM uploads WHERE file_key = ?").get(fileKey) as Row | undefined;
      return row ? toUpload(row) : undefined;
    });
  }

  deleteUpload(fileKey: string): Promise<void> {
    return this.run(() => {
      this.sql("DELETE FROM uploads WHERE file_key = ?").run(fileKey);
    });
  }

  uploadsCreatedBefore(cutoff: number, limit: number): Promise<UploadRecord[]> {
    return this.run(() =>
      (this.sql("SELECT * FROM uploads WHERE created_at < ? LIMIT ?").all(cutoff, limit) as Row[]).map(
        toUpload,
      ),
    );
  }

  insertToken(token: TokenRecord): Promise<void> {
    return this.run(() => {
      this.sql(
        "INSERT INTO tokens (token_hash, file_key, result_key, excel_filename, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?)",
      ).run(
        token.tokenHash,
        token.fileKey,
        token.resultKey,
        token.excelFilename,
        token.createdAt,
        token.expiresAt,
      );
    });
  }

  getToken(tokenHash: string): Promise<TokenRecord | undefined> {
    return this.run(() => {
      const row = this.sql("SELECT * FROM tokens WHERE token_hash = ?").get(tokenHash) as Row | undefined;
      return row ? toToken(row) : undefined;
    });
  }

  tokensToExpire(now: number, limit: number): Promise<TokenRecord[]> {
    return this.run(() =>
      (
        this.sql(
          "SELECT * FROM tokens WHERE expires_at <= ? AND (result_key IS NOT NULL OR file_key IS NOT NULL) LIMIT ?",
        ).all(now, limit) as Row[]
      ).map(toToken),
    );
  }

  markTokenExpired(tokenHash: string): Promise<void> {
    return this.run(() => {
      this.sql(
        "UPDATE tokens SET file_key = NULL, result_key = NULL, excel_filename = NULL WHERE token_hash = ?",
      ).run(tokenHash);
    });
  }

  tokensWithResultsBefore(cutoff: number, limit: number): Promise<TokenRecord[]> {
    return this.run(() =>
      (
        this.sql("SELECT * FROM tokens WHERE created_at < ? AND result_key IS NOT NULL LIMIT ?").all(
          cutoff,
          limit,
        ) as Row[]
      ).map(toToken),
    );
  }

  deleteTokensExpiredBefore(cutoff: number): Promise<number> {
    return this.run(() => this.sql("DELETE FROM tokens WHERE expires_at < ?").run(cutoff).changes);
  }

  referencedKeys(): Promise<Set<string>> {
    return this.run(() => {
      const rows = this.sql(
        "SELECT file_key AS key FROM uploads UNION SELECT result_key AS key FROM tokens WHERE result_key IS NOT NULL",
      ).all() as Row[];
      return new Set(rows.map((row) => String(row.key)));
    });
  }

  insertConsent(consent: ConsentRecord): Promise<void> {
    return this.run(() => {
      this.sql(
        "INSERT INTO consents (id, terms_accepted, data_processing_accepted, file_identifier, created_at) VALUES (?, ?, ?, ?, ?)",
      ).run(
        consent.id,
        consent.termsAccepted ? 1 : 0,
        consent.dataProcessingAccepted ? 1 : 0,
        consent.fileIdentifier,
        consent.createdAt,
      );
    });
  }

  insertContact(contact: ContactRecord): Promise<void> {
    return this.run(() => {
      this.sql(
        "INSERT INTO contacts (id, name, email, subject, message, created_at, relayed) VALUES (?, ?, ?, ?, ?, ?, ?)",
      ).run(
        contact.id,
        contact.name,
        contact.email,
        contact.subject,
        contact.message,
        contact.createdAt,
        contact.relayed ? 1 : 0,
      );
    });
  }

  markContactRelayed(id: string): Promise<void> {
    return this.run(() => {
      this.sql("UPDATE contacts SET relayed = 1 WHERE id = ?").run(id);
    });
  }

  listContacts(limit: number): Promise<ContactRecord[]> {
    return this.run(() =>
      (this.sql("SELECT * FROM contacts ORDER BY created_at DESC LIMIT ?").all(limit) as Row[]).map(
        toContact,
      ),
    );
  }

  deleteContact(id: string): Promise<boolean> {
    return this.run(() => this.sql("DELETE FROM contacts WHERE id = ?").run(id).changes === 1);
  }

  hitRateLimit(key: string, windowStart: number): Promise<number> {
    return this.run(() => {
      const row = this.sql(
        "INSERT INTO rate_limits (key, window_start, hits) VALUES (?, ?, 1) ON CONFLICT (key, window_start) DO UPDATE SET hits = hits + 1 RETURNING hits",
      ).get(key, windowStart) as Row;
      return Number(row.hits);
    });
  }

  deleteRateLimitWindowsBefore(cutoff: number): Promise<void> {
    return this.run(() => {
      this.sql("DELETE FROM rate_limits WHERE window_start < ?").run(cutoff);
    });
  }

  countUsage(event: UsageEvent, day: string): Promise<void> {
    return this.run(() => {
      this.sql(
        "INSERT INTO usage_daily (day, event, count) VALUES (?, ?, 1) ON CONFLICT (day, event) DO UPDATE SET count = count + 1",
      ).run(day, event);
    });
  }

  usageCounts(sinceDay: string): Promise<UsageCount[]> {
    return this.run(() =>
      (
        this.sql("SELECT day, event, count FROM usage_daily WHERE day >= ? ORDER BY day, event").all(
          sinceDay,
        ) as Row[]
      ).map((row) => ({ day: String(row.day), event: row.event as UsageEvent, count: Number(row.count) })),
    );
  }
}

export function toUpload(row: Row): UploadRecord {
  return {
    fileKey: String(row.file_key),
    originalName: String(row.original_name),
    sizeBytes: Number(row.size_bytes),
    createdAt: Number(row.created_at),
  };
}

export function toToken(row: Row): TokenRecord {
  return {
    tokenHash: String(row.token_hash),
    fileKey: row.file_key == null ? null : String(row.file_key),
    resultKey: row.result_key == null ? null : String(row.result_key),
    excelFilename: row.excel_filename == null ? null : String(row.excel_filename),
    createdAt: Number(row.created_at),
    expiresAt: Number(row.expires_at),
  };
}

export function toContact(row: Row): ContactRecord {
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

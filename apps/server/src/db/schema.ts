/**
 * Tables shared by both adapters. Times are epoch milliseconds; booleans are 0/1 integers so one schema fits
 * SQLite and PostgreSQL. No table stores file contents or raw IP addresses.
 */
export const schemaStatements = [
  `CREATE TABLE IF NOT EXISTS settings (name TEXT PRIMARY KEY, value TEXT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS uploads (
     file_key TEXT PRIMARY KEY,
     original_name TEXT NOT NULL,
     size_bytes BIGINT NOT NULL,
     created_at BIGINT NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS uploads_created_at ON uploads (created_at)`,
  `CREATE TABLE IF NOT EXISTS tokens (
     token_hash TEXT PRIMARY KEY,
     file_key TEXT,
     result_key TEXT,
     excel_filename TEXT,
     created_at BIGINT NOT NULL,
     expires_at BIGINT NOT NULL)`,
  `CREATE INDEX IF NOT EXISTS tokens_expires_at ON tokens (expires_at)`,
  `CREATE INDEX IF NOT EXISTS tokens_created_at ON tokens (created_at)`,
  `CREATE TABLE IF NOT EXISTS consents (
     id TEXT PRIMARY KEY,
     terms_accepted INTEGER NOT NULL,
     data_processing_accepted INTEGER NOT NULL,
     file_identifier TEXT NOT NULL,
     created_at BIGINT NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS contacts (
     id TEXT PRIMARY KEY,
     name TEXT NOT NULL,
     email TEXT NOT NULL,
     subject TEXT NOT NULL,
     message TEXT NOT NULL,
     created_at BIGINT NOT NULL,
     relayed INTEGER NOT NULL DEFAULT 0)`,
  `CREATE TABLE IF NOT EXISTS rate_limits (
     key TEXT NOT NULL,
     window_start BIGINT NOT NULL,
     hits INTEGER NOT NULL,
     PRIMARY KEY (key, window_start))`,
  `CREATE TABLE IF NOT EXISTS usage_daily (
     day TEXT NOT NULL,
     event TEXT NOT NULL,
     count INTEGER NOT NULL,
     PRIMARY KEY (day, event))`,
];

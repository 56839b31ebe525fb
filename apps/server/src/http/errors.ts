import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { ErrorCode } from "../messages.js";

/** A failure the client should see with a stable code; the message is rendered in the request's language. */
export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: ContentfulStatusCode,
    readonly code: ErrorCode,
    readonly params: Record<string, string | number> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(code);
  }
}

/** Thrown by the database and storage adapters when their backend cannot be reached; the API answers 503. */
export class BackendUnavailableError extends Error {
  override name = "BackendUnavailableError";
  constructor(
    readonly backend: "database" | "storage",
    cause: unknown,
    /** Needs an operator (data at risk), not just patience: logged as an error, not a warning. */
    readonly needsOperator = false,
  ) {
    super(`${backend} unavailable: ${cause instanceof Error ? cause.message : String(cause)}`, { cause });
  }
}

const connectivityCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EPIPE",
  "57P01", // PostgreSQL admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now
  "08000",
  "08001",
  "08003",
  "08006",
  "TimeoutError",
]);

/**
 * SQLite errors that say the file cannot be used now (locked, unreadable, unwritable, full, moved), not that the
 * statement is wrong. better-sqlite3 reports extended codes (SQLITE_IOERR_WRITE, SQLITE_READONLY_DBMOVED, …).
 */
const sqliteOutagePrefixes = [
  "SQLITE_BUSY",
  "SQLITE_LOCKED",
  "SQLITE_CANTOPEN",
  "SQLITE_IOERR",
  "SQLITE_READONLY",
  "SQLITE_FULL",
  "SQLITE_CORRUPT",
  "SQLITE_NOTADB",
];

/** Failures of the disk itself: nothing can be written until an operator acts. */
const writeFaultCodes = [
  "ENOSPC",
  "EDQUOT",
  "EROFS",
  "EACCES",
  "EPERM",
  "EIO",
  "SQLITE_FULL",
  "SQLITE_READONLY",
];

/** `SQLITE_IOERR_WRITE` is one of `SQLITE_IOERR`: extended codes count as their base code. */
function codeIsOneOf(code: string, bases: readonly string[]): boolean {
  return bases.some((base) => code === base || code.startsWith(`${base}_`));
}

function codeOf(value: unknown): string | undefined {
  const code = (value as { code?: unknown } | undefined)?.code;
  return typeof code === "string" ? code : undefined;
}

/** True when the error (or one of its causes) is a full, read-only or failing disk. */
export function isWriteFault(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    const code = codeOf(current);
    if (code && codeIsOneOf(code, writeFaultCodes)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const connectivityMessages = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /socket hang up/i,
  /ECONNREFUSED/,
  /Cannot use a pool after calling end/i,
];

/** True when the error (or one of its causes) means the backend is unreachable rather than the request being wrong. */
export function isConnectivityError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    if (current instanceof BackendUnavailableError) return true;
    if (typeof current === "object") {
      const record = current as { code?: unknown; name?: unknown; message?: unknown; errors?: unknown };
      if (typeof record.code === "string" && connectivityCodes.has(record.code)) return true;
      if (typeof record.code === "string" && codeIsOneOf(record.code, sqliteOutagePrefixes)) return true;
      if (typeof record.name === "string" && connectivityCodes.has(record.name)) return true;
      if (
        typeof record.message === "string" &&
        connectivityMessages.some((re) => re.test(record.message as string))
      )
        return true;
      if (Array.isArray(record.errors) && record.errors.some((inner) => isConnectivityError(inner)))
        return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Runs a backend call and turns connectivity failures into BackendUnavailableError. */
export async function guardBackend<T>(backend: "database" | "storage", call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof BackendUnavailableError) && (isConnectivityError(error) || isWriteFault(error))) {
      throw new BackendUnavailableError(backend, error);
    }
    throw error;
  }
}

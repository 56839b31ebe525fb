/** The service's persistent records. Two adapters implement this: SQLite (embedded) and PostgreSQL (scale-out). */

export interface UploadRecord {
  fileKey: string;
  originalName: string;
  sizeBytes: number;
  createdAt: number;
}

export interface TokenRecord {
  tokenHash: string;
  /** The upload keys the workbook was made from, one per line (the base last); null once the files are gone. */
  fileKey: string | null;
  resultKey: string | null;
  excelFilename: string | null;
  createdAt: number;
  expiresAt: number;
}

export interface ConsentRecord {
  id: string;
  termsAccepted: boolean;
  dataProcessingAccepted: boolean;
  fileIdentifier: string;
  createdAt: number;
}

export type ContactSubject = "general" | "support" | "feedback";

export interface ContactRecord {
  id: string;
  name: string;
  email: string;
  subject: ContactSubject;
  message: string;
  createdAt: number;
  relayed: boolean;
}

export type UsageEvent =
  | "upload"
  | "upload_rejected"
  | "conversion"
  | "conversion_failed"
  | "download"
  | "contact"
  | "consent";

export interface UsageCount {
  day: string;
  event: UsageEvent;
  count: number;
}

export interface Database {
  readonly kind: "sqlite" | "postgres";
  /** Creates tables when missing. Safe to run from several instances at once. */
  migrate(): Promise<void>;
  /** Cheap round trip for readiness checks. */
  ping(): Promise<void>;
  close(): Promise<void>;

  /** Returns the stored value, or stores `candidate` when none exists yet (first writer wins across instances). */
  getOrCreateSetting(name: string, candidate: string): Promise<string>;

  /** Inserts the row; returns false (and changes nothing) when the key is taken. */
  insertUpload(upload: UploadRecord): Promise<boolean>;
  getUpload(fileKey: string): Promise<UploadRecord | undefined>;
  deleteUpload(fileKey: string): Promise<void>;
  uploadsCreatedBefore(cutoff: number, limit: number): Promise<UploadRecord[]>;

  insertToken(token: TokenRecord): Promise<void>;
  getToken(tokenHash: string): Promise<TokenRecord | undefined>;
  /** Tokens past their expiry that still point at files. */
  tokensToExpire(now: number, limit: number): Promise<TokenRecord[]>;
  /** Forgets the files of a token; the row stays so the client gets 410 instead of 404. */
  markTokenExpired(tokenHash: string): Promise<void>;
  /** Tokens whose result file is older than the cutoff (retention shorter than token lifetime). */
  tokensWithResultsBefore(cutoff: number, limit: number): Promise<TokenRecord[]>;
  deleteTokensExpiredBefore(cutoff: number): Promise<number>;
  /** Every storage key a live row still refers to. */
  referencedKeys(): Promise<Set<string>>;

  insertConsent(consent: ConsentRecord): Promise<void>;

  insertContact(contact: ContactRecord): Promise<void>;
  markContactRelayed(id: string): Promise<void>;
  listContacts(limit: number): Promise<ContactRecord[]>;
  deleteContact(id: string): Promise<boolean>;

  /** Adds one hit to a fixed window counter and returns the window's total so far. */
  hitRateLimit(key: string, windowStart: number): Promise<number>;
  deleteRateLimitWindowsBefore(cutoff: number): Promise<void>;

  countUsage(event: UsageEvent, day: string): Promise<void>;
  usageCounts(sinceDay: string): Promise<UsageCount[]>;
}

export function utcDay(epochMs: number): string {
  return new Date(epochMs).toISOString().slice(0, 10);
}

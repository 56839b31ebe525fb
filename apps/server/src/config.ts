import { availableParallelism } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { z } from "zod";

/** Every setting the service reads from the environment, with its default. The README documents the same list. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  storageUrl: string | undefined;
  webDist: string;
  retentionHours: number;
  tokenLifetimeHours: number;
  downloadUrlTtlSeconds: number;
  maxUploadBytes: number;
  sweepIntervalMinutes: number;
  conversionWorkers: number;
  conversionTimeoutMs: number;
  conversionMemoryMb: number;
  conversionQueueMax: number;
  /** Input bytes waiting for a converter, all clients together. */
  conversionQueueBytes: number;
  /** Conversions one client may have running at once, and waiting. */
  conversionClientRunning: number;
  conversionClientWaiting: number;
  /** Input bytes of one client's running and waiting conversions. */
  conversionClientBytes: number;
  rateLimitWindowSeconds: number;
  rateLimitUploads: number;
  rateLimitApi: number;
  /** Delivered contact messages per client and window; refused ones do not count. */
  rateLimitContact: number;
  /** Refused (invalid) contact submissions per client and window, so the form cannot be hammered for free. */
  rateLimitContactInvalid: number;
  blocklist: string[];
  trustProxy: boolean;
  signingSecret: string | undefined;
  smtpUrl: string | undefined;
  contactTo: string | undefined;
  contactFrom: string;
  corsOrigins: string[];
  hsts: boolean;
  logLevel: string;
}

export class ConfigError extends Error {
  override name = "ConfigError";
}

const positiveInt = z.coerce.number().int().positive();
const positiveNumber = z.coerce.number().positive();
const flag = z.enum(["true", "false", "1", "0"]).transform((value) => value === "true" || value === "1");
const list = z.string().transform((value) =>
  value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item.length > 0),
);

/**
 * A converter per core: converters run at a lower priority, so the event loop (uploads, downloads, /healthz) still
 * gets the CPU when it needs it, and with two or more converters one client's jobs never hold all of them.
 */
const defaultWorkers = Math.max(1, Math.min(8, availableParallelism()));

const fields = {
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
    .optional(),
  STORAGE_URL: z
    .string()
    .regex(/^s3:\/\/[^/?]+/, "must look like s3://bucket?endpoint=…")
    .optional(),
  WEB_DIST: z.string().min(1).optional(),
  RETENTION_HOURS: positiveNumber.default(24),
  TOKEN_LIFETIME_HOURS: positiveNumber.default(24),
  DOWNLOAD_URL_TTL_SECONDS: positiveInt.default(300),
  MAX_UPLOAD_BYTES: positiveInt.default(5 * 1024 * 1024),
  SWEEP_INTERVAL_MINUTES: positiveNumber.default(15),
  CONVERSION_WORKERS: positiveInt.default(defaultWorkers),
  CONVERSION_TIMEOUT_MS: positiveInt.default(30_000),
  CONVERSION_MEMORY_MB: z.coerce.number().int().min(16).default(512),
  CONVERSION_QUEUE_MAX: positiveInt.default(200),
  CONVERSION_QUEUE_MB: positiveInt.default(256),
  CONVERSION_CLIENT_RUNNING: positiveInt.optional(),
  CONVERSION_CLIENT_WAITING: z.coerce.number().int().min(0).default(3),
  CONVERSION_CLIENT_MB: positiveInt.default(128),
  RATE_LIMIT_WINDOW_SECONDS: positiveInt.default(60),
  RATE_LIMIT_UPLOADS: positiveInt.default(30),
  RATE_LIMIT_API: positiveInt.default(300),
  RATE_LIMIT_CONTACT: positiveInt.default(5),
  RATE_LIMIT_CONTACT_INVALID: positiveInt.default(30),
  BLOCKLIST: list.default([]),
  TRUST_PROXY: flag.default(false),
  SIGNING_SECRET: z.string().min(32, "must be at least 32 characters").optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  CONTACT_TO: z.email().optional(),
  CONTACT_FROM: z.email().default("noreply@localhost.localdomain"),
  CORS_ORIGINS: list.default([]),
  HSTS: flag.default(false),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
};

const envSchema = z.object(fields);

/** Reads the configuration; an invalid value stops start-up with a message naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): Config {
  const present = Object.fromEntries(
    Object.keys(fields)
      .filter((name) => env[name] !== undefined && env[name] !== "")
      .map((name) => [name, env[name]]),
  );
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join("; ")}`);
  }
  const e = parsed.data;
  if (e.SMTP_URL && !e.CONTACT_TO) {
    throw new ConfigError("Invalid configuration: CONTACT_TO: required when SMTP_URL is set");
  }
  for (const entry of e.BLOCKLIST) {
    if (!isAddressOrRange(entry)) {
      throw new ConfigError(
        `Invalid configuration: BLOCKLIST: "${entry}" is not an IP address or CIDR range`,
      );
    }
  }
  const dataDir = path.resolve(cwd, e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    storageUrl: e.STORAGE_URL,
    webDist: path.resolve(cwd, e.WEB_DIST ?? defaultWebDist()),
    retentionHours: e.RETENTION_HOURS,
    tokenLifetimeHours: e.TOKEN_LIFETIME_HOURS,
    downloadUrlTtlSeconds: e.DOWNLOAD_URL_TTL_SECONDS,
    maxUploadBytes: e.MAX_UPLOAD_BYTES,
    sweepIntervalMinutes: e.SWEEP_INTERVAL_MINUTES,
    conversionWorkers: e.CONVERSION_WORKERS,
    conversionTimeoutMs: e.CONVERSION_TIMEOUT_MS,
    conversionMemoryMb: e.CONVERSION_MEMORY_MB,
    conversionQueueMax: e.CONVERSION_QUEUE_MAX,
    conversionQueueBytes: e.CONVERSION_QUEUE_MB * 1024 * 1024,
    // All but one converter by default, so another client's job always finds one free.
    conversionClientRunning: e.CONVERSION_CLIENT_RUNNING ?? Math.max(1, e.CONVERSION_WORKERS - 1),
    conversionClientWaiting: e.CONVERSION_CLIENT_WAITING,
    conversionClientBytes: e.CONVERSION_CLIENT_MB * 1024 * 1024,
    rateLimitWindowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
    rateLimitUploads: e.RATE_LIMIT_UPLOADS,
    rateLimitApi: e.RATE_LIMIT_API,
    rateLimitContact: e.RATE_LIMIT_CONTACT,
    rateLimitContactInvalid: e.RATE_LIMIT_CONTACT_INVALID,
    blocklist: e.BLOCKLIST,
    trustProxy: e.TRUST_PROXY,
    signingSecret: e.SIGNING_SECRET,
    smtpUrl: e.SMTP_URL,
    contactTo: e.CONTACT_TO,
    contactFrom: e.CONTACT_FROM,
    corsOrigins: e.CORS_ORIGINS,
    hsts: e.HSTS,
    logLevel: e.LOG_LEVEL,
  };
}

/** apps/web/dist next to this app, wherever the process was started from. */
function defaultWebDist(): string {
  return fileURLToPath(new URL("../../web/dist", import.meta.url));
}

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split("/");
  if (rest.length > 0 || address === undefined) return false;
  const ipv4 = z.ipv4().safeParse(address).success;
  const ipv6 = z.ipv6().safeParse(address).success;
  if (!ipv4 && !ipv6) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return Number.isInteger(bits) && bits >= 0 && bits <= (ipv4 ? 32 : 128);
}

import { BlockList, isIPv6 } from "node:net";
import type { MiddlewareHandler } from "hono";
import type { Clock } from "../clock.js";
import type { Database } from "../db/types.js";
import { clientKey } from "../tokens.js";
import { type AppEnv, clientAddress } from "./context.js";
import { ApiError } from "./errors.js";

/** Operator blocklist of addresses and CIDR ranges; matching clients get 403. */
export function blocklistGuard(entries: string[], trustProxy: boolean): MiddlewareHandler<AppEnv> {
  const list = new BlockList();
  for (const entry of entries) {
    const [address = "", prefix] = entry.split("/");
    const family = isIPv6(address) ? "ipv6" : "ipv4";
    if (prefix === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(prefix), family);
  }
  return async (c, next) => {
    if (entries.length > 0) {
      const address = clientAddress(c, trustProxy).replace(/^::ffff:(?=\d+\.)/, "");
      const family = isIPv6(address) ? "ipv6" : "ipv4";
      let blocked = false;
      try {
        blocked = list.check(address, family);
      } catch {
        blocked = false;
      }
      if (blocked) throw new ApiError(403, "blocked");
    }
    await next();
  };
}

/** Sets the hashed client key once per request; the raw address goes no further. */
export function clientKeyMiddleware(secret: string, trustProxy: boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    c.set("clientKey", clientKey(secret, clientAddress(c, trustProxy)));
    await next();
  };
}

export interface RateLimitOptions {
  db: Database;
  clock: Clock;
  bucket: string;
  limit: number;
  windowSeconds: number;
}

/** Counts one hit for this client in the bucket's fixed window; past the limit it answers 429 with Retry-After. */
export async function chargeRateLimit(options: RateLimitOptions, clientKey: string): Promise<void> {
  const windowMs = options.windowSeconds * 1000;
  const now = options.clock();
  const windowStart = now - (now % windowMs);
  const hits = await options.db.hitRateLimit(`${options.bucket}:${clientKey}`, windowStart);
  if (hits > options.limit) {
    const seconds = Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000));
    throw new ApiError(429, "rate_limited", { seconds }, { "Retry-After": String(seconds) });
  }
}

/**
 * Fixed-window rate limit per client. Counters live in the database so every instance behind the load balancer
 * sees the same totals.
 */
export function rateLimit(options: RateLimitOptions): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await chargeRateLimit(options, c.get("clientKey"));
    await next();
  };
}

import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

/** 256 random bits, URL-safe. Only its SHA-256 is stored, so a database leak does not hand out downloads. */
export function newAccessToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: hashToken(token) };
}

export function hashToken(token: string): string {
  return createHash("sha256").update(token, "utf8").digest("base64url");
}

export function isWellFormedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/**
 * Signed, expiring download links. The link names the token's hash (never the token) and an expiry, both covered by an
 * HMAC with the shared secret, so any instance can verify a link another instance issued.
 */
export class LinkSigner {
  constructor(private readonly secret: string) {}

  sign(tokenHash: string, expiresAt: number): string {
    const payload = `${tokenHash}.${expiresAt.toString(36)}`;
    return `${payload}.${this.mac(payload)}`;
  }

  /** The token hash and expiry when the signature holds; undefined when the link was altered or made up. */
  verify(opaque: string): { tokenHash: string; expiresAt: number } | undefined {
    const parts = opaque.split(".");
    if (parts.length !== 3) return undefined;
    const [tokenHash = "", expiry = "", mac = ""] = parts;
    const expected = Buffer.from(this.mac(`${tokenHash}.${expiry}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const expiresAt = Number.parseInt(expiry, 36);
    return Number.isFinite(expiresAt) ? { tokenHash, expiresAt } : undefined;
  }

  private mac(payload: string): string {
    return createHmac("sha256", this.secret).update(payload, "utf8").digest("base64url");
  }
}

/** Client identifier for rate limits: a keyed hash of the address, so raw IP addresses are never stored. */
export function clientKey(secret: string, address: string): string {
  return createHmac("sha256", secret).update(`client:${address}`, "utf8").digest("base64url").slice(0, 22);
}

/** How logs name a file key: `key#` and the first 8 hex digits of its SHA-256, enough to follow one file, not to use it. */
export function keyHash(key: string): string {
  return `key#${createHash("sha256").update(key, "utf8").digest("hex").slice(0, 8)}`;
}

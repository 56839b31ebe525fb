import pino from "pino";
import { keyHash } from "./tokens.js";

/**
 * An upload key inside free text, such as the path in a file-system error ("open '/data/uploads/{key}'"): the time,
 * the random part and the name up to the closing quote or the line's end (names may hold spaces).
 */
const keyInText = /\d{10,15}_[A-Za-z0-9_-]{22}_[^'"\n\r]*/g;

/** The text with every upload key (and the file name in it) replaced by its `key#…` hash. */
export function scrubKeys(text: string): string {
  return text.replace(keyInText, (key) => keyHash(key));
}

/**
 * Errors as pino writes them, without upload keys: a storage failure's message, stack and path would otherwise put
 * the key (a capability) and the file name into the log.
 */
export function scrubbedError(error: Error): Record<string, unknown> {
  const serialized = pino.stdSerializers.err(error) as unknown as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(serialized).map(([field, value]) => [
      field,
      typeof value === "string" ? scrubKeys(value) : value,
    ]),
  );
}

import type { Issue, Locale } from "./issues.js";

/** What callers pass, checked: JavaScript callers (and JSON from a service) can hand over anything. */
export interface CheckedInput {
  name: string;
  bytes: Uint8Array;
}

function invalid(field: string, expected: string, file?: string): Issue {
  return {
    code: "input_invalid",
    severity: "error",
    ...(file !== undefined ? { file } : {}),
    params: { field, expected },
  };
}

/**
 * Bytes as a Uint8Array over exactly the given range: any one-byte typed array (also from another realm, such as a
 * worker or a Node Buffer) or an ArrayBuffer; undefined for anything else.
 */
export function asBytes(value: unknown): Uint8Array | undefined {
  if (value instanceof Uint8Array) return value;
  if (ArrayBuffer.isView(value) && (value as { BYTES_PER_ELEMENT?: number }).BYTES_PER_ELEMENT === 1)
    return new Uint8Array(value.buffer, value.byteOffset, value.byteLength);
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  return undefined;
}

export function checkInput(input: unknown, field: string): CheckedInput | Issue {
  if (typeof input !== "object" || input === null) return invalid(field, "{ name, bytes }");
  const { name, bytes } = input as { name?: unknown; bytes?: unknown };
  if (typeof name !== "string") return invalid(`${field}.name`, "string");
  const checked = asBytes(bytes);
  if (!checked) return invalid(`${field}.bytes`, "Uint8Array", name);
  return { name, bytes: checked };
}

export interface CheckedOptions {
  lang: Locale;
  longText: boolean;
  storeOnly: boolean;
  components: boolean;
  base?: unknown;
}

export function checkOptions(options: unknown): CheckedOptions | Issue {
  if (options === undefined || options === null)
    return { lang: "de", longText: true, storeOnly: false, components: false };
  if (typeof options !== "object") return invalid("options", "object");
  const {
    lang = "de",
    longText = true,
    storeOnly = false,
    components = false,
    base,
  } = options as Record<string, unknown>;
  if (lang !== "de" && lang !== "en") return invalid("options.lang", '"de" or "en"');
  if (typeof longText !== "boolean") return invalid("options.longText", "boolean");
  if (typeof storeOnly !== "boolean") return invalid("options.storeOnly", "boolean");
  if (typeof components !== "boolean") return invalid("options.components", "boolean");
  return { lang, longText, storeOnly, components, ...(base !== undefined ? { base } : {}) };
}

export function isIssue(value: object): value is Issue {
  return "code" in value && "severity" in value;
}

/** Object storage for uploads and results: a local folder (embedded) or any S3-compatible store (scale-out). */
export interface StoredObject {
  key: string;
  /** Epoch ms when the object was written, as the store reports it. */
  lastModified: number;
}

export interface Storage {
  readonly kind: "local" | "s3";
  ping(): Promise<void>;
  /** Writes the object; fails with ObjectExistsError instead of replacing an existing one. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | undefined>;
  /** Opens the object as a byte stream, with its length, for downloads. */
  stream(key: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | undefined>;
  delete(key: string): Promise<void>;
  list(): AsyncIterable<StoredObject>;
  close(): Promise<void>;
}

export class ObjectExistsError extends Error {
  override name = "ObjectExistsError";
  constructor(readonly key: string) {
    super(`object already exists: ${key}`);
  }
}

/** Object names allowed by both adapters: a flat prefix folder and a sanitised name, never a path escape. */
export function assertSafeKey(key: string): void {
  if (!/^(uploads|results)\/[^/\\\0]+$/.test(key) || key.includes("..")) {
    throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
  }
}

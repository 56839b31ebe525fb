import path from "node:path";
import { LocalStorage } from "./local.js";
import { parseStorageUrl, S3Storage } from "./s3.js";
import type { Storage } from "./types.js";

export const localBucket = "gaeb-files";

/** S3 when a URL is configured, otherwise the folder `gaeb-files` under the data directory. */
export async function openStorage(options: {
  storageUrl: string | undefined;
  dataDir: string;
}): Promise<Storage> {
  const storage = options.storageUrl
    ? new S3Storage(parseStorageUrl(options.storageUrl))
    : new LocalStorage(path.join(options.dataDir, localBucket));
  await storage.ping();
  return storage;
}

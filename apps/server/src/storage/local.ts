import { randomBytes } from "node:crypto";
import { createReadStream } from "node:fs";
import { link, mkdir, readdir, readFile, rm, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { Readable } from "node:stream";
import { guardBackend } from "../http/errors.js";
import { assertSafeKey, ObjectExistsError, type Storage, type StoredObject } from "./types.js";

const prefixes = ["uploads", "results"] as const;
/** Half-written files carry this suffix; a crash leaves them behind for the sweeper. */
export const partialSuffix = ".partial";

/** Objects as files in a folder (bucket) under the data directory. */
export class LocalStorage implements Storage {
  readonly kind = "local";

  private foldersReady = false;

  constructor(private readonly root: string) {}

  private file(key: string): string {
    assertSafeKey(key);
    return path.join(this.root, key);
  }

  /** Ready means writable: a probe file is written and removed, so a full or read-only disk is not "ok". */
  async ping(): Promise<void> {
    await guardBackend("storage", async () => {
      for (const prefix of prefixes) await mkdir(path.join(this.root, prefix), { recursive: true });
      this.foldersReady = true;
      const probe = path.join(this.root, `.write-probe-${randomBytes(6).toString("hex")}`);
      try {
        await writeFile(probe, "probe");
      } finally {
        await rm(probe, { force: true });
      }
    });
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.file(key);
    const temporary = `${target}.${randomBytes(6).toString("hex")}${partialSuffix}`;
    await guardBackend("storage", async () => {
      if (!this.foldersReady) await this.ping();
      try {
        await writeFile(temporary, bytes, { flag: "wx" });
        // link() fails when the target exists, so an object is never replaced, and readers never see half a file.
        await link(temporary, target);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "EEXIST") throw new ObjectExistsError(key);
        throw error;
      } finally {
        // Also after a failed write (disk full): no half file is left for the sweeper.
        await unlink(temporary).catch(() => {});
      }
    });
  }

  async get(key: string): Promise<Uint8Array | undefined> {
    const file = this.file(key);
    return guardBackend("storage", async () => {
      try {
        // A Buffer is a Uint8Array; wrapping it again would copy the whole file.
        return await readFile(file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    });
  }

  async stream(key: string): Promise<{ body: ReadableStream<Uint8Array>; size: number } | undefined> {
    const file = this.file(key);
    return guardBackend("storage", async () => {
      try {
        const info = await stat(file);
        const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
        return { body, size: info.size };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return undefined;
        throw error;
      }
    });
  }

  async delete(key: string): Promise<void> {
    const file = this.file(key);
    await guardBackend("storage", () => rm(file, { force: true }));
  }

  async *list(): AsyncIterable<StoredObject> {
    for (const prefix of prefixes) {
      const folder = path.join(this.root, prefix);
      let names: string[];
      try {
        names = await readdir(folder);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
        throw error;
      }
      for (const name of names) {
        const info = await stat(path.join(folder, name)).catch(() => undefined);
        if (info?.isFile()) yield { key: `${prefix}/${name}`, lastModified: info.mtimeMs };
      }
    }
  }

  async close(): Promise<void> {}
}

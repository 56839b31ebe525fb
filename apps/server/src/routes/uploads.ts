import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { type AppDeps, recordUsage } from "../deps.js";
import {
  acceptedExtensions,
  extensionOf,
  isAcceptedExtension,
  sanitizeFileName,
  uploadFileKey,
  uploadKeyRandomBytes,
} from "../file-names.js";
import type { AppEnv } from "../http/context.js";
import { ApiError } from "../http/errors.js";
import { receiveSingleFile, tooLarge } from "../http/multipart.js";
import { checkGaebContent } from "../sniff.js";
import { ObjectExistsError } from "../storage/types.js";
import { keyHash } from "../tokens.js";

/** Room for multipart boundaries and part headers on top of the file itself. */
const multipartOverheadBytes = 16 * 1024;

/** POST /api/uploads: one GAEB file, checked by name and content, stored under `{epoch ms}_{128 random bits}_{name}`. */
export function uploadRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post("/api/uploads", async (c) => {
    const maxBytes = deps.config.maxUploadBytes;
    const declared = Number(c.req.header("content-length"));
    if (Number.isFinite(declared) && declared > maxBytes + multipartOverheadBytes) throw tooLarge(maxBytes);

    const received = await receiveSingleFile(c.req.raw, maxBytes);
    const locale = c.get("locale");
    try {
      const name = sanitizeFileName(received.name);
      if (received.bytes.byteLength === 0) throw new ApiError(400, "empty_file");
      if (!isAcceptedExtension(name)) {
        throw new ApiError(415, "unsupported_file_type", {
          extension: extensionOf(name) || name,
          accepted: acceptedExtensions.join(", "),
        });
      }
      checkGaebContent(name, received.bytes, locale);
      const fileKey = await storeUpload(deps, name, received.bytes);
      recordUsage(deps, "upload");
      // Key and name only as a short hash at info; the name (personal data) at debug alone.
      deps.logger.info({ fileKey: keyHash(fileKey), sizeBytes: received.bytes.byteLength }, "upload stored");
      deps.logger.debug({ fileKey: keyHash(fileKey), name }, "upload name");
      return c.json({ fileKey }, 201);
    } catch (error) {
      if (error instanceof ApiError) recordUsage(deps, "upload_rejected");
      throw error;
    }
  });

  return app;
}

/**
 * Claims a fresh key in the database first (the arbiter across instances), then writes the object. The key's random
 * part makes it the upload's capability: whoever knows the time and the name still cannot guess it. A clash (a
 * repeat of 128 random bits) would draw new bits, so nothing is ever overwritten.
 */
async function storeUpload(deps: AppDeps, name: string, bytes: Uint8Array): Promise<string> {
  const epoch = deps.clock();
  for (let attempt = 0; attempt < 20; attempt++) {
    const fileKey = uploadFileKey(epoch, randomBytes(uploadKeyRandomBytes), name);
    const claimed = await deps.db.insertUpload({
      fileKey,
      originalName: name,
      sizeBytes: bytes.byteLength,
      createdAt: deps.clock(),
    });
    if (!claimed) continue;
    try {
      await deps.storage.put(`uploads/${fileKey}`, bytes, "application/xml");
      return fileKey;
    } catch (error) {
      if (error instanceof ObjectExistsError) continue;
      await deps.db.deleteUpload(fileKey).catch(() => {});
      throw error;
    }
  }
  throw new Error("no free upload key after 20 attempts");
}

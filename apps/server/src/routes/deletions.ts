import { Hono } from "hono";
import type { AppDeps } from "../deps.js";
import { isUploadFileKey } from "../file-names.js";
import type { AppEnv } from "../http/context.js";
import { ApiError } from "../http/errors.js";
import { readJsonBody } from "../http/json-body.js";
import { deletionRequest } from "../schemas.js";
import { hashToken, isWellFormedToken } from "../tokens.js";

/**
 * POST /api/deletions: the user deletes the files of a conversion at once instead of waiting for the sweeper. The
 * token is the proof of possession (only its holder got it); the uploads the workbook was made from and the
 * workbook go, the token row stays without file references so a later download says "deleted" (410), not
 * "unknown". Deleting again is no error: the answer is the same, there is just nothing left to delete.
 */
export function deletionRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post("/api/deletions", async (c) => {
    const { tokenId } = await readJsonBody(c, deletionRequest);
    if (!isWellFormedToken(tokenId)) throw new ApiError(404, "token_not_found");
    const token = await deps.db.getToken(hashToken(tokenId));
    if (!token) throw new ApiError(404, "token_not_found");
    // Exactly the keys this conversion recorded, each checked again before it names a storage object.
    const uploadKeys = (token.fileKey ?? "").split("\n").filter(isUploadFileKey);
    // Storage first, records after: a failure half-way leaves records that the sweeper (or a retry) finishes.
    if (token.resultKey) await deps.storage.delete(token.resultKey);
    for (const key of uploadKeys) await deps.storage.delete(`uploads/${key}`);
    for (const key of uploadKeys) await deps.db.deleteUpload(key);
    await deps.db.markTokenExpired(token.tokenHash);
    deps.logger.info({ uploads: uploadKeys.length, result: !!token.resultKey }, "files deleted on request");
    return c.json({ deleted: true as const }, 200);
  });

  return app;
}

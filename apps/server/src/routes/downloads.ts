import { Hono } from "hono";
import type { TokenRecord } from "../db/types.js";
import { type AppDeps, recordUsage } from "../deps.js";
import type { AppEnv } from "../http/context.js";
import { ApiError } from "../http/errors.js";
import { readJsonBody } from "../http/json-body.js";
import { downloadRequest } from "../schemas.js";
import { hashToken, isWellFormedToken } from "../tokens.js";
import { resultContentType } from "./conversions.js";

export const filesPath = "/api/files/";

/** RFC 6266/5987 attachment header: an ASCII fallback plus the exact UTF-8 name. */
export function attachmentDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  const encoded = encodeURIComponent(fileName).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16)}`,
  );
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** POST /api/downloads turns a token into a short-lived signed link; GET on the link streams the workbook. */
export function downloadRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  const liveToken = async (tokenHash: string): Promise<TokenRecord & { resultKey: string }> => {
    const token = await deps.db.getToken(tokenHash);
    if (!token) throw new ApiError(404, "token_not_found");
    // Files gone before the token's time: deleted by the user (or by a retention shorter than the token's life).
    if (token.expiresAt > deps.clock() && !token.resultKey) throw new ApiError(410, "files_deleted");
    if (token.expiresAt <= deps.clock() || !token.resultKey) {
      throw new ApiError(410, "token_expired", { hours: deps.config.tokenLifetimeHours });
    }
    return { ...token, resultKey: token.resultKey };
  };

  app.post("/api/downloads", async (c) => {
    const { tokenId } = await readJsonBody(c, downloadRequest);
    if (!isWellFormedToken(tokenId)) throw new ApiError(404, "token_not_found");
    const token = await liveToken(hashToken(tokenId));
    const expiresAt = Math.min(deps.clock() + deps.config.downloadUrlTtlSeconds * 1000, token.expiresAt);
    return c.json({ excel: `${filesPath}${deps.signer.sign(token.tokenHash, expiresAt)}` }, 200);
  });

  app.get(`${filesPath}:opaque`, async (c) => {
    const link = deps.signer.verify(c.req.param("opaque"));
    if (!link) throw new ApiError(403, "link_invalid");
    if (link.expiresAt <= deps.clock()) throw new ApiError(410, "link_expired");
    const token = await liveToken(link.tokenHash);
    const object = await deps.storage.stream(token.resultKey);
    if (!object) throw new ApiError(410, "token_expired", { hours: deps.config.tokenLifetimeHours });
    recordUsage(deps, "download");
    return new Response(object.body, {
      status: 200,
      headers: {
        "Content-Type": resultContentType(token.excelFilename ?? "gaeb.xlsx"),
        "Content-Length": String(object.size),
        "Content-Disposition": attachmentDisposition(token.excelFilename ?? "gaeb.xlsx"),
        "Cache-Control": "no-store",
      },
    });
  });

  return app;
}

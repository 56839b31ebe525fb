import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { converterException } from "../conversion/protocol.js";
import { type AppDeps, recordUsage } from "../deps.js";
import { resultFileName } from "../file-names.js";
import type { AppEnv } from "../http/context.js";
import { ApiError } from "../http/errors.js";
import { readJsonBody } from "../http/json-body.js";
import { converterStoppedReason } from "../messages.js";
import { conversionRequest } from "../schemas.js";
import { newAccessToken } from "../tokens.js";

export const xlsxContentType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** POST /api/conversions: converts a stored upload in the worker pool and hands out an access token. */
export function conversionRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post("/api/conversions", async (c) => {
    const { fileKey } = await readJsonBody(c, conversionRequest);
    const locale = c.get("locale");
    const upload = await deps.db.getUpload(fileKey);
    const bytes = upload ? await deps.storage.get(`uploads/${fileKey}`) : undefined;
    if (!upload || !bytes) throw new ApiError(404, "upload_not_found");

    const started = performance.now();
    deps.logger.debug({ fileKey, sizeBytes: bytes.byteLength }, "conversion started");
    const outcome = await deps.pool.convert(upload.originalName, bytes, locale);
    const durationMs = Math.round(performance.now() - started);
    switch (outcome.kind) {
      case "converted":
        break;
      case "rejected":
        recordUsage(deps, "conversion_failed");
        if (outcome.issueCode === converterException || outcome.issueCode === "internal_error") {
          // A fault of the converter, not of the file: its own text is for the operator, never for the client.
          deps.logger.error({ fileKey, detail: outcome.message, durationMs }, "converter threw");
          throw new ApiError(422, "conversion_failed", { reason: converterStoppedReason[locale] });
        }
        deps.logger.info({ fileKey, issue: outcome.issueCode, durationMs }, "conversion rejected");
        throw new ApiError(422, "conversion_failed", { reason: outcome.message });
      case "timeout":
        recordUsage(deps, "conversion_failed");
        deps.logger.warn({ fileKey, durationMs }, "conversion timed out");
        throw new ApiError(422, "conversion_timeout", {
          seconds: Math.ceil(deps.config.conversionTimeoutMs / 1000),
        });
      case "out_of_memory":
        recordUsage(deps, "conversion_failed");
        deps.logger.warn({ fileKey, durationMs }, "conversion ran out of memory");
        throw new ApiError(422, "conversion_too_large");
      case "busy":
        throw new ApiError(503, "busy", {}, { "Retry-After": "30" });
      case "crashed":
        recordUsage(deps, "conversion_failed");
        deps.logger.error({ fileKey, detail: outcome.detail, durationMs }, "conversion worker crashed");
        throw new ApiError(422, "conversion_failed", { reason: converterStoppedReason[locale] });
    }

    const now = deps.clock();
    const resultKey = `results/${now}_${randomBytes(12).toString("base64url")}.xlsx`;
    await deps.storage.put(resultKey, outcome.xlsx, xlsxContentType);
    const { token, hash } = newAccessToken();
    const excelFilename = resultFileName(upload.originalName);
    await deps.db.insertToken({
      tokenHash: hash,
      fileKey,
      resultKey,
      excelFilename,
      createdAt: now,
      expiresAt: now + deps.config.tokenLifetimeHours * 3_600_000,
    });
    recordUsage(deps, "conversion");
    deps.logger.info({ fileKey, durationMs, warnings: outcome.warnings }, "conversion done");
    return c.json({ success: true as const, data: { token_id: token, excel_filename: excelFilename } }, 200);
  });

  return app;
}

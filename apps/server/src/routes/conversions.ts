import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { converterException } from "../conversion/protocol.js";
import { type AppDeps, recordUsage } from "../deps.js";
import { nameInUploadKey, resultFileName } from "../file-names.js";
import type { AppEnv } from "../http/context.js";
import { ApiError } from "../http/errors.js";
import { readJsonBody } from "../http/json-body.js";
import { converterStoppedReason } from "../messages.js";
import { conversionRequest } from "../schemas.js";
import { keyHash, newAccessToken } from "../tokens.js";

export const xlsxContentType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** POST /api/conversions: converts a stored upload in the worker pool and hands out an access token. */
export function conversionRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post("/api/conversions", async (c) => {
    const body = await readJsonBody(c, conversionRequest);
    const fileKeys = body.fileKeys ?? (body.fileKey ? [body.fileKey] : []);
    // Messages follow the reader (Accept-Language); the workbook's headers may be asked for in the other language.
    const locale = c.get("locale");
    const sheetLang = body.lang ?? locale;
    const [files, base] = await readUploads(deps, fileKeys, body.baseFileKey);
    // Keys are capabilities and names are personal data: the log gets short hashes only.
    const fileKey = fileKeys.map(keyHash).join(" ");

    const started = performance.now();
    deps.logger.debug(
      {
        fileKey,
        names: files.map((file) => file.name),
        files: files.length,
        base: !!base,
        sizeBytes: files.reduce((n, f) => n + f.bytes.byteLength, 0),
      },
      "conversion started",
    );
    const outcome = await deps.pool.convertMany({
      files,
      ...(base ? { base } : {}),
      lang: sheetLang,
      messageLang: locale,
      ...(body.longText === false ? { longText: false } : {}),
    });
    const durationMs = Math.round(performance.now() - started);
    switch (outcome.kind) {
      case "converted":
        // The core lays a base only under offers (phase 84); without one it would be dropped without a word.
        if (base && !outcome.sheets.some((sheet) => sheet.base !== undefined)) {
          recordUsage(deps, "conversion_failed");
          throw new ApiError(422, "base_without_offer", { base: base.name });
        }
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
    const excelFilename = workbookName(files.map((file) => file.name));
    const expiresAt = now + deps.config.tokenLifetimeHours * 3_600_000;
    await deps.db.insertToken({
      tokenHash: hash,
      // Every upload the workbook was made from, one per line (keys hold no control characters), so that
      // POST /api/deletions can remove them all with the result.
      fileKey: [...fileKeys, ...(body.baseFileKey ? [body.baseFileKey] : [])].join("\n"),
      resultKey,
      excelFilename,
      createdAt: now,
      expiresAt,
    });
    recordUsage(deps, "conversion");
    deps.logger.info({ fileKey, durationMs, warnings: outcome.warnings }, "conversion done");
    return c.json(
      {
        success: true as const,
        data: {
          token_id: token,
          excel_filename: excelFilename,
          expires_at: new Date(expiresAt).toISOString(),
          sheets: outcome.sheets,
          notes: outcome.notes,
        },
      },
      200,
    );
  });

  return app;
}

type Upload = { name: string; bytes: Uint8Array };

/** One stored upload by its exact key: the record first, so an unknown key never touches the storage. */
async function readUpload(deps: AppDeps, fileKey: string): Promise<Upload | undefined> {
  const upload = await deps.db.getUpload(fileKey);
  const bytes = upload ? await deps.storage.get(`uploads/${fileKey}`) : undefined;
  return upload && bytes ? { name: upload.originalName, bytes } : undefined;
}

/** The files and the base, or 404 naming every key that is unknown (by its place and the name in it). */
async function readUploads(
  deps: AppDeps,
  fileKeys: readonly string[],
  baseFileKey: string | undefined,
): Promise<[Upload[], Upload | undefined]> {
  const keys = [...fileKeys, ...(baseFileKey ? [baseFileKey] : [])];
  const found = await Promise.all(keys.map((key) => readUpload(deps, key)));
  const missing = keys.flatMap((key, i) =>
    found[i] ? [] : [`${i < fileKeys.length ? i + 1 : "base"}\t${nameInUploadKey(key)}`],
  );
  if (missing.length > 0) throw new ApiError(404, "upload_not_found", { missing: missing.join("\n") });
  const uploads = found as Upload[];
  return [uploads.slice(0, fileKeys.length), baseFileKey ? uploads[fileKeys.length] : undefined];
}

/** `LV.X83` → `LV.xlsx`; several files are named after the first and how many more: `LV+2.xlsx`. */
function workbookName(names: readonly string[]): string {
  const first = resultFileName(names[0] ?? "gaeb");
  return names.length > 1 ? first.replace(/\.xlsx$/, `+${names.length - 1}.xlsx`) : first;
}

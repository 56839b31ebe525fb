import { randomBytes } from "node:crypto";
import { Hono } from "hono";
import { converterException } from "../conversion/protocol.js";
import { type AppDeps, recordUsage } from "../deps.js";
import { gaebResultFileName, nameInUploadKey, resultFileName } from "../file-names.js";
import type { AppEnv } from "../http/context.js";
import { ApiError } from "../http/errors.js";
import { readJsonBody } from "../http/json-body.js";
import { converterStoppedReason } from "../messages.js";
import { conversionRequest } from "../schemas.js";
import { keyHash, newAccessToken } from "../tokens.js";

export const xlsxContentType = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
export const xmlContentType = "application/xml";

/** The stored result's type, told by the name it is downloaded under: GAEB DA XML ends in its phase (.X83, .X89B). */
export function resultContentType(fileName: string): string {
  return /\.x8\d(b)?$/i.test(fileName) ? xmlContentType : xlsxContentType;
}

/** POST /api/conversions: converts a stored upload in the worker pool and hands out an access token. */
export function conversionRoutes(deps: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.post("/api/conversions", async (c) => {
    const body = await readJsonBody(c, conversionRequest);
    const fileKeys = body.fileKeys ?? (body.fileKey ? [body.fileKey] : []);
    const format = body.format ?? "xlsx";
    // GAEB DA XML is one document written again: several files (or an offer with its base) have no one answer.
    const inputs = fileKeys.length + (body.baseFileKey ? 1 : 0);
    if (format === "gaeb-xml" && inputs !== 1)
      throw new ApiError(400, "gaeb_xml_one_file", { files: inputs });
    // Messages follow the reader (Accept-Language); the workbook's headers may be asked for in the other language.
    const locale = c.get("locale");
    const sheetLang = body.lang ?? locale;
    // The records only: the files themselves are read when a converter takes the job, so a waiting job costs no memory.
    const [files, base] = await findUploads(deps, fileKeys, body.baseFileKey);
    // Keys are capabilities and names are personal data: the log gets short hashes only.
    const fileKey = fileKeys.map(keyHash).join(" ");
    const sizeBytes = [...files, ...(base ? [base] : [])].reduce((sum, upload) => sum + upload.sizeBytes, 0);
    // Aborted when the client hangs up: a waiting job is dropped, a finished one is not stored.
    const signal = c.req.raw.signal;

    const started = performance.now();
    deps.logger.debug(
      {
        fileKey,
        names: files.map((file) => file.originalName),
        files: files.length,
        base: !!base,
        sizeBytes,
      },
      "conversion queued",
    );
    const outcome = await deps.pool.submit({
      client: c.get("clientKey"),
      bytes: sizeBytes,
      signal,
      load: async () => {
        deps.logger.debug({ fileKey }, "conversion started");
        const [uploads, baseInput] = await readUploads(deps, [...fileKeys], body.baseFileKey);
        return {
          files: uploads,
          ...(baseInput ? { base: baseInput } : {}),
          ...(format === "gaeb-xml" ? { format } : {}),
          lang: sheetLang,
          messageLang: locale,
          ...(body.longText === false ? { longText: false } : {}),
          ...(body.components === true ? { components: true } : {}),
        };
      },
    });
    const durationMs = Math.round(performance.now() - started);
    switch (outcome.kind) {
      case "converted":
        // The core lays a base only under offers (phase 84); without one it would be dropped without a word.
        if (base && !outcome.sheets.some((sheet) => sheet.base !== undefined)) {
          recordUsage(deps, "conversion_failed");
          throw new ApiError(422, "base_without_offer", { base: base.originalName });
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
      case "refused": {
        const retry = { "Retry-After": String(outcome.retryAfterSeconds) };
        deps.logger.info({ fileKey, scope: outcome.scope }, "conversion refused: queue full");
        if (outcome.scope === "server") {
          throw new ApiError(503, "busy", { seconds: outcome.retryAfterSeconds }, retry);
        }
        const jobs = outcome.running + outcome.waiting;
        throw new ApiError(429, "too_many_conversions", { jobs, seconds: outcome.retryAfterSeconds }, retry);
      }
      case "expired":
        deps.logger.warn({ fileKey, durationMs }, "conversion waited past the time limit for a converter");
        throw new ApiError(
          503,
          "busy",
          { seconds: outcome.retryAfterSeconds },
          {
            "Retry-After": String(outcome.retryAfterSeconds),
          },
        );
      case "abandoned":
        deps.logger.info({ fileKey, durationMs }, "conversion dropped: its client left");
        return clientGone();
      case "unloadable":
        throw outcome.error;
      case "crashed":
        recordUsage(deps, "conversion_failed");
        deps.logger.error({ fileKey, detail: outcome.detail, durationMs }, "conversion worker crashed");
        throw new ApiError(422, "conversion_failed", { reason: converterStoppedReason[locale] });
    }
    if (signal.aborted) {
      // Nobody would ever get a token for this workbook: it is not stored at all.
      deps.logger.info({ fileKey, durationMs }, "conversion done after its client left; not stored");
      return clientGone();
    }

    const now = deps.clock();
    const gaebExtension = outcome.gaebExtension;
    const resultKey = `results/${now}_${randomBytes(12).toString("base64url")}.${gaebExtension ?? "xlsx"}`;
    await deps.storage.put(resultKey, outcome.bytes, gaebExtension ? xmlContentType : xlsxContentType);
    const { token, hash } = newAccessToken();
    const excelFilename = gaebExtension
      ? gaebResultFileName(files[0]?.originalName ?? "gaeb", gaebExtension)
      : workbookName(files.map((file) => file.originalName));
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
    if (signal.aborted) {
      // The client left while the workbook was stored: no one holds the token, so nothing stays behind.
      await deps.storage.delete(resultKey);
      await deps.db.markTokenExpired(hash);
      deps.logger.info({ fileKey, durationMs }, "conversion done after its client left; removed");
      return clientGone();
    }
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

/** nginx's "client closed request": logged as such, never seen by the client that left. */
function clientGone(): Response {
  return new Response(null, { status: 499 });
}

/** The upload records of the files and the base, or 404 naming every key that is unknown (by its place and name). */
function findUploads(deps: AppDeps, fileKeys: readonly string[], baseFileKey: string | undefined) {
  return lookUp(fileKeys, baseFileKey, (key) => deps.db.getUpload(key));
}

/** The files and the base with their bytes; 404 naming each whose record or bytes are gone by now. */
function readUploads(deps: AppDeps, fileKeys: readonly string[], baseFileKey: string | undefined) {
  return lookUp(fileKeys, baseFileKey, async (key): Promise<Upload | undefined> => {
    // The record first, so an unknown key never touches the storage.
    const upload = await deps.db.getUpload(key);
    const bytes = upload ? await deps.storage.get(`uploads/${key}`) : undefined;
    return upload && bytes ? { name: upload.originalName, bytes } : undefined;
  });
}

/**
 * Looks up the files and the base by key; 404 lists `{place}\t{name}` of each key not found, its place being its
 * position among the files (1 = first) or `base`.
 */
async function lookUp<T>(
  fileKeys: readonly string[],
  baseFileKey: string | undefined,
  find: (key: string) => Promise<T | undefined>,
): Promise<[T[], T | undefined]> {
  const keys = [...fileKeys, ...(baseFileKey ? [baseFileKey] : [])];
  const found = await Promise.all(keys.map(find));
  const missing = keys.flatMap((key, i) =>
    found[i] ? [] : [`${i < fileKeys.length ? i + 1 : "base"}\t${nameInUploadKey(key)}`],
  );
  if (missing.length > 0) throw new ApiError(404, "upload_not_found", { missing: missing.join("\n") });
  const all = found as T[];
  return [all.slice(0, fileKeys.length), baseFileKey ? all[fileKeys.length] : undefined];
}

/** `LV.X83` → `LV.xlsx`; several files are named after the first and how many more: `LV+2.xlsx`. */
function workbookName(names: readonly string[]): string {
  const first = resultFileName(names[0] ?? "gaeb");
  return names.length > 1 ? first.replace(/\.xlsx$/, `+${names.length - 1}.xlsx`) : first;
}

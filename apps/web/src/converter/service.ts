import { ApiError, postJson, uploadWithProgress } from "../api/client";
import type { Lang } from "../i18n/lang";

export interface ConversionResult {
  tokenId: string;
  excelFileName: string | null;
}

/** The four calls the converter makes; a seam so the flow can be tested without a network. */
export interface ConverterService {
  upload(file: File, onProgress: (fraction: number) => void): Promise<string>;
  recordConsent(consent: {
    termsAccepted: boolean;
    dataProcessingAccepted: boolean;
    fileIdentifier: string;
  }): Promise<string | null>;
  convert(fileKey: string): Promise<ConversionResult | null>;
  requestDownload(tokenId: string): Promise<string | null>;
}

function stringField(value: unknown, key: string): string | null {
  const field = (value as Record<string, unknown> | null)?.[key];
  return typeof field === "string" && field.length > 0 ? field : null;
}

/** The service of this site, reached over its HTTP API in the page's language. */
export function httpConverterService(lang: Lang): ConverterService {
  return {
    async upload(file, onProgress) {
      const body = await uploadWithProgress("/api/uploads", file, lang, onProgress);
      const key = stringField(body, "fileKey");
      if (!key) throw new ApiError("no fileKey in the upload answer", 502, "bad_response");
      return key;
    },
    async recordConsent(consent) {
      return stringField(await postJson("/api/consents", consent, lang), "consent_id");
    },
    async convert(fileKey) {
      const body = (await postJson("/api/conversions", { fileKey }, lang)) as {
        success?: unknown;
        data?: unknown;
      } | null;
      const tokenId = stringField(body?.data, "token_id");
      if (body?.success !== true || !tokenId) return null;
      return { tokenId, excelFileName: stringField(body.data, "excel_filename") };
    },
    async requestDownload(tokenId) {
      return stringField(await postJson("/api/downloads", { tokenId }, lang), "excel");
    },
  };
}

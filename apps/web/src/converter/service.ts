import type { SheetSummary } from "gaeb2xlsx";
import { ApiError, postJson, uploadWithProgress } from "../api/client";
import type { Lang } from "../i18n/lang";
import type { ConversionPlan } from "./plan";
import { excelNameFor } from "./validation";

export interface ChosenFile {
  file: File;
  name: string;
  size: number;
  /** The exchange phase the file declares ("83", "84", …), when it declares one. */
  phase?: string;
}

export interface ConvertSettings {
  /** Language of the workbook's column headings; independent of the page's language. */
  sheetLang: Lang;
  longText: boolean;
  /** Formblatt 223's price components in the offer form, where the LV names none. */
  components?: boolean;
  /** The workbook (default) or the one file written again as GAEB DA XML 3.3. */
  output?: "xlsx" | "gaeb-xml";
  termsAccepted: boolean;
  dataProcessingAccepted: boolean;
}

export interface ConversionNote {
  severity: "warning" | "info";
  message: string;
}

/** What a conversion produced, wherever it ran. */
export interface ConversionOutcome {
  where: "device" | "server";
  excelFileName: string;
  sheets: SheetSummary[];
  notes: ConversionNote[];
  /** Server: the access token and when it (and the files) expire. */
  tokenId?: string;
  expiresAt?: string;
  /** Device: the workbook itself. */
  xlsx?: Uint8Array;
  /** Device, output GAEB DA XML: the file itself (its name is `excelFileName`, e.g. `LV.X83`). */
  gaebXml?: Uint8Array;
}

/** A failure already worded for the user (the service knows which step failed). */
export class ConversionFailure extends Error {
  override name = "ConversionFailure";
}

export interface ConversionMessages {
  uploadFailed(message: string): string;
  conversionFailed(message: string): string;
  noValidResult: string;
  genericFailure: string;
  deviceFailure: string;
  gaebOneFile: string;
}

/** One way to convert: on the device (a Web Worker) or on the server (upload → consent → convert). */
export interface Converter {
  convert(
    plan: ConversionPlan<ChosenFile>,
    settings: ConvertSettings,
    onProgress: (percent: number) => void,
  ): Promise<ConversionOutcome>;
}

/** What only the server path offers: a signed link for the token, and deleting its files at once. */
export interface ServerFiles {
  requestDownload(tokenId: string): Promise<string | null>;
  deleteFiles(tokenId: string): Promise<void>;
}

/** `LV.X83` → `LV.xlsx`; several sheets are named after the first file and how many more (`LV+2.xlsx`), as on the server. */
export function workbookName(plan: ConversionPlan<ChosenFile>): string {
  const first = excelNameFor(plan.sheets[0]?.name ?? "gaeb");
  return plan.sheets.length > 1 ? first.replace(/\.xlsx$/, `+${plan.sheets.length - 1}.xlsx`) : first;
}

function stringField(value: unknown, key: string): string | null {
  const field = (value as Record<string, unknown> | null)?.[key];
  return typeof field === "string" && field.length > 0 ? field : null;
}

function arrayField<T>(value: unknown, key: string): T[] {
  const field = (value as Record<string, unknown> | null)?.[key];
  return Array.isArray(field) ? (field as T[]) : [];
}

/** The service of this site, reached over its HTTP API; messages come back in the page's language. */
export function serverConverter(lang: Lang, words: ConversionMessages): Converter & ServerFiles {
  const uploadOne = async (file: File, onProgress: (fraction: number) => void) => {
    const body = await uploadWithProgress("/api/uploads", file, lang, onProgress);
    const key = stringField(body, "fileKey");
    if (!key) throw new ApiError("no fileKey in the upload answer", 502, "bad_response");
    return key;
  };
  return {
    async convert(plan, settings, onProgress) {
      const ordered = [...plan.sheets, ...(plan.base ? [plan.base] : [])];
      const gaebXml = settings.output === "gaeb-xml";
      // The server refuses it too (400); saying so here spares an upload that cannot lead anywhere.
      if (gaebXml && ordered.length !== 1) throw new ConversionFailure(words.gaebOneFile);
      const total = ordered.reduce((sum, chosen) => sum + chosen.size, 0) || 1;
      const keys: string[] = [];
      let sent = 0;
      try {
        for (const chosen of ordered) {
          const key = await uploadOne(chosen.file, (fraction) =>
            onProgress(10 + Math.round(((sent + fraction * chosen.size) / total) * 29)),
          );
          sent += chosen.size;
          keys.push(key);
          // Recording consent must never block the conversion; a failure only loses the consent record.
          await postJson(
            "/api/consents",
            {
              termsAccepted: settings.termsAccepted,
              dataProcessingAccepted: settings.dataProcessingAccepted,
              fileIdentifier: key,
            },
            lang,
          ).catch(() => null);
        }
      } catch (error) {
        throw new ConversionFailure(
          error instanceof ApiError ? words.uploadFailed(error.message) : words.genericFailure,
        );
      }
      onProgress(40);
      const fileKeys = keys.slice(0, plan.sheets.length);
      const baseFileKey = plan.base ? keys[plan.sheets.length] : undefined;
      let body: { success?: unknown; data?: unknown } | null;
      try {
        body = (await postJson(
          "/api/conversions",
          {
            fileKeys,
            ...(baseFileKey ? { baseFileKey } : {}),
            ...(gaebXml
              ? { format: "gaeb-xml" }
              : {
                  lang: settings.sheetLang,
                  longText: settings.longText,
                  ...(settings.components ? { components: true } : {}),
                }),
          },
          lang,
        )) as typeof body;
      } catch (error) {
        throw new ConversionFailure(
          error instanceof ApiError ? words.conversionFailed(error.message) : words.genericFailure,
        );
      }
      const tokenId = stringField(body?.data, "token_id");
      if (body?.success !== true || !tokenId) throw new ConversionFailure(words.noValidResult);
      onProgress(100);
      const expiresAt = stringField(body.data, "expires_at");
      return {
        where: "server",
        tokenId,
        ...(expiresAt ? { expiresAt } : {}),
        excelFileName: stringField(body.data, "excel_filename") ?? workbookName(plan),
        sheets: arrayField<SheetSummary>(body.data, "sheets"),
        notes: arrayField<ConversionNote>(body.data, "notes"),
      };
    },
    async requestDownload(tokenId) {
      return stringField(await postJson("/api/downloads", { tokenId }, lang), "excel");
    },
    async deleteFiles(tokenId) {
      await postJson("/api/deletions", { tokenId }, lang);
    },
  };
}

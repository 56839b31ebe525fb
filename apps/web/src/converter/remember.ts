import type { SheetSummary } from "gaeb2xlsx";
import type { Lang } from "../i18n/lang";
import type { ConversionNote } from "./service";

/**
 * What the converter keeps in the browser, and why no more:
 * - the settings (where, heading language, long texts) in localStorage, so the next visit starts with them;
 * - the last server result in sessionStorage: the token (the only key to the files), the workbook's name, the
 *   expiry and the preview, so a reload of the tab shows the result again until the token expires. sessionStorage
 *   dies with the tab, so a shared computer does not hand the token to the next person.
 * - of an on-device result only the file names: the workbook itself is not stored (it can hold prices the user
 *   would not expect a browser to keep), and converting again takes seconds.
 */
export interface ConverterSettings {
  where: "device" | "server";
  sheetLang: Lang;
  longText: boolean;
}

export type RememberedResult =
  | {
      where: "server";
      tokenId: string;
      excelFileName: string;
      expiresAt: string;
      sheets: SheetSummary[];
      notes: ConversionNote[];
    }
  | { where: "device"; fileNames: string[] };

const SETTINGS_KEY = "gaeb2xlsx.converter.settings";
const RESULT_KEY = "gaeb2xlsx.converter.result";

function storage(kind: "localStorage" | "sessionStorage"): Storage | null {
  try {
    return typeof window === "undefined" ? null : window[kind];
  } catch {
    return null; // storage switched off: nothing is remembered, everything else works
  }
}

function read(kind: "localStorage" | "sessionStorage", key: string): unknown {
  try {
    const text = storage(kind)?.getItem(key);
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}

function write(kind: "localStorage" | "sessionStorage", key: string, value: unknown): void {
  try {
    if (value === null) storage(kind)?.removeItem(key);
    else storage(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    // full or forbidden: the feature degrades to "not remembered"
  }
}

export function defaultSettings(lang: Lang): ConverterSettings {
  return { where: "device", sheetLang: lang, longText: true };
}

export function loadSettings(lang: Lang): ConverterSettings {
  const stored = read("localStorage", SETTINGS_KEY) as Partial<ConverterSettings> | null;
  const fallback = defaultSettings(lang);
  return {
    where: stored?.where === "server" || stored?.where === "device" ? stored.where : fallback.where,
    sheetLang:
      stored?.sheetLang === "de" || stored?.sheetLang === "en" ? stored.sheetLang : fallback.sheetLang,
    longText: typeof stored?.longText === "boolean" ? stored.longText : fallback.longText,
  };
}

export function saveSettings(settings: ConverterSettings): void {
  write("localStorage", SETTINGS_KEY, settings);
}

/** The remembered result, unless it has expired (then it is forgotten). */
export function loadResult(now = Date.now()): RememberedResult | null {
  const stored = read("sessionStorage", RESULT_KEY) as RememberedResult | null;
  if (stored?.where === "device" && Array.isArray(stored.fileNames)) return stored;
  if (
    stored?.where === "server" &&
    typeof stored.tokenId === "string" &&
    typeof stored.excelFileName === "string" &&
    Array.isArray(stored.sheets) &&
    Array.isArray(stored.notes) &&
    Date.parse(stored.expiresAt) > now
  ) {
    return stored;
  }
  if (stored) forgetResult();
  return null;
}

export function rememberResult(result: RememberedResult): void {
  write("sessionStorage", RESULT_KEY, result);
}

export function forgetResult(): void {
  write("sessionStorage", RESULT_KEY, null);
}

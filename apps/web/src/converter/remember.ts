import type { SheetSummary } from "gaeb2xlsx";
import type { Lang } from "../i18n/lang";
import type { ConversionNote, ConversionOutcome } from "./service";

/**
 * What the converter keeps in the browser, and why no more:
 * - the settings (where, heading language, long texts, Formblatt 223's components, result format) in localStorage, so the next visit starts with them;
 * - the last server result in sessionStorage: the token (the only key to the files), the workbook's name, the
 *   expiry and the preview, so a reload of the tab shows the result again until the token expires. sessionStorage
 *   dies with the tab, so a shared computer does not hand the token to the next person.
 * - the last result of either kind in this tab's memory (never in storage), so going to another page of the site and
 *   back shows it again with its workbook. An on-device workbook is never stored (it can hold prices the user would
 *   not expect a browser to keep): after a reload it is gone, and the page simply offers the drop zone again.
 */
export interface ConverterSettings {
  where: "device" | "server";
  sheetLang: Lang;
  longText: boolean;
  /** Formblatt 223's price components and time column in the offer form, where the LV names none. */
  components: boolean;
  /** What the conversion makes: the workbook, or the one file again as GAEB DA XML 3.3. */
  output: "xlsx" | "gaeb-xml";
}

export interface RememberedResult {
  where: "server";
  tokenId: string;
  excelFileName: string;
  expiresAt: string;
  sheets: SheetSummary[];
  notes: ConversionNote[];
}

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
  return { where: "device", sheetLang: lang, longText: true, components: false, output: "xlsx" };
}

export function loadSettings(lang: Lang): ConverterSettings {
  const stored = read("localStorage", SETTINGS_KEY) as Partial<ConverterSettings> | null;
  const fallback = defaultSettings(lang);
  return {
    where: stored?.where === "server" || stored?.where === "device" ? stored.where : fallback.where,
    sheetLang:
      stored?.sheetLang === "de" || stored?.sheetLang === "en" ? stored.sheetLang : fallback.sheetLang,
    longText: typeof stored?.longText === "boolean" ? stored.longText : fallback.longText,
    components: typeof stored?.components === "boolean" ? stored.components : fallback.components,
    output: stored?.output === "gaeb-xml" || stored?.output === "xlsx" ? stored.output : fallback.output,
  };
}

export function saveSettings(settings: ConverterSettings): void {
  write("localStorage", SETTINGS_KEY, settings);
}

/** The remembered result, unless it has expired (then it is forgotten). */
export function loadResult(now = Date.now()): RememberedResult | null {
  const stored = read("sessionStorage", RESULT_KEY) as RememberedResult | null;
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

/** The last result in this tab's memory: it lives as long as the page's script (site navigation, not a reload). */
let lastOutcome: ConversionOutcome | null = null;

export function keepOutcome(outcome: ConversionOutcome | null): void {
  lastOutcome = outcome;
}

/** The last result still held in memory, unless its server files have expired. */
export function recallOutcome(now = Date.now()): ConversionOutcome | null {
  if (lastOutcome?.where === "server" && !(Date.parse(lastOutcome.expiresAt ?? "") > now)) lastOutcome = null;
  return lastOutcome;
}

/** Forgets the last result everywhere: memory and the tab's session. */
export function forgetResult(): void {
  lastOutcome = null;
  write("sessionStorage", RESULT_KEY, null);
}

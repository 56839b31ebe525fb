/** Stable error codes of the API and their user-facing sentences in German and English. */
export type Locale = "de" | "en";

export const errorCodes = [
  "validation_failed",
  "consent_required",
  "missing_file",
  "too_many_files",
  "empty_file",
  "file_too_large",
  "unsupported_file_type",
  "not_gaeb",
  "xml_dtd_forbidden",
  "upload_not_found",
  "conversion_failed",
  "conversion_timeout",
  "conversion_too_large",
  "busy",
  "token_not_found",
  "token_expired",
  "files_deleted",
  "link_invalid",
  "link_expired",
  "rate_limited",
  "blocked",
  "body_too_large",
  "unsupported_media_type",
  "not_found",
  "unavailable",
  "storage_unwritable",
  "internal_error",
] as const;

export type ErrorCode = (typeof errorCodes)[number];

type Params = Record<string, string | number>;
type Template = (params: Params) => string;

const de: Record<ErrorCode, Template> = {
  validation_failed: (p) => `Die Anfrage ist ungültig: ${p.details ?? "bitte Eingaben prüfen"}.`,
  consent_required: () =>
    "Bitte akzeptieren Sie die Nutzungsbedingungen und Datenschutzerklärung, um fortzufahren.",
  missing_file: () => "Es wurde keine Datei gesendet. Bitte laden Sie eine GAEB-Datei im Feld „file“ hoch.",
  too_many_files: () => "Bitte laden Sie genau eine Datei pro Anfrage hoch.",
  empty_file: () => "Die Datei ist leer. Bitte laden Sie eine GAEB-Datei mit Inhalt hoch.",
  file_too_large: (p) => `Datei ist zu groß. Maximale Größe ist ${p.limit}.`,
  unsupported_file_type: (p) =>
    `Ungültiges Dateiformat „${p.extension}“. Unterstützt werden GAEB-Dateien: GAEB DA XML, GAEB 2000 und GAEB 90 (${p.accepted}).`,
  // The converter core's own sentence, already in the reader's language, with file, position and what to do.
  not_gaeb: (p) => String(p.reason),
  xml_dtd_forbidden: () =>
    "Die Datei enthält eine DTD- oder Entity-Deklaration. GAEB-DA-XML-Dateien brauchen keine; aus Sicherheitsgründen werden solche Dateien abgelehnt.",
  upload_not_found: () =>
    "Die hochgeladene Datei wurde nicht gefunden oder ist bereits gelöscht. Bitte laden Sie sie erneut hoch.",
  conversion_failed: (p) => String(p.reason),
  conversion_timeout: (p) =>
    `Die Umwandlung hat länger als ${p.seconds} Sekunden gedauert und wurde abgebrochen. Bitte teilen Sie die Datei auf oder wenden Sie sich an uns.`,
  conversion_too_large: () =>
    "Die Umwandlung brauchte mehr Speicher als erlaubt und wurde abgebrochen. Bitte teilen Sie die Datei auf.",
  busy: () => "Der Dienst ist gerade ausgelastet. Bitte versuchen Sie es in einer Minute erneut.",
  token_not_found: () => "Dieser Download-Code ist unbekannt. Bitte wandeln Sie die Datei erneut um.",
  token_expired: (p) =>
    `Dieser Download-Code ist abgelaufen (gültig ${p.hours} Stunden); die Dateien sind gelöscht. Bitte laden Sie die GAEB-Datei erneut hoch.`,
  files_deleted: () =>
    "Die Dateien dieser Umwandlung sind bereits gelöscht. Um die Excel-Datei noch einmal zu bekommen, wandeln Sie die GAEB-Datei bitte erneut um.",
  link_invalid: () => "Dieser Download-Link ist ungültig. Bitte fordern Sie auf der Website einen neuen an.",
  link_expired: () =>
    "Dieser Download-Link ist abgelaufen. Bitte fordern Sie auf der Website einen neuen an.",
  rate_limited: (p) =>
    `Zu viele Anfragen. Bitte warten Sie ${p.seconds} Sekunden und versuchen Sie es erneut.`,
  blocked: () => "Der Zugriff auf diesen Dienst wurde vom Betreiber gesperrt.",
  body_too_large: (p) => `Die Anfrage ist zu groß (höchstens ${p.limit}).`,
  unsupported_media_type: (p) => `Falscher Inhaltstyp; erwartet wird ${p.expected}.`,
  not_found: () => "Diese Adresse gibt es nicht.",
  unavailable: () =>
    "Der Dienst ist vorübergehend nicht erreichbar (Datenbank oder Speicher). Bitte versuchen Sie es gleich noch einmal.",
  storage_unwritable: () =>
    "Der Server kann gerade nichts speichern (Speicher voll oder schreibgeschützt); es wurde nichts gespeichert. Bitte versuchen Sie es in einigen Minuten erneut.",
  internal_error: () => "Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es später erneut.",
};

const en: Record<ErrorCode, Template> = {
  validation_failed: (p) => `The request is invalid: ${p.details ?? "please check your input"}.`,
  consent_required: () => "Please accept the terms and privacy policy to continue.",
  missing_file: () => "No file was sent. Please upload a GAEB file in the field “file”.",
  too_many_files: () => "Please upload exactly one file per request.",
  empty_file: () => "The file is empty. Please upload a GAEB file with content.",
  file_too_large: (p) => `File is too large. Maximum size is ${p.limit}.`,
  unsupported_file_type: (p) =>
    `Invalid file format “${p.extension}”. Supported are GAEB files: GAEB DA XML, GAEB 2000 and GAEB 90 (${p.accepted}).`,
  not_gaeb: (p) => String(p.reason),
  xml_dtd_forbidden: () =>
    "The file contains a DTD or entity declaration. GAEB DA XML files need none; for security such files are rejected.",
  upload_not_found: () =>
    "The uploaded file was not found or has already been deleted. Please upload it again.",
  conversion_failed: (p) => String(p.reason),
  conversion_timeout: (p) =>
    `The conversion took longer than ${p.seconds} seconds and was stopped. Please split the file or contact us.`,
  conversion_too_large: () =>
    "The conversion needed more memory than allowed and was stopped. Please split the file.",
  busy: () => "The service is busy right now. Please try again in a minute.",
  token_not_found: () => "This download code is unknown. Please convert the file again.",
  token_expired: (p) =>
    `This download code has expired (valid for ${p.hours} hours); the files have been deleted. Please upload the GAEB file again.`,
  files_deleted: () =>
    "The files of this conversion have already been deleted. To get the Excel file again, please convert the GAEB file again.",
  link_invalid: () => "This download link is invalid. Please request a new one on the website.",
  link_expired: () => "This download link has expired. Please request a new one on the website.",
  rate_limited: (p) => `Too many requests. Please wait ${p.seconds} seconds and try again.`,
  blocked: () => "Access to this service has been blocked by the operator.",
  body_too_large: (p) => `The request is too large (at most ${p.limit}).`,
  unsupported_media_type: (p) => `Wrong content type; expected ${p.expected}.`,
  not_found: () => "This address does not exist.",
  unavailable: () =>
    "The service is temporarily unavailable (database or storage). Please try again in a moment.",
  storage_unwritable: () =>
    "The server cannot save anything right now (its storage is full or read-only); nothing was saved. Please try again in a few minutes.",
  internal_error: () => "An unexpected error occurred. Please try again later.",
};

export const messages: Record<Locale, Record<ErrorCode, Template>> = { de, en };

/** Reason given with conversion_failed when the worker died without a verdict from the core. */
export const converterStoppedReason: Record<Locale, string> = {
  de: "Der Umwandler ist unerwartet abgebrochen. Bitte versuchen Sie es noch einmal oder wenden Sie sich an uns.",
  en: "The converter stopped unexpectedly. Please try again or contact us.",
};

export function errorMessage(code: ErrorCode, locale: Locale, params: Params = {}): string {
  return messages[locale][code](params);
}

/** Picks German or English from an Accept-Language header by quality; English when neither is asked for. */
export function localeFromAcceptLanguage(header: string | undefined | null): Locale {
  if (!header) return "en";
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...attributes] = part.trim().split(";");
      const q = attributes.map((a) => a.trim()).find((a) => a.startsWith("q="));
      const quality = q ? Number(q.slice(2)) : 1;
      return {
        primary: tag.toLowerCase().split("-")[0],
        quality: Number.isFinite(quality) ? quality : 0,
        index,
      };
    })
    .filter((entry) => entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index);
  for (const entry of ranked) {
    if (entry.primary === "de" || entry.primary === "en") return entry.primary;
  }
  return "en";
}

/** Human-readable byte size in the reader's language, e.g. "5 MB" / "5 MB", "1,5 MB" / "1.5 MB". */
export function formatBytes(bytes: number, locale: Locale): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1)
    return `${mb.toLocaleString(locale === "de" ? "de-DE" : "en-GB", { maximumFractionDigits: 1 })} MB`;
  const kb = Math.ceil(bytes / 1024);
  return `${kb.toLocaleString(locale === "de" ? "de-DE" : "en-GB")} KB`;
}

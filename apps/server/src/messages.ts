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
  "base_without_offer",
  "gaeb_xml_one_file",
  "conversion_failed",
  "conversion_timeout",
  "conversion_too_large",
  "busy",
  "too_many_conversions",
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

/**
 * The uploads a conversion asked for and the server does not know. `missing` holds one `{place}\t{name}` per line,
 * the place being the file's position (1 = first of fileKeys) or `base` for baseFileKey.
 */
function missingUploads(params: Params, locale: Locale): [list: string, count: number] {
  const lines = String(params.missing ?? "")
    .split("\n")
    .filter((line) => line.length > 0);
  const [open, close] = locale === "de" ? ["„", "“"] : ["“", "”"];
  const list = lines
    .map((line) => {
      const [place = "", name = ""] = line.split("\t");
      const what =
        place === "base"
          ? locale === "de"
            ? "Basisdatei"
            : "base file"
          : `${locale === "de" ? "Datei" : "file"} ${place}`;
      return `${what} ${open}${name}${close}`;
    })
    .join(", ");
  return [list, lines.length];
}

/** "1 Sekunde" / "30 Sekunden", "1 second" / "30 seconds": a count with its word. */
function counted(count: unknown, one: string, many: string): string {
  const n = Number(count);
  return `${n} ${n === 1 ? one : many}`;
}

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
  upload_not_found: (p) => {
    const [list, count] = missingUploads(p, "de");
    if (count === 0)
      return "Die hochgeladene Datei wurde nicht gefunden oder ist bereits gelöscht. Bitte laden Sie sie erneut hoch.";
    return count > 1
      ? `Diese hochgeladenen Dateien wurden nicht gefunden oder sind bereits gelöscht: ${list}. Bitte laden Sie sie erneut hoch.`
      : `Die hochgeladene ${list} wurde nicht gefunden oder ist bereits gelöscht. Bitte laden Sie sie erneut hoch.`;
  },
  base_without_offer: (p) =>
    `Die Basisdatei „${p.base}“ liefert Texte nur für ein Angebot (Phase 84, z. B. X84); unter den Dateien ist keines. Bitte lassen Sie die Basisdatei weg oder fügen Sie das Angebot hinzu.`,
  gaeb_xml_one_file: (p) =>
    `GAEB DA XML entsteht aus genau einer GAEB-Datei, gewählt sind aber ${p.files} Dateien. Bitte wandeln Sie die Dateien einzeln um oder wählen Sie Excel als Ausgabe.`,
  conversion_failed: (p) => String(p.reason),
  conversion_timeout: (p) =>
    `Die Umwandlung hat länger als ${counted(p.seconds, "Sekunde", "Sekunden")} gedauert und wurde abgebrochen. Bitte teilen Sie die Datei auf oder wenden Sie sich an uns.`,
  conversion_too_large: () =>
    "Die Umwandlung brauchte mehr Speicher als erlaubt und wurde abgebrochen. Bitte teilen Sie die Datei auf.",
  busy: (p) =>
    `Der Dienst ist gerade ausgelastet. Bitte versuchen Sie es ${p.seconds === undefined ? "in einer Minute" : `in ${counted(p.seconds, "Sekunde", "Sekunden")}`} erneut.`,
  too_many_conversions: (p) =>
    `Von Ihrer Internetadresse ${Number(p.jobs) === 1 ? "läuft oder wartet schon eine Umwandlung" : `laufen oder warten schon ${p.jobs} Umwandlungen`}; mehr nimmt der Dienst von einer Adresse nicht zugleich an. Bitte versuchen Sie es in ${counted(p.seconds, "Sekunde", "Sekunden")} erneut.`,
  token_not_found: () => "Dieser Download-Code ist unbekannt. Bitte wandeln Sie die Datei erneut um.",
  token_expired: (p) =>
    `Dieser Download-Code ist abgelaufen (gültig ${p.hours} Stunden); die Dateien sind gelöscht. Bitte laden Sie die GAEB-Datei erneut hoch.`,
  files_deleted: () =>
    "Die Dateien dieser Umwandlung sind bereits gelöscht. Um die Excel-Datei noch einmal zu bekommen, wandeln Sie die GAEB-Datei bitte erneut um.",
  link_invalid: () => "Dieser Download-Link ist ungültig. Bitte fordern Sie auf der Website einen neuen an.",
  link_expired: () =>
    "Dieser Download-Link ist abgelaufen. Bitte fordern Sie auf der Website einen neuen an.",
  rate_limited: (p) =>
    `Zu viele Anfragen. Bitte warten Sie ${counted(p.seconds, "Sekunde", "Sekunden")} und versuchen Sie es erneut.`,
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
  upload_not_found: (p) => {
    const [list, count] = missingUploads(p, "en");
    if (count === 0)
      return "The uploaded file was not found or has already been deleted. Please upload it again.";
    return count > 1
      ? `These uploaded files were not found or have already been deleted: ${list}. Please upload them again.`
      : `The uploaded ${list} was not found or has already been deleted. Please upload it again.`;
  },
  base_without_offer: (p) =>
    `The base file “${p.base}” only supplies texts to an offer (phase 84, e.g. X84); none of the files is one. Please leave out the base file or add the offer.`,
  gaeb_xml_one_file: (p) =>
    `GAEB DA XML is made from exactly one GAEB file, but ${p.files} files were chosen. Please convert them one by one or choose Excel as the output.`,
  conversion_failed: (p) => String(p.reason),
  conversion_timeout: (p) =>
    `The conversion took longer than ${counted(p.seconds, "second", "seconds")} and was stopped. Please split the file or contact us.`,
  conversion_too_large: () =>
    "The conversion needed more memory than allowed and was stopped. Please split the file.",
  busy: (p) =>
    `The service is busy right now. Please try again in ${p.seconds === undefined ? "a minute" : counted(p.seconds, "second", "seconds")}.`,
  too_many_conversions: (p) =>
    `Your internet address already has ${Number(p.jobs) === 1 ? "a conversion" : `${p.jobs} conversions`} running or waiting, as many as the service takes from one address at a time. Please try again in ${counted(p.seconds, "second", "seconds")}.`,
  token_not_found: () => "This download code is unknown. Please convert the file again.",
  token_expired: (p) =>
    `This download code has expired (valid for ${p.hours} hours); the files have been deleted. Please upload the GAEB file again.`,
  files_deleted: () =>
    "The files of this conversion have already been deleted. To get the Excel file again, please convert the GAEB file again.",
  link_invalid: () => "This download link is invalid. Please request a new one on the website.",
  link_expired: () => "This download link has expired. Please request a new one on the website.",
  rate_limited: (p) =>
    `Too many requests. Please wait ${counted(p.seconds, "second", "seconds")} and try again.`,
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

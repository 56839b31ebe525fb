import type { Locale } from "../messages.js";
import type { ContactField, ContactIssue } from "./validation.js";

/** Numbers as the reader writes them: 5.000 in German, 5,000 in English. */
function count(n: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === "de" ? "de-DE" : "en-GB").format(n);
}

/** The field as the sentence names it, with German's article. */
const subjectOf: Record<ContactField, Record<Locale, string>> = {
  name: { de: "Der Name", en: "The name" },
  email: { de: "Die E-Mail-Adresse", en: "The email address" },
  subject: { de: "Der Betreff", en: "The subject" },
  message: { de: "Die Nachricht", en: "The message" },
};

/** Required messages word for word as the website has always shown them. */
const required: Record<ContactField, Record<Locale, string>> = {
  name: { de: "Name ist erforderlich", en: "Name is required" },
  email: { de: "E-Mail-Adresse ist erforderlich", en: "Email is required" },
  subject: { de: "Betreff ist erforderlich", en: "Subject is required" },
  message: { de: "Nachricht ist erforderlich", en: "Message is required" },
};

/** One true sentence per field and failure, in the website's words (apps/web/src/content/contact.ts). */
export function contactIssueMessage(field: ContactField, issue: ContactIssue, locale: Locale): string {
  const de = locale === "de";
  const what = subjectOf[field][locale];
  switch (issue.kind) {
    case "required":
      return required[field][locale];
    case "not_text":
      return de ? `${what} muss als Text gesendet werden` : `${what} must be sent as text`;
    case "too_short":
      return de
        ? `Bitte eine längere Nachricht eingeben (mindestens ${count(issue.min, locale)} Zeichen)`
        : `Please enter a longer message (at least ${count(issue.min, locale)} characters)`;
    case "too_long":
      return de
        ? `${what} ist zu lang: höchstens ${count(issue.max, locale)} Zeichen, eingegeben sind ${count(issue.count, locale)}`
        : `${what} is too long: at most ${count(issue.max, locale)} characters, ${count(issue.count, locale)} entered`;
    case "line_break":
      return de
        ? `${what} muss in eine Zeile passen (ohne Zeilenumbruch)`
        : `${what} must fit on one line (no line breaks)`;
    case "control_character":
      return de
        ? `${what} enthält unsichtbare Steuerzeichen (etwa Tabulatoren); bitte entfernen`
        : `${what} contains invisible control characters (such as tabs); please remove them`;
    case "invalid_email":
      return de ? "Bitte eine gültige E-Mail-Adresse eingeben" : "Please enter a valid email address";
    case "unknown_subject":
      return de
        ? "Bitte einen Betreff aus der Liste wählen: Allgemeine Frage, Hilfe bei einer Datei oder Feedback"
        : "Please choose a subject from the list: General question, Help with a file or Feedback";
  }
}

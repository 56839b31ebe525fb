import type { Lang } from "../i18n/lang";

interface TooLong {
  max: number;
  count: number;
}
/** Numbers as the reader writes them: 5.000 in German, 5,000 in English. */
const de = (n: number) => n.toLocaleString("de-DE");
const en = (n: number) => n.toLocaleString("en-GB");

export const contactTexts = {
  de: {
    title: "Kontakt – Fragen zum GAEB-Konverter | GAEB zu Excel",
    description:
      "Fragen, Probleme oder Anregungen zum Konverter GAEB zu Excel? Schreiben Sie uns, wir antworten in der Regel innerhalb von 48 Stunden.",
    heading: "Kontakt",
    intro: "Eine Frage, ein Problem mit einer Datei oder eine Idee? Schreiben Sie uns.",
    formTitle: "Nachricht senden",
    name: "Name",
    email: "E-Mail-Adresse",
    subject: "Betreff",
    subjectPlaceholder: "Bitte auswählen",
    subjects: { general: "Allgemeine Frage", support: "Hilfe bei einer Datei", feedback: "Feedback" },
    message: "Nachricht",
    honeypot: "Website (bitte leer lassen)",
    submit: "Nachricht senden",
    submitting: "Wird gesendet...",
    // Word for word the server's sentences (apps/server/src/contact/messages.ts), so both say the same.
    errors: {
      nameRequired: "Name ist erforderlich",
      nameTooLong: (p: TooLong) =>
        `Der Name ist zu lang: höchstens ${de(p.max)} Zeichen, eingegeben sind ${de(p.count)}`,
      nameLineBreak: "Der Name muss in eine Zeile passen (ohne Zeilenumbruch)",
      nameControl: "Der Name enthält unsichtbare Steuerzeichen (etwa Tabulatoren); bitte entfernen",
      emailRequired: "E-Mail-Adresse ist erforderlich",
      emailInvalid: "Bitte eine gültige E-Mail-Adresse eingeben",
      emailTooLong: (p: TooLong) =>
        `Die E-Mail-Adresse ist zu lang: höchstens ${de(p.max)} Zeichen, eingegeben sind ${de(p.count)}`,
      emailLineBreak: "Die E-Mail-Adresse muss in eine Zeile passen (ohne Zeilenumbruch)",
      emailControl:
        "Die E-Mail-Adresse enthält unsichtbare Steuerzeichen (etwa Tabulatoren); bitte entfernen",
      subjectRequired: "Betreff ist erforderlich",
      subjectUnknown:
        "Bitte einen Betreff aus der Liste wählen: Allgemeine Frage, Hilfe bei einer Datei oder Feedback",
      messageRequired: "Nachricht ist erforderlich",
      messageTooShort: (p: { min: number }) =>
        `Bitte eine längere Nachricht eingeben (mindestens ${de(p.min)} Zeichen)`,
      messageTooLong: (p: TooLong) =>
        `Die Nachricht ist zu lang: höchstens ${de(p.max)} Zeichen, eingegeben sind ${de(p.count)}`,
      messageControl: "Die Nachricht enthält unsichtbare Steuerzeichen (etwa Tabulatoren); bitte entfernen",
    },
    errorTitle: "Fehler",
    errorDescription:
      // The specification words this with "du"; the site addresses its readers with "Sie" everywhere else.
      "Beim Senden deiner Nachricht ist ein Fehler aufgetreten. Bitte versuche es später noch einmal.",
    thanksTitle: "Vielen Dank für Ihre Nachricht!",
    thanksText: "Wir melden uns in der Regel innerhalb von 48 Stunden.",
    tryConverter: "Konverter ausprobieren",
    sendAnother: "Weitere Nachricht senden",
    infoTitle: "Kontaktdaten",
    infoEmail: "E-Mail",
    infoResponse: "Wir antworten in der Regel innerhalb von 48 Stunden.",
    infoLocation: "Standort: München, Deutschland",
    resourcesTitle: "Selbst nachlesen",
    documentation: "Häufige Fragen (FAQ)",
    blog: "Anleitungen im Blog",
    privacyNote: "Wir verwenden Ihre Angaben nur, um Ihre Nachricht zu beantworten.",
  },
  en: {
    title: "Contact – questions about the GAEB converter | GAEB to Excel",
    description:
      "Questions, problems or ideas about the GAEB to Excel converter? Write to us; we usually reply within 48 hours.",
    heading: "Contact",
    intro: "A question, a problem with a file, or an idea? Write to us.",
    formTitle: "Send a message",
    name: "Name",
    email: "Email address",
    subject: "Subject",
    subjectPlaceholder: "Please select",
    subjects: { general: "General question", support: "Help with a file", feedback: "Feedback" },
    message: "Message",
    honeypot: "Website (leave empty)",
    submit: "Send message",
    submitting: "Submitting...",
    errors: {
      nameRequired: "Name is required",
      nameTooLong: (p: TooLong) =>
        `The name is too long: at most ${en(p.max)} characters, ${en(p.count)} entered`,
      nameLineBreak: "The name must fit on one line (no line breaks)",
      nameControl: "The name contains invisible control characters (such as tabs); please remove them",
      emailRequired: "Email is required",
      emailInvalid: "Please enter a valid email address",
      emailTooLong: (p: TooLong) =>
        `The email address is too long: at most ${en(p.max)} characters, ${en(p.count)} entered`,
      emailLineBreak: "The email address must fit on one line (no line breaks)",
      emailControl:
        "The email address contains invisible control characters (such as tabs); please remove them",
      subjectRequired: "Subject is required",
      subjectUnknown: "Please choose a subject from the list: General question, Help with a file or Feedback",
      messageRequired: "Message is required",
      messageTooShort: (p: { min: number }) =>
        `Please enter a longer message (at least ${en(p.min)} characters)`,
      messageTooLong: (p: TooLong) =>
        `The message is too long: at most ${en(p.max)} characters, ${en(p.count)} entered`,
      messageControl: "The message contains invisible control characters (such as tabs); please remove them",
    },
    errorTitle: "Error",
    errorDescription: "There was an error sending your message. Please try again later.",
    thanksTitle: "Thank you for your message!",
    thanksText: "We usually reply within 48 hours.",
    tryConverter: "Try the Converter",
    sendAnother: "Send Another Message",
    infoTitle: "Contact details",
    infoEmail: "Email",
    infoResponse: "We usually reply within 48 hours.",
    infoLocation: "Location: Munich, Germany",
    resourcesTitle: "Find answers yourself",
    documentation: "Frequently asked questions",
    blog: "Guides on the blog",
    privacyNote: "We use your details only to answer your message.",
  },
} satisfies Record<Lang, unknown>;

export type ContactTexts = (typeof contactTexts)["de"];

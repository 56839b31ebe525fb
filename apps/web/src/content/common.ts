import type { Lang } from "../i18n/lang";

export const SITE_NAME = "GAEB zu Excel";

export const common = {
  de: {
    skipToContent: "Zum Inhalt springen",
    nav: {
      home: "Startseite",
      converter: "Konverter",
      offer: "Excel nach X84",
      import: "Excel nach GAEB",
      compare: "Preisspiegel",
      viewer: "GAEB-Viewer",
      billing: "Abrechnung",
      tools: "Werkzeuge",
      faq: "FAQ",
      blog: "Blog",
      contact: "Kontakt",
    },
    /** One line under each tool in the header's menu: what it makes of what. */
    toolHints: {
      converter: "GAEB in Excel oder in GAEB DA XML 3.3 umwandeln",
      offer: "Angebot (X84) aus der bepreisten Tabelle",
      import: "GAEB-Datei aus einer Excel-Tabelle",
      compare: "Angebote vergleichen und werten",
      billing: "Rechnung (X89) und Aufmaß (X31) zum Auftrag",
      viewer: "LV lesen, durchsuchen und drucken",
    },
    mainNavLabel: "Hauptnavigation",
    openMenu: "Menü öffnen",
    closeMenu: "Menü schließen",
    switchLanguage: "English version",
    switchLanguageShort: "EN",
    logoAlt: "GAEB zu Excel – zur Startseite",
    footer: {
      description: "GAEB-Dateien einfach in Excel umwandeln – kostenlos, ohne Anmeldung, ohne Tracking.",
      product: "Produkt",
      learnMore: "Mehr erfahren",
      legal: "Rechtliches",
      privacy: "Datenschutz",
      terms: "Nutzungsbedingungen",
      imprint: "Impressum",
      rights: "Alle Rechte vorbehalten.",
      disclaimer: "Ein privates, nichtkommerzielles Projekt, unabhängig vom GAEB und vom BVBS.",
      madeIn: "Mit Sorgfalt in München entwickelt.",
    },
    toastClose: "Meldung schließen",
    notificationsLabel: "Benachrichtigungen",
  },
  en: {
    skipToContent: "Skip to content",
    nav: {
      home: "Home",
      converter: "Converter",
      offer: "Excel to X84",
      import: "Excel to GAEB",
      compare: "Price comparison",
      viewer: "GAEB viewer",
      billing: "Billing",
      tools: "Tools",
      faq: "FAQ",
      blog: "Blog",
      contact: "Contact",
    },
    toolHints: {
      converter: "GAEB to Excel or to GAEB DA XML 3.3",
      offer: "Your offer (X84) from the priced workbook",
      import: "A GAEB file from an Excel sheet",
      compare: "Compare and evaluate offers",
      billing: "Invoice (X89) and quantities (X31) for the contract",
      viewer: "Read, search and print a bill of quantities",
    },
    mainNavLabel: "Main navigation",
    openMenu: "Open menu",
    closeMenu: "Close menu",
    switchLanguage: "Deutsche Version",
    switchLanguageShort: "DE",
    logoAlt: "GAEB to Excel – home page",
    footer: {
      description: "GAEB file conversion made simple – free, no sign-up, no tracking.",
      product: "Product",
      learnMore: "Learn More",
      legal: "Legal",
      privacy: "Privacy",
      terms: "Terms",
      imprint: "Impressum",
      rights: "All rights reserved.",
      disclaimer: "A private, non-commercial project, not affiliated with GAEB or BVBS.",
      madeIn: "Made with care in Munich.",
    },
    toastClose: "Dismiss notification",
    notificationsLabel: "Notifications",
  },
} as const satisfies Record<Lang, unknown>;

export function siteName(lang: Lang): string {
  return lang === "de" ? "GAEB zu Excel" : "GAEB to Excel";
}

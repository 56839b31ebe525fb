import type { Lang } from "../i18n/lang";

/** Where the converter, the offer, comparison and billing pages point to the GAEB viewer, and what they say. */
export const viewerLinkTexts = {
  de: {
    converter: {
      before: "Die GAEB-Datei lesen, durchsuchen oder als Leistungsverzeichnis drucken? Das geht im ",
      after: ", ebenfalls ohne Upload.",
    },
    offer: {
      before: "Die Anfrage erst lesen oder als Leistungsverzeichnis ausdrucken? Öffnen Sie die X83 im ",
      after: ".",
    },
    compare: {
      before: "Ein Angebot im Einzelnen lesen oder drucken? Öffnen Sie seine X84 im ",
      after: ".",
    },
    billing: {
      before: "Den Auftrag oder die fertige Rechnung lesen oder drucken? Öffnen Sie die X86 oder X89 im ",
      after: ", ebenfalls ohne Upload.",
    },
    link: "GAEB-Viewer",
  },
  en: {
    converter: {
      before: "Want to read, search or print the GAEB file as a bill of quantities? Open it in the ",
      after: ", also without uploading it.",
    },
    offer: {
      before: "Want to read the request first or print it as a bill of quantities? Open the X83 in the ",
      after: ".",
    },
    compare: {
      before: "Want to read or print one offer in full? Open its X84 in the ",
      after: ".",
    },
    billing: {
      before: "Want to read or print the contract or the finished invoice? Open the X86 or X89 in the ",
      after: ", also without uploading it.",
    },
    link: "GAEB viewer",
  },
} satisfies Record<Lang, unknown>;

import type { Lang } from "../../i18n/lang";
import type { PostKey } from "../../routing/routes";
import { body as deHowTo } from "./de-how-to-convert";
import { body as dePrice } from "./de-price-comparison";
import { body as deWhat } from "./de-what-is-gaeb";
import { body as enHowTo } from "./en-how-to-convert";
import { body as enPrice } from "./en-price-comparison";
import { body as enWhat } from "./en-what-is-gaeb";

export interface BlogPost {
  key: PostKey;
  title: string;
  excerpt: string;
  /** ISO date of publication. */
  date: string;
  /** Our own static HTML; never user input. */
  content: string;
  coverImage: string;
  coverAlt: string;
}

export const POST_AUTHOR: Record<Lang, string> = { de: "GAEB zu Excel Team", en: "GAEB to Excel team" };

export const blogPosts: Record<Lang, Record<PostKey, BlogPost>> = {
  de: {
    "what-is-gaeb": {
      key: "what-is-gaeb",
      title: "Was ist GAEB? Die Dateiformate X81, X83, X84 und X86 einfach erklärt",
      excerpt:
        "GAEB ist die gemeinsame Sprache für Leistungsverzeichnisse am Bau. Was seine Formate und Phasen bedeuten und wie Sie GAEB-Dateien ohne AVA-Software öffnen.",
      date: "2025-06-07",
      content: deWhat,
      coverImage: "/blog/what-is-gaeb.svg",
      coverAlt: "Schema einer GAEB-Datei mit Losen, Titeln und Positionen",
    },
    "how-to-convert": {
      key: "how-to-convert",
      title: "GAEB in Excel umwandeln: Schritt-für-Schritt-Anleitung",
      excerpt:
        "In vier Schritten von der GAEB-Datei zur Excel-Tabelle – kostenlos, ohne Anmeldung und mit vollständiger Gliederung.",
      date: "2025-04-20",
      content: deHowTo,
      coverImage: "/blog/how-to-convert.svg",
      coverAlt: "Pfeil von einer GAEB-Datei zu einer Excel-Tabelle",
    },
    "price-comparison": {
      key: "price-comparison",
      title: "Preisspiegel erstellen mit dem GAEB-Konverter",
      excerpt:
        "Mehrere Angebote im GAEB-Format vergleichen: X83 und X84 umwandeln, Preise per XVERWEIS zusammenführen und auswerten.",
      date: "2025-06-07",
      content: dePrice,
      coverImage: "/blog/price-comparison.svg",
      coverAlt: "Balkendiagramm, das drei Angebote vergleicht",
    },
  },
  en: {
    "what-is-gaeb": {
      key: "what-is-gaeb",
      title: "What is GAEB? The X81, X83, X84 and X86 file formats explained",
      excerpt:
        "GAEB is the common language of bills of quantities in German construction. Here is what its formats and phases mean, and how to open GAEB files without tendering software.",
      date: "2025-06-07",
      content: enWhat,
      coverImage: "/blog/what-is-gaeb.svg",
      coverAlt: "Diagram of a GAEB file with lots, sections and items",
    },
    "how-to-convert": {
      key: "how-to-convert",
      title: "How to convert GAEB to Excel: a step-by-step guide",
      excerpt:
        "Four steps from a GAEB file to an Excel spreadsheet – free, no sign-up, with the full structure.",
      date: "2025-04-20",
      content: enHowTo,
      coverImage: "/blog/how-to-convert.svg",
      coverAlt: "Arrow from a GAEB file to an Excel spreadsheet",
    },
    "price-comparison": {
      key: "price-comparison",
      title: "Create a price comparison with the GAEB converter",
      excerpt:
        "Compare several offers in GAEB format: convert the X83 and X84 files, merge prices with XLOOKUP and evaluate them.",
      date: "2025-06-07",
      content: enPrice,
      coverImage: "/blog/price-comparison.svg",
      coverAlt: "Bar chart comparing three offers",
    },
  },
};

export function formatPostDate(date: string, lang: Lang): string {
  return new Intl.DateTimeFormat(lang === "de" ? "de-DE" : "en-GB", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${date}T00:00:00Z`));
}

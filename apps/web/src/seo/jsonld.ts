import { site } from "../config";
import { siteName } from "../content/common";
import type { Lang } from "../i18n/lang";
import { pagePath } from "../routing/routes";
import { SHARE_IMAGE_PATH } from "./head";

const abs = (path: string) => `${site.origin}${path}`;

export function organization(): object {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": abs("/#organization"),
    name: "GAEB zu Excel",
    url: abs("/"),
    logo: abs("/logo.svg"),
    email: site.operatorEmail,
    address: { "@type": "PostalAddress", addressLocality: "München", addressCountry: "DE" },
  };
}

/** No SearchAction: the site has no search, and structured data must not promise one. */
export function website(lang: Lang): object {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": abs(`${pagePath("home", lang)}#website`),
    name: siteName(lang),
    url: abs(pagePath("home", lang)),
    inLanguage: lang,
    publisher: { "@id": abs("/#organization") },
  };
}

/** Free to use; deliberately without ratings, since none were collected. */
export function softwareApplication(lang: Lang): object {
  return {
    "@context": "https://schema.org",
    "@type": "SoftwareApplication",
    name: siteName(lang),
    applicationCategory: "BusinessApplication",
    operatingSystem: "Web browser",
    url: abs(pagePath("converter", lang)),
    inLanguage: lang,
    description:
      lang === "de"
        ? "Wandelt GAEB-Dateien (GAEB DA XML 2.x bis 3.3, GAEB 2000, GAEB 90) kostenlos und ohne Anmeldung in Excel-Tabellen um."
        : "Converts GAEB files (GAEB DA XML 2.x to 3.3, GAEB 2000, GAEB 90) into Excel spreadsheets, free and without sign-up.",
    offers: { "@type": "Offer", price: "0", priceCurrency: "EUR" },
    publisher: { "@id": abs("/#organization") },
  };
}

export function breadcrumbs(items: { name: string; path: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: abs(item.path),
    })),
  };
}

export function faqPage(items: readonly { question: string; answer: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/**
 * A page's steps for search engines; the page shows the same steps. `totalTime` only where it is true: the offer's
 * steps include pricing a whole LV, which takes a bidder hours, not a minute.
 */
export function howTo(
  name: string,
  description: string,
  steps: readonly { name: string; text: string }[],
  totalTime?: string,
): object {
  return {
    "@context": "https://schema.org",
    "@type": "HowTo",
    name,
    description,
    ...(totalTime ? { totalTime } : {}),
    estimatedCost: { "@type": "MonetaryAmount", currency: "EUR", value: "0" },
    step: steps.map((step, index) => ({
      "@type": "HowToStep",
      position: index + 1,
      name: step.name,
      text: step.text,
    })),
  };
}

export function blogPosting(post: {
  title: string;
  description: string;
  path: string;
  date: string;
  lang: Lang;
  image: string;
  author: string;
}): object {
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title,
    description: post.description,
    inLanguage: post.lang,
    datePublished: post.date,
    dateModified: post.date,
    mainEntityOfPage: abs(post.path),
    image: abs(post.image),
    author: { "@type": "Organization", name: post.author },
    publisher: { "@id": abs("/#organization") },
  };
}

export { SHARE_IMAGE_PATH };

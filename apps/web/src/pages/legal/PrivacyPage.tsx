import { LegalSections } from "../../components/LegalSections";
import { PageHeader } from "../../components/PageHeader";
import { site } from "../../config";
import { privacyDe } from "../../content/privacy-de";
import { privacyEn } from "../../content/privacy-en";
import type { PageMeta } from "../../seo/head";
import { staticPageMeta } from "../../seo/page-meta";
import type { PageProps, RenderableMatch } from "../types";

const texts = {
  de: {
    title: "Datenschutzerklärung | GAEB zu Excel",
    description:
      "Datenschutz bei GAEB zu Excel: kein Tracking, keine Drittanbieter, Dateien spätestens nach 24 Stunden gelöscht, Logdateien nach etwa 7 Tagen.",
    // A soft hyphen: the compound is wider than a phone, and Chromium on Linux has no German hyphenation.
    heading: "Datenschutz\u00ADerklärung",
    intro: "Stand: November 2026",
  },
  en: {
    title: "Privacy policy | GAEB to Excel",
    description:
      "Privacy at GAEB to Excel: no tracking, no third parties, files deleted within 24 hours and log files after about 7 days.",
    heading: "Privacy policy",
    intro: "Last revised: November 2026",
  },
};

export function meta(match: RenderableMatch): PageMeta {
  const t = texts[match.lang];
  return staticPageMeta("privacy", match.lang, t, t.heading.replaceAll("\u00AD", ""));
}

export default function PrivacyPage({ match }: PageProps) {
  const t = texts[match.lang];
  return (
    <>
      <PageHeader title={t.heading} intro={t.intro} />
      <div className="container container--narrow section">
        <LegalSections sections={match.lang === "de" ? privacyDe(site) : privacyEn(site)} />
      </div>
    </>
  );
}

import { LegalSections } from "../../components/LegalSections";
import { PageHeader } from "../../components/PageHeader";
import { site } from "../../config";
import { termsDe } from "../../content/terms-de";
import type { PageMeta } from "../../seo/head";
import { staticPageMeta } from "../../seo/page-meta";
import type { PageProps, RenderableMatch } from "../types";

const texts = {
  de: {
    title: "Nutzungsbedingungen | GAEB zu Excel",
    description: "Die Nutzungsbedingungen des kostenlosen Konverters GAEB zu Excel in 14 Paragrafen.",
    // A soft hyphen: the compound is wider than a phone, and Chromium on Linux has no German hyphenation.
    heading: "Nutzungs\u00ADbedingungen",
    note: null,
  },
  en: {
    title: "Terms of use | GAEB to Excel",
    description: "The terms of use of the free GAEB to Excel converter, available in German only.",
    heading: "Terms of use",
    note: "The terms of use are available in German only. The German text below is binding.",
  },
};

export function meta(match: RenderableMatch): PageMeta {
  const t = texts[match.lang];
  return staticPageMeta("terms", match.lang, t, t.heading.replaceAll("\u00AD", ""));
}

export default function TermsPage({ match }: PageProps) {
  const t = texts[match.lang];
  return (
    <>
      <PageHeader title={t.heading} intro={t.note ?? undefined} />
      <div className="container container--narrow section" lang="de">
        <LegalSections sections={termsDe(site)} />
      </div>
    </>
  );
}

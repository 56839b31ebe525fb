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
    description: "Die Nutzungsbedingungen des kostenlosen GAEB-zu-Excel-Konverters in 14 Paragraphen.",
    heading: "Nutzungsbedingungen",
    note: null,
  },
  en: {
    title: "Terms of use | GAEB to Excel",
    description: "The terms of use of the free GAEB to Excel converter. The binding text is in German.",
    heading: "Terms of use",
    note: "The terms of use are available in German only; the German text below is binding.",
  },
};

export function meta(match: RenderableMatch): PageMeta {
  const t = texts[match.lang];
  return staticPageMeta("terms", match.lang, t, t.heading);
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

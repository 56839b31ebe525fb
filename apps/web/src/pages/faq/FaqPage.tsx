import { FaqList } from "../../components/FaqList";
import { PageHeader } from "../../components/PageHeader";
import { faqItems } from "../../content/faq";
import { Link } from "../../routing/router";
import { pagePath } from "../../routing/routes";
import type { PageMeta } from "../../seo/head";
import { faqPage } from "../../seo/jsonld";
import { staticPageMeta } from "../../seo/page-meta";
import type { PageProps, RenderableMatch } from "../types";

const texts = {
  de: {
    title: "Häufige Fragen zu GAEB und Excel | GAEB zu Excel",
    description:
      "Antworten auf die häufigsten Fragen: unterstützte GAEB-Formate, Datensicherheit, Kosten, Dateigröße bis 5 MB und was in der Excel-Datei erhalten bleibt.",
    heading: "Häufige Fragen",
    intro: "Alles Wichtige rund um GAEB-Dateien und die Umwandlung nach Excel.",
    contactTitle: "Ihre Frage ist nicht dabei?",
    contactText: "Schreiben Sie uns – wir antworten in der Regel innerhalb von 48 Stunden.",
    contactLink: "Zum Kontaktformular",
  },
  en: {
    title: "Frequently asked questions about GAEB and Excel | GAEB to Excel",
    description:
      "Answers to the most common questions: supported GAEB formats, data safety, cost, file size up to 5 MB and what the Excel file keeps.",
    heading: "Frequently asked questions",
    intro: "Everything you need to know about GAEB files and converting them to Excel.",
    contactTitle: "Your question is not here?",
    contactText: "Write to us – we usually answer within 48 hours.",
    contactLink: "Go to the contact form",
  },
};

export function meta(match: RenderableMatch): PageMeta {
  return staticPageMeta("faq", match.lang, texts[match.lang], "FAQ", {
    before: [faqPage(faqItems[match.lang])],
  });
}

export default function FaqPage({ match }: PageProps) {
  const lang = match.lang;
  const t = texts[lang];
  return (
    <>
      <PageHeader title={t.heading} intro={t.intro} />
      <div className="container container--narrow section">
        <FaqList items={faqItems[lang]} />
        <aside className="card contact-box">
          <h2>{t.contactTitle}</h2>
          <p>{t.contactText}</p>
          <Link to={pagePath("contact", lang)} className="button button--secondary">
            {t.contactLink}
          </Link>
        </aside>
      </div>
    </>
  );
}

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
      "Antworten auf die häufigsten Fragen: unterstützte GAEB-Formate, Datensicherheit, Kosten, Dateigröße (bis 5 MB) und was die Excel-Datei enthält.",
    heading: "Häufige Fragen",
    intro: "Das Wichtigste zu GAEB-Dateien und ihrer Umwandlung in Excel.",
    contactTitle: "Ihre Frage ist nicht dabei?",
    contactText: "Schreiben Sie uns. Wir antworten in der Regel innerhalb von 48 Stunden.",
    contactLink: "Zum Kontaktformular",
  },
  en: {
    title: "Frequently asked questions about GAEB and Excel | GAEB to Excel",
    description:
      "Answers to the most common questions: supported GAEB formats, data security, cost, file size (up to 5 MB) and what the Excel file contains.",
    heading: "Frequently asked questions",
    intro: "What you need to know about GAEB files and converting them to Excel.",
    contactTitle: "Didn't find your question?",
    contactText: "Write to us. We usually reply within 48 hours.",
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

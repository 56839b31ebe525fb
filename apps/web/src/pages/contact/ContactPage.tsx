import { useMemo, useState } from "react";
import { PageHeader } from "../../components/PageHeader";
import { site } from "../../config";
import { ContactForm, httpContactSubmit } from "../../contact/ContactForm";
import { contactTexts } from "../../content/contact";
import { Link } from "../../routing/router";
import { pagePath } from "../../routing/routes";
import type { PageMeta } from "../../seo/head";
import { staticPageMeta } from "../../seo/page-meta";
import type { PageProps, RenderableMatch } from "../types";

export function meta(match: RenderableMatch): PageMeta {
  const t = contactTexts[match.lang];
  return staticPageMeta("contact", match.lang, t, t.heading);
}

export default function ContactPage({ match }: PageProps) {
  const lang = match.lang;
  const t = contactTexts[lang];
  const [sent, setSent] = useState(false);
  const submit = useMemo(() => httpContactSubmit(lang), [lang]);
  return (
    <>
      <PageHeader title={t.heading} intro={t.intro} wide />
      <div className="container section contact-grid">
        <section className="card" aria-labelledby="contact-form-title">
          {sent ? (
            <div className="thanks" role="status">
              <h2 id="contact-form-title">{t.thanksTitle}</h2>
              <p>{t.thanksText}</p>
              <div className="result__actions">
                <Link to={pagePath("converter", lang)} className="button button--primary">
                  {t.tryConverter}
                </Link>
                <button type="button" className="button button--secondary" onClick={() => setSent(false)}>
                  {t.sendAnother}
                </button>
              </div>
            </div>
          ) : (
            <>
              <h2 id="contact-form-title">{t.formTitle}</h2>
              <ContactForm
                texts={t}
                submit={submit}
                onSent={() => {
                  setSent(true);
                  window.scrollTo(0, 0);
                }}
              />
            </>
          )}
        </section>
        <aside className="contact-aside">
          <section className="card">
            <h2>{t.infoTitle}</h2>
            <p>
              {t.infoEmail}: <a href={`mailto:${site.operatorEmail}`}>{site.operatorEmail}</a>
            </p>
            <p>{t.infoResponse}</p>
            <p>{t.infoLocation}</p>
          </section>
          <section className="card">
            <h2>{t.resourcesTitle}</h2>
            <ul className="link-list">
              <li>
                <Link to={pagePath("faq", lang)}>{t.documentation}</Link>
              </li>
              <li>
                <Link to={pagePath("blog", lang)}>{t.blog}</Link>
              </li>
            </ul>
          </section>
        </aside>
      </div>
    </>
  );
}

import { PageHeader } from "../../components/PageHeader";
import { viewerTexts } from "../../content/viewer";
import { PrivacyNote } from "../../ondevice/PrivacyNote";
import { Link } from "../../routing/router";
import { pagePath } from "../../routing/routes";
import type { PageMeta } from "../../seo/head";
import { howTo } from "../../seo/jsonld";
import { staticPageMeta } from "../../seo/page-meta";
import type { PageProps, RenderableMatch } from "../types";
import { ViewerPanel } from "./ViewerPanel";

export function meta(match: RenderableMatch): PageMeta {
  const t = viewerTexts[match.lang];
  return staticPageMeta("viewer", match.lang, t, t.crumb, {
    before: [howTo(t.howToName, t.intro, t.steps)],
  });
}

export default function ViewerPage({ match }: PageProps) {
  const lang = match.lang;
  const t = viewerTexts[lang];
  return (
    <>
      <PageHeader title={t.heading} intro={t.intro} />
      <div className="container section section--tight viewer-page">
        <div className="viewer-page__intro">
          <PrivacyNote title={t.privacyTitle} text={t.privacyText} />
        </div>
        <ViewerPanel lang={lang} />
        <p className="tool__aside">
          {t.converterLinkBefore}
          <Link to={pagePath("converter", lang)}>{t.converterLink}</Link>
          {t.converterLinkAfter}
        </p>
      </div>
      <section className="section section--tinted" aria-labelledby="viewer-how">
        <div className="container container--narrow">
          <h2 id="viewer-how" className="section__title">
            {t.howTitle}
          </h2>
          <ol className="tool-steps">
            {t.steps.map((step) => (
              <li key={step.name}>
                <strong>{step.name}.</strong> {step.text}
              </li>
            ))}
          </ol>
        </div>
      </section>
    </>
  );
}

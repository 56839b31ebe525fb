import { PageHeader } from "../../components/PageHeader";
import { offerTexts } from "../../content/offer";
import { PrivacyNote } from "../../ondevice/PrivacyNote";
import { Link } from "../../routing/router";
import { pagePath, postPath } from "../../routing/routes";
import type { PageMeta } from "../../seo/head";
import { howTo } from "../../seo/jsonld";
import { staticPageMeta } from "../../seo/page-meta";
import type { PageProps, RenderableMatch } from "../types";
import { ViewerLink } from "../viewer-link/ViewerLink";
import { OfferPanel } from "./OfferPanel";

export function meta(match: RenderableMatch): PageMeta {
  const t = offerTexts[match.lang];
  return staticPageMeta("offer", match.lang, t, t.crumb, {
    before: [howTo(t.howToName, t.intro, t.steps)],
  });
}

export default function OfferPage({ match }: PageProps) {
  const lang = match.lang;
  const t = offerTexts[lang];
  return (
    <>
      <PageHeader title={t.heading} intro={t.intro} />
      <div className="container container--narrow section section--tight">
        <PrivacyNote title={t.privacyTitle} text={t.privacyText} />
        <OfferPanel lang={lang} />
        <p className="tool__aside">
          {t.converterLinkBefore}
          <Link to={pagePath("converter", lang)}>{t.converterLink}</Link>
          {t.converterLinkAfter}
        </p>
        <ViewerLink lang={lang} from="offer" />
      </div>
      <section className="section section--tinted" aria-labelledby="offer-how">
        <div className="container container--narrow">
          <h2 id="offer-how" className="section__title">
            {t.howTitle}
          </h2>
          <ol className="tool-steps">
            {t.steps.map((step) => (
              <li key={step.name}>
                <strong>{step.name}.</strong> {step.text}
              </li>
            ))}
          </ol>
          <p>
            {t.articleLinkBefore}
            <Link to={postPath("how-to-convert", lang)}>{t.articleLink}</Link>
            {t.articleLinkAfter}
          </p>
        </div>
      </section>
    </>
  );
}

import { PageHeader } from "../../components/PageHeader";
import { compareTexts } from "../../content/compare";
import { PrivacyNote } from "../../ondevice/PrivacyNote";
import { Link } from "../../routing/router";
import { postPath } from "../../routing/routes";
import type { PageMeta } from "../../seo/head";
import { howTo } from "../../seo/jsonld";
import { staticPageMeta } from "../../seo/page-meta";
import type { PageProps, RenderableMatch } from "../types";
import { ViewerLink } from "../viewer-link/ViewerLink";
import { ComparePanel } from "./ComparePanel";

export function meta(match: RenderableMatch): PageMeta {
  const t = compareTexts[match.lang];
  return staticPageMeta("compare", match.lang, t, t.crumb, {
    before: [howTo(t.howToName, t.intro, t.steps, "PT1M")],
  });
}

export default function ComparePage({ match }: PageProps) {
  const lang = match.lang;
  const t = compareTexts[lang];
  return (
    <>
      <PageHeader title={t.heading} intro={t.intro} />
      <div className="container container--narrow section section--tight">
        <PrivacyNote title={t.privacyTitle} text={t.privacyText} />
        <ComparePanel lang={lang} />
        <ViewerLink lang={lang} from="compare" />
      </div>
      <section className="section section--tinted" aria-labelledby="compare-how">
        <div className="container container--narrow">
          <h2 id="compare-how" className="section__title">
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
            <Link to={postPath("price-comparison", lang)}>{t.articleLink}</Link>
            {t.articleLinkAfter}
          </p>
        </div>
      </section>
    </>
  );
}

import { homeTexts } from "../../content/home";
import { Link } from "../../routing/router";
import { pagePath, postPath } from "../../routing/routes";
import type { PageMeta } from "../../seo/head";
import { howTo, organization, softwareApplication, website } from "../../seo/jsonld";
import { staticPageMeta } from "../../seo/page-meta";
import type { PageProps, RenderableMatch } from "../types";
import { Toolbox } from "./Toolbox";

export function meta(match: RenderableMatch): PageMeta {
  const t = homeTexts[match.lang];
  return staticPageMeta("home", match.lang, t, null, {
    before: [organization(), website(match.lang), softwareApplication(match.lang)],
    after: [howTo(t.stepsTitle, t.intro, t.steps, "PT1M")],
  });
}

export default function HomePage({ match }: PageProps) {
  const lang = match.lang;
  const t = homeTexts[lang];
  const converter = pagePath("converter", lang);
  return (
    <>
      <section className="hero">
        <div className="container hero__grid">
          <div>
            <p className="eyebrow">{t.tagline}</p>
            <h1 className="hero__title">{t.heading}</h1>
            <p className="lead">{t.intro}</p>
            <Link to={converter} className="button button--primary button--large">
              {t.cta}
            </Link>
          </div>
          <img
            className="hero__image"
            src="/hero.svg"
            alt={t.heroAlt}
            width="560"
            height="400"
            fetchPriority="high"
          />
        </div>
      </section>
      <section className="section" aria-labelledby="steps-title">
        <div className="container">
          <h2 id="steps-title" className="section__title">
            {t.stepsTitle}
          </h2>
          <ol className="steps">
            {t.steps.map((step, index) => (
              <li key={step.name} className="card step">
                <span className="step__number" aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.name}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>
      <Toolbox lang={lang} />
      <section className="section" aria-labelledby="benefits-title">
        <div className="container">
          <h2 id="benefits-title" className="section__title">
            {t.benefitsTitle}
          </h2>
          <ul className="cards">
            {t.benefits.map((benefit) => (
              <li key={benefit.title} className="card">
                <h3>{benefit.title}</h3>
                <p>{benefit.text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section className="section section--tinted" aria-labelledby="example-title">
        <div className="container two-col">
          <figure className="card example">
            <figcaption>
              <h2 id="example-title" className="example__label">
                {t.exampleLabel}
              </h2>
              <p className="muted">{t.exampleNote}</p>
            </figcaption>
            <p>{t.example}</p>
          </figure>
          <div className="card explainer">
            <h2>{t.explainerTitle}</h2>
            <p>{t.explainerText}</p>
            <Link to={postPath("what-is-gaeb", lang)} className="text-link">
              {t.explainerLink} →
            </Link>
          </div>
        </div>
      </section>
      <section className="section cta-band">
        <div className="container cta-band__inner">
          <h2>{t.closingTitle}</h2>
          <p>{t.closingText}</p>
          <Link to={converter} className="button button--light button--large">
            {t.closingCta}
          </Link>
        </div>
      </section>
    </>
  );
}

import { PageHeader } from "../../components/PageHeader";
import { Link } from "../../routing/router";
import { pagePath } from "../../routing/routes";
import type { PageMeta } from "../../seo/head";
import { softwareApplication } from "../../seo/jsonld";
import { staticPageMeta } from "../../seo/page-meta";
import type { PageProps, RenderableMatch } from "../types";

const texts = {
  de: {
    title: "Preise: kostenlos | GAEB zu Excel",
    description:
      "GAEB zu Excel ist kostenlos: keine Anmeldung, keine Testphase, kein kostenpflichtiger Tarif. Für Dateien bis 5 MB.",
    heading: "Preise",
    intro: "Ganz einfach: Der Konverter ist kostenlos, einen kostenpflichtigen Tarif gibt es nicht.",
    plan: "Kostenlos",
    price: "0 €",
    per: "für immer, ohne Anmeldung",
    features: [
      "GAEB DA XML X80–X89 und X89B, Versionen 2.x bis 3.3",
      "GAEB 2000 (.p8x) und GAEB 90 (.d8x)",
      "Dateien bis 5 MB",
      "Gliederung, Texte, Mengen und Preise in Excel",
      "Dateien spätestens nach 24 Stunden gelöscht",
      "Kein Tracking, keine Werbung",
    ],
    cta: "Jetzt konvertieren",
    why: "Warum kostenlos? GAEB zu Excel ist ein privates, nichtkommerzielles Projekt. Wir bitten nur darum, den Dienst maßvoll zu nutzen.",
  },
  en: {
    title: "Pricing: free | GAEB to Excel",
    description: "GAEB to Excel is free: no sign-up, no trial, no paid plan. For files up to 5 MB.",
    heading: "Pricing",
    intro: "It's simple: the converter is free, and there is no paid plan.",
    plan: "Free",
    price: "€0",
    per: "forever, no sign-up",
    features: [
      "GAEB DA XML X80–X89 and X89B, versions 2.x to 3.3",
      "GAEB 2000 (.p8x) and GAEB 90 (.d8x)",
      "Files up to 5 MB",
      "Structure, texts, quantities and prices in Excel",
      "Files deleted within 24 hours",
      "No tracking, no ads",
    ],
    cta: "Convert Now",
    why: "Why free? GAEB to Excel is a private, non-commercial project. All we ask is that you use it reasonably.",
  },
};

export function meta(match: RenderableMatch): PageMeta {
  const t = texts[match.lang];
  return staticPageMeta("pricing", match.lang, t, t.heading, { before: [softwareApplication(match.lang)] });
}

export default function PricingPage({ match }: PageProps) {
  const lang = match.lang;
  const t = texts[lang];
  return (
    <>
      <PageHeader title={t.heading} intro={t.intro} />
      <div className="container container--narrow section">
        <section className="card plan" aria-labelledby="plan-title">
          <h2 id="plan-title">{t.plan}</h2>
          <p className="plan__price">
            {t.price} <span className="muted">{t.per}</span>
          </p>
          <ul className="checklist">
            {t.features.map((feature) => (
              <li key={feature}>{feature}</li>
            ))}
          </ul>
          <Link to={pagePath("converter", lang)} className="button button--primary button--large">
            {t.cta}
          </Link>
        </section>
        <p className="muted">{t.why}</p>
      </div>
    </>
  );
}

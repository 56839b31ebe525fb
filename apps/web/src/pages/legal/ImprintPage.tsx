import { PageHeader } from "../../components/PageHeader";
import { site } from "../../config";
import type { PageMeta } from "../../seo/head";
import { staticPageMeta } from "../../seo/page-meta";
import type { PageProps, RenderableMatch } from "../types";

const texts = {
  de: {
    title: "Impressum | GAEB zu Excel",
    description: "Impressum von GAEB zu Excel, einem privaten, nicht-kommerziellen Projekt aus München.",
    heading: "Impressum",
    provider: "Angaben gemäß § 5 DDG",
    contact: "Kontakt",
    email: "E-Mail",
    responsible: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
    location: "Standort: München, Deutschland",
    projectTitle: "Hinweis",
    project:
      "GAEB zu Excel ist ein privates, nicht-kommerzielles Projekt. Es besteht keine Verbindung zum Gemeinsamen Ausschuss Elektronik im Bauwesen (GAEB) oder zum Bundesverband Bausoftware (BVBS).",
    linksTitle: "Haftung für Links",
    links:
      "Für Inhalte verlinkter externer Seiten sind deren Betreiber verantwortlich. Bei Bekanntwerden von Rechtsverletzungen entfernen wir solche Links umgehend.",
  },
  en: {
    title: "Impressum (legal notice) | GAEB to Excel",
    description: "Legal notice of GAEB to Excel, a private, non-commercial project from Munich.",
    heading: "Impressum",
    provider: "Information according to § 5 DDG (German Digital Services Act)",
    contact: "Contact",
    email: "Email",
    responsible: "Responsible for content according to § 18(2) MStV",
    location: "Location: Munich, Germany",
    projectTitle: "Note",
    project:
      "GAEB to Excel is a private, non-commercial project. It is not affiliated with the Gemeinsamer Ausschuss Elektronik im Bauwesen (GAEB) or the Bundesverband Bausoftware (BVBS).",
    linksTitle: "Liability for links",
    links:
      "The operators of linked external sites are responsible for their content. We remove such links promptly when we learn of any infringement.",
  },
};

export function meta(match: RenderableMatch): PageMeta {
  const t = texts[match.lang];
  return staticPageMeta("imprint", match.lang, t, t.heading);
}

function Address() {
  return (
    <address>
      {site.operatorName}
      {site.operatorAddress.map((line) => (
        <span key={line}>
          <br />
          {line}
        </span>
      ))}
    </address>
  );
}

export default function ImprintPage({ match }: PageProps) {
  const t = texts[match.lang];
  return (
    <>
      <PageHeader title={t.heading} />
      <div className="container container--narrow section prose">
        <h2>{t.provider}</h2>
        <Address />
        <h2>{t.contact}</h2>
        <p>
          {t.email}: <a href={`mailto:${site.operatorEmail}`}>{site.operatorEmail}</a>
        </p>
        <p>{t.location}</p>
        <h2>{t.responsible}</h2>
        <Address />
        <h2>{t.projectTitle}</h2>
        <p>{t.project}</p>
        <h2>{t.linksTitle}</h2>
        <p>{t.links}</p>
      </div>
    </>
  );
}

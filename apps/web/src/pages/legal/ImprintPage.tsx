import { PageHeader } from "../../components/PageHeader";
import { site } from "../../config";
import type { PageMeta } from "../../seo/head";
import { staticPageMeta } from "../../seo/page-meta";
import type { PageProps, RenderableMatch } from "../types";

const texts = {
  de: {
    title: "Impressum | GAEB zu Excel",
    description: "Impressum von GAEB zu Excel, einem privaten, nichtkommerziellen Projekt aus München.",
    heading: "Impressum",
    provider: "Angaben gemäß § 5 DDG",
    contact: "Kontakt",
    email: "E-Mail",
    responsible: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
    location: "Standort: München, Deutschland",
    projectTitle: "Hinweis",
    project:
      "GAEB zu Excel ist ein privates, nichtkommerzielles Projekt. Es ist unabhängig vom Gemeinsamen Ausschuss Elektronik im Bauwesen (GAEB) und vom Bundesverband Bausoftware (BVBS).",
    linksTitle: "Haftung für Links",
    links:
      "Für die Inhalte verlinkter externer Seiten sind allein deren Betreiber verantwortlich. Erfahren wir von Rechtsverletzungen, entfernen wir die betreffenden Links umgehend.",
  },
  en: {
    title: "Impressum (legal notice) | GAEB to Excel",
    description: "Legal notice of GAEB to Excel, a private, non-commercial project from Munich.",
    heading: "Impressum",
    provider: "Information under § 5 DDG (German Digital Services Act)",
    contact: "Contact",
    email: "Email",
    responsible: "Responsible for the content under § 18(2) MStV (German Interstate Media Treaty)",
    location: "Location: Munich, Germany",
    projectTitle: "Note",
    project:
      "GAEB to Excel is a private, non-commercial project. It is not affiliated with the Gemeinsamer Ausschuss Elektronik im Bauwesen (GAEB) or the Bundesverband Bausoftware (BVBS).",
    linksTitle: "Liability for links",
    links:
      "The operators of linked external sites alone are responsible for their content. If we learn that a linked page breaks the law, we remove the link at once.",
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

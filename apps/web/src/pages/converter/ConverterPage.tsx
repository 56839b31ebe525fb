import { FaqList } from "../../components/FaqList";
import { PageHeader } from "../../components/PageHeader";
import { faqItems } from "../../content/faq";
import { ConverterPanel } from "../../converter/ConverterPanel";
import { Link } from "../../routing/router";
import { pagePath } from "../../routing/routes";
import type { PageMeta } from "../../seo/head";
import { faqPage, howTo, softwareApplication } from "../../seo/jsonld";
import { staticPageMeta } from "../../seo/page-meta";
import type { PageProps, RenderableMatch } from "../types";

/** The GAEB committee's data-exchange downloads, where its official sample files (Musterdateien) are. */
const SAMPLE_FILES_URL = {
  de: "https://www.gaeb.de/de/service/downloads/gaeb-datenaustausch/",
  en: "https://www.gaeb.de/en/service/downloads/gaeb-dataexchange/",
};

/** The questions shown below the converter: formats, safety, cost, size, contents. */
const CONVERTER_FAQ = [2, 3, 5, 7, 8];

const texts = {
  de: {
    title: "GAEB nach Excel konvertieren – online & kostenlos | GAEB zu Excel",
    description:
      "GAEB-Datei hochladen, umwandeln, Excel herunterladen: GAEB DA XML, GAEB 2000 und GAEB 90, bis 5 MB, ohne Anmeldung. Dateien werden nach spätestens 24 Stunden gelöscht.",
    heading: "GAEB nach Excel konvertieren",
    intro: "Wandeln Sie Ihre GAEB-Datei in drei Schritten in eine Excel-Tabelle um.",
    helpBefore: "Fragen? Schauen Sie in die ",
    helpFaq: "FAQ",
    helpBetween: " oder ",
    helpContact: "schreiben Sie uns",
    helpAfter: ".",
    samples: "Keine Datei zur Hand? Offizielle GAEB-Musterdateien zum Ausprobieren",
    external: "(externe Seite)",
    faqTitle: "Fragen zur Umwandlung",
    howToName: "GAEB-Datei in Excel umwandeln",
    steps: [
      { name: "Datei hochladen", text: "GAEB-Datei in das Upload-Feld ziehen oder per Klick auswählen." },
      { name: "Konvertieren", text: "Nutzungsbedingungen bestätigen und „In Excel umwandeln“ klicken." },
      { name: "Herunterladen", text: "Die Excel-Datei über „Excel-Datei herunterladen“ speichern." },
    ],
    crumb: "Konverter",
  },
  en: {
    title: "Convert GAEB to Excel – online & free | GAEB to Excel",
    description:
      "Upload a GAEB file, convert it, download Excel: GAEB DA XML, GAEB 2000 and GAEB 90, up to 5 MB, no sign-up. Files are deleted within 24 hours at the latest.",
    heading: "Convert GAEB to Excel",
    intro: "Turn your GAEB file into an Excel spreadsheet in three steps.",
    helpBefore: "Questions? Read the ",
    helpFaq: "FAQ",
    helpBetween: " or ",
    helpContact: "write to us",
    helpAfter: ".",
    samples: "No file at hand? Official GAEB sample files to try",
    external: "(external site)",
    faqTitle: "Questions about converting",
    howToName: "Convert a GAEB file to Excel",
    steps: [
      { name: "Upload the file", text: "Drag the GAEB file onto the upload field or click to choose it." },
      { name: "Convert", text: "Accept the terms of use and click “Convert to Excel”." },
      { name: "Download", text: "Save the Excel file with “Download Excel file”." },
    ],
    crumb: "Converter",
  },
};

export function meta(match: RenderableMatch): PageMeta {
  const lang = match.lang;
  const t = texts[lang];
  return staticPageMeta("converter", lang, t, t.crumb, {
    before: [
      softwareApplication(lang),
      howTo(t.howToName, t.intro, t.steps),
      faqPage(CONVERTER_FAQ.flatMap((i) => faqItems[lang][i] ?? [])),
    ],
  });
}

export default function ConverterPage({ match }: PageProps) {
  const lang = match.lang;
  const t = texts[lang];
  const intro = (
    <>
      {t.intro}
      <br />
      <span className="help-line">
        {t.helpBefore}
        <Link to={pagePath("faq", lang)}>{t.helpFaq}</Link>
        {t.helpBetween}
        <Link to={pagePath("contact", lang)}>{t.helpContact}</Link>
        {t.helpAfter}
      </span>
    </>
  );
  return (
    <>
      <PageHeader title={t.heading} intro={intro} />
      <div className="container container--narrow section section--tight">
        <ConverterPanel lang={lang} />
        <p className="samples">
          <a href={SAMPLE_FILES_URL[lang]} target="_blank" rel="noopener noreferrer">
            {t.samples} <span className="visually-hidden">{t.external}</span>
          </a>
        </p>
      </div>
      <section className="section section--tinted" aria-labelledby="converter-faq">
        <div className="container container--narrow">
          <h2 id="converter-faq" className="section__title">
            {t.faqTitle}
          </h2>
          <FaqList items={CONVERTER_FAQ.flatMap((i) => faqItems[lang][i] ?? [])} headingLevel={3} />
        </div>
      </section>
    </>
  );
}

import { FaqList } from "../../components/FaqList";
import { PageHeader } from "../../components/PageHeader";
import { ToolSteps } from "../../components/ToolSteps";
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
      "GAEB-Dateien in Excel umwandeln, direkt im Browser und ohne Anmeldung: GAEB DA XML, GAEB 2000 und GAEB 90, bis zu 10 Dateien mit je 5 MB. Angebot und Anfrage werden zusammengeführt.",
    heading: "GAEB nach Excel konvertieren",
    intro: "Wandeln Sie Ihre GAEB-Dateien in drei Schritten in eine Excel-Tabelle um.",
    helpBefore: "Fragen? Schauen Sie in die ",
    helpFaq: "FAQ",
    helpBetween: " oder ",
    helpContact: "schreiben Sie uns",
    helpAfter: ".",
    samples: "Keine Datei zur Hand? Offizielle GAEB-Musterdateien zum Ausprobieren",
    external: "(externe Seite)",
    faqTitle: "Fragen zur Umwandlung",
    howToName: "GAEB-Datei in Excel umwandeln",
    stepsTitle: "Die drei Schritte",
    steps: [
      { name: "Dateien wählen", text: "GAEB-Dateien in das Feld ziehen oder per Klick auswählen." },
      { name: "Umwandeln", text: "Nutzungsbedingungen bestätigen und „In Excel umwandeln“ klicken." },
      {
        name: "Herunterladen",
        text: "Übersicht prüfen und die Datei mit „Excel-Datei herunterladen“ speichern.",
      },
    ],
    crumb: "Konverter",
  },
  en: {
    title: "Convert GAEB to Excel – online & free | GAEB to Excel",
    description:
      "Convert GAEB files to Excel right in your browser, no sign-up: GAEB DA XML, GAEB 2000 and GAEB 90, up to 10 files of 5 MB each. A bid is merged with its tender.",
    heading: "Convert GAEB to Excel",
    intro: "Turn your GAEB files into an Excel spreadsheet in three steps.",
    helpBefore: "Questions? Read the ",
    helpFaq: "FAQ",
    helpBetween: " or ",
    helpContact: "write to us",
    helpAfter: ".",
    samples: "No file at hand? Official GAEB sample files to try",
    external: "(external site)",
    faqTitle: "Questions about converting",
    howToName: "Convert a GAEB file to Excel",
    stepsTitle: "The three steps",
    steps: [
      { name: "Choose the files", text: "Drag your GAEB files onto the box or click it to choose them." },
      { name: "Convert", text: "Accept the terms of use and click “Convert to Excel”." },
      { name: "Download", text: "Check the summary, then save the file with “Download Excel file”." },
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
      howTo(t.howToName, t.intro, t.steps, "PT1M"),
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
        {/* The intro promises three steps: here they are, the same as the page's HowTo data. */}
        <section aria-labelledby="converter-steps" className="converter-steps">
          <h2 id="converter-steps" className="section__title">
            {t.stepsTitle}
          </h2>
          <ToolSteps steps={t.steps} />
        </section>
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

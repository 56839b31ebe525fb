import type { SiteConfig } from "../../scripts/site-config.mjs";
import type { LegalSection } from "./legal-types";

/** The terms of use: 14 sections, in German on both language routes. */
export function termsDe(site: SiteConfig): LegalSection[] {
  return [
    {
      heading: "§ 1 Geltungsbereich",
      paragraphs: [
        `Diese Nutzungsbedingungen gelten für die Nutzung der Website „GAEB zu Excel“ und des dort angebotenen Konverters. Anbieter ist ${site.operatorName}, ${site.operatorAddress.join(", ")} (im Folgenden „Anbieter“).`,
      ],
    },
    {
      heading: "§ 2 Leistung",
      paragraphs: [
        "Der Anbieter stellt ein Werkzeug bereit, das GAEB-Dateien in Tabellen im Excel-Format (xlsx) umwandelt: GAEB DA XML (Austauschphasen X80 bis X89 und X89B, Versionen 2.x bis 3.3) sowie die älteren Formate GAEB 2000 und GAEB 90 (Austauschphasen 81, 83, 84 und 86). Die Größe einer Datei ist auf 5 MB begrenzt. Es besteht kein Anspruch auf einen bestimmten Funktionsumfang.",
      ],
    },
    {
      heading: "§ 3 Nutzerkreis",
      paragraphs: [
        "Das Angebot richtet sich ausschließlich an Unternehmer im Sinne von § 14 BGB, juristische Personen des öffentlichen Rechts und öffentlich-rechtliche Sondervermögen. Mit der Nutzung bestätigen Sie, in dieser Eigenschaft zu handeln.",
      ],
    },
    {
      heading: "§ 4 Unentgeltlichkeit",
      paragraphs: [
        "Die Nutzung ist kostenlos und ohne Registrierung möglich. Es handelt sich um ein privates, nichtkommerzielles Projekt. Ein Vertrag über eine entgeltliche Leistung kommt nicht zustande.",
      ],
    },
    {
      heading: "§ 5 Pflichten der Nutzer",
      paragraphs: ["Nutzer dürfen nur Dateien hochladen,"],
      list: [
        "zu deren Verarbeitung sie berechtigt sind,",
        "die keine Schadsoftware enthalten und",
        "deren Verarbeitung keine Rechte Dritter oder gesetzliche Vorschriften verletzt.",
      ],
    },
    {
      heading: "§ 6 Angemessene Nutzung",
      paragraphs: [
        "Der Dienst ist für die gelegentliche Umwandlung einzelner Dateien gedacht. Automatisierte Massenabfragen, Versuche, Sicherheitsmechanismen zu umgehen, und jede Nutzung, die den Betrieb beeinträchtigt, sind untersagt.",
      ],
    },
    {
      heading: "§ 7 Rechte an Dateien",
      paragraphs: [
        "Alle Rechte an hochgeladenen Dateien und an den erzeugten Excel-Dateien verbleiben bei den Nutzern. Der Anbieter nutzt die Dateien ausschließlich zur Umwandlung und – nur mit gesonderter, freiwilliger Einwilligung – anonymisiert zur Verbesserung des Dienstes.",
      ],
    },
    {
      heading: "§ 8 Speicherung und Löschung",
      paragraphs: [
        "Hochgeladene und erzeugte Dateien sind nur über einen Zugriffsschlüssel erreichbar, der 24 Stunden gilt. Sie werden spätestens 24 Stunden nach dem Hochladen gelöscht. Nutzer sind selbst dafür verantwortlich, die Excel-Datei rechtzeitig herunterzuladen und eigene Sicherungskopien vorzuhalten.",
      ],
    },
    {
      heading: "§ 9 Verfügbarkeit",
      paragraphs: [
        "Der Anbieter bemüht sich um einen störungsfreien Betrieb, schuldet aber keine bestimmte Verfügbarkeit. Wartung, Weiterentwicklung und Störungen können die Nutzung zeitweise einschränken. Der Anbieter kann den Dienst jederzeit ändern oder einstellen.",
      ],
    },
    {
      heading: "§ 10 Richtigkeit der Ergebnisse",
      paragraphs: [
        "Die Umwandlung erfolgt automatisiert und mit Sorgfalt. Der Anbieter übernimmt keine Gewähr dafür, dass jede Datei vollständig und fehlerfrei umgewandelt wird. Beschädigte oder nicht standardkonforme Dateien können nicht repariert werden. Nutzer müssen die Ergebnisse vor einer Verwendung, etwa für Angebote oder Abrechnungen, selbst prüfen.",
      ],
    },
    {
      heading: "§ 11 Haftung",
      paragraphs: [
        "Der Anbieter haftet unbeschränkt für Vorsatz und grobe Fahrlässigkeit sowie bei Verletzung von Leben, Körper oder Gesundheit. Bei leicht fahrlässiger Verletzung wesentlicher Pflichten ist die Haftung auf den vorhersehbaren, typischerweise eintretenden Schaden begrenzt. Im Übrigen ist die Haftung für leichte Fahrlässigkeit ausgeschlossen, soweit gesetzlich zulässig.",
      ],
    },
    {
      heading: "§ 12 Ausschluss von Nutzern",
      paragraphs: [
        "Der Anbieter kann die Nutzung ohne Angabe von Gründen ablehnen und Nutzer ausschließen, insbesondere bei Verstößen gegen diese Bedingungen.",
      ],
    },
    {
      heading: "§ 13 Datenschutz",
      paragraphs: [
        "Wie personenbezogene Daten verarbeitet werden, beschreibt die Datenschutzerklärung. Sie ist Teil der Informationen, die Nutzer vor der Umwandlung bestätigen.",
      ],
    },
    {
      heading: "§ 14 Schlussbestimmungen",
      paragraphs: [
        "Es gilt das Recht der Bundesrepublik Deutschland unter Ausschluss des UN-Kaufrechts. Gerichtsstand ist, soweit zulässig, München. Der Anbieter kann diese Bedingungen mit Wirkung für künftige Nutzungen ändern. Sollte eine Bestimmung unwirksam sein, bleibt die Wirksamkeit der übrigen unberührt.",
        "Stand: November 2026.",
      ],
    },
  ];
}

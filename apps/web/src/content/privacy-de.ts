import type { SiteConfig } from "../../scripts/site-config.mjs";
import type { LegalSection } from "./legal-types";

export function privacyDe(site: SiteConfig): LegalSection[] {
  return [
    {
      heading: "1. Verantwortlicher",
      paragraphs: [
        `Verantwortlich für die Datenverarbeitung auf dieser Website ist ${site.operatorName}, ${site.operatorAddress.join(", ")}, E-Mail: ${site.operatorEmail}.`,
        "GAEB zu Excel ist ein privates, nichtkommerzielles Projekt.",
      ],
    },
    {
      heading: "2. Das Wichtigste in Kürze",
      paragraphs: ["Wir verarbeiten so wenige Daten wie möglich:"],
      list: [
        "kein Tracking, keine Analyse-Dienste, keine Werbung, keine Tracking-Cookies",
        "keine Anfragen an Dritte: Schriften, Bilder und Symbole liefern wir selbst aus",
        "hochgeladene und erzeugte Dateien werden spätestens nach 24 Stunden gelöscht",
        "Server-Logdateien werden nach etwa 7 Tagen gelöscht",
      ],
    },
    {
      heading: "3. Server-Logdateien",
      paragraphs: [
        "Beim Aufruf der Website verarbeitet der Server technisch notwendige Daten: IP-Adresse, Datum und Uhrzeit, aufgerufene Adresse, Statuscode, übertragene Datenmenge und die Kennung Ihres Browsers (User-Agent). Das dient dem sicheren Betrieb und der Abwehr von Missbrauch (Art. 6 Abs. 1 lit. f DSGVO). Die Logdateien werden nach etwa 7 Tagen gelöscht.",
      ],
    },
    {
      heading: "4. Umwandlung von GAEB-Dateien",
      paragraphs: [
        "Wenn Sie eine Datei umwandeln, speichern wir die hochgeladene GAEB-Datei und die erzeugte Excel-Datei auf unserem Server. Beide sind nur über einen zufälligen Zugriffsschlüssel erreichbar, der 24 Stunden gilt. Spätestens nach 24 Stunden werden beide Dateien gelöscht. Rechtsgrundlage ist die Erbringung der gewünschten Leistung (Art. 6 Abs. 1 lit. b DSGVO).",
        "GAEB-Dateien können personenbezogene Daten enthalten, etwa Namen und Anschriften von Auftraggebern und Bietern. Bitte laden Sie nur Dateien hoch, zu deren Weitergabe Sie berechtigt sind.",
      ],
    },
    {
      heading: "5. Einwilligungen beim Konvertieren",
      paragraphs: [
        "Vor der Umwandlung bestätigen Sie die Nutzungsbedingungen und diese Datenschutzerklärung. Als Nachweis speichern wir, welche Einwilligungen Sie erteilt haben, mit Zeitpunkt und Schlüssel der Datei.",
        "Die zweite Einwilligung ist freiwillig: Mit ihr erlauben Sie, den Inhalt Ihrer Datei anonymisiert auszuwerten, um die Umwandlung zu verbessern (Art. 6 Abs. 1 lit. a DSGVO). Ohne sie wird die Datei ausschließlich umgewandelt. Eine erteilte Einwilligung können Sie jederzeit per E-Mail widerrufen.",
      ],
    },
    {
      heading: "6. Kontaktformular",
      paragraphs: [
        "Wenn Sie uns schreiben, verarbeiten wir Name, E-Mail-Adresse, Betreff und Nachricht, um Ihre Anfrage zu beantworten (Art. 6 Abs. 1 lit. b und f DSGVO). Wir löschen die Angaben, sobald die Anfrage erledigt ist und keine Aufbewahrungspflicht besteht.",
      ],
    },
    {
      heading: "7. Speicher im Browser",
      paragraphs: [
        "Wenn Sie die Sprache umschalten, speichern wir Ihre Wahl (de oder en) unter dem Namen „preferred_language“ im lokalen Speicher Ihres Browsers. Das ist für die gewünschte Funktion technisch erforderlich (§ 25 Abs. 2 TDDDG). Weitere Cookies oder Browserspeicher verwenden wir nicht.",
      ],
    },
    {
      heading: "8. Empfänger und Übermittlung",
      paragraphs: [
        "Wir geben Ihre Daten nicht an Dritte weiter und übermitteln sie nicht in Länder außerhalb der EU. Den Server kann ein Hosting-Dienstleister betreiben, der die Daten ausschließlich in unserem Auftrag verarbeitet.",
      ],
    },
    {
      heading: "9. Ihre Rechte",
      paragraphs: [
        "Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit und Widerspruch sowie das Recht, erteilte Einwilligungen zu widerrufen. Eine E-Mail an uns genügt. Außerdem können Sie sich bei einer Datenschutz-Aufsichtsbehörde beschweren, in Bayern beim Bayerischen Landesamt für Datenschutzaufsicht.",
      ],
    },
    {
      heading: "10. Stand",
      paragraphs: ["Diese Datenschutzerklärung hat den Stand April 2025."],
    },
  ];
}

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
        "standardmäßig wandelt Ihr Browser die Dateien um; sie werden dabei nicht hochgeladen",
        "Dateien, die Sie auf unserem Server umwandeln lassen, werden spätestens nach 24 Stunden gelöscht",
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
        "Standardmäßig wandelt Ihr Browser die Dateien selbst um: Die GAEB-Dateien und die erzeugte Excel-Datei bleiben auf Ihrem Computer und werden nicht an uns übertragen. Dasselbe gilt immer für die Seiten „Excel nach X84“ und „Preisspiegel“; Preise und Angebote verlassen Ihren Computer dort nie.",
        "Nur wenn Sie „Auf unserem Server“ wählen, laden Sie die Dateien hoch. Dann speichern wir die hochgeladenen GAEB-Dateien und die erzeugte Excel-Datei auf unserem Server. Sie sind nur über einen zufälligen Zugriffsschlüssel erreichbar, der 24 Stunden gilt. Spätestens nach 24 Stunden werden sie gelöscht; mit „Dateien jetzt löschen“ löschen Sie sie sofort. Rechtsgrundlage ist die Erbringung der gewünschten Leistung (Art. 6 Abs. 1 lit. b DSGVO).",
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
        "Wenn Sie die Sprache umschalten, speichern wir Ihre Wahl (de oder en) unter dem Namen „preferred_language“ im lokalen Speicher Ihres Browsers. Ebenso merken wir uns die Einstellungen des Konverters (wo umgewandelt wird, Sprache der Spaltenüberschriften, mit oder ohne Langtexte) unter „gaeb2xlsx.converter.settings“. Nach einer Umwandlung auf unserem Server halten wir den Zugriffsschlüssel, den Namen der Excel-Datei, ihr Ablaufdatum und die Vorschau unter „gaeb2xlsx.converter.result“ im Sitzungsspeicher des Tabs fest, damit das Ergebnis nach einem Neuladen noch da ist; der Browser löscht diesen Eintrag, wenn Sie den Tab schließen. Das alles ist für die gewünschten Funktionen technisch erforderlich (§ 25 Abs. 2 TDDDG). Weitere Cookies oder Browserspeicher verwenden wir nicht.",
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
      paragraphs: ["Diese Datenschutzerklärung hat den Stand November 2026."],
    },
  ];
}

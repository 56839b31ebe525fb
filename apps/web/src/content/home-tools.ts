import type { ToolPage } from "../components/tools";
import type { Lang } from "../i18n/lang";

/** One tool on the home page: who uses it, what goes in, what comes out, and where it is. */
export interface ToolboxEntry {
  /** The page the tool lives on; the conversion to GAEB DA XML 3.3 is an output of the converter's. */
  page: ToolPage;
  name: string;
  roles: string;
  input: string;
  output: string;
  link: string;
}

/**
 * The home page's toolbox: every tool the site has, in the order of a project's files (see TOOL_PAGES), with the
 * GAEB to GAEB conversion beside the converter whose option it is.
 */
export const toolboxTexts = {
  de: {
    title: "Alle Werkzeuge im Überblick",
    intro:
      "Vom Leistungsverzeichnis über Angebot und Vergabe bis zur Rechnung: Jedes Werkzeug ist kostenlos und ohne Anmeldung nutzbar und arbeitet in Ihrem Browser, ohne Upload. Nur der Konverter kann eine Datei auf Wunsch auch auf unserem Server umwandeln.",
    rolesLabel: "Für",
    inputLabel: "Eingabe",
    outputLabel: "Ergebnis",
    tools: [
      {
        page: "converter",
        name: "GAEB nach Excel",
        roles: "Kalkulator, Planer, Vergabestelle",
        input: "GAEB-Datei jeder Phase (X80 bis X89, auch GAEB 2000 und GAEB 90)",
        output: "Excel-Tabelle mit Gliederung, Kurz- und Langtexten, Mengen und Preisen",
        link: "Zum Konverter",
      },
      {
        page: "converter",
        name: "GAEB nach GAEB DA XML 3.3",
        roles: "Planer, Vergabestelle",
        input: "Ältere GAEB-Datei (GAEB 90, GAEB 2000 oder GAEB DA XML vor 3.3)",
        output: "Dieselbe Phase als GAEB DA XML 3.3, z. B. X83 aus einer D83",
        link: "Im Konverter „GAEB DA XML 3.3“ wählen",
      },
      {
        page: "offer",
        name: "Excel nach X84",
        roles: "Kalkulator",
        input: "Bepreiste Excel-Tabelle aus der Angebotsaufforderung (X83)",
        output: "Angebot (X84), auf Anforderung mit Aufgliederung der Einheitspreise (Formblatt 223)",
        link: "Angebot erzeugen",
      },
      {
        page: "import",
        name: "Excel nach GAEB",
        roles: "Planer",
        input: "Leistungsverzeichnis als Excel-Tabelle, mit unserer Vorlage oder einer eigenen",
        output: "Leistungsverzeichnis (X81), Angebotsaufforderung (X83) oder Angebot (X84)",
        link: "Tabelle in GAEB umwandeln",
      },
      {
        page: "compare",
        name: "Preisspiegel und Wertung",
        roles: "Vergabestelle, Planer",
        input: "Angebotsaufforderung (X83) und die Angebote (X84 oder bepreiste Tabellen)",
        output: "Preisspiegel als Excel-Tabelle, Rangfolge nach Wertungssumme und Vergabevermerk zum Drucken",
        link: "Angebote vergleichen",
      },
      {
        page: "billing",
        name: "Abrechnung",
        roles: "Bauleitung",
        input: "Auftrags-LV (X86), dann die ausgefüllte Abrechnungstabelle mit Aufmaß",
        output: "Rechnung (X89) und Mengenermittlung (X31)",
        link: "Rechnung erstellen",
      },
      {
        page: "viewer",
        name: "GAEB-Viewer",
        roles: "Kalkulator, Planer, Vergabestelle, Bauleitung",
        input: "Jede GAEB-Datei, vom Leistungsverzeichnis bis zur Rechnung",
        output: "Lesbares LV mit Suche und Filtern, gedruckt als Leistungsverzeichnis",
        link: "GAEB-Datei ansehen",
      },
    ] satisfies ToolboxEntry[],
  },
  en: {
    title: "The whole toolbox",
    intro:
      "From the bill of quantities through offer and award to the invoice: every tool is free, needs no sign-up and works in your browser, without uploading anything. Only the converter can also convert a file on our server if you ask it to.",
    rolesLabel: "For",
    inputLabel: "Input",
    outputLabel: "Output",
    tools: [
      {
        page: "converter",
        name: "GAEB to Excel",
        roles: "Estimators, planners, procurement offices",
        input: "A GAEB file of any phase (X80 to X89, also GAEB 2000 and GAEB 90)",
        output: "An Excel workbook with the outline, short and long texts, quantities and prices",
        link: "Open the converter",
      },
      {
        page: "converter",
        name: "GAEB to GAEB DA XML 3.3",
        roles: "Planners, procurement offices",
        input: "An older GAEB file (GAEB 90, GAEB 2000 or GAEB DA XML before 3.3)",
        output: "The same phase as GAEB DA XML 3.3, e.g. an X83 from a D83",
        link: "Choose “GAEB DA XML 3.3” in the converter",
      },
      {
        page: "offer",
        name: "Excel to X84",
        roles: "Estimators",
        input: "The priced Excel workbook made from the request for tender (X83)",
        output: "The offer (X84), where asked for with the breakdown of unit prices (Form 223)",
        link: "Create your offer",
      },
      {
        page: "import",
        name: "Excel to GAEB",
        roles: "Planners",
        input: "A bill of quantities as an Excel sheet, on our template or your own",
        output: "A bill of quantities (X81), request for tender (X83) or offer (X84)",
        link: "Turn a sheet into GAEB",
      },
      {
        page: "compare",
        name: "Price comparison and evaluation",
        roles: "Procurement offices, planners",
        input: "The request for tender (X83) and the offers (X84 or priced workbooks)",
        output: "A price comparison workbook, a ranking by evaluated total and an award note to print",
        link: "Compare offers",
      },
      {
        page: "billing",
        name: "Billing",
        roles: "Site management",
        input: "The contract (X86), then the filled billing workbook with its measurements",
        output: "The invoice (X89) and the quantity determination (X31)",
        link: "Create an invoice",
      },
      {
        page: "viewer",
        name: "GAEB viewer",
        roles: "Estimators, planners, procurement offices, site management",
        input: "Any GAEB file, from the bill of quantities to the invoice",
        output: "A readable bill of quantities with search and filters, printed as a tender document",
        link: "View a GAEB file",
      },
    ] satisfies ToolboxEntry[],
  },
} satisfies Record<Lang, unknown>;

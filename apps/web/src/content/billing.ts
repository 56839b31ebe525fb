import type { Lang } from "../i18n/lang";

/**
 * Texts of the billing page: the contract (X86) becomes a billing workbook, the filled workbook the invoice (X89) and
 * the quantity determination (X31), all in the browser. The workbook's own words (sheets "Abrechnung", "Aufmaß",
 * "Rechnung", column "Menge eingegeben") are the core's; the page quotes them as the workbook shows them.
 */
export const billingTexts = {
  de: {
    title: "Abrechnung: Rechnung X89 und Aufmaß X31 aus dem Auftrags-LV | GAEB zu Excel",
    description:
      "Auftrags-LV (X86) ablegen, Mengen in Excel eintragen, Rechnung (X89) und Mengenermittlung (X31) herunterladen. Abschlags-, Teilschluss- und Schlussrechnung, alles in Ihrem Browser, ohne Upload.",
    crumb: "Abrechnung",
    heading: "Abrechnung: vom Auftrag zur Rechnung (X89)",
    intro:
      "Aus dem Auftrags-LV (X86) entsteht eine Abrechnungstabelle für Excel. Dort tragen Sie das Aufmaß oder die Mengen bis heute und den Rechnungskopf ein; hier wird daraus die Rechnung als GAEB-Datei X89 und, wenn Sie möchten, die Mengenermittlung X31.",
    privacyTitle: "Auftrag, Mengen und Preise bleiben auf Ihrem Rechner.",
    privacyText:
      "Ihr Browser liest die Dateien und schreibt Tabelle, X89 und X31 selbst. Es wird nichts hochgeladen, auch nicht an uns.",
    loading: "Ihr Browser lädt das Abrechnungsprogramm …",
    elapsed: (seconds: number) => `seit ${seconds} s`,
    cancel: "Abbrechen",
    retry: "Noch einmal versuchen",
    empty: "Die Datei ist leer.",
    crashed: (reason: string) =>
      `Die Verarbeitung ist im Browser abgebrochen (${reason}). Laden Sie die Seite neu und versuchen Sie es noch einmal.`,
    warningsTitle: "Hinweise",
    failedText: "Korrigieren Sie die genannten Stellen und legen Sie die Datei erneut ab.",
    another: "Andere Datei wählen",
    project: "Projekt",
    lvName: "Leistungsverzeichnis",
    itemCount: "Positionen",
    saved: (name: string) => `Gespeichert: ${name}`,
    workbook: {
      heading: "1. Abrechnungstabelle erstellen",
      text: "Legen Sie das Auftrags-LV ab (X86, auch D86 oder P86). Für die nächste Rechnung legen Sie stattdessen die Tabelle Ihrer letzten Rechnung ab: Die neue Tabelle übernimmt, was bisher abgerechnet und gezahlt wurde.",
      dropIdle:
        "Auftrags-LV oder Tabelle der letzten Rechnung hierher ziehen oder klicken, um sie auszuwählen",
      dropActive: "Loslassen, um die Datei zu lesen",
      dropHint: "X86, D86 oder P86 bis 5 MB, oder die .xlsx-Tabelle der letzten Rechnung bis 20 MB",
      wrongType:
        "Diese Datei ist weder ein Auftrags-LV (X86, D86, P86) noch eine Excel-Tabelle (.xlsx). Bitte legen Sie das Auftrags-LV oder die Tabelle Ihrer letzten Rechnung ab.",
      tooLarge:
        "Die Datei ist zu groß: Ein Auftrags-LV darf höchstens 5 MB haben, eine Tabelle höchstens 20 MB.",
      selectedFile: "Datei",
      changeFile: "Andere Datei wählen",
      working: "Die Abrechnungstabelle wird in Ihrem Browser erstellt …",
      cancelled: "Abgebrochen. Legen Sie die Datei erneut ab, wenn Sie es noch einmal versuchen möchten.",
      timedOut:
        "Die Verarbeitung wurde nach einer Minute beendet: Die Datei ist weit größer als jedes Auftrags-LV, das in Sekunden gelesen ist.",
      doneTitle: "Ihre Abrechnungstabelle ist fertig",
      failedTitle: "Aus dieser Datei lässt sich keine Abrechnungstabelle erstellen",
      contractTotal: "Auftragssumme (netto)",
      sequence: "Laufende Nummer der Rechnung",
      sequenceValue: (sequence: string, first: boolean) =>
        first ? `${sequence} (erste Rechnung)` : sequence,
      billedBefore: "Bisher abgerechnet (netto)",
      nextSteps:
        "Öffnen Sie die Tabelle in Excel: Tragen Sie die Mengen bis heute ein, als Zeilen im Blatt „Aufmaß“ oder im Blatt „Abrechnung“ in der Spalte „Menge eingegeben“, und füllen Sie im Blatt „Rechnung“ den Rechnungskopf aus. Dann legen Sie die gespeicherte Tabelle in Schritt 2 ab.",
      download: "Abrechnungstabelle speichern",
      announceDone: (items: number, total: string, format: (count: number) => string) =>
        `Abrechnungstabelle erstellt: ${format(items)} ${items === 1 ? "Position" : "Positionen"}, Auftragssumme ${total}.`,
      announceFailed: (count: number) =>
        count === 1 ? "Keine Tabelle erstellt: 1 Meldung." : `Keine Tabelle erstellt: ${count} Meldungen.`,
    },
    invoice: {
      heading: "2. Rechnung erzeugen",
      text: "Legen Sie die ausgefüllte Abrechnungstabelle ab. Sie erhalten die Rechnung als X89 und, wenn die Tabelle Aufmaßzeilen hat, die Mengenermittlung als X31.",
      dropIdle: "Ausgefüllte Abrechnungstabelle hierher ziehen oder klicken, um sie auszuwählen",
      dropActive: "Loslassen, um die Tabelle zu lesen",
      dropHint: "Die .xlsx-Datei aus Schritt 1, in Excel ausgefüllt und gespeichert, höchstens 20 MB",
      wrongType:
        "Das ist keine Excel-Tabelle (.xlsx). Bitte legen Sie die ausgefüllte Abrechnungstabelle aus Schritt 1 ab.",
      tooLarge:
        "Die Tabelle ist größer als 20 MB; so große Dateien kann der Browser nicht zuverlässig lesen.",
      selectedFile: "Tabelle",
      changeFile: "Andere Tabelle wählen",
      working: "Die Rechnung wird in Ihrem Browser erzeugt …",
      cancelled: "Abgebrochen. Legen Sie die Tabelle erneut ab, wenn Sie es noch einmal versuchen möchten.",
      timedOut:
        "Die Verarbeitung wurde nach einer Minute beendet: Die Tabelle ist weit größer als jede Abrechnungstabelle, die in Sekunden gelesen ist.",
      doneTitle: "Ihre Rechnung ist fertig",
      failedTitle: "Aus dieser Tabelle lässt sich noch keine Rechnung erzeugen",
      invoiceNumber: "Rechnungsnummer",
      invoiceType: "Rechnungsart",
      types: {
        deduction: "Abschlagsrechnung",
        "part final account": "Teilschlussrechnung",
        "final account": "Schlussrechnung",
      },
      invoiceDate: "Rechnungsdatum",
      measurementLines: "Aufmaßzeilen",
      itemsBilled: "Abgerechnete Positionen",
      net: "Leistung bis heute, netto",
      vat: "Umsatzsteuer",
      gross: "Leistung bis heute, brutto",
      retention: "abzüglich Sicherheitseinbehalt",
      paidBefore: "abzüglich bisheriger Zahlungen",
      amountDue: "Zahlbetrag",
      x31Label: "Mengenermittlung (X31) erzeugen",
      x31Hint:
        "Die Aufmaßzeilen der Tabelle als GAEB-Datei, mit der der Auftraggeber die Mengen der Rechnung prüft. Hat die Tabelle keine Aufmaßzeilen, entsteht nur die Rechnung.",
      downloadX89: "Rechnung speichern (X89)",
      downloadX31: "Mengenermittlung speichern (X31)",
      checkBeforeSending:
        "Vergleichen Sie Zahlbetrag und Rechnungsnummer mit Ihrer Tabelle, bevor Sie die X89 an den Auftraggeber senden.",
      announceDone: (number: string, due: string) => `Rechnung ${number} erzeugt, Zahlbetrag ${due}.`,
      announceFailed: (count: number) =>
        count === 1 ? "Keine Rechnung erzeugt: 1 Meldung." : `Keine Rechnung erzeugt: ${count} Meldungen.`,
    },
    helpTitle: "Was in der Abrechnungstabelle steht",
    howTitle: "So entsteht Ihre Rechnung",
    howToName: "Rechnung als GAEB X89 aus dem Auftrags-LV erstellen",
    steps: [
      {
        name: "Abrechnungstabelle erstellen",
        text: "Das Auftrags-LV (X86) hier ablegen und die Abrechnungstabelle speichern; für die nächste Rechnung die Tabelle der letzten Rechnung.",
      },
      {
        name: "Mengen und Rechnungskopf eintragen",
        text: "In Excel das Aufmaß oder die Mengen bis heute eintragen und im Blatt „Rechnung“ Rechnungsnummer, Datum, Rechnungsart und Zeitraum angeben, dann als .xlsx speichern.",
      },
      {
        name: "Rechnung erzeugen",
        text: "Die ausgefüllte Tabelle hier ablegen, Zahlbetrag prüfen und X89 und X31 speichern.",
      },
    ],
  },
  en: {
    title: "Billing: invoice X89 and quantities X31 from the contract | GAEB to Excel",
    description:
      "Drop the contract (X86), enter the quantities in Excel, download the invoice (X89) and the quantity determination (X31). Interim, partial final and final invoices, all in your browser, nothing uploaded.",
    crumb: "Billing",
    heading: "Billing: from the contract to the invoice (X89)",
    intro:
      "The contract's bill of quantities (X86) becomes a billing workbook for Excel. There you enter the measurements or the quantities to date and the invoice's details; this page turns it into the invoice as a GAEB X89 file and, if you like, the quantity determination X31.",
    privacyTitle: "Contract, quantities and prices stay on your computer.",
    privacyText:
      "Your browser reads the files and writes the workbook, the X89 and the X31 itself. Nothing is uploaded, not even to us.",
    loading: "Your browser is loading the billing program …",
    elapsed: (seconds: number) => `for ${seconds} s`,
    cancel: "Cancel",
    retry: "Try again",
    empty: "The file is empty.",
    crashed: (reason: string) =>
      `The work stopped in the browser (${reason}). Reload the page and try again.`,
    warningsTitle: "Notes",
    failedText: "Correct the places named below and drop the file again.",
    another: "Choose another file",
    project: "Project",
    lvName: "Bill of quantities",
    itemCount: "Items",
    saved: (name: string) => `Saved: ${name}`,
    workbook: {
      heading: "1. Create the billing workbook",
      text: "Drop the contract's bill of quantities (X86, also D86 or P86). For the next invoice, drop the workbook of your last invoice instead: the new workbook carries over what has been billed and paid so far.",
      dropIdle: "Drop the contract or the last invoice's workbook here or click to select it",
      dropActive: "Release to read the file",
      dropHint: "X86, D86 or P86 up to 5 MB, or the last invoice's .xlsx workbook up to 20 MB",
      wrongType:
        "This file is neither a contract (X86, D86, P86) nor an Excel workbook (.xlsx). Please drop the contract or the workbook of your last invoice.",
      tooLarge: "The file is too large: a contract may have up to 5 MB, a workbook up to 20 MB.",
      selectedFile: "File",
      changeFile: "Choose another file",
      working: "Your browser is writing the billing workbook …",
      cancelled: "Cancelled. Drop the file again if you want to try once more.",
      timedOut:
        "The work was ended after a minute: the file is far larger than any contract, which is read in seconds.",
      doneTitle: "Your billing workbook is ready",
      failedTitle: "This file cannot become a billing workbook",
      contractTotal: "Contract total (net)",
      sequence: "Running number of the invoice",
      sequenceValue: (sequence: string, first: boolean) => (first ? `${sequence} (first invoice)` : sequence),
      billedBefore: "Billed before (net)",
      nextSteps:
        "Open the workbook in Excel: enter the quantities to date, as lines on the sheet “Measurement” or on the sheet “Billing” under “Quantity typed”, and fill in the invoice's details on the sheet “Invoice”. Then drop the saved workbook in step 2.",
      download: "Save the billing workbook",
      announceDone: (items: number, total: string, format: (count: number) => string) =>
        `Billing workbook ready: ${format(items)} ${items === 1 ? "item" : "items"}, contract total ${total}.`,
      announceFailed: (count: number) =>
        count === 1 ? "No workbook written: 1 message." : `No workbook written: ${count} messages.`,
    },
    invoice: {
      heading: "2. Create the invoice",
      text: "Drop the filled billing workbook. You get the invoice as an X89 and, where the workbook has measurement lines, the quantity determination as an X31.",
      dropIdle: "Drop the filled billing workbook here or click to select it",
      dropActive: "Release to read the workbook",
      dropHint: "The .xlsx file from step 1, filled in and saved in Excel, up to 20 MB",
      wrongType:
        "This is not an Excel workbook (.xlsx). Please drop the filled billing workbook from step 1.",
      tooLarge: "The workbook is larger than 20 MB; the browser cannot read files that large reliably.",
      selectedFile: "Workbook",
      changeFile: "Choose another workbook",
      working: "Your browser is writing the invoice …",
      cancelled: "Cancelled. Drop the workbook again if you want to try once more.",
      timedOut:
        "The work was ended after a minute: the workbook is far larger than any billing workbook, which is read in seconds.",
      doneTitle: "Your invoice is ready",
      failedTitle: "This workbook cannot become an invoice yet",
      invoiceNumber: "Invoice number",
      invoiceType: "Type of invoice",
      types: {
        deduction: "Interim invoice",
        "part final account": "Partial final invoice",
        "final account": "Final invoice",
      },
      invoiceDate: "Invoice date",
      measurementLines: "Measurement lines",
      itemsBilled: "Items billed",
      net: "Work to date, net",
      vat: "VAT",
      gross: "Work to date, gross",
      retention: "Less retention",
      paidBefore: "Less payments received",
      amountDue: "Amount due",
      x31Label: "Write the quantity determination (X31)",
      x31Hint:
        "The workbook's measurement lines as a GAEB file, with which the client checks the invoice's quantities. Where the workbook has no measurement lines, only the invoice is written.",
      downloadX89: "Save the invoice (X89)",
      downloadX31: "Save the quantity determination (X31)",
      checkBeforeSending:
        "Compare the amount due and the invoice number with your workbook before you send the X89 to the client.",
      announceDone: (number: string, due: string) => `Invoice ${number} ready, amount due ${due}.`,
      announceFailed: (count: number) =>
        count === 1 ? "No invoice written: 1 message." : `No invoice written: ${count} messages.`,
    },
    helpTitle: "What the billing workbook holds",
    howTitle: "How your invoice comes about",
    howToName: "Create a GAEB X89 invoice from the contract",
    steps: [
      {
        name: "Create the billing workbook",
        text: "Drop the contract (X86) here and save the billing workbook; for the next invoice, the last invoice's workbook.",
      },
      {
        name: "Enter quantities and invoice details",
        text: "In Excel, enter the measurements or the quantities to date and, on the sheet “Invoice”, the invoice number, date, type and period, then save as .xlsx.",
      },
      {
        name: "Create the invoice",
        text: "Drop the filled workbook here, check the amount due and save the X89 and X31.",
      },
    ],
  },
} satisfies Record<Lang, unknown>;

export type BillingTexts = (typeof billingTexts)["de"];

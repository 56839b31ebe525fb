import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** What a person does to a sheet in LibreOffice Calc, step by step; cells by their address, rows 1-based. */
export type Step =
  | { type: "number"; cell: string; value: string }
  | { type: "text"; cell: string; value: string }
  /** Text of several lines into one cell, as Ctrl+Enter between them does. */
  | { type: "lines"; cell: string; value: readonly string[] }
  /** Typed as into Calc's input line: read in the profile's locale and the cell's format ("10 %", "0,1"). */
  | { type: "typed"; cell: string; value: string }
  | { type: "insertColumn"; index: number }
  | { type: "insertRow"; index: number }
  | { type: "hideRow"; row: number }
  /** Deletes the whole row (1-based), as "Delete Rows" does: the rows below move up. */
  | { type: "deleteRow"; row: number }
  | { type: "sortDescending"; range: string }
  /** Goes to another sheet of the workbook by its name: the steps after it type there. */
  | { type: "sheet"; name: string };

/**
 * A Basic macro that opens each workbook in Calc, types into the first sheet through the spreadsheet API
 * (setValue as typed numbers, setString as typed text, FormulaLocal as typed into the input line, which Calc
 * reads as it reads a keyboard entry), inserts and deletes rows, inserts columns, hides rows and sorts as a person would,
 * recalculates and saves it as xlsx with Calc's own Excel 2007 filter.
 */
const MACRO = `Sub Main
  Dim f As Integer, doc As Object, sheet As Object, line As String, parts
  f = FreeFile
  Open Environ("OFFER_JOB") For Input As #f
  Do While Not EOF(f)
    Line Input #f, line
    parts = Split(line, Chr(9))
    Select Case parts(0)
      Case "open"
        Dim loadArgs(0) As New com.sun.star.beans.PropertyValue
        loadArgs(0).Name = "Hidden"
        loadArgs(0).Value = True
        doc = StarDesktop.loadComponentFromURL(parts(1), "_blank", 0, loadArgs())
        sheet = doc.Sheets.getByIndex(0)
      Case "sheet"
        sheet = doc.Sheets.getByName(parts(1))
      Case "number"
        sheet.getCellRangeByName(parts(1)).setValue(Val(parts(2)))
      Case "text"
        sheet.getCellRangeByName(parts(1)).setString(parts(2))
      Case "lines"
        sheet.getCellRangeByName(parts(1)).setString(Join(Split(parts(2), Chr(11)), Chr(10)))
      Case "typed"
        sheet.getCellRangeByName(parts(1)).FormulaLocal = parts(2)
      Case "insertColumn"
        sheet.Columns.insertByIndex(CLng(parts(1)), 1)
      Case "insertRow"
        sheet.Rows.insertByIndex(CLng(parts(1)), 1)
      Case "hideRow"
        sheet.Rows.getByIndex(CLng(parts(1)) - 1).IsVisible = False
      Case "deleteRow"
        sheet.Rows.removeByIndex(CLng(parts(1)) - 1, 1)
      Case "sortDescending"
        Dim fields(0) As New com.sun.star.table.TableSortField
        fields(0).Field = 0
        fields(0).IsAscending = False
        Dim sortArgs(0) As New com.sun.star.beans.PropertyValue
        sortArgs(0).Name = "SortFields"
        sortArgs(0).Value = fields()
        sheet.getCellRangeByName(parts(1)).sort(sortArgs())
      Case "save"
        doc.calculateAll()
        Dim saveArgs(0) As New com.sun.star.beans.PropertyValue
        saveArgs(0).Name = "FilterName"
        saveArgs(0).Value = "Calc MS Excel 2007 XML"
        doc.storeToURL(parts(1), saveArgs())
        doc.close(True)
    End Select
  Loop
  Close #f
End Sub
`;

const escapeXmlText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const HEAD = `<?xml version="1.0" encoding="UTF-8"?>`;

/**
 * A private profile whose "My Macros" holds the macro, so it runs without any security prompt. LibreOffice fills
 * a new profile with its presets on first start, so the profile is made first and the module added after.
 */
function profile(soffice: string, dir: string, locale: string | undefined): void {
  execFileSync(
    soffice,
    [`-env:UserInstallation=file://${dir}`, "--headless", "--norestore", "--terminate_after_init"],
    {
      stdio: "pipe",
      timeout: 120_000,
    },
  );
  if (locale) {
    // The locale Calc reads typed numbers in ("0,1" is a number in German, text in English).
    const settings = join(dir, "user", "registrymodifications.xcu");
    writeFileSync(
      settings,
      readFileSync(settings, "utf8").replace(
        "</oor:items>",
        `<item oor:path="/org.openoffice.Setup/L10N"><prop oor:name="ooSetupSystemLocale" oor:op="fuse"><value>${locale}</value></prop></item></oor:items>`,
      ),
    );
  }
  const library = join(dir, "user", "basic", "Standard");
  const index = join(library, "script.xlb");
  const listed = readFileSync(index, "utf8");
  if (!listed.includes('"Offer"'))
    writeFileSync(
      index,
      listed.replace("</library:library>", '<library:element library:name="Offer"/></library:library>'),
    );
  writeFileSync(
    join(library, "Offer.xba"),
    `${HEAD}\n<script:module xmlns:script="http://openoffice.org/2000/script" script:name="Offer" script:language="StarBasic">${escapeXmlText(MACRO)}</script:module>`,
  );
}

function stepLine(step: Step): string {
  switch (step.type) {
    case "number":
    case "text":
    case "typed":
      return `${step.type}\t${step.cell}\t${step.value}`;
    case "lines":
      return `lines\t${step.cell}\t${step.value.join("\u000b")}`;
    case "insertColumn":
    case "insertRow":
      return `${step.type}\t${step.index}`;
    case "hideRow":
    case "deleteRow":
      return `${step.type}\t${step.row}`;
    case "sortDescending":
      return `sortDescending\t${step.range}`;
    case "sheet":
      return `sheet\t${step.name}`;
  }
}

/**
 * Runs the steps on each workbook (one LibreOffice process each) and returns the workbooks as Calc saved them;
 * `locale` ("de-DE") is Calc's, otherwise the system's.
 */
export function editWithLibreOffice(
  soffice: string,
  jobs: ReadonlyArray<{ xlsx: Uint8Array; steps: readonly Step[] }>,
  locale?: string,
): Uint8Array[] {
  const dir = mkdtempSync(join(tmpdir(), "gaeb-lo-macro-"));
  try {
    profile(soffice, join(dir, "profile"), locale);
    return jobs.map((job, i) => {
      const input = join(dir, `in${i}.xlsx`);
      const output = join(dir, `out${i}.xlsx`);
      writeFileSync(input, job.xlsx);
      const lines = [`open\tfile://${input}`, ...job.steps.map(stepLine), `save\tfile://${output}`];
      writeFileSync(join(dir, "job.txt"), `${lines.join("\n")}\n`);
      execFileSync(
        soffice,
        [
          `-env:UserInstallation=file://${join(dir, "profile")}`,
          "--headless",
          "--norestore",
          "macro:///Standard.Offer.Main",
        ],
        { stdio: "pipe", timeout: 300_000, env: { ...process.env, OFFER_JOB: join(dir, "job.txt") } },
      );
      return new Uint8Array(readFileSync(output));
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

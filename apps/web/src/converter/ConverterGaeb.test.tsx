// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ToastProvider } from "../components/Toasts";
import { converterTexts } from "../content/converter";
import type { GaebJob, GaebJobOutput } from "../worker/gaeb";
import { ConverterPanel } from "./ConverterPanel";
import { deviceConverter } from "./device";
import type { ConversionPlan } from "./plan";
import { forgetResult } from "./remember";
import {
  type ChosenFile,
  ConversionFailure,
  type Converter,
  type ConvertSettings,
  type ServerFiles,
  serverConverter,
} from "./service";
import { posted } from "./testing/fake-api";

vi.mock("../routing/router", () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

// Imported inside the factory: vi.mock is hoisted above the file's imports.
vi.mock("../api/client", async (original) =>
  (await import("./testing/fake-api")).fakeApiClient(await original<typeof import("../api/client")>()),
);

const head = (phase: string) =>
  `<?xml version="1.0"?><GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3"><Award><DP>${phase}</DP></Award></GAEB>`;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  forgetResult();
  posted.length = 0;
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** A converter that records the settings it was asked with and answers as a GAEB DA XML result. */
function recording() {
  const settings: ConvertSettings[] = [];
  const converter: Converter = {
    async convert(_plan, asked) {
      settings.push(asked);
      return {
        where: "device",
        gaebXml: new Uint8Array([60]),
        excelFileName: "LV.X83",
        sheets: [],
        notes: [],
      };
    },
  };
  return { converter, settings };
}

async function choose(...files: File[]) {
  const input = screen.getByTestId("file-input") as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
}

describe("the converter page offers GAEB DA XML 3.3 beside Excel", () => {
  it("asks for GAEB DA XML, drops the workbook's options and says GAEB file throughout", async () => {
    const { converter, settings } = recording();
    render(
      <ToastProvider lang="de">
        <ConverterPanel lang="de" services={{ device: converter }} />
      </ToastProvider>,
    );
    await choose(new File([head("83")], "LV.D83"));
    expect(screen.getByLabelText("Excel-Arbeitsmappe (.xlsx)")).toHaveProperty("checked", true);
    expect(screen.queryByText("Sprache der Spaltenüberschriften")).not.toBeNull();
    fireEvent.click(screen.getByLabelText("GAEB DA XML 3.3"));
    expect(screen.queryByText("Sprache der Spaltenüberschriften")).toBeNull();
    expect(screen.queryByLabelText("Langtexte übernehmen")).toBeNull();
    expect(JSON.parse(localStorage.getItem("gaeb2xlsx.converter.settings") ?? "{}").output).toBe("gaeb-xml");
    fireEvent.click(screen.getByLabelText(/Ich akzeptiere die/));
    fireEvent.click(screen.getByRole("button", { name: "In GAEB DA XML 3.3 umwandeln" }));
    expect(
      await screen.findByText("Fertig! Ihre GAEB-Datei ist bereit.", {}, { timeout: 3000 }),
    ).not.toBeNull();
    expect(settings.map((asked) => asked.output)).toEqual(["gaeb-xml"]);
    expect(screen.getByTestId("excel-name").textContent).toBe("LV.X83");
    expect(screen.getByRole("button", { name: "GAEB-Datei herunterladen" })).not.toBeNull();
    // No worksheets, so no "what the workbook contains".
    expect(screen.queryByText(converterTexts.de.previewTitle)).toBeNull();
  });

  it("waits with several files chosen and says why, in words for the page", async () => {
    const { converter, settings } = recording();
    render(
      <ToastProvider lang="en">
        <ConverterPanel lang="en" services={{ device: converter }} />
      </ToastProvider>,
    );
    await choose(new File([head("83")], "A.X83"), new File([head("84")], "B.X84"));
    fireEvent.click(screen.getByLabelText(/I accept the/));
    fireEvent.click(screen.getByLabelText("GAEB DA XML 3.3"));
    const button = screen.getByRole("button", { name: "Convert to GAEB DA XML 3.3" });
    expect(button).toHaveProperty("disabled", true);
    expect(screen.getByTestId("convert-hint").textContent).toBe(converterTexts.en.gaebOneFile);
    expect(converterTexts.en.gaebOneFile).not.toMatch(/--|gaeb-xml/);
    fireEvent.click(button);
    expect(settings).toEqual([]);
    fireEvent.click(screen.getByLabelText("Excel workbook (.xlsx)"));
    expect(screen.getByRole("button", { name: "Convert to Excel" })).toHaveProperty("disabled", false);
  });
});

describe("where GAEB DA XML is made", () => {
  const plan = (...names: string[]): ConversionPlan<ChosenFile> => ({
    sheets: names.map((name) => ({ name, size: 3, file: new File(["abc"], name) })),
    offers: [],
  });
  const settings: ConvertSettings = {
    sheetLang: "de",
    longText: true,
    output: "gaeb-xml",
    termsAccepted: true,
    dataProcessingAccepted: false,
  };

  it("on the device: the one file goes to the GAEB worker and comes back named after it", async () => {
    const jobs: GaebJob[] = [];
    const answer = (output: GaebJobOutput) => async () => ({
      run: async (job: GaebJob) => {
        jobs.push(job);
        return output;
      },
    });
    const notUsed = async () => {
      throw new Error("the workbook worker is not for GAEB DA XML");
    };
    const made = deviceConverter(
      "en",
      converterTexts.en,
      notUsed,
      answer({
        ok: true,
        bytes: new Uint8Array([60, 63]),
        extension: "X83",
        issues: [{ code: "write_encoding_converted", severity: "warning" }],
        messages: ["The input was encoded in cp850."],
      }),
    );
    const outcome = await made.convert(plan("LV_Los01.D83"), settings, () => {});
    expect(jobs.map((job) => [job.file.name, job.lang])).toEqual([["LV_Los01.D83", "en"]]);
    expect(outcome).toMatchObject({ where: "device", excelFileName: "LV_Los01.X83", sheets: [] });
    expect(outcome.gaebXml).toEqual(new Uint8Array([60, 63]));
    expect(outcome.notes).toEqual([{ severity: "warning", message: "The input was encoded in cp850." }]);

    const refused = deviceConverter(
      "en",
      converterTexts.en,
      notUsed,
      answer({
        ok: false,
        issues: [{ code: "write_number_too_precise", severity: "error" }],
        messages: ["<UP> 12.5055 has more than the 3 decimals GAEB DA XML allows here."],
      }),
    );
    await expect(refused.convert(plan("A.X84"), settings, () => {})).rejects.toThrow(
      "Conversion failed: <UP> 12.5055 has more than the 3 decimals GAEB DA XML allows here.",
    );
    await expect(made.convert(plan("A.X83", "B.X84"), settings, () => {})).rejects.toThrow(
      new ConversionFailure(converterTexts.en.gaebOneFile),
    );
  });

  it("on the server: asks for format gaeb-xml, without the workbook's language and long texts", async () => {
    const server: Converter & ServerFiles = serverConverter("de", converterTexts.de);
    const outcome = await server.convert(plan("LV.D83"), settings, () => {});
    const conversion = posted.find((call) => call.path === "/api/conversions");
    expect(conversion?.body).toEqual({ fileKeys: [`1_${"k".repeat(22)}_LV.D83`], format: "gaeb-xml" });
    expect(outcome.excelFileName).toBe("LV.X83");
    posted.length = 0;
    await expect(server.convert(plan("A.X83", "B.X84"), settings, () => {})).rejects.toThrow(
      converterTexts.de.gaebOneFile,
    );
    expect(posted).toEqual([]);
  });
});

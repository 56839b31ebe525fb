// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { converterTexts } from "../content/converter";
import type { ConvertJob, DeviceConvertResult } from "../worker/convert";
import { ConverterOptions } from "./ConverterOptions";
import { deviceConverter } from "./device";
import type { ConversionPlan } from "./plan";
import { type ConverterSettings, defaultSettings } from "./remember";
import { type ChosenFile, type ConvertSettings, serverConverter } from "./service";
import { posted } from "./testing/fake-api";

// Imported inside the factory: vi.mock is hoisted above the file's imports.
vi.mock("../api/client", async (original) =>
  (await import("./testing/fake-api")).fakeApiClient(await original<typeof import("../api/client")>()),
);

beforeEach(() => {
  posted.length = 0;
});
afterEach(cleanup);

const plan: ConversionPlan<ChosenFile> = {
  sheets: [{ name: "LV.X83", size: 3, file: new File(["abc"], "LV.X83") }],
  offers: [],
};
const settings = (components: boolean): ConvertSettings => ({
  sheetLang: "de",
  longText: true,
  components,
  output: "xlsx",
  termsAccepted: true,
  dataProcessingAccepted: true,
});

describe("Formblatt 223's price components in the converter", () => {
  it("is a choice for the workbook, in both languages, and not for GAEB DA XML", () => {
    const changes: Array<Partial<ConverterSettings>> = [];
    const { rerender } = render(
      <ConverterOptions
        texts={converterTexts.de}
        settings={defaultSettings("de")}
        onChange={(change) => changes.push(change)}
      />,
    );
    const box = screen.getByLabelText("Preisanteile nach Formblatt 223 hinzufügen (wenn das LV keine nennt)");
    expect(box).toHaveProperty("checked", false);
    fireEvent.click(box);
    expect(changes).toEqual([{ components: true }]);
    rerender(
      <ConverterOptions
        texts={converterTexts.en}
        settings={{ ...defaultSettings("en"), components: true }}
        onChange={() => {}}
      />,
    );
    expect(
      screen.getByLabelText("Add the price components of Form 223 (where the LV names none)"),
    ).toHaveProperty("checked", true);
    rerender(
      <ConverterOptions
        texts={converterTexts.en}
        settings={{ ...defaultSettings("en"), output: "gaeb-xml" }}
        onChange={() => {}}
      />,
    );
    expect(screen.queryByLabelText(/Form 223/)).toBeNull();
  });

  it("on the device: asks the core for the components only when chosen", async () => {
    const jobs: ConvertJob[] = [];
    const answer: DeviceConvertResult = {
      ok: true,
      xlsx: new Uint8Array([80, 75]),
      sheets: [],
      issues: [],
      messages: [],
    } as unknown as DeviceConvertResult;
    const converter = deviceConverter("de", converterTexts.de, async () => ({
      run: async (job: ConvertJob) => {
        jobs.push(job);
        return answer;
      },
    }));
    await converter.convert(plan, settings(true), () => {});
    await converter.convert(plan, settings(false), () => {});
    expect(jobs.map((job) => job.options)).toEqual([
      { lang: "de", longText: true, components: true },
      { lang: "de", longText: true },
    ]);
  });

  it("on the server: sends components: true only when chosen", async () => {
    const server = serverConverter("de", converterTexts.de);
    await server.convert(plan, settings(true), () => {});
    await server.convert(plan, settings(false), () => {});
    const bodies = posted.filter((call) => call.path === "/api/conversions").map((call) => call.body);
    expect(bodies).toEqual([
      { fileKeys: [`1_${"k".repeat(22)}_LV.X83`], lang: "de", longText: true, components: true },
      { fileKeys: [`1_${"k".repeat(22)}_LV.X83`], lang: "de", longText: true },
    ]);
  });
});

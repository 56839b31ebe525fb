// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { viewerTexts } from "../../content/viewer";
import { sampleView } from "../../viewer/testing/sample-view";
import type { GaebJob, GaebJobOutput } from "../../worker/gaeb";
import type { ViewJobOutput } from "../../worker/view.worker";
import type { GaebRunner } from "./SaveAsGaeb";
import type { ViewRunner } from "./useViewJob";
import { ViewerPanel } from "./ViewerPanel";

const saved: Array<{ bytes: Uint8Array; name: string; type: string }> = [];
vi.mock("../../ondevice/save", async (original) => ({
  ...(await original<typeof import("../../ondevice/save")>()),
  saveBytes: (bytes: Uint8Array, name: string, type: string) => saved.push({ bytes, name, type }),
}));

afterEach(() => {
  cleanup();
  saved.length = 0;
});

/** The viewer's worker, answering at once with a sample LV. */
const viewRunner: ViewRunner = {
  run: async () => {
    const view = sampleView();
    return {
      result: { ok: true, view, issues: [] },
      messages: [],
      search: view.rows.map(() => ""),
    } as ViewJobOutput;
  },
};

/** The GAEB worker, recording its jobs and answering as told. */
function gaebRunner(output: GaebJobOutput) {
  const jobs: GaebJob[] = [];
  const runner: GaebRunner = {
    run: async (job) => {
      jobs.push(job);
      return output;
    },
  };
  return { jobs, load: async () => runner };
}

async function open(name: string) {
  await act(async () => {
    fireEvent.change(screen.getByTestId("viewer-input"), {
      target: { files: [new File(["<GAEB/>"], name)] },
    });
  });
}

describe("the viewer saves the open file as GAEB DA XML 3.3, made on the device", () => {
  it("hands the written file to the download under the file's name with the phase's extension", async () => {
    const gaeb = gaebRunner({
      ok: true,
      bytes: new Uint8Array([60, 63, 120]),
      extension: "X83",
      issues: [{ code: "write_encoding_converted", severity: "warning" }],
      messages: ["Die Eingabe war in cp850 kodiert; Umlaute, ß und € wurden in UTF-8 übertragen."],
    });
    render(<ViewerPanel lang="de" runner={viewRunner} gaebRunner={gaeb.load} />);
    expect(screen.queryByRole("button", { name: viewerTexts.de.saveGaeb })).toBeNull();
    await open("LV_Los01.D83");
    await act(async () => {
      fireEvent.click(await screen.findByRole("button", { name: "Als GAEB DA XML 3.3 speichern" }));
    });
    expect(gaeb.jobs.map((job) => [job.file.name, job.lang])).toEqual([["LV_Los01.D83", "de"]]);
    expect(saved).toEqual([
      { bytes: new Uint8Array([60, 63, 120]), name: "LV_Los01.X83", type: "application/xml" },
    ]);
    expect(
      screen.getByText("LV_Los01.X83 gespeichert. Erstellt auf Ihrem Rechner, nichts wurde hochgeladen."),
    ).not.toBeNull();
    expect(screen.getByText("Hinweise zur GAEB-Datei (1)")).not.toBeNull();
  });

  it("says why when no faithful file can be written, and saves nothing", async () => {
    const gaeb = gaebRunner({
      ok: false,
      issues: [{ code: "write_number_too_precise", severity: "error", path: "01.0010" }],
      messages: ["OZ 01.0010: <UP> 12.5055 has more than the 3 decimals GAEB DA XML allows here."],
    });
    render(<ViewerPanel lang="en" runner={viewRunner} gaebRunner={gaeb.load} />);
    await open("Angebot.X84");
    await act(async () => {
      fireEvent.click(await screen.findByRole("button", { name: "Save as GAEB DA XML 3.3" }));
    });
    expect(saved).toEqual([]);
    expect(screen.getByText(viewerTexts.en.saveGaebFailed)).not.toBeNull();
    expect(screen.getByText(/OZ 01\.0010: <UP> 12\.5055 has more than/)).not.toBeNull();
  });

  it("says so when the browser cannot run the worker", async () => {
    const broken = async (): Promise<GaebRunner> => {
      throw new Error("no workers here");
    };
    render(<ViewerPanel lang="en" runner={viewRunner} gaebRunner={broken} />);
    await open("LV.X83");
    await act(async () => {
      fireEvent.click(await screen.findByRole("button", { name: "Save as GAEB DA XML 3.3" }));
    });
    expect(screen.getByText(viewerTexts.en.saveGaebCrashed)).not.toBeNull();
    expect(saved).toEqual([]);
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError, NetworkError } from "../api/client";
import { ToastProvider } from "../components/Toasts";
import type { Lang } from "../i18n/lang";
import { ConverterPanel } from "./ConverterPanel";
import type { ConverterService } from "./service";

const GAEB = '<?xml version="1.0"?><GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3"></GAEB>';

interface Script {
  upload?: ConverterService["upload"];
  recordConsent?: ConverterService["recordConsent"];
  convert?: ConverterService["convert"];
  requestDownload?: ConverterService["requestDownload"];
}

function serviceWith(script: Script = {}): ConverterService & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    upload:
      script.upload ??
      (async (_file, onProgress) => {
        calls.push("upload");
        onProgress(0.5);
        return "1700000000000_lv.x83";
      }),
    recordConsent:
      script.recordConsent ??
      (async (consent) => {
        calls.push(
          `consent:${consent.termsAccepted}:${consent.dataProcessingAccepted}:${consent.fileIdentifier}`,
        );
        return "consent-1";
      }),
    convert:
      script.convert ??
      (async (key) => {
        calls.push(`convert:${key}`);
        return { tokenId: "token-1", excelFileName: "lv.xlsx" };
      }),
    requestDownload: script.requestDownload ?? (async () => "/signed/lv.xlsx?sig=abc"),
  };
}

function setup(service: ConverterService, lang: Lang = "en") {
  render(
    <ToastProvider lang={lang}>
      <ConverterPanel lang={lang} service={service} />
    </ToastProvider>,
  );
  return screen.getByTestId("file-input") as HTMLInputElement;
}

async function choose(input: HTMLInputElement, file: File) {
  await act(async () => {
    fireEvent.change(input, { target: { files: [file] } });
  });
}

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe("ConverterPanel", () => {
  it("converts a file end to end: consent gate, progress view, result, success toast", async () => {
    const service = serviceWith();
    const input = setup(service);
    await choose(input, new File([GAEB], "lv.x83"));
    await screen.findByText("lv.x83");
    const button = screen.getByRole("button", { name: "Convert to Excel" });
    expect(button).toHaveProperty("disabled", true);
    expect(screen.getByText("Please accept the terms and privacy policy to continue.")).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/I accept the/));
    expect(button).toHaveProperty("disabled", false);
    fireEvent.click(button);
    expect(await screen.findByText("Converting...")).toBeTruthy();
    expect(await screen.findByText("Done! Your Excel file is ready.", {}, { timeout: 3000 })).toBeTruthy();
    expect(screen.getByTestId("excel-name").textContent).toBe("lv.xlsx");
    expect(screen.getByText("GAEB file converted successfully!")).toBeTruthy();
    expect(service.calls).toEqual([
      "upload",
      "consent:true:false:1700000000000_lv.x83",
      "convert:1700000000000_lv.x83",
    ]);
  });

  it("shows the spec's messages for invalid and oversized files in German", async () => {
    const input = setup(serviceWith(), "de");
    await choose(input, new File(["hello"], "notes.txt"));
    expect(
      await screen.findByText("Ungültiges Dateiformat. Bitte laden Sie eine GAEB-Datei hoch."),
    ).toBeTruthy();
    await choose(input, new File([GAEB, new Uint8Array(5 * 1024 * 1024)], "gross.x83"));
    expect(await screen.findByText("Datei ist zu groß. Maximale Größe ist 5 MB.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "In Excel umwandeln" })).toBeNull();
  });

  async function failingRun(script: Script, lang: Lang = "en") {
    const input = setup(serviceWith(script), lang);
    await choose(input, new File([GAEB], "lv.x83"));
    fireEvent.click(await screen.findByLabelText(lang === "en" ? /I accept the/ : /Ich akzeptiere die/));
    fireEvent.click(
      screen.getByRole("button", { name: lang === "en" ? "Convert to Excel" : "In Excel umwandeln" }),
    );
  }

  it("reports an upload failure with the service's message and returns to idle", async () => {
    await failingRun(
      {
        upload: async () => {
          throw new ApiError("Die Datei ist leer.", 400, "empty_file");
        },
      },
      "de",
    );
    expect(await screen.findByText("Upload fehlgeschlagen: Die Datei ist leer.")).toBeTruthy();
    expect(screen.getByRole("button", { name: /GAEB-Datei hierher ziehen/ })).toBeTruthy();
  });

  it("reports a conversion failure, an unusable result and a network failure", async () => {
    await failingRun({
      convert: async () => {
        throw new ApiError("not a GAEB file", 422, "not_gaeb");
      },
    });
    expect(await screen.findByText("Conversion failed: not a GAEB file")).toBeTruthy();
    cleanup();
    await failingRun({ convert: async () => null });
    expect(await screen.findByText("No valid conversion result returned")).toBeTruthy();
    cleanup();
    await failingRun({
      upload: async () => {
        throw new NetworkError();
      },
    });
    expect(await screen.findByText("Conversion failed. Please try again.")).toBeTruthy();
  });

  it("goes on when recording the consent fails", async () => {
    await failingRun({
      recordConsent: async () => {
        throw new ApiError("down", 503, "unavailable");
      },
    });
    expect(await screen.findByText("Done! Your Excel file is ready.", {}, { timeout: 3000 })).toBeTruthy();
  });

  it("opens the signed link on download and shows the catalogue's toasts when it fails", async () => {
    const open = vi.spyOn(window, "open").mockImplementation(() => ({ opener: {} }) as Window);
    const responses: (() => Promise<string | null>)[] = [
      async () => "/signed/lv.xlsx?sig=abc",
      async () => null,
      async () => {
        throw new ApiError("Token abgelaufen", 410, "token_expired");
      },
    ];
    await failingRun({ requestDownload: () => (responses.shift() as () => Promise<string | null>)() });
    const download = await screen.findByRole("button", { name: "Download Excel file" }, { timeout: 3000 });
    fireEvent.click(download);
    await waitFor(() => expect(open).toHaveBeenCalledWith("/signed/lv.xlsx?sig=abc", "_blank"));
    fireEvent.click(await screen.findByRole("button", { name: "Download Excel file" }));
    expect(await screen.findByText("No Excel file URL found")).toBeTruthy();
    fireEvent.click(await screen.findByRole("button", { name: "Download Excel file" }));
    expect(await screen.findByText("Server error: Token abgelaufen")).toBeTruthy();
    open.mockRestore();
  });

  it("convert another file resets to the empty drop zone", async () => {
    await failingRun({});
    fireEvent.click(await screen.findByRole("button", { name: "Convert another file" }, { timeout: 3000 }));
    expect(screen.getByText("Drop your GAEB file here or click to select")).toBeTruthy();
    expect(screen.queryByText("lv.x83")).toBeNull();
  });

  it("makes the drop zone a real button that opens the file dialog", () => {
    const input = setup(serviceWith());
    const click = vi.spyOn(input, "click");
    const zone = screen.getByRole("button", { name: /Drop your GAEB file here/ });
    expect(zone.tagName).toBe("BUTTON");
    fireEvent.click(zone);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it("shows accept and reject states while dragging", () => {
    setup(serviceWith());
    const zone = screen.getByRole("button", { name: /Drop your GAEB file here/ });
    fireEvent.dragEnter(zone, { dataTransfer: { items: [{ kind: "file", type: "" }] } });
    expect(zone.dataset.state).toBe("accept");
    expect(screen.getByText("Drop to upload")).toBeTruthy();
    fireEvent.dragLeave(zone);
    fireEvent.dragEnter(zone, { dataTransfer: { items: [{ kind: "file", type: "image/png" }] } });
    expect(zone.dataset.state).toBe("reject");
    expect(screen.getByText("This file type is not supported")).toBeTruthy();
    fireEvent.dragLeave(zone);
    expect(zone.dataset.state).toBe("idle");
  });
});

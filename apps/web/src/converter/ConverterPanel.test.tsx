// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { SheetSummary } from "gaeb2xlsx";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/client";
import { ToastProvider } from "../components/Toasts";
import type { Lang } from "../i18n/lang";
import { ConverterPanel } from "./ConverterPanel";
import type { ConversionPlan } from "./plan";
import { forgetResult } from "./remember";
import {
  type ChosenFile,
  ConversionFailure,
  type ConversionOutcome,
  type Converter,
  type ServerFiles,
} from "./service";

// The result panel links on to the offer page; the router's Link needs the whole app around it, a plain link does here.
vi.mock("../routing/router", () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const head = (phase: string) =>
  `<?xml version="1.0"?><GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3"><Award><DP>${phase}</DP></Award></GAEB>`;

const sheet: SheetSummary = {
  file: "lv.x83",
  sheet: "Rohbau",
  format: "gaeb-xml",
  version: "3.3",
  phase: "83",
  phaseName: "Request for tender",
  project: "Neubau Kita",
  boq: "Rohbau",
  currency: "EUR",
  sections: 3,
  items: 1234,
  declaredTotal: "1234567.5",
  computedTotal: "1234567.50",
};

interface Fakes {
  device: Converter & { plans: Array<ConversionPlan<ChosenFile>> };
  server: Converter & ServerFiles & { plans: Array<ConversionPlan<ChosenFile>>; deleted: string[] };
}

function fakes(outcome: Partial<ConversionOutcome> = {}, failWith?: Error): Fakes {
  const make = (where: "device" | "server") => {
    const plans: Array<ConversionPlan<ChosenFile>> = [];
    return {
      plans,
      async convert(plan: ConversionPlan<ChosenFile>, _settings: unknown, onProgress: (p: number) => void) {
        plans.push(plan);
        onProgress(60);
        if (failWith) throw failWith;
        return {
          where,
          excelFileName: "lv.xlsx",
          sheets: [sheet],
          notes: [{ severity: "warning" as const, message: "Position 01.0010 hat keine Menge." }],
          ...(where === "server"
            ? { tokenId: "t".repeat(43), expiresAt: new Date(Date.now() + 3_600_000).toISOString() }
            : { xlsx: new Uint8Array([80, 75]) }),
          ...outcome,
        };
      },
    };
  };
  const deleted: string[] = [];
  return {
    device: make("device"),
    server: {
      ...make("server"),
      deleted,
      requestDownload: async () => "/api/files/abc",
      deleteFiles: async (token: string) => {
        deleted.push(token);
      },
    },
  };
}

function setup(services: Partial<Fakes>, lang: Lang = "en") {
  render(
    <ToastProvider lang={lang}>
      <ConverterPanel lang={lang} services={services} />
    </ToastProvider>,
  );
  return screen.queryByTestId("file-input") as HTMLInputElement;
}

async function choose(input: HTMLInputElement, ...files: File[]) {
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
}

async function convert(lang: Lang = "en") {
  fireEvent.click(await screen.findByLabelText(lang === "en" ? /I accept the/ : /Ich akzeptiere die/));
  fireEvent.click(
    screen.getByRole("button", { name: lang === "en" ? "Convert to Excel" : "In Excel umwandeln" }),
  );
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  forgetResult();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("ConverterPanel", () => {
  it("converts on the device by default and shows the preview with the figures of the sheet", async () => {
    const services = fakes();
    const input = setup(services);
    await choose(input, new File([head("83")], "lv.x83"));
    expect(screen.getByLabelText("On this device (recommended)")).toHaveProperty("checked", true);
    // Nothing is uploaded, so there is nothing to consent to analysing.
    expect(screen.queryByLabelText(/analyse the contents/)).toBeNull();
    await convert();
    const heading = await screen.findByRole(
      "heading",
      { name: "Done! Your Excel file is ready." },
      { timeout: 3000 },
    );
    // The focus moves in an effect after the heading is rendered: on a loaded machine a moment later.
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(services.device.plans).toHaveLength(1);
    expect(services.server.plans).toHaveLength(0);
    expect(screen.getByTestId("preview-counts").textContent).toBe("3 sections, 1,234 items");
    expect(screen.getByTestId("preview-declared").textContent).toBe("1,234,567.50 EUR");
    expect(screen.getByTestId("preview-computed").textContent).toBe("1,234,567.50 EUR");
    expect(screen.queryByText(/differs/)).toBeNull();
    expect(screen.getByText("1 note from the converter")).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Delete my files now" })).toBeNull();
    // A request's workbook is an offer form: the panel points to the page that makes the X84 from it.
    expect(screen.getByRole("link", { name: /offer \(X84\)/ }).getAttribute("href")).toBe("/en/excel-to-x84");
  });

  it("pairs a request with its offer, takes several files and removes one", async () => {
    const services = fakes();
    const input = setup(services, "de");
    await choose(
      input,
      new File([head("84")], "Angebot.X84"),
      new File([head("83")], "Anfrage.X83"),
      new File([head("86")], "Auftrag.X86"),
    );
    expect(screen.getAllByTestId("selected-file").map((el) => el.textContent)).toEqual([
      "Angebot.X84",
      "Anfrage.X83",
      "Auftrag.X86",
    ]);
    expect(screen.getAllByTestId("file-role").map((el) => el.textContent)).toEqual([
      "Angebot; Texte aus Anfrage.X83",
      "Anfrage zu Angebot.X84: liefert die Texte für das Angebot",
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Auftrag.X86 entfernen" }));
    await convert("de");
    await screen.findByRole("heading", { name: "Fertig! Ihre Excel-Datei ist bereit." }, { timeout: 3000 });
    const [plan] = services.device.plans;
    expect(plan?.sheets.map((f) => f.name)).toEqual(["Angebot.X84"]);
    expect(plan?.base?.name).toBe("Anfrage.X83");
  });

  it("names each refused file when several are chosen, and keeps the good ones", async () => {
    const input = setup(fakes(), "de");
    await choose(input, new File(["hallo"], "notiz.txt"), new File([head("83")], "lv.x83"));
    expect(
      await screen.findByText("notiz.txt: Ungültiges Dateiformat. Bitte laden Sie eine GAEB-Datei hoch."),
    ).toBeTruthy();
    expect(screen.getAllByTestId("selected-file")).toHaveLength(1);
  });

  it("accepts a file of exactly 5 MB and refuses one byte more with the spec's sentence", async () => {
    const input = setup(fakes(), "de");
    const body = head("83");
    const exact = new File([body, new Uint8Array(5 * 1024 * 1024 - body.length).fill(32)], "genau.x83");
    expect(exact.size).toBe(5_242_880);
    await choose(input, exact);
    expect(screen.getAllByTestId("selected-file").map((el) => el.textContent)).toEqual(["genau.x83"]);
    await choose(input, new File([body, new Uint8Array(5 * 1024 * 1024 - body.length + 1)], "gross.x83"));
    expect(await screen.findByText("Datei ist zu groß. Maximale Größe ist 5 MB.")).toBeTruthy();
  });

  it("remembers the settings for the next visit and uses them", async () => {
    const services = fakes();
    const input = setup(services);
    await choose(input, new File([head("83")], "lv.x83"));
    fireEvent.click(screen.getByLabelText("On our server"));
    fireEvent.click(screen.getByLabelText("German"));
    fireEvent.click(screen.getByLabelText("Include long texts"));
    expect(JSON.parse(localStorage.getItem("gaeb2xlsx.converter.settings") ?? "{}")).toEqual({
      where: "server",
      sheetLang: "de",
      longText: false,
      components: false,
      output: "xlsx",
    });
    cleanup();
    const again = setup(services);
    await choose(again, new File([head("83")], "lv.x83"));
    expect(screen.getByLabelText("On our server")).toHaveProperty("checked", true);
    expect(screen.getByLabelText("Include long texts")).toHaveProperty("checked", false);
    expect(screen.getByLabelText(/analyse the contents/)).toBeTruthy();
  });

  it("keeps focus on the download button and says once, in the panel, why a download failed", async () => {
    localStorage.setItem("gaeb2xlsx.converter.settings", JSON.stringify({ where: "server" }));
    const services = fakes();
    services.server.requestDownload = async () => {
      throw new ApiError("Dieser Download-Code ist abgelaufen.", 410, "token_expired");
    };
    const input = setup(services);
    await choose(input, new File([head("83")], "lv.x83"));
    await convert();
    const button = await screen.findByRole("button", { name: "Download Excel file" }, { timeout: 3000 });
    button.focus();
    fireEvent.click(button);
    const error = await screen.findByTestId("result-error");
    expect(error.textContent).toBe("This file is no longer available. Please convert the GAEB files again.");
    expect(document.activeElement).toBe(button);
    expect(document.querySelectorAll(".toast")).toHaveLength(0);
  });

  it("shows a failure under the drop zone and moves focus there", async () => {
    const input = setup(fakes({}, new ConversionFailure("Conversion failed: not a GAEB file")));
    await choose(input, new File([head("83")], "lv.x83"));
    await convert();
    expect(await screen.findByText("Conversion failed: not a GAEB file")).toBeTruthy();
    await waitFor(() => expect(document.activeElement?.classList.contains("dropzone")).toBe(true));
  });

  it("shows accept and reject states while dragging", () => {
    setup(fakes());
    const zone = screen.getByRole("button", { name: /Drop GAEB files here/ });
    fireEvent.dragEnter(zone, { dataTransfer: { items: [{ kind: "file", type: "" }] } });
    expect(zone.dataset.state).toBe("accept");
    fireEvent.dragLeave(zone);
    fireEvent.dragEnter(zone, { dataTransfer: { items: [{ kind: "file", type: "image/png" }] } });
    expect(zone.dataset.state).toBe("reject");
  });
});

// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import type { SheetSummary } from "gaeb2xlsx";
import type { ReactNode } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../api/client";
import { ToastProvider } from "../components/Toasts";
import { ConverterPanel } from "./ConverterPanel";
import { forgetResult, keepOutcome } from "./remember";
import type { ConversionOutcome, Converter, ServerFiles } from "./service";

vi.mock("../routing/router", () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));

const head = `<?xml version="1.0"?><GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3"><Award><DP>83</DP></Award></GAEB>`;
const sheet = { file: "lv.x83", sheet: "Rohbau", phase: "83", items: 3, sections: 1 } as SheetSummary;

function fakes(where: "device" | "server") {
  const deleted: string[] = [];
  const asked: string[] = [];
  const outcome = (): ConversionOutcome => ({
    where,
    excelFileName: "lv.xlsx",
    sheets: [sheet],
    notes: [],
    ...(where === "server"
      ? { tokenId: "t".repeat(43), expiresAt: new Date(Date.now() + 3_600_000).toISOString() }
      : { xlsx: new Uint8Array([80, 75]) }),
  });
  const converter: Converter = { convert: async () => outcome() };
  const server: Converter & ServerFiles & { deleted: string[]; asked: string[]; gone: boolean } = {
    ...converter,
    deleted,
    asked,
    gone: false,
    async requestDownload(token) {
      asked.push(token);
      if (server.gone) throw new ApiError("Die Dateien wurden gelöscht.", 410, "files_deleted");
      return "/api/files/abc";
    },
    async deleteFiles(token) {
      deleted.push(token);
    },
  };
  return { device: converter, server };
}

function setup(services: ReturnType<typeof fakes>) {
  render(
    <ToastProvider lang="en">
      <ConverterPanel lang="en" services={services} />
    </ToastProvider>,
  );
}

async function convertOne() {
  await act(async () => {
    fireEvent.change(screen.getByTestId("file-input"), { target: { files: [new File([head], "lv.x83")] } });
  });
  fireEvent.click(await screen.findByLabelText(/I accept the/));
  fireEvent.click(screen.getByRole("button", { name: "Convert to Excel" }));
  await screen.findByRole("heading", { name: "Done! Your Excel file is ready." }, { timeout: 3000 });
}

/** A reload: the page's script starts afresh, only the tab's session storage is left. */
function reload(services: ReturnType<typeof fakes>) {
  cleanup();
  keepOutcome(null);
  setup(services);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  forgetResult();
});
afterEach(cleanup);

describe("coming back to the converter", () => {
  it("after an on-device conversion shows the drop zone and the last workbook, still downloadable", async () => {
    const services = fakes("device");
    setup(services);
    await convertOne();
    cleanup(); // to another page of the site and back: the panel is mounted again
    setup(services);
    expect(screen.getByTestId("file-input")).toBeTruthy();
    expect(screen.getByRole("button", { name: /Drop GAEB files here/ })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Your last conversion" })).toBeTruthy();
    expect(screen.getByTestId("excel-name").textContent).toBe("lv.xlsx");
    expect(screen.queryByText(/no longer here/)).toBeNull();
    // The result points on to the viewer, to read or print the file.
    expect(screen.getByRole("link", { name: "GAEB viewer" }).getAttribute("href")).toBe("/en/gaeb-viewer");
    expect(document.activeElement).toBe(document.body);
    const create = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:lv");
    fireEvent.click(screen.getByRole("button", { name: "Download Excel file" }));
    expect(create).toHaveBeenCalledTimes(1);
    // After a reload the workbook (never stored) is gone: only the drop zone, no message about what is not there.
    reload(services);
    expect(screen.getByTestId("file-input")).toBeTruthy();
    expect(screen.queryByTestId("converter-result")).toBeNull();
  });

  it("after a server conversion and a reload shows the drop zone and the result while its files exist", async () => {
    localStorage.setItem("gaeb2xlsx.converter.settings", JSON.stringify({ where: "server" }));
    const services = fakes("server");
    setup(services);
    await convertOne();
    reload(services);
    expect(screen.getByTestId("file-input")).toBeTruthy();
    expect(screen.getByTestId("excel-name").textContent).toBe("lv.xlsx");
    await waitFor(() => expect(services.server.asked).toEqual(["t".repeat(43)]));
    expect(screen.getByTestId("converter-result")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Delete my files now" }));
    const deleted = await screen.findByRole("heading", { name: "Your files have been deleted." });
    expect(document.activeElement).toBe(deleted);
    expect(services.server.deleted).toEqual(["t".repeat(43)]);
    expect(sessionStorage.getItem("gaeb2xlsx.converter.result")).toBeNull();
  });

  it("does not show a server result again whose files the server has deleted", async () => {
    localStorage.setItem("gaeb2xlsx.converter.settings", JSON.stringify({ where: "server" }));
    const services = fakes("server");
    setup(services);
    await convertOne();
    services.server.gone = true;
    reload(services);
    await waitFor(() => expect(screen.queryByTestId("converter-result")).toBeNull());
    expect(screen.getByTestId("file-input")).toBeTruthy();
    expect(sessionStorage.getItem("gaeb2xlsx.converter.result")).toBeNull();
  });
});

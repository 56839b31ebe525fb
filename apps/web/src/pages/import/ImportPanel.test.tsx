// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ImportJob, ImportJobOutput, ImportReading } from "../../worker/import";
import { ImportPanel } from "./ImportPanel";
import type { ImportRunner } from "./useImportJob";

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

/** An xlsx begins like every zip; the panel checks that before it starts the worker. */
const ZIP_HEAD = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0, 0, 0]);

/** A worker stand-in that records every job and answers when the test says so. */
function scriptedRunner() {
  const jobs: { job: ImportJob; answer(output: ImportJobOutput): void }[] = [];
  const runner: ImportRunner = {
    run: (job) => new Promise((resolve) => jobs.push({ job, answer: resolve })),
  };
  return { runner, jobs };
}

const reading: ImportReading = {
  kind: "foreign",
  sheet: "Rohbau",
  headerRow: 3,
  columns: [
    { column: "oz", letter: "A", title: "" },
    { column: "short", letter: "B", title: "" },
    { column: "qty", letter: "C", title: "Menge" },
  ],
  untaken: [{ letter: "D", title: "Bemerkung" }],
  titles: [
    { letter: "A", title: "Pos." },
    { letter: "B", title: "Leistungstext" },
    { letter: "C", title: "Menge" },
    { letter: "D", title: "Bemerkung" },
  ],
  summary: { sections: 1, items: 1, total: null },
  currency: "EUR",
  outline: [
    { kind: "section", depth: 0, oz: "01", text: "Erdarbeiten", quantity: null, unit: null },
    { kind: "item", depth: 1, oz: "01.0010", text: "Oberboden abtragen", quantity: "1234.5", unit: "m3" },
  ],
};

async function drop(name: string) {
  const input = screen.getByTestId("workbook-input") as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files: [new File([ZIP_HEAD as BlobPart], name)] } });
  });
}

/** The panel with `name` dropped and its first read asked of the worker (answered with `answer` where given). */
async function dropped(lang: "de" | "en", name: string, answer?: ImportJobOutput) {
  const scripted = scriptedRunner();
  render(<ImportPanel lang={lang} runner={scripted.runner} />);
  await drop(name);
  await waitFor(() => expect(scripted.jobs).toHaveLength(1));
  if (answer) await act(async () => scripted.jobs[0]?.answer(answer));
  return scripted;
}

describe("ImportPanel", () => {
  it("asks for the columns where the core cannot tell them, reads again with the map, and writes with it", async () => {
    const { jobs } = await dropped("de", "Rohbau.xlsx");
    expect(jobs[0]?.job).toMatchObject({ kind: "read", options: { lang: "de" } });
    expect(jobs[0]?.job.kind === "read" && jobs[0].job.options.map).toBeUndefined();
    await act(async () =>
      jobs[0]?.answer({
        ok: false,
        issues: [{ code: "import_columns_unclear", severity: "error" }],
        messages: ["Die Spalte „Kurztext“ ist nicht sicher zu erkennen."],
        mapping: {
          sheet: "Rohbau",
          headerRow: 3,
          titles: [
            { letter: "A", title: "Pos." },
            { letter: "B", title: "Leistungstext" },
            { letter: "C", title: "Menge" },
          ],
          columns: [
            { column: "oz", letter: "A", title: "Pos." },
            { column: "qty", letter: "C", title: "Menge" },
          ],
        },
      }),
    );
    expect(screen.getByRole("heading", { name: "Welche Spalte enthält was?" })).toBeTruthy();
    // What the core could tell is preselected; only the unclear short text is left to choose.
    expect((screen.getByLabelText("OZ") as HTMLSelectElement).value).toBe("A");
    expect((screen.getByLabelText("Menge") as HTMLSelectElement).value).toBe("C");
    expect((screen.getByLabelText("Kurztext") as HTMLSelectElement).value).toBe("");
    expect(screen.getByText("Die Spalte „Kurztext“ ist nicht sicher zu erkennen.")).toBeTruthy();
    const short = screen.getByLabelText("Kurztext") as HTMLSelectElement;
    expect([...short.options].map((option) => option.textContent)).toEqual([
      "nicht vorhanden",
      "A – Pos.",
      "B – Leistungstext",
      "C – Menge",
      "D – (ohne Überschrift)",
    ]);
    // Without OZ and short text the map cannot be applied.
    fireEvent.click(screen.getByRole("button", { name: "Übernehmen" }));
    expect(jobs).toHaveLength(1);
    fireEvent.change(screen.getByLabelText("OZ"), { target: { value: "A" } });
    fireEvent.change(short, { target: { value: "B" } });
    fireEvent.change(screen.getByLabelText("Menge"), { target: { value: "C" } });
    fireEvent.click(screen.getByRole("button", { name: "Übernehmen" }));
    await waitFor(() => expect(jobs).toHaveLength(2));
    expect(jobs[1]?.job).toMatchObject({
      kind: "read",
      options: { lang: "de", sheet: "Rohbau", map: { oz: "A", short: "B", qty: "C" } },
    });

    await act(async () => jobs[1]?.answer({ ok: true, reading, issues: [], messages: [] }));
    expect(screen.getByTestId("import-kind").textContent).toBe("eine eigene Tabelle");
    expect(screen.getByTestId("import-counts").textContent).toBe("1 Abschnitt, 1 Position");
    const rows = screen.getByTestId("import-outline").querySelectorAll("tbody tr");
    expect([...rows].map((row) => row.textContent)).toEqual([
      "01Erdarbeiten",
      "01.0010Oberboden abtragen1.234,5m3",
    ]);
    // No prices in the sheet: no X84 to choose.
    expect(screen.queryByLabelText(/X84/)).toBeNull();
    expect((screen.getByLabelText(/X83/) as HTMLInputElement).checked).toBe(true);

    const created = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:x");
    fireEvent.change(screen.getByLabelText("Projektname (freiwillig)"), { target: { value: " Kita Süd " } });
    fireEvent.click(screen.getByRole("button", { name: "GAEB-Datei speichern" }));
    await waitFor(() => expect(jobs).toHaveLength(3));
    expect(jobs[2]?.job).toMatchObject({
      kind: "write",
      options: {
        lang: "de",
        phase: "83",
        sheet: "Rohbau",
        project: "Kita Süd",
        map: { oz: "A", short: "B", qty: "C" },
      },
    });
    await act(async () =>
      jobs[2]?.answer({ ok: true, bytes: new Uint8Array([60]), extension: "X83", issues: [], messages: [] }),
    );
    expect(created).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId("import-save-status").textContent).toBe("Rohbau.X83 wurde gespeichert.");
  });

  it("lists the sheet's columns in order: a guessed one said to be a guess, one left out said to be so (de, en)", async () => {
    const planner: ImportReading = {
      ...reading,
      columns: [
        { column: "oz", letter: "A", title: "Pos." },
        { column: "short", letter: "B", title: "Kurztext" },
        { column: "kind", letter: "C", title: "Bemerkung", guessed: true },
        { column: "qty", letter: "E", title: "Menge" },
      ],
      untaken: [
        { letter: "D", title: "Hinweis" },
        {
          letter: "F",
          title: "Hinweise des Planers zur Ausführung,\nzu Nachweisen und zu den beiliegenden Plänen",
        },
      ],
    };
    const rows = () =>
      [...screen.getByTestId("import-columns").querySelectorAll("tr")].map((row) =>
        [...row.children].map((cell) => cell.textContent).join(" | "),
      );
    await dropped("de", "Rohbau.xlsx", { ok: true, reading: planner, issues: [], messages: [] });
    expect(screen.getByRole("table", { name: "Spalten der Tabelle" })).toBeTruthy();
    expect(rows()).toEqual([
      "Spalte | Übernommen als",
      "A „Pos.“ | OZ",
      "B „Kurztext“ | Kurztext",
      "C „Bemerkung“ | Art (vermutet: die Spalte nennt Positionsarten)",
      "D „Hinweis“ | nicht übernommen",
      "E „Menge“ | Menge",
      "F „Hinweise des Planers zur Ausführung, zu…“ | nicht übernommen",
    ]);
    // The whole title, on one line, where it had to be shortened.
    expect(screen.getByRole("rowheader", { name: /^F / }).getAttribute("title")).toBe(
      "Hinweise des Planers zur Ausführung, zu Nachweisen und zu den beiliegenden Plänen",
    );
    cleanup();

    await dropped("en", "Rohbau.xlsx", { ok: true, reading: planner, issues: [], messages: [] });
    expect(screen.getByRole("table", { name: "Columns of the workbook" })).toBeTruthy();
    expect(rows()).toEqual([
      "Column | Taken as",
      "A “Pos.” | Item number",
      "B “Kurztext” | Short text",
      "C “Bemerkung” | Type (a guess: the column names item types)",
      "D “Hinweis” | not taken",
      "E “Menge” | Quantity",
      "F “Hinweise des Planers zur Ausführung, zu…” | not taken",
    ]);
  });

  it("offers the workbook's other sheets and shows the one chosen as chosen while it is read", async () => {
    const { jobs } = await dropped("de", "Lose.xlsx");
    await act(async () =>
      jobs[0]?.answer({ ok: true, reading, issues: [], messages: [], sheets: ["Deckblatt", "Rohbau"] }),
    );
    const other = screen.getByLabelText("Deckblatt") as HTMLInputElement;
    expect((screen.getByLabelText("Rohbau") as HTMLInputElement).checked).toBe(true);
    fireEvent.click(other);
    await waitFor(() => expect(jobs).toHaveLength(2));
    expect(jobs[1]?.job).toMatchObject({ kind: "read", options: { lang: "de", sheet: "Deckblatt" } });
    expect(other.checked).toBe(true);
  });

  it("shows the writer's errors as messages and saves nothing", async () => {
    const { jobs } = await dropped("en", "LV.xlsx", { ok: true, reading, issues: [], messages: [] });
    const created = vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:x");
    fireEvent.click(screen.getByRole("button", { name: "Save GAEB file" }));
    await waitFor(() => expect(jobs).toHaveLength(2));
    await act(async () =>
      jobs[1]?.answer({
        ok: false,
        issues: [{ code: "write_number_too_precise", severity: "error" }],
        messages: ["Item 01.0010: the quantity needs rounding."],
      }),
    );
    expect(created).not.toHaveBeenCalled();
    expect(screen.getByText("Item 01.0010: the quantity needs rounding.")).toBeTruthy();
    expect(screen.getByText("The GAEB file could not be written:")).toBeTruthy();
  });

  it("corrects the columns with every title of the header row, the current choice preselected", async () => {
    await dropped("de", "Rohbau.xlsx", { ok: true, reading, issues: [], messages: [] });
    fireEvent.click(screen.getByRole("button", { name: "Spalten ändern" }));
    const qty = screen.getByLabelText("Menge") as HTMLSelectElement;
    expect([...qty.options].map((option) => option.textContent)).toEqual([
      "nicht vorhanden",
      "A – Pos.",
      "B – Leistungstext",
      "C – Menge",
      "D – Bemerkung",
      "E – (ohne Überschrift)",
    ]);
    expect(qty.value).toBe("C");
    expect((screen.getByLabelText("Kurztext") as HTMLSelectElement).value).toBe("B");
    expect((screen.getByLabelText("Langtext") as HTMLSelectElement).value).toBe("");
  });

  it("keeps a refused mapping open with the choice just made, and reads again with the corrected one", async () => {
    const { jobs } = await dropped("de", "Rohbau.xlsx", { ok: true, reading, issues: [], messages: [] });
    fireEvent.click(screen.getByRole("button", { name: "Spalten ändern" }));
    fireEvent.change(screen.getByLabelText("EP"), { target: { value: "D" } });
    fireEvent.click(screen.getByRole("button", { name: "Übernehmen" }));
    await waitFor(() => expect(jobs).toHaveLength(2));
    await act(async () =>
      jobs[1]?.answer({
        ok: false,
        issues: [{ code: "import_number_invalid", severity: "error" }],
        messages: ["Zelle D4: „siehe Plan“ ist keine Zahl."],
      }),
    );
    expect(
      screen.getByRole("heading", { name: "Mit dieser Zuordnung lässt sich die Tabelle nicht lesen" }),
    ).toBeTruthy();
    expect(screen.getByText("Zelle D4: „siehe Plan“ ist keine Zahl.")).toBeTruthy();
    // The step the user was in is replaced: the focus moves to the refusal's heading.
    expect(document.activeElement?.textContent).toBe(
      "Mit dieser Zuordnung lässt sich die Tabelle nicht lesen",
    );
    const price = screen.getByLabelText("EP") as HTMLSelectElement;
    expect(price.value).toBe("D");
    expect((screen.getByLabelText("OZ") as HTMLSelectElement).value).toBe("A");
    expect([...price.options].map((option) => option.textContent)).toContain("D – Bemerkung");
    fireEvent.change(price, { target: { value: "" } });
    fireEvent.click(screen.getByRole("button", { name: "Übernehmen" }));
    await waitFor(() => expect(jobs).toHaveLength(3));
    expect(jobs[2]?.job).toMatchObject({ options: { map: { oz: "A", short: "B", qty: "C" } } });
    expect(jobs[2]?.job.kind === "read" && jobs[2].job.options.map?.price).toBeUndefined();
    await act(async () => jobs[2]?.answer({ ok: true, reading, issues: [], messages: [] }));
    expect(screen.getByTestId("import-outline")).toBeTruthy();
  });

  it("asks for the bidder only for an X84 and hands the name to the worker", async () => {
    const { jobs } = await dropped("en", "LV.xlsx");
    const priced: ImportReading = {
      ...reading,
      columns: [...reading.columns, { column: "price", letter: "E", title: "EP" }],
      summary: { sections: 1, items: 1, total: "123.45" },
    };
    await act(async () => jobs[0]?.answer({ ok: true, reading: priced, issues: [], messages: [] }));
    expect(screen.queryByLabelText("Bidder (company name)")).toBeNull();
    fireEvent.click(screen.getByLabelText(/X84/));
    fireEvent.change(screen.getByLabelText("Bidder (company name)"), {
      target: { value: " Muster Bau GmbH " },
    });
    vi.spyOn(URL, "createObjectURL").mockReturnValue("blob:x");
    fireEvent.click(screen.getByRole("button", { name: "Save GAEB file" }));
    await waitFor(() => expect(jobs).toHaveLength(2));
    expect(jobs[1]?.job).toMatchObject({
      kind: "write",
      options: { phase: "84", bidder: "Muster Bau GmbH" },
    });
    // Back to the request: the name stays out of it.
    fireEvent.click(screen.getByLabelText(/X83/));
    expect(screen.queryByLabelText("Bidder (company name)")).toBeNull();
  });
});

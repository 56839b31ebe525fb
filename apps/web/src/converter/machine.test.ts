import { describe, expect, it } from "vitest";
import {
  type ConverterAction,
  type ConverterState,
  converterReducer,
  initialConverterState,
  PROGRESS_CONVERTING,
  PROGRESS_DONE,
  PROGRESS_UPLOAD_START,
} from "./machine";

const file = new File(["<GAEB/>"], "lv.x83");

function run(...actions: ConverterAction[]): ConverterState {
  return actions.reduce(converterReducer, initialConverterState);
}

const ready: ConverterAction[] = [
  { type: "file-selected", file },
  { type: "terms-changed", accepted: true },
];

describe("converterReducer", () => {
  it("walks idle → uploading → converting → complete with the specified progress values", () => {
    let state = run(...ready, { type: "upload-started" });
    expect(state).toMatchObject({ stage: "uploading", progress: PROGRESS_UPLOAD_START });
    state = converterReducer(state, { type: "upload-progress", fraction: 0.5 });
    expect(state.progress).toBeGreaterThan(PROGRESS_UPLOAD_START);
    expect(state.progress).toBeLessThan(PROGRESS_CONVERTING);
    state = converterReducer(state, { type: "uploaded", fileKey: "k1", consentId: "c1" });
    expect(state).toMatchObject({
      stage: "converting",
      progress: PROGRESS_CONVERTING,
      fileKey: "k1",
      consentId: "c1",
    });
    state = converterReducer(state, { type: "converted", tokenId: "t1", excelFileName: "lv.xlsx" });
    expect(state).toMatchObject({ stage: "converting", progress: PROGRESS_DONE, tokenId: "t1" });
    state = converterReducer(state, { type: "completed" });
    expect(state.stage).toBe("complete");
  });

  it("never lets upload progress go backwards or reach 40 before the upload is confirmed", () => {
    let state = run(...ready, { type: "upload-started" }, { type: "upload-progress", fraction: 1 });
    expect(state.progress).toBe(PROGRESS_CONVERTING - 1);
    state = converterReducer(state, { type: "upload-progress", fraction: 0.2 });
    expect(state.progress).toBe(PROGRESS_CONVERTING - 1);
  });

  it("does not start without a file or without accepted terms", () => {
    expect(run({ type: "file-selected", file }, { type: "upload-started" }).stage).toBe("idle");
    expect(run({ type: "terms-changed", accepted: true }, { type: "upload-started" }).stage).toBe("idle");
  });

  it("returns to idle on failure and clears key, token and name but keeps the file", () => {
    const state = run(
      ...ready,
      { type: "upload-started" },
      { type: "uploaded", fileKey: "k1", consentId: null },
      { type: "failed", error: "Konvertierung fehlgeschlagen: kaputt" },
    );
    expect(state).toMatchObject({
      stage: "idle",
      progress: 0,
      fileKey: null,
      tokenId: null,
      excelFileName: null,
      error: "Konvertierung fehlgeschlagen: kaputt",
      selected: { name: "lv.x83" },
    });
  });

  it("choosing a new file clears the error and both consents", () => {
    const state = run(
      ...ready,
      { type: "data-processing-changed", accepted: true },
      { type: "file-rejected", error: "x" },
      { type: "file-selected", file },
    );
    expect(state).toMatchObject({ error: null, termsAccepted: false, dataProcessingAccepted: false });
  });

  it("reset clears everything", () => {
    const state = run(
      ...ready,
      { type: "upload-started" },
      { type: "uploaded", fileKey: "k", consentId: "c" },
      { type: "converted", tokenId: "t", excelFileName: "a.xlsx" },
      { type: "completed" },
      { type: "reset" },
    );
    expect(state).toEqual(initialConverterState);
  });

  it("ignores file choices and consent changes while busy", () => {
    const busy = run(...ready, { type: "upload-started" });
    expect(converterReducer(busy, { type: "file-selected", file: new File(["x"], "b.x84") })).toBe(busy);
    expect(converterReducer(busy, { type: "terms-changed", accepted: false })).toBe(busy);
  });
});

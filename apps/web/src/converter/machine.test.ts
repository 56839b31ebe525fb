import { describe, expect, it } from "vitest";
import { converterReducer, initialConverterState, MAX_FILES } from "./machine";
import type { ChosenFile } from "./service";

const chosen = (name: string): ChosenFile => ({ file: new File(["x"], name), name, size: 1 });

describe("converterReducer", () => {
  it("keeps at most ten files and starts only with files and accepted terms", () => {
    let state = converterReducer(initialConverterState, {
      type: "files-added",
      files: Array.from({ length: MAX_FILES + 2 }, (_, i) => chosen(`f${i}.x83`)),
      error: null,
    });
    expect(state.files).toHaveLength(MAX_FILES);
    expect(converterReducer(state, { type: "started", where: "device" }).stage).toBe("idle");
    state = converterReducer(state, { type: "terms-changed", accepted: true });
    state = converterReducer(state, { type: "started", where: "server" });
    expect([state.stage, state.where, state.progress]).toEqual(["working", "server", 10]);
    state = converterReducer(state, { type: "progress", percent: 30 });
    state = converterReducer(state, { type: "progress", percent: 20 });
    expect(state.progress).toBe(30);
  });

  it("shows the result only after it arrived, and returns to idle with the error on failure", () => {
    let state = converterReducer(
      { ...initialConverterState, files: [chosen("a.x83")], termsAccepted: true },
      { type: "started", where: "device" },
    );
    expect(converterReducer(state, { type: "completed" }).stage).toBe("working");
    state = converterReducer(state, {
      type: "converted",
      result: { where: "device", excelFileName: "a.xlsx", sheets: [], notes: [] },
    });
    expect(converterReducer(state, { type: "completed" }).stage).toBe("complete");
    const failed = converterReducer(state, { type: "failed", error: "kaputt" });
    expect([failed.stage, failed.error, failed.files.length]).toEqual(["idle", "kaputt", 1]);
  });

  it("comes back idle with the drop zone and the last result below it, until a new conversion or the server's word", () => {
    const last = {
      where: "server" as const,
      tokenId: "t",
      excelFileName: "a.xlsx",
      expiresAt: "2099-01-01T00:00:00Z",
      sheets: [],
      notes: [],
    };
    const back = converterReducer(initialConverterState, { type: "restored", outcome: last });
    expect([back.stage, back.restored, back.result?.tokenId]).toEqual(["idle", true, "t"]);
    // Files may be chosen with the last result on screen; starting replaces it.
    let next = converterReducer(back, { type: "files-added", files: [chosen("b.x83")], error: null });
    expect(next.result?.tokenId).toBe("t");
    next = converterReducer({ ...next, termsAccepted: true }, { type: "started", where: "device" });
    expect([next.stage, next.result, next.restored]).toEqual(["working", null, false]);
    // The server says the files are gone: only the drop zone stays.
    const gone = converterReducer(back, { type: "restored-gone" });
    expect([gone.stage, gone.result]).toEqual(["idle", null]);
    expect(converterReducer(back, { type: "result-error", error: "x" }).resultError).toBe("x");
    expect(converterReducer(back, { type: "deleted" }).stage).toBe("deleted");
  });
});

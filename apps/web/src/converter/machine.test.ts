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

  it("restores a remembered server result, or says an on-device one is gone", () => {
    const server = converterReducer(initialConverterState, {
      type: "restored",
      remembered: {
        where: "server",
        tokenId: "t",
        excelFileName: "a.xlsx",
        expiresAt: "2099-01-01T00:00:00Z",
        sheets: [],
        notes: [],
      },
    });
    expect([server.stage, server.result?.tokenId]).toEqual(["complete", "t"]);
    const gone = converterReducer(initialConverterState, {
      type: "restored",
      remembered: { where: "device", fileNames: ["a.x83"] },
    });
    expect([gone.stage, gone.goneNames]).toEqual(["gone", ["a.x83"]]);
    expect(converterReducer({ ...server }, { type: "deleted" }).stage).toBe("deleted");
  });
});

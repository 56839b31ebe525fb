import { describe, expect, it } from "vitest";
import { kindOf } from "../src/import/kinds.js";

/** The kind words planners write, in full and abbreviated (issue 34, point 1). */
describe("planners' kind words", () => {
  it.each([
    ["BP", { provisional: "withoutTotal" }],
    ["BP mit GB", { provisional: "withTotal" }],
    ["EvP", { provisional: "withoutTotal" }],
    ["Eventualposition ohne GB", { provisional: "withoutTotal" }],
    ["Bedarfsposition mit Gesamtbetrag", { provisional: "withTotal" }],
    ["Provisional item with total", { provisional: "withTotal" }],
    ["StL", { hourly: true }],
    ["Regie", { hourly: true }],
    ["Daywork", { hourly: true }],
    ["entf.", { notApplicable: true }],
    ["Omitted", { notApplicable: true }],
    ["Zulage", {}],
  ])("reads %s", (word, flags) => {
    const { kind, unknown } = kindOf(word);
    expect(unknown).toEqual([]);
    expect(kind).toMatchObject({ row: "item", flags });
  });

  it.each([
    ["WP", "alternative", undefined, undefined],
    ["AP", "alternative", undefined, undefined],
    ["Grundpos.", "base", undefined, undefined],
    ["Wahlposition Gruppe 1 Nr. 2", "alternative", "1", "2"],
    ["Grundposition Gr. 3", "base", "3", undefined],
    ["Wahlposition (Gruppe 4, Nr. 1)", "alternative", "4", "1"],
  ])("reads %s as a %s with its group", (word, role, group, serial) => {
    const { kind, unknown } = kindOf(word);
    expect(unknown).toEqual([]);
    expect(kind.row === "item" ? kind.group : undefined).toEqual({
      role,
      ...(group ? { group } : {}),
      ...(serial ? { serial } : {}),
    });
  });
});

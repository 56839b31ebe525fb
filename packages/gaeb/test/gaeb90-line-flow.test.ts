import { describe, expect, it } from "vitest";
import { readGaeb } from "../src/convert.js";
import { flowLines, wrapWidth } from "../src/gaeb90/line-flow.js";
import type { Entry } from "../src/model.js";
import { PLAIN_LABELS, renderPlain } from "../src/text/plain.js";
import { corpusFiles, requireCorpus } from "./support/corpus.js";

const flowed = (lines: string[], width = wrapWidth([lines])) =>
  renderPlain(flowLines(lines, width), PLAIN_LABELS);

describe("GAEB 90 long texts: the program's wrapping undone, the author's line ends kept", () => {
  it("joins lines the program wrapped at its width (the next word would not have fitted)", () => {
    // Lines of Dangl's GAEB 90 export, wrapped at 55 columns; the DA XML twin holds one paragraph.
    const lines = [
      "Project Information",
      "This is a small sample project to illustrate the usage",
      "of the GAEB converter at https://blog.dangl.me",
    ];
    expect(wrapWidth([lines])).toBe(54);
    expect(flowed(lines, 55)).toBe(
      "Project Information\nThis is a small sample project to illustrate the usage of the GAEB converter at https://blog.dangl.me",
    );
  });

  it("keeps short lines, blank lines, hyphenated ends, list entries and aligned columns as they are", () => {
    const width = 55;
    const lines = [
      "Filling of excavated building pit with proper material",
      "",
      "Gehwegplatten aus Beton, 30 cm x 30 cm x 4 cm, Bau-",
      "und Möbeltischler nach Wahl des AN",
      "Einzelpreis je Stück 500,-",
      "Ausführung wie folgt, mit allen Nebenleistungen nach",
      "- Schicht 1: Sand 0/2, Dicke 4 cm, verdichtet und eben",
      "Länge      2,00 m     Breite     1,50 m    Höhe   0,40 m",
      "Dicke 4 cm",
    ];
    expect(flowed(lines, width)).toBe(lines.join("\n"));
  });

  it("keeps every line end of a file whose lines are all short: it was not wrapped", () => {
    const lines = ["Baustellenadresse:", "Hindenburgstraße 27", "88348 Bad Saulgau"];
    expect(wrapWidth([lines])).toBe(0);
    expect(flowed(lines)).toBe(lines.join("\n"));
  });

  it("judges each wrap by the printed line before it, not by the paragraph joined so far", () => {
    const lines = [
      "Teilnahme des Projektleiters an einem ganztägigen",
      "Ortstermin zur Bauanlaufberatung.",
      "Dauer:",
      "ein Tag",
    ];
    expect(flowed(lines, 52)).toBe(
      "Teilnahme des Projektleiters an einem ganztägigen Ortstermin zur Bauanlaufberatung.\nDauer:\nein Tag",
    );
  });

  it("runs a word split at a hyphen on without a blank, the hyphen kept", () => {
    const lines = [
      "Abdichtung mit Bahnen aus Kunst-",
      "stoff, Anstrich 3-",
      "facher Auftrag, Bau-",
      "oder Möbeltischler",
    ];
    // Whether or not the program wrapped at its width: a line does not end in the middle of a word by hand.
    for (const width of [0, 33, 60])
      expect(flowed(lines, width), String(width)).toBe(
        "Abdichtung mit Bahnen aus Kunst-stoff, Anstrich 3-facher Auftrag, Bau-\noder Möbeltischler",
      );
    expect(flowed(["Messpunkt- und Elektroden-", "- abstand"], 30)).toBe(
      "Messpunkt- und Elektroden-\n- abstand",
    );
  });
});

const available = requireCorpus("GAEB 90 hyphenated line ends");

describe.runIf(available)("GAEB 90 hyphenated line ends in a real file", () => {
  it('LV_Los01.D83 reads "Elektroden-" / "abstand" as one word, not "Elektroden- abstand"', () => {
    const file = corpusFiles().find((f) => f.path === "real-world/LV_Los01.D83");
    if (!file) throw new Error("missing LV_Los01.D83");
    const result = readGaeb({ name: file.name, bytes: file.bytes });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    const texts: string[] = [];
    const visit = (entries: readonly Entry[]): void => {
      for (const e of entries)
        if (e.kind === "section") visit(e.children);
        else texts.push(renderPlain(e.longText, PLAIN_LABELS));
    };
    visit(result.value.boq?.body ?? []);
    const text = texts.find((t) => t.includes("Multielektrodenmessung")) ?? "";
    expect(text).toContain("mit Messpunkt- und Elektroden-abstand von maximal 2,00 m.");
    // A hyphen inside a printed line is the file's own ("erforder- lich" as iTWO wrote it): left as it is.
    expect(texts.join("\n")).toContain("Leistungen erforder- lich sind");
  });
});

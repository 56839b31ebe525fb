import { describe, expect, it } from "vitest";
import { flowLines, wrapWidth } from "../src/gaeb90/line-flow.js";
import { PLAIN_LABELS, renderPlain } from "../src/text/plain.js";

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
});

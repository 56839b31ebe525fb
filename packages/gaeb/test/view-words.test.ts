import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { readGaeb } from "../src/convert.js";
import { type LvView, PHASES, viewGaeb } from "../src/index.js";
import type { Locale } from "../src/issues.js";
import { formatIssue } from "../src/messages/index.js";
import { corpusFiles, requireCorpus } from "./support/corpus.js";
import { mutate } from "./support/mutations.js";

const available = requireCorpus("view words suite");
const files = available ? corpusFiles().filter((f) => readGaeb({ name: f.name, bytes: f.bytes }).ok) : [];
const FIXTURES = join(import.meta.dirname, "fixtures", "item-kinds");
const fixture = (name: string) => ({ name, bytes: new Uint8Array(readFileSync(join(FIXTURES, name))) });

function viewOf(file: { name: string; bytes: Uint8Array }, lang: Locale): LvView {
  const result = viewGaeb(file, { lang });
  if (!result.ok) throw new Error(`${file.name}: ${JSON.stringify(result.issues)}`);
  return result.view;
}

/** Every word the view shows beside the file's own texts: labels of facts, kinds, levels and totals. */
function shownWords(view: LvView): string[] {
  return [
    view.file.phaseLabel,
    view.file.generation,
    ...view.facts.flatMap((fact) => [fact.label, fact.value]),
    ...view.rows.flatMap((row) => {
      if (row.kind === "item" || row.kind === "markupItem") return row.labels;
      if (row.kind === "sectionStart") return [row.levelLabel, ...row.labels];
      if (row.kind === "sectionEnd") return row.adjustments.map((line) => line.label);
      return [];
    }),
    ...view.totals.map((line) => line.label),
  ];
}

/** GAEB's codes and element names as a file writes them: none may reach the reader. */
const RAW_CODES =
  /\b(Provis|withTotal|withoutTotal|WithTotal|WithoutTotal|IdentAsMark|AllInCat|ListInSubQty|ALNGroupNo|ALNSerNo|NotAppl|LumpSumItem|HourIt|OpenProc|ClosedProc|OpenCall|NegCont|Recog|Approved|ContrNo|AwardNo|DPNo|SubmDate|WarrDur|WarrUnit|CONo|COStatus|InvoiceHeader|PaymentMade)\b/;

describe("viewGaeb words: German and English, never raw codes", () => {
  it("names every phase in words with its file type, differently in German and English", () => {
    const phases = new Map<string, Record<Locale, string>>();
    for (const file of [...files, fixture("lv.x83"), fixture("lv.p86"), fixture("lv.d83")]) {
      const [de, en] = (["de", "en"] as const).map((lang) => viewOf(file, lang).file.phaseLabel);
      const { phase } = viewOf(file, "de").file;
      expect(de, file.name).toMatch(new RegExp(`^\\p{L}[\\p{L} ]+ \\([XPD]${phase}\\)$`, "u"));
      expect(en, file.name).toMatch(new RegExp(`^[A-Z][a-z ]+ \\([XPD]${phase}\\)$`));
      expect(de).not.toBe(en);
      phases.set(phase, { de: de as string, en: en as string });
    }
    expect(phases.get("83")?.de).toMatch(/^Angebotsaufforderung \([XPD]83\)$/);
    expect(phases.get("83")?.en).toMatch(/^Request for tender \([XPD]83\)$/);
    expect(viewOf(fixture("lv.x83"), "de").file.phaseLabel).toBe("Angebotsaufforderung (X83)");
    expect(viewOf(fixture("lv.p86"), "en").file.phaseLabel).toBe("Contract award (P86)");
    expect(phases.get("86")?.de).toMatch(/^Auftragserteilung \([XP]86\)$/);
    expect([...phases.keys()].every((phase) => (PHASES as readonly string[]).includes(phase))).toBe(true);
    expect(phases.size).toBeGreaterThanOrEqual(8);
  });

  it("says every item kind in the reader's language, with what GAEB does not sum set apart", () => {
    const labelsOf = (lang: Locale) =>
      viewOf(fixture("lv.x86"), lang).rows.flatMap((row) =>
        row.kind === "item" ? [[row.oz, row.mainKind, row.labels.join(", "), row.counts]] : [],
      );
    expect(labelsOf("de")).toEqual([
      ["01.0010", "normal", "Normalposition", true],
      ["01.0020", "normal", "Normalposition", true],
      ["01.0030", "provisional", "Bedarfsposition ohne GB", false],
      ["01.0040", "provisionalWithTotal", "Bedarfsposition mit GB", true],
      ["01.0050", "base", "Grundposition (Gruppe 1)", true],
      ["01.0060", "alternative", "Alternativposition (Gruppe 1, Nr. 1)", false],
      ["01.0070", "alternative", "Alternativposition (Gruppe 1, Nr. 2)", false],
      ["02.0010", "normal", "Normalposition", true],
      ["02.0020", "hourly", "Stundenlohnposition", true],
      ["02.0030", "lumpSum", "Pauschalposition", true],
      ["02.0040", "notApplicable", "Normalposition, entfällt", false],
      ["02.0050", "normal", "Normalposition", true],
    ]);
    const en = labelsOf("en").map(([oz, , labels]) => [oz, labels]);
    expect(en.slice(2, 7)).toEqual([
      ["01.0030", "Optional item without total"],
      ["01.0040", "Optional item with total"],
      ["01.0050", "Base item (group 1)"],
      ["01.0060", "Alternative item (group 1, no. 1)"],
      ["01.0070", "Alternative item (group 1, no. 2)"],
    ]);
    expect(en.slice(8, 11)).toEqual([
      ["02.0020", "Hourly-work item"],
      ["02.0030", "Lump-sum item"],
      ["02.0040", "Normal item, Not applicable"],
    ]);
    const view = viewOf(fixture("lv.x86"), "de");
    expect(view.rows.find((row) => row.kind === "item" && row.oz === "02.0050")).toMatchObject({
      reference: "Bezug zu 1",
    });
    expect(view.sections.map((s) => s.levelLabel)).toEqual(["Titel", "Titel"]);
    expect(viewOf(fixture("lv.x86"), "en").sections.map((s) => s.levelLabel)).toEqual(["Title", "Title"]);
  });

  it.each(files.map((f) => [f.path, f] as const))("%s: facts, kinds and totals in words", (_, file) => {
    for (const lang of ["de", "en"] as const) {
      const view = viewOf(file, lang);
      for (const word of shownWords(view)) {
        expect(word.trim(), file.name).not.toBe("");
        expect(word, `${file.name} (${lang})`).not.toMatch(RAW_CODES);
        // A code alone (a phase "83", a bare element name) is no word.
        expect(word, `${file.name} (${lang})`).not.toMatch(/^(\d\d|\d\dB|[A-Z][a-z]+[A-Z][A-Za-z]*)$/);
      }
      const phase = view.facts.find((fact) => fact.group === "file" && fact.value === view.file.phaseLabel);
      expect(phase?.label).toBe(lang === "de" ? "Datenart" : "Phase");
    }
  });
});

describe("viewGaeb on what is no GAEB file", () => {
  const refused = (file: unknown, lang: Locale = "de") => {
    const result = viewGaeb(file as { name: string; bytes: Uint8Array }, { lang });
    expect(result.ok).toBe(false);
    return result.issues;
  };

  it("refuses text, other XML, an empty file and wrong arguments with the readers' issue, in both languages", () => {
    const text = refused({ name: "notes.txt", bytes: new TextEncoder().encode("Hallo, das ist kein LV.") });
    expect(text.map((i) => [i.code, i.severity, i.file])).toEqual([["not_xml", "error", "notes.txt"]]);
    const xml = refused({
      name: "pom.xml",
      bytes: new TextEncoder().encode("<?xml version='1.0'?><project/>"),
    });
    expect(xml.map((i) => i.code)).toEqual(["not_gaeb"]);
    expect(formatIssue(xml[0] as (typeof xml)[0], "en")).toMatch(/GAEB/);
    expect(refused({ name: "leer.x83", bytes: new Uint8Array() }).map((i) => i.code)).toEqual(["file_empty"]);
    expect(refused({ name: "x.x83", bytes: "text" }).map((i) => i.code)).toEqual(["input_invalid"]);
    expect(refused(null).map((i) => i.code)).toEqual(["input_invalid"]);
    expect(refused(fixture("lv.x83"), "fr" as Locale).map((i) => i.code)).toEqual(["input_invalid"]);
  });

  it("never throws on damaged corpus files: a view or the reader's located error", () => {
    const outcomes = { viewed: 0, refused: 0 };
    for (const [i, file] of files.slice(0, 40).entries()) {
      const damaged = mutate(file.bytes, 20261125 + i).bytes;
      const result = viewGaeb({ name: file.name, bytes: damaged }, { lang: "de" });
      if (result.ok) outcomes.viewed += 1;
      else {
        outcomes.refused += 1;
        expect(result.issues.some((issue) => issue.severity === "error")).toBe(true);
        expect(result.issues.map((issue) => issue.code)).not.toContain("internal_error");
      }
    }
    expect(outcomes.viewed + outcomes.refused).toBe(40);
  });
});

import type { Alignment } from "../model.js";
import type { Emphasis } from "../text/runs.js";
import type { XmlElement } from "./tree.js";

/*
 * Emphasis in GAEB's XHTML-like text. The schema's way is a `style` attribute on `span`, `p` or `div`
 * (`font-weight:bold;font-style:italic;text-decoration:underline`), which every certified program writes; HTML's own
 * elements (`b`, `strong`, `i`, `em`, `u`, `s`) turn up from text editors and are read as well. An inner element's
 * style overrides its parent's (`font-weight:normal` inside a bold paragraph is plain). Raised and lowered text
 * (`vertical-align:super|sub`, `sup`, `sub`) counts as emphasis too: "m2" must stay m².
 */

type Marks = Emphasis;

/** What an element or style changes; `script: "baseline"` ends a raised or lowered run. */
type Changes = { -readonly [K in Exclude<keyof Marks, "script">]?: boolean } & {
  script?: "super" | "sub" | "baseline";
};

const ELEMENT_MARKS: ReadonlyMap<string, Changes> = new Map<string, Changes>([
  ["b", { bold: true }],
  ["strong", { bold: true }],
  ["i", { italic: true }],
  ["em", { italic: true }],
  ["u", { underline: true }],
  ["s", { strike: true }],
  ["strike", { strike: true }],
  ["del", { strike: true }],
  ["sup", { script: "super" }],
  ["sub", { script: "sub" }],
]);

/** Whether an element carries emphasis by its name alone (`b`, `em`, `sup` …). */
export function isEmphasisElement(name: string): boolean {
  return ELEMENT_MARKS.has(name);
}

/** `font-weight: bold | bolder | 600…900` is bold; `normal | lighter | 100…500` is not. */
function weight(value: string): boolean | undefined {
  if (value === "bold" || value === "bolder") return true;
  if (value === "normal" || value === "lighter") return false;
  const number = Number(value);
  return Number.isFinite(number) && number > 0 ? number >= 600 : undefined;
}

/**
 * Files repeat a handful of style attributes thousands of times (every span of a program's output has the same
 * font declarations), so each distinct one is read once. Bounded: a file of ever new styles only refills it.
 */
const STYLE_CACHE = new Map<string, Changes>();
const STYLE_CACHE_SIZE = 256;

function cachedStyleMarks(style: string): Changes {
  let marks = STYLE_CACHE.get(style);
  if (marks === undefined) {
    if (STYLE_CACHE.size >= STYLE_CACHE_SIZE) STYLE_CACHE.clear();
    marks = styleMarks(style);
    STYLE_CACHE.set(style, marks);
  }
  return marks;
}

/** What a `style` attribute says about emphasis; properties it does not name stay undefined. */
function styleMarks(style: string): Changes {
  const marks: Changes = {};
  // A style attribute of a real file is short; a huge one is read only as far as emphasis can sensibly be stated.
  for (const declaration of style.slice(0, 4096).split(";")) {
    const colon = declaration.indexOf(":");
    if (colon < 0) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration
      .slice(colon + 1)
      .replace(/!important/i, "")
      .trim()
      .toLowerCase();
    if (property === "font-weight") {
      const bold = weight(value);
      if (bold !== undefined) marks.bold = bold;
    } else if (property === "font-style") {
      marks.italic = value === "italic" || value === "oblique";
    } else if (property === "text-decoration" || property === "text-decoration-line") {
      // Programs write two declarations for both lines ("text-decoration:underline;text-decoration:line-through",
      // BVBS test file): within one attribute they add up, as the writer meant, rather than the last one winning.
      const none = value === "none";
      marks.underline = !none && (marks.underline === true || value.includes("underline"));
      marks.strike = !none && (marks.strike === true || value.includes("line-through"));
    } else if (property === "vertical-align") {
      // top, middle and the like place table cell content; only these three are about the text itself.
      if (value === "super" || value === "sub" || value === "baseline") marks.script = value;
    } else if (property === "font") {
      // The shorthand names weight and style among size and family ("bold italic 10pt Arial").
      const words = value.split(/\s+/);
      marks.bold = words.some((word) => weight(word) === true);
      marks.italic = words.includes("italic") || words.includes("oblique");
    }
  }
  return marks;
}

/** The emphasis inside an element, given the emphasis around it; the same object when the element changes nothing. */
export function marksOf(element: XmlElement, outer: Marks): Marks {
  const byElement = ELEMENT_MARKS.get(element.name);
  const style = element.attributes.style;
  if (!byElement && !style) return outer;
  const changes = { ...byElement, ...(style ? cachedStyleMarks(style) : {}) };
  const next: Marks = {
    bold: changes.bold ?? outer.bold,
    italic: changes.italic ?? outer.italic,
    underline: changes.underline ?? outer.underline,
    strike: changes.strike ?? outer.strike,
    script:
      changes.script === undefined
        ? outer.script
        : changes.script === "baseline"
          ? undefined
          : changes.script,
  };
  const same =
    next.bold === outer.bold &&
    next.italic === outer.italic &&
    next.underline === outer.underline &&
    next.strike === outer.strike &&
    next.script === outer.script;
  return same ? outer : next;
}

/** A paragraph's or table cell's `text-align`, when it is other than left. */
export function alignOf(element: XmlElement): Alignment | undefined {
  const style = element.attributes.style ?? "";
  const found = /(?:^|;)\s*text-align\s*:\s*(center|right|justify)\b/i.exec(style.slice(0, 4096));
  return found ? (found[1]?.toLowerCase() as Alignment) : undefined;
}

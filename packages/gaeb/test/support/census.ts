import { SaxesParser } from "saxes";
import { childOrder, type SchemaType } from "../../src/gaeb-xml-writer/schema-order.js";
import type { Issue } from "../../src/issues.js";
import type { Phase } from "../../src/model.js";

/**
 * The element census of issue 31: every element path of a GAEB DA XML file (names from the root, no positions),
 * so that an input's paths can be compared with those of what the writer made of it.
 */
export interface Census {
  /** Every path that holds something: text, an attribute, or a child element that does. */
  paths: Set<string>;
  /** The trimmed texts of each leaf path, to tell a flag's "No" from a statement. */
  values: Map<string, Set<string>>;
}

/**
 * Texts are compared by content in the model (`gaeb-writer-corpus.test.ts` reads the output back field by field),
 * not by their markup: the writer writes paragraphs and emphasis in one canonical form. So a path ends at the
 * element that holds a text.
 */
const TEXT_HOLDERS = new Set([
  "Text",
  "TextOutlTxt",
  "DetailAddText",
  "OutlineAddText",
  "ComplCaption",
  "ComplBody",
  "ComplTail",
  "LblTx",
  "BidComm",
  "Descrip",
  "COReas",
]);

/** Forms the writer writes differently with the same content; each mapping says why. */
function normalize(path: string): string {
  return (
    path
      // An LV's depth is not a path of its own: categories nest as deep as the LV does.
      .replace(/(\/BoQBody\/BoQCtgy)+/g, "/BoQBody/BoQCtgy")
      // A text complement between two `Text` parts is written inside the text, where `tgText` also allows it.
      .replace(/\/DetailTxt\/TextComplement(\/[^/]+)*$/, "/DetailTxt/Text")
      // `Description` holds its texts directly or in `CompleteText` (the schema's choice): written the second way.
      .replace(/\/Description\/(OutlineText|DetailTxt)/, "/Description/CompleteText/$1")
      // Name lines are written without the gaps an input leaves (Name1, Name4 become Name1, Name2).
      .replace(/\/Address\/Name[2-4]$/, "/Address/Name2-4")
  );
}

export function census(text: string): Census {
  const parser = new SaxesParser({ xmlns: false });
  const stack: Array<{ path: string; holds: boolean; text: string; cut: boolean }> = [];
  const found: Census = { paths: new Set(), values: new Map() };
  parser.on("opentag", (tag) => {
    const parent = stack.at(-1);
    const name = tag.name.replace(/^[^:]*:/, "");
    const cut = parent?.cut === true || TEXT_HOLDERS.has(parent?.path.split("/").at(-1) ?? "");
    const path = cut ? (parent?.path ?? name) : normalize(parent ? `${parent.path}/${name}` : name);
    stack.push({ path, holds: Object.keys(tag.attributes).length > 0, text: "", cut });
  });
  parser.on("text", (value) => {
    const top = stack.at(-1);
    if (top && value.trim() !== "") {
      top.holds = true;
      top.text += value;
    }
  });
  parser.on("closetag", () => {
    const top = stack.pop();
    if (!top?.holds) return;
    // An element holds something when it has text or an attribute, or a child that does: an empty chain
    // (`<Description><CompleteText><DetailTxt/></CompleteText></Description>`) states nothing.
    const parent = stack.at(-1);
    if (parent) parent.holds = true;
    if (top.cut) return;
    found.paths.add(top.path);
    const value = top.text.trim();
    if (value === "") return;
    const values = found.values.get(top.path) ?? new Set();
    values.add(value);
    found.values.set(top.path, values);
  });
  parser.write(text).close();
  return found;
}

const SCHEMA_TYPES = new Set<string>([
  "Award",
  "Invoice",
  "AwardInfo",
  "OWN",
  "CTR",
  "PrjInfo",
  "BoQInfo",
  "BoQCtgy",
  "Item",
  "SubDescr",
  "MarkupItem",
  "Remark",
  "PerfDescr",
  "Address",
  "Totals",
  "COInfo",
  "CompleteText",
  "Description",
  "OutlineText",
]);

/** Why a path of the input is missing from the output, for one file; undefined when nothing explains it. */
export function explain(
  path: string,
  input: Census,
  phase: Phase,
  issues: readonly Issue[],
): string | undefined {
  const names = path.split("/");
  const name = names.at(-1) ?? "";
  const parent = names.at(-2) ?? "";
  if (parent === "GAEBInfo") return "GAEBInfo describes the program that wrote the file: gaeb2xlsx";
  const values = input.values.get(path);
  if (values && [...values].every((value) => value === "No"))
    return 'a flag "No" is the schema\'s default: leaving it out says the same';
  if (name === "NoUPComps" && values && [...values].every((value) => value === "0"))
    return "no price components: the written file names none either";
  const noted = issues.some(
    (issue) => issue.params?.element === name || issue.params?.element === `${parent}/${name}`,
  );
  if (SCHEMA_TYPES.has(parent) && noted && !childOrder(parent as SchemaType, phase)?.position.has(name))
    return `the ${phase} schema's <${parent}> has no place for it; the writer names it in a note`;
  if (noted && issues.some((issue) => issue.code === "write_kept_invalid" && issue.params?.element === name))
    return "it does not match the 3.3 schema here; the writer names it in a note";
  if (
    phase === "84" &&
    names.includes("Description") &&
    issues.some((issue) => /^(DetailTxt|OutlineText|OutlTxt)$/.test(String(issue.params?.element)))
  )
    return "an offer (84) returns of a description only the bidder's text complements; the writer names what it leaves out";
  if (name === "TotalNetUpComp")
    return "the totals per price component add up the items' components, which the written file carries";
  return undefined;
}

/** The paths of `input` missing from `output`, each with its reason; descendants of an explained path share it. */
export function losses(
  input: Census,
  output: Census,
  phase: Phase,
  issues: readonly Issue[],
): Array<{ path: string; reason: string | undefined }> {
  const lost = [...input.paths].filter((path) => !output.paths.has(path)).sort();
  const reasons = new Map<string, string | undefined>();
  for (const path of lost) {
    const ancestor = [...reasons].find(([other, reason]) => reason && path.startsWith(`${other}/`));
    reasons.set(path, ancestor?.[1] ?? explain(path, input, phase, issues));
  }
  // A part whose every lost descendant is explained (an award info that held only dropped facts) is explained too.
  for (const path of [...lost].reverse()) {
    if (reasons.get(path)) continue;
    const below = lost.filter((other) => other.startsWith(`${path}/`));
    if (below.length > 0 && below.every((other) => reasons.get(other)))
      reasons.set(path, "everything it held is explained below it");
  }
  return lost.map((path) => ({ path, reason: reasons.get(path) }));
}

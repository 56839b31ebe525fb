import type { EvaluationData } from "gaeb2xlsx";
import type { EvaluationTexts } from "../../../content/evaluation";

type Group = EvaluationData["groups"][number];
type Option = Group["options"][number];

/** OZ a text names at most before it says how many more: a label stays one line. */
const LISTED = 10;

/** A list of OZ as a reader takes it in: "01.0010, 01.0020 und 3 weitere". */
export function ozList(ozs: readonly string[], more: (count: number) => string): string {
  const shown = ozs.slice(0, LISTED).join(", ");
  return ozs.length > LISTED ? `${shown} ${more(ozs.length - LISTED)}` : shown;
}

/** The OZ of an option as a range: one OZ, or the first and the last ("1.10.20.0010 bis 1.10.20.0013"). */
export function ozRange(ozs: readonly string[], texts: EvaluationTexts): string {
  if (ozs.length <= 1) return ozs[0] ?? "";
  return `${ozs[0]} ${texts.through} ${ozs[ozs.length - 1]}`;
}

/** A title's first line: the request may break a short text over several. */
const firstLine = (title: string) => title.split("\n")[0]?.trim() ?? "";

/** An option in the office's words: "Wahlposition 1.10.20.0020 bis 1.10.20.0022: Schacht 1000 mm". */
export function optionName(option: Option, texts: EvaluationTexts): string {
  const kind = option.serial === 0 ? texts.base : texts.alternative;
  if (option.oz.length === 0) return `${kind} (${texts.noBase})`;
  const title = firstLine(option.title);
  return `${kind} ${ozRange(option.oz, texts)}${title ? `: ${title}` : ""}`;
}

/** What a group is called on the page: by its base, or where the request names none, by its first alternative. */
export function groupName(group: Group, texts: EvaluationTexts): string {
  const [first, second] = group.options;
  const named = first && first.oz.length > 0 ? first : (second ?? first);
  if (!named) return "";
  const title = firstLine(named.title);
  return `${ozRange(named.oz, texts)}${title ? ` (${title})` : ""}`;
}

/** The options chosen, named: only the groups where something other than the base is taken; null where none is. */
export function chosenOptions(
  groups: readonly Group[],
  alternatives: Readonly<Record<string, number>>,
  texts: EvaluationTexts,
): string[] | null {
  const named = groups.flatMap((group) => {
    const serial = alternatives[group.group] ?? 0;
    const option = group.options.find((candidate) => candidate.serial === serial);
    return serial === 0 || !option ? [] : [optionName(option, texts)];
  });
  return named.length > 0 ? named : null;
}

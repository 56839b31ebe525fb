import type { DescriptionPart, RichText } from "../model.js";

/**
 * The long text of an execution description with several descriptions, as the model shows it: each one's long text,
 * or its short text as a paragraph where it has no long text; one without any text adds nothing (the model holds no
 * empty runs, which a writer would have to drop and a reader would not give back).
 */
export function joinedDescriptions(parts: readonly DescriptionPart[]): RichText {
  return parts.flatMap((part): RichText => {
    if (part.longText.length > 0) return part.longText;
    return part.shortText === ""
      ? []
      : [{ type: "paragraph", inlines: [{ type: "text", text: part.shortText }] }];
  });
}

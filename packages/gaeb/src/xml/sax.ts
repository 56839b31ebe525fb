import { SaxesParser } from "saxes";
import { GaebError } from "../issues.js";
import { quoted } from "../limits.js";

/** saxes quotes names from the file in its messages; an issue carries only the start of one. */
const DETAIL_LENGTH = 200;

export interface XmlHandler {
  open(name: string, attributes: Record<string, string>, line: number, column: number): void;
  /** The innermost open element ends. */
  close(): void;
  text(text: string): void;
  /**
   * Receives, before parsing starts, a switch for text events. Text that is switched off is still checked but never
   * built into strings, which saves most of the parser's work on parts of a document nobody reads.
   */
  useTextSwitch?(setTextWanted: (wanted: boolean) => void): void;
}

/** saxes words its errors in English; the common ones get a reason that messages can say in any language. */
const REASONS: ReadonlyArray<[RegExp, string]> = [
  [/unexpected close tag/i, "close_tag_mismatch"],
  [/unclosed tag/i, "unclosed_tag"],
  [/text data outside of root node|end of the root|after the root/i, "content_after_root"],
  [/disallowed character/i, "bad_character"],
  [/undefined entity|entity/i, "unknown_entity"],
  [/root element/i, "no_root"],
];

function classify(detail: string): string {
  return REASONS.find(([pattern]) => pattern.test(detail))?.[1] ?? "other";
}

/** Far deeper than any GAEB file (about 30 levels); stops pathological input early. */
export const MAX_DEPTH = 256;

/**
 * Streams XML text through saxes and reports elements by local name, so any namespace or none matches.
 * DOCTYPE is refused outright: no DTD, no entity expansion, no external resources.
 */
export function parseXml(chunks: Iterable<string>, handler: XmlHandler): void {
  const parser = new SaxesParser({ position: true });
  let depth = 0;
  const fail = (code: "xml_malformed" | "xml_doctype_forbidden" | "xml_too_deep", detail?: string): never => {
    throw new GaebError({
      code,
      severity: "error",
      line: parser.line,
      column: parser.column + 1,
      params:
        detail === undefined ? { limit: MAX_DEPTH } : { detail, reason: classify(detail), limit: MAX_DEPTH },
    });
  };
  parser.on("doctype", () => fail("xml_doctype_forbidden"));
  parser.on("error", (error) =>
    fail("xml_malformed", quoted(error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, ""), DETAIL_LENGTH)),
  );
  // These handlers run for every element of a file; they do no more than they must.
  parser.on("opentag", (tag) => {
    depth += 1;
    if (depth > MAX_DEPTH) fail("xml_too_deep");
    const { name } = tag;
    const colon = name.indexOf(":");
    handler.open(
      colon < 0 ? name : name.slice(colon + 1),
      tag.attributes as Record<string, string>,
      parser.line,
      parser.column + 1,
    );
  });
  // saxes reports a self-closing tag as an open followed by a close, so depth stays balanced.
  parser.on("closetag", () => {
    depth -= 1;
    handler.close();
  });
  const onText = (text: string) => handler.text(text);
  parser.on("text", onText);
  handler.useTextSwitch?.((wanted) => (wanted ? parser.on("text", onText) : parser.off("text")));
  parser.on("cdata", (text) => handler.text(text));
  for (const chunk of chunks) parser.write(chunk);
  parser.close();
}

import { type ReactNode, useLayoutEffect } from "react";
import { createPortal } from "react-dom";
import { AwardNoteDocument, type AwardNoteProps } from "./AwardNoteDocument";
import { awardNotePageRules } from "./page-rules";
import "./award-note.css";

/**
 * The Vergabevermerk for the browser's print and "save as PDF", mounted by the comparison page only while it prints:
 * directly in <body>, so that print can hide the site beside it, and hidden on screen; its page rules are adopted
 * as a style sheet while it is mounted.
 */
export function AwardNotePrint(props: AwardNoteProps): ReactNode {
  const { request, lang } = props;
  useLayoutEffect(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(awardNotePageRules(request.lv, lang));
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, [request.lv, lang]);
  return createPortal(<AwardNoteDocument {...props} />, document.body);
}

import { type ReactNode, useLayoutEffect } from "react";
import { createPortal } from "react-dom";
import type { BreakdownProps } from "../breakdown-props";
import { Form223Document } from "./Form223Document";
import { form223PageRules } from "./page-rules";
import "./form223.css";

/**
 * Formblatt 223 for the browser's print and "save as PDF", mounted by the offer page only while it prints. It sits
 * directly in <body> so that print can hide the whole site beside it, and is hidden on screen; its page size and
 * running header are adopted as a style sheet while it is mounted.
 */
export function Form223Print(props: BreakdownProps): ReactNode {
  const { breakdown, lang } = props;
  useLayoutEffect(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(form223PageRules(breakdown, lang));
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, [breakdown, lang]);
  return createPortal(<Form223Document {...props} />, document.body);
}

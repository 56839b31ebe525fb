import type { LvView } from "gaeb2xlsx";
import { type ReactNode, useLayoutEffect } from "react";
import { createPortal } from "react-dom";
import { PrintDocument } from "./PrintDocument";
import { pageRules } from "./page-rules";
import "./print.css";

/**
 * The LV as a tender document for the browser's print and "save as PDF". The viewer page mounts it only while
 * printing; it is placed directly in <body> so that print can hide the whole site beside it, and it is hidden on
 * screen. The page size, running header and page count are applied as a constructed style sheet while it is mounted.
 */
export function PrintLv({ view }: { view: LvView }): ReactNode {
  useLayoutEffect(() => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(pageRules(view));
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return () => {
      document.adoptedStyleSheets = document.adoptedStyleSheets.filter((adopted) => adopted !== sheet);
    };
  }, [view]);
  return createPortal(<PrintDocument view={view} />, document.body);
}

import { useCallback, useEffect, useState } from "react";
import { flushSync } from "react-dom";

/**
 * Whether the print layout is mounted: only while the browser prints, so that a large LV does not keep a second
 * full copy of itself in the page. The print button mounts it before it opens the dialog; the browser's own print
 * command (Ctrl+P) is caught by `beforeprint`, where `flushSync` renders it before the browser lays out the pages.
 * A page whose print layout is an extra (the offer page's Formblatt 223) passes `browserPrint: false`: Ctrl+P then
 * prints the page itself.
 */
export function usePrinting({ browserPrint = true }: { browserPrint?: boolean } = {}): {
  printing: boolean;
  print: () => void;
} {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    if (browserPrint) window.addEventListener("beforeprint", before);
    window.addEventListener("afterprint", after);
    return () => {
      window.removeEventListener("beforeprint", before);
      window.removeEventListener("afterprint", after);
    };
  }, [browserPrint]);
  const print = useCallback(() => {
    flushSync(() => setPrinting(true));
    window.print();
  }, []);
  return { printing, print };
}

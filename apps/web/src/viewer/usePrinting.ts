import { useCallback, useEffect, useState } from "react";
import { flushSync } from "react-dom";

/**
 * Whether the print layout is mounted: only while the browser prints, so that a large LV does not keep a second
 * full copy of itself in the page. The print button mounts it before it opens the dialog; the browser's own print
 * command (Ctrl+P) is caught by `beforeprint`, where `flushSync` renders it before the browser lays out the pages.
 */
export function usePrinting(): { printing: boolean; print: () => void } {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    window.addEventListener("beforeprint", before);
    window.addEventListener("afterprint", after);
    return () => {
      window.removeEventListener("beforeprint", before);
      window.removeEventListener("afterprint", after);
    };
  }, []);
  const print = useCallback(() => {
    flushSync(() => setPrinting(true));
    window.print();
  }, []);
  return { printing, print };
}

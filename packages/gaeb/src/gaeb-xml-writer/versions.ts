import type { Phase } from "../model.js";

/**
 * The GAEB DA XML versions the writer can state. `writeGaeb` offers users 3.3 and 3.2; the offer (X84) answers a
 * request in the request's own version, which may be 3.0 or 3.1.
 */
export type GaebXmlVersion = "3.0" | "3.1" | "3.2" | "3.3";

/** `VersDate` each version's schema expects; 3.3's schema allows only its own. */
export const VERSION_DATES: Record<GaebXmlVersion, string> = {
  "3.0": "2004-05",
  "3.1": "2007-06",
  "3.2": "2013-10",
  "3.3": "2021-05",
};

/** 3.0 and 3.1 share one namespace for every phase; from 3.2 on each phase has its own. */
export function namespaceOf(phase: Phase, version: GaebXmlVersion): string {
  return version === "3.0" || version === "3.1"
    ? "http://www.gaeb.de/GAEB_DA_XML/200407"
    : `http://www.gaeb.de/GAEB_DA_XML/DA${phase}/${version}`;
}

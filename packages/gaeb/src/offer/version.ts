import type { GaebXmlVersion } from "../gaeb-xml-writer/versions.js";
import type { GaebDocument } from "../model.js";

/** The versions an X84 is written in; a request in any other (2.x, GAEB 2000, GAEB 90) gets the newest. */
export const X84_VERSIONS = ["3.0", "3.1", "3.2", "3.3"] as const satisfies readonly GaebXmlVersion[];

export function offerVersion(document: GaebDocument): GaebXmlVersion {
  const { format, version } = document.source;
  const known = X84_VERSIONS.find((candidate) => candidate === version);
  return format === "gaeb-xml" && known ? known : "3.3";
}

/** The request's own `VersDate` where the offer keeps the request's version (not 3.3, whose schema has its own). */
export function offerVersionDate(document: GaebDocument, version: GaebXmlVersion): string | undefined {
  const { source } = document;
  return version === source.version && version !== "3.3" ? source.versionDate || undefined : undefined;
}

/**
 * The offer's date and time as written: the wall-clock figures the caller gave ("2026-11-22T17:35:00+01:00" is
 * 17:35), which the writer states as they are; a date alone is midnight.
 */
export function offerMoment(iso: string): Date {
  const [year = 0, month = 1, day = 1] = iso.slice(0, 10).split("-").map(Number);
  const [hours = 0, minutes = 0, seconds = 0] = (/T(\d{2}):(\d{2}):(\d{2})/.exec(iso) ?? [])
    .slice(1)
    .map(Number);
  return new Date(Date.UTC(year, month - 1, day, hours, minutes, seconds));
}

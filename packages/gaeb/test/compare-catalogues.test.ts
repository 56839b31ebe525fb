import { describe, expect, it } from "vitest";
import { bidderOffer } from "../bench/generate-offers.mjs";
import { assignedCodes } from "../src/catalogue-codes.js";
import { compareOffers, readGaeb } from "../src/index.js";
import type { Entry } from "../src/model.js";
import { catalogueCodes } from "../src/xlsx/catalogues.js";
import { readCells, rowsByFirstCell } from "./support/compare.js";
import { corpusFiles, requireCorpus } from "./support/corpus.js";

const corpus = requireCorpus("Preisspiegel catalogue suite");
const makeOffer = bidderOffer as (x84: string, options: { name: string; factor: number }) => string;

describe.runIf(corpus)("catalogue columns in the Preisspiegel", () => {
  it("shows the request's cost groups after the short text, and no catalogue that would crowd the first page", () => {
    const files = corpusFiles();
    const get = (path: string) => files.find((f) => f.path === path) as { name: string; bytes: Uint8Array };
    const request = get("gaeb-samples/Musterdatei_3.1_2008-001.X83");
    const real = get("gaeb-samples/Musterdatei_3.1_2008-001.X84");
    const cheaper = makeOffer(new TextDecoder().decode(real.bytes), { name: "Günstig GmbH", factor: 0.9 });
    const result = compareOffers({ name: request.name, bytes: request.bytes }, [
      { name: real.name, bytes: real.bytes },
      { name: "guenstig.x84", bytes: new TextEncoder().encode(cheaper) },
    ]);
    if (!result.ok) throw new Error("comparison failed");
    const rows = rowsByFirstCell(readCells(result.xlsx).get("Preisspiegel") ?? new Map());
    expect(rows.get("OZ")?.slice(0, 10)).toEqual([
      "OZ",
      "Art",
      "Kurztext",
      "Kostengruppe (DIN 276-06)",
      "Menge",
      "Einheit",
      "EP min",
      "EP Mittel",
      "EP max",
      // The official offer breaks its prices down: the lowest and mean of each component follow the statistics.
      "EP-Anteil Material min",
    ]);
    // The other catalogues would push the statistics off the first printed page: left out, DIN 276 kept.
    for (const title of ["Leistungsbereichkatalog", "Orte", "Kostenträger"])
      expect(rows.get("OZ")).not.toContain(title);
    const read = readGaeb({ name: request.name, bytes: request.bytes });
    if (!read.ok) throw new Error("unreadable");
    const ids = ["DANDDEDI"];
    let checked = 0;
    const walk = (entries: readonly Entry[]) => {
      for (const entry of entries) {
        if (entry.kind === "section") walk(entry.children);
        if (entry.kind !== "item") continue;
        const row = rows.get(entry.oz);
        // Its own codes and those of its quantity splits.
        const codes = ids.map((id) => catalogueCodes(assignedCodes(entry), id) || undefined);
        expect(row?.slice(3, 4), entry.oz).toEqual(codes);
        if (codes.some(Boolean)) checked += 1;
      }
    };
    walk(read.value.boq?.body ?? []);
    // Six items with codes of their own, two more with codes of their quantity splits only.
    expect(checked).toBe(8);
  });
});

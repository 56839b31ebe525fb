import { describe, expect, it } from "vitest";
import { importEdited } from "../src/import/edited.js";
import type { Issue } from "../src/issues.js";
import { readFormAndSheet } from "../src/workbook/forms.js";
import { openXlsx, type ReadCell } from "../src/workbook/xlsx-reader.js";
import { requireCorpus } from "./support/corpus.js";
import { byOz, requestBook } from "./support/edited.js";

const text = (value: string): ReadCell => ({ kind: "text", value, formula: false });

describe.runIf(requireCorpus("Edited workbook bounds suite"))(
  "an edited workbook with very many new rows",
  () => {
    it("places tens of thousands of new items and text rows in one pass, in seconds", () => {
      const { request, xlsx } = requestBook("real-world/LV_Los01.X83");
      const { found, sheet } = readFormAndSheet(openXlsx(xlsx), undefined);
      if (!found || !sheet) throw new Error("no form");
      const header = [...sheet.rows].find(([, cells]) => cells.get(0)?.value === "OZ")?.[0] ?? 0;
      const existing = new Set(byOz(request).keys());
      let row = Math.max(...sheet.rows.keys()) + 1;
      let added = 0;
      // Every free number of the three sections (four-digit items), below the table in reverse order.
      for (const section of ["03", "02", "01"])
        for (let n = 9999; n >= 1; n--) {
          const oz = `${section}.${String(n).padStart(4, "0")}`;
          if (existing.has(oz)) continue;
          sheet.rows.set(
            row++,
            new Map([
              [0, text(oz)],
              [2, text(`Position ${oz}`)],
              [4, text("1")],
              [5, text("St")],
            ]),
          );
          added += 1;
        }
      // And as many text rows that match no text of the request.
      for (let n = 0; n < 20_000; n++)
        sheet.rows.set(
          row++,
          new Map([
            [1, text("Hinweistext")],
            [2, text("")],
          ]),
        );
      expect(header).toBeGreaterThan(0);
      const issues: Issue[] = [];
      const started = performance.now();
      const result = importEdited(found, sheet, {}, issues);
      const seconds = (performance.now() - started) / 1000;
      if (!result.ok) throw new Error(JSON.stringify(result.issues.slice(0, 3)));
      expect(result.value.summary.items).toBe(existing.size - 3 + added);
      const section = result.value.document.boq?.body[0];
      const numbers =
        section?.kind === "section" ? section.children.map((entry) => ("oz" in entry ? entry.oz : "")) : [];
      expect(numbers.slice(0, 3)).toEqual(["01.0001", "01.0002", "01.0003"]);
      expect(numbers).toEqual([...numbers].sort());
      expect(issues.filter((issue) => issue.code === "import_edited_text_unplaced")).toHaveLength(20_000);
      expect(seconds).toBeLessThan(5);
    });
  },
);

import type { Decimal } from "../decimal.js";
import type { Issue } from "../issues.js";
import { quoted } from "../limits.js";
import { cellRate } from "../workbook/typed-number.js";
import type { ReadSheet } from "../workbook/xlsx-reader.js";
import { cellName } from "../xlsx/column-letters.js";
import { LABELS } from "../xlsx/labels.js";
import { normalTitle, titleText } from "./header.js";

/** What the title block above the column titles says: a label in column A, its value in the next cell filled. */
export interface TitleFacts {
  project?: string;
  boq?: string;
  owner?: string;
  currency?: string;
  vatPercent?: Decimal;
}

type Fact = keyof TitleFacts;

/** The template's labels (German and English) and our own workbook's title words. */
const LABEL_WORDS: Record<Fact, string[]> = {
  project: ["Projekt", "Project", LABELS.de.title.project, LABELS.en.title.project],
  boq: ["LV-Bezeichnung", "Bill of quantities", LABELS.de.title.boq],
  owner: ["Auftraggeber", "Client", LABELS.en.title.owner],
  currency: ["Währung", "Currency"],
  vatPercent: ["MwSt.-Satz (%)", "VAT rate (%)", "MwSt.-Satz", "VAT rate"],
};

const FACT_OF = new Map<string, Fact>(
  (Object.entries(LABEL_WORDS) as Array<[Fact, string[]]>).flatMap(([fact, words]) =>
    words.map((word): [string, Fact] => [normalTitle(word), fact]),
  ),
);

/** The title block the template has: at least three of its five labels above the column titles. */
const TEMPLATE_LABELS = 3;

export function readTitleBlock(
  sheet: ReadSheet,
  headerRow: number,
  issues: Issue[],
): { facts: TitleFacts; template: boolean } {
  const facts: TitleFacts = {};
  let labels = 0;
  for (const [row, cells] of sheet.rows) {
    if (row >= headerRow) continue;
    const fact = FACT_OF.get(normalTitle(titleText(cells.get(0))));
    if (!fact) continue;
    labels += 1;
    // The template has the value in B; our own workbook, with merged label cells, in C.
    // A cell without a value (a formula saved without its result) is passed over as no cell.
    const [valueColumn, value] = [...cells]
      .filter(([column, cell]) => column > 0 && cell.value !== "")
      .sort(([a], [b]) => a - b)[0] ?? [1, undefined];
    if (fact === "vatPercent") {
      const rate = cellRate(value);
      if (rate?.ok) facts.vatPercent = rate.value;
      else if (rate)
        issues.push({
          code: "import_number_invalid",
          severity: "error",
          params: {
            sheet: sheet.name,
            cell: cellName(row, valueColumn),
            column: "vat",
            value: quoted(value?.value ?? ""),
            reason: rate.reason,
          },
        });
      continue;
    }
    const text = value?.kind === "text" || value?.kind === "number" ? value.value.trim() : "";
    if (text) facts[fact] = text;
  }
  return { facts, template: labels >= TEMPLATE_LABELS };
}

import type { Locale } from "../issues.js";
import { columnName } from "./column-letters.js";
import { STYLE, type StyleId } from "./styles.js";
import type { InputPrompt, Row } from "./workbook.js";

type PromptKind =
  | "rate"
  | "discount"
  | "quantity"
  | "subQuantity"
  | "bidder"
  | "component"
  | "componentRequired"
  | "time";

const PROMPTS: Record<Locale, Record<PromptKind, { title: string; text: string }>> = {
  de: {
    rate: {
      title: "Zuschlag in %",
      text: "Ihr Zuschlagssatz: 10 oder 10 % für 10 %. Die Zelle zeigt ihn als „10,00 %“; so geht er ins Angebot.",
    },
    discount: {
      title: "Nachlass in %",
      text: "Ihr Nachlass: 3 oder 3 % für 3 %, leer für keinen. Die Zelle zeigt ihn als „3,00 %“; so geht er ins Angebot.",
    },
    quantity: {
      title: "Menge vom Bieter",
      text: "Freie Menge: Diese Menge geben Sie an. Sie ergibt mit Ihrem Einheitspreis den Gesamtpreis und geht ins Angebot.",
    },
    subQuantity: {
      title: "Menge vom Bieter",
      text: "Angabe der Menge erforderlich: Die Menge dieser Unterbeschreibung geben Sie an; sie geht ins Angebot.",
    },
    bidder: {
      title: "Bieter",
      text: "Ihr Firmenname und Ihre Anschrift, wie sie im Angebot (X84) stehen sollen.",
    },
    component: {
      title: "EP-Anteil je Einheit",
      text: "Ihr Anteil am Einheitspreis. Der EP ist die Summe der Anteile. Wo keine Aufgliederung gefordert ist, können Sie den EP auch allein eintragen.",
    },
    componentRequired: {
      title: "Aufgliederung gefordert",
      text: "Geben Sie jeden Anteil je Einheit an, 0 wo keiner anfällt. Der EP ist ihre Summe. Ein fehlender Anteil wird gelb markiert.",
    },
    time: {
      title: "Zeitansatz je Einheit",
      text: "Die Zeit für eine Einheit, in der Einheit der Spaltenüberschrift. Sie geht ins Angebot und in die Aufgliederung (Formblatt 223).",
    },
  },
  en: {
    rate: {
      title: "Markup in %",
      text: "Your markup rate: 10 or 10 % for 10 %. The cell shows it as “10.00 %”, and so it goes into the offer.",
    },
    discount: {
      title: "Discount in %",
      text: "Your discount: 3 or 3 % for 3 %, empty for none. The cell shows it as “3.00 %”, and so it goes into the offer.",
    },
    quantity: {
      title: "Quantity from the bidder",
      text: "Quantity to be determined: you give this quantity. With your unit price it makes the total, and it goes into the offer.",
    },
    subQuantity: {
      title: "Quantity from the bidder",
      text: "Quantity to be stated: you give the quantity of this sub-description, and it goes into the offer.",
    },
    bidder: {
      title: "Bidder",
      text: "Your company name and address as they are to stand in the offer (X84).",
    },
    component: {
      title: "Unit price share per unit",
      text: "Your share of the unit price. The unit price is the sum of the shares. Where no breakdown is required, you may type the unit price alone.",
    },
    componentRequired: {
      title: "Breakdown required",
      text: "Give every share per unit, 0 where there is none. The unit price is their sum. A missing share is marked yellow.",
    },
    time: {
      title: "Time per unit",
      text: "The time one unit takes, in the unit of the column title. It goes into the offer and into the breakdown (Form 223).",
    },
  },
};

/** Above this many separate areas a prompt is left out rather than risk a list a program refuses. */
const MAX_AREAS = 1000;

/**
 * Input prompts for the cells a bidder fills in besides unit prices, found by their input styles: markup rates,
 * discounts in percent, free quantities, quantities of sub-descriptions and (above the table) his name and address.
 */
export function inputPrompts(rows: readonly Row[], headerRow: number, lang: Locale): InputPrompt[] {
  const kindOf = (style: StyleId, row: number): PromptKind | undefined => {
    if (style === STYLE.rateInput) return "rate";
    if (style === STYLE.percentInput) return "discount";
    if (style === STYLE.quantityInput && row > headerRow) return "quantity";
    if (style === STYLE.subQuantityInput) return "subQuantity";
    if (style === STYLE.textInput && row < headerRow) return "bidder";
    if (style === STYLE.componentInput2 || style === STYLE.componentInput3) return "component";
    if (style === STYLE.componentRequired2 || style === STYLE.componentRequired3) return "componentRequired";
    if (style === STYLE.timeInput) return "time";
    return undefined;
  };
  const cells = new Map<PromptKind, Map<number, number[]>>();
  // Plain loops, not a closure per row: every cell of every row is looked at (issue 23).
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index];
    // A sheet written row by row passes only the rows with such cells, at their places (a sparse array).
    if (!row) continue;
    for (let column = 0; column < row.cells.length; column++) {
      const cell = row.cells[column];
      const kind = cell && kindOf(cell.style, index + 1);
      if (!kind) continue;
      const columns = cells.get(kind) ?? new Map<number, number[]>();
      cells.set(kind, columns);
      // Appended in place: copying the list for each cell took 19 s for the discount cells of a 50 MB request.
      const numbers = columns.get(column) ?? [];
      columns.set(column, numbers);
      numbers.push(index + 1);
    }
  }
  const prompts: InputPrompt[] = [];
  for (const [kind, columns] of cells) {
    const areas = [...columns].flatMap(([column, numbers]) => runs(columnName(column), numbers));
    if (areas.length <= MAX_AREAS) prompts.push({ sqref: areas.join(" "), ...PROMPTS[lang][kind] });
  }
  return prompts;
}

/** Rows of one column as areas: consecutive rows become one range ("G5:G9"). */
function runs(letter: string, numbers: readonly number[]): string[] {
  const areas: string[] = [];
  let start = numbers[0];
  for (let i = 1; i <= numbers.length; i++) {
    const previous = numbers[i - 1] as number;
    if (numbers[i] === previous + 1) continue;
    areas.push(start === previous ? `${letter}${start}` : `${letter}${start}:${letter}${previous}`);
    start = numbers[i];
  }
  return areas;
}

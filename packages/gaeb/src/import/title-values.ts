import type { Decimal } from "../decimal.js";
import { dateText } from "../gaeb-xml-writer/values.js";
import type { Issue } from "../issues.js";
import { quoted } from "../limits.js";
import type { Party } from "../model.js";
import { cellRate } from "../workbook/typed-number.js";
import type { ReadCell } from "../workbook/xlsx-reader.js";
import { partyOfLine, partyOfLines } from "./party.js";
import type { TitleFact } from "./title-words.js";

/** A label found above the table and what stands with it, as the sheet writes it. */
export interface FoundFact {
  fact: TitleFact;
  /** The label as written, without its colon, for messages. */
  label: string;
  /** Where the value stands: its own cell, or the label's where both share one ("Datum: 12.03.2024"). */
  cell: string;
  /** The value's lines: one, or several from a multi-line cell or the rows below a client's name. */
  lines: string[];
  /** The value's own cell, where it has one: a date or a percentage its number format shows. */
  source?: ReadCell;
}

/** What the title block above the column titles says, each fact checked; a fact the block lacks is absent. */
export interface TitleFacts {
  /** `LblPrj`: the project as named (Bauvorhaben). */
  projectLabel?: string;
  /** `NamePrj`: the project's number. */
  projectNumber?: string;
  /** The client's names and address (`OWN`), without references. */
  owner?: Party;
  /** `LblBoQ`: the LV's title. */
  boqLabel?: string;
  /** `BoQInfo/Name`: the LV's number. */
  boqNumber?: string;
  /** `OWN/AwardNo`: the Vergabenummer. */
  awardNo?: string;
  /** ISO date (`BoQInfo/Date`). */
  date?: string;
  currency?: string;
  currencyLabel?: string;
  vatPercent?: Decimal;
}

/** The lengths GAEB DA XML's types give these fields (tgNormalizedString60, …), past which a writer cuts. */
export const TITLE_LIMITS = {
  projectLabel: 100,
  projectNumber: 60,
  boqLabel: 60,
  boqNumber: 20,
  awardNo: 60,
};

/** "LV 300 Rohbauarbeiten", "300 – Rohbau": a number (a word with a digit), then a title with letters. */
const NUMBER_AND_TITLE =
  /^(?:LV(?:[-\s]*(?:Nr\.?|Nummer))?[\s.:]*)?(\S*\d\S*)\s+(?:[-–:]\s*)?(\S*\p{L}.*)$/iu;

/** A currency as GAEB writes it (`Cur`, up to four letters), optionally with its name: "CHF – Schweizer Franken". */
const CURRENCY = /^([A-Za-z]{3,4})(?:\s*[-–]\s*(.+))?$/;
const EURO = /^(€|euro?)$/i;

/** "02.09.08": a two-digit year is of this century, as planners mean it in a tender's date. */
const SHORT_YEAR = /^(\d{1,2}\.\d{1,2}\.)(\d{2})$/;

const oneLine = (lines: readonly string[]) => lines.join(" ").replace(/\s+/g, " ").trim();

type Report = (
  found: FoundFact,
  code: "import_title_invalid" | "import_title_too_long",
  limit?: number,
) => void;

/**
 * The facts the labels found give, checked: the first usable value of each fact counts. A value that is not what
 * its label asks for (a date that is no date, a VAT that is no rate, a currency that is no code) is left out with a
 * warning naming its cell; a value longer than its GAEB field is kept whole, with a warning that the file cuts it.
 */
export function titleFacts(found: readonly FoundFact[], sheet: string, issues: Issue[]): TitleFacts {
  const report: Report = (fact, code, limit) =>
    issues.push({
      code,
      severity: "warning",
      params: {
        sheet,
        cell: fact.cell,
        fact: fact.fact,
        label: fact.label,
        value: quoted(oneLine(fact.lines)),
        ...(limit === undefined ? {} : { limit }),
      },
    });
  const facts: TitleFacts = {};
  const numbers: FoundFact[] = [];
  for (const item of found) {
    const text = oneLine(item.lines);
    if (text === "") continue;
    switch (item.fact) {
      case "projectLabel":
      case "projectNumber":
      case "boqLabel":
      case "awardNo":
        if (facts[item.fact] === undefined) facts[item.fact] = fitting(item, text, report);
        break;
      case "boqNumber":
        numbers.push(item);
        break;
      case "client":
        facts.owner ??= item.lines.length === 1 ? partyOfLine(text) : partyOfLines(item.lines);
        break;
      case "date": {
        const date = facts.date ?? dateOf(item, text, report);
        if (date !== undefined) facts.date = date;
        break;
      }
      case "currency":
        if (facts.currency === undefined) Object.assign(facts, currencyOf(item, text, report));
        break;
      case "vat": {
        const rate = facts.vatPercent ?? rateOf(item, text, sheet, issues, report);
        if (rate !== undefined) facts.vatPercent = rate;
        break;
      }
    }
  }
  // After the LV's title, which a title standing in the number's cell does not displace.
  const [number] = numbers;
  if (number) Object.assign(facts, boqNumberOf(number, oneLine(number.lines), facts.boqLabel, report));
  return facts;
}

function fitting(found: FoundFact, text: string, report: Report): string {
  const limit = TITLE_LIMITS[found.fact as keyof typeof TITLE_LIMITS];
  if (limit !== undefined && text.length > limit) report(found, "import_title_too_long", limit);
  return text;
}

/**
 * The LV's number, split from a title typed after it ("LV 300 Rohbauarbeiten": 300), the title becoming the label
 * where the block names none. A value too long for the number field and no number is the LV's title, never cut.
 */
function boqNumberOf(
  found: FoundFact,
  text: string,
  label: string | undefined,
  report: Report,
): Pick<TitleFacts, "boqNumber" | "boqLabel"> {
  const limit = TITLE_LIMITS.boqNumber;
  const split = NUMBER_AND_TITLE.exec(text);
  if (split?.[1] && split[2] && split[1].length <= limit)
    return {
      boqNumber: split[1],
      ...(label === undefined ? { boqLabel: fitting(found, split[2], report) } : {}),
    };
  if (text.length <= limit) return { boqNumber: text };
  if (label === undefined) return { boqLabel: fitting({ ...found, fact: "boqLabel" }, text, report) };
  report(found, "import_title_too_long", limit);
  return {};
}

/** A date cell as its format shows it, or one typed as 12.03.2024, 12.03.24 or 2024-03-12; ISO. */
function dateOf(found: FoundFact, text: string, report: Report): string | undefined {
  const shown = found.source?.kind === "number" ? found.source.date : undefined;
  const pad = (n: number) => String(n).padStart(2, "0");
  if (shown?.dayShown && shown.yearDigits > 0) return `${shown.year}-${pad(shown.month)}-${pad(shown.day)}`;
  const date = shown ? undefined : dateText(text.replace(SHORT_YEAR, "$120$2"));
  if (date === undefined) report(found, "import_title_invalid");
  return date;
}

function currencyOf(
  found: FoundFact,
  text: string,
  report: Report,
): Pick<TitleFacts, "currency" | "currencyLabel"> {
  if (EURO.test(text)) return { currency: "EUR" };
  const code = CURRENCY.exec(text);
  if (!code?.[1]) {
    report(found, "import_title_invalid");
    return {};
  }
  const upper = code[1].toUpperCase();
  return { currency: upper, ...(code[2] ? { currencyLabel: code[2].trim() } : {}) };
}

const HUNDRED = 100;

/** A rate in percent as typed (19, "19 %", 0.19 in a percent cell); a rate of 100 % or more, or below 0, is none. */
function rateOf(
  found: FoundFact,
  text: string,
  sheet: string,
  issues: Issue[],
  report: Report,
): Decimal | undefined {
  const cell: ReadCell = found.source ?? { kind: "text", value: text, formula: false };
  const rate = cellRate(cell);
  if (rate?.ok) {
    const percent = rate.value.toNumber();
    if (percent >= 0 && percent < HUNDRED) return rate.value;
    report(found, "import_title_invalid");
    return undefined;
  }
  if (rate)
    issues.push({
      code: "import_number_invalid",
      severity: "warning",
      params: { sheet, cell: found.cell, column: "vat", value: quoted(text), reason: rate.reason },
    });
  return undefined;
}

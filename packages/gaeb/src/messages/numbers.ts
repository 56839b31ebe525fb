import type { Locale } from "../issues.js";

const PLAIN = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * A plain decimal ("12346.5", "-3", 12346) in the reader's notation: "12.346,5" in German, "12,346.5" in English.
 * Works on the digits, never through a float, so every decimal the value has is kept ("12.346" stays three
 * decimals: "12,346" to a German reader). Anything that is not a plain decimal is returned as it is.
 */
export function localNumber(value: string | number, lang: Locale): string {
  const match = PLAIN.exec(String(value).trim());
  if (!match) return String(value);
  const [, sign = "", whole = "", fraction] = match;
  const [group, point] = lang === "en" ? [",", "."] : [".", ","];
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, group);
  return `${sign}${grouped}${fraction ? `${point}${fraction}` : ""}`;
}

/** A count with its noun in the right number: "1 Position", "3 Positionen"; "1 item", "1,200 items". */
export function counted(count: string | number | undefined, one: string, many: string, lang: Locale): string {
  const n = Number(count);
  return `${localNumber(count ?? 0, lang)} ${n === 1 ? one : many}`;
}

/** The helpers a message catalogue words its figures with, in one language. */
export function wording(lang: Locale) {
  return {
    /** Figures in the language's notation; several joined by " / " each on its own. */
    n: (value: string | number | undefined) =>
      String(value ?? "")
        .split(" / ")
        .map((part) => localNumber(part, lang))
        .join(" / "),
    count: (value: string | number | undefined, one: string, many: string) => counted(value, one, many, lang),
    /** The first few of a list and how many more there are: "01.0010, 01.0020 und 3 weitere". */
    list: (items: string | number | undefined, more: string | number | undefined) =>
      `${items ?? ""}${Number(more) > 0 ? (lang === "en" ? ` and ${localNumber(more ?? 0, lang)} more` : ` und ${localNumber(more ?? 0, lang)} weitere`) : ""}`,
    /** The singular or plural form of a verb or pronoun that agrees with a count. */
    agree: (value: string | number | undefined, one: string, many: string) =>
      Number(value) === 1 ? one : many,
  };
}

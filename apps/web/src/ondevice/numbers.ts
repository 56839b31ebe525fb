import type { Lang } from "../i18n/lang";

const SEPARATORS: Record<Lang, { group: string; decimal: string }> = {
  de: { group: ".", decimal: "," },
  en: { group: ",", decimal: "." },
};

const DECIMAL = /^(-?)(\d+)(?:\.(\d+))?$/;

/**
 * Writes a decimal string from the core ("-1234.5") in the reader's notation ("-1.234,50") without passing it
 * through a float, so a total of record is shown to the cent exactly as the file has it. `minFraction` pads the
 * fraction (2 for money); anything that is not a plain decimal is shown unchanged.
 */
export function formatDecimal(value: string, lang: Lang, minFraction = 0): string {
  const match = DECIMAL.exec(value.trim());
  if (!match) return value;
  const [, sign = "", whole = "0", fraction = ""] = match;
  const { group, decimal } = SEPARATORS[lang];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const padded = fraction.padEnd(minFraction, "0");
  const negative = sign === "-" && /[1-9]/.test(whole + fraction);
  return `${negative ? "−" : ""}${grouped}${padded ? decimal + padded : ""}`;
}

/** A money amount with its currency code after it, as both languages write it in tender documents. */
export function formatMoney(value: string, currency: string | null, lang: Lang): string {
  const amount = formatDecimal(value, lang, 2);
  return currency ? `${amount} ${currency}` : amount;
}

/** A whole count in the reader's notation (1.234 / 1,234). */
export function formatCount(count: number, lang: Lang): string {
  return formatDecimal(String(Math.trunc(count)), lang);
}

/**
 * A number typed in the reader's notation as a plain decimal string ("123.456,78" in German, "123,456.78" in
 * English → "123456.78"); null where the text is not one. Groups of three may be separated by the language's sign
 * or a space, a currency code or sign after it is ignored; a lone group sign with other than three digits after it
 * ("1.5" in German) is refused rather than guessed.
 */
export function parseDecimal(text: string, lang: Lang): string | null {
  const { group, decimal } = SEPARATORS[lang];
  const trimmed = text
    .trim()
    .replace(/\s*(?:€|EUR)$/i, "")
    .replace(/^[−–]/, "-");
  const literal = (sign: string) => (sign === "." ? "\\." : sign);
  const pattern = new RegExp(
    `^(-?)(\\d{1,3}(?:[${literal(group)}\\s\\u00a0\\u202f]\\d{3})+|\\d+)(?:${literal(decimal)}(\\d+))?$`,
  );
  const match = pattern.exec(trimmed);
  if (!match) return null;
  const [, sign = "", whole = "", fraction] = match;
  const digits = whole.replace(/\D/g, "").replace(/^0+(?=\d)/, "");
  return `${sign}${digits}${fraction ? `.${fraction}` : ""}`;
}

/** A percentage or rate from the core ("19.00") in the reader's notation without trailing zeros ("19", "7,5"). */
export function formatPercent(value: string, lang: Lang): string {
  const trimmed = value.includes(".") ? value.replace(/0+$/, "").replace(/\.$/, "") : value;
  return formatDecimal(trimmed, lang);
}

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

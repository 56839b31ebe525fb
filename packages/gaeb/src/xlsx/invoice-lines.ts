import { Decimal } from "../decimal.js";
import type { Locale } from "../issues.js";
import { factLabel, factWord, MONEY_FACTS } from "./fact-labels.js";

/**
 * An invoice's facts (`AwardInfo.invoiceFacts`, "Part/Element" in document order) as the lines a reader wants, for
 * the workbook's title block and the viewer alike: the header fact by fact; each invoice share (Grundbetrag,
 * Sicherheitseinbehalt, ...) on one line with its amount or percentage; each earlier invoice (`InvoiceMadeOut`) and
 * each payment made on one line with its number, date, type and amount; the parties on a line each; and what is
 * still due: the gross total less every payment made (all `PaymentMade/Total`, as the invoice states them).
 */

export interface InvoiceLine {
  label: string;
  /** The value in words; absent when it is an amount (`money`). */
  text?: string;
  money?: Decimal;
  /** An ISO date, for a date cell. */
  date?: string;
  /** Several values (a party's names), each on a line of its own where the reader has room. */
  lines?: string[];
  /** The line is computed, not stated (the amount still due). */
  computed?: true;
}

export interface InvoiceFormat {
  lang: Locale;
  amount: (value: Decimal) => string;
  percent: (value: Decimal) => string;
  date: (iso: string) => string;
  amountDue: string;
}

const WORDS = {
  de: { payment: "Zahlung", of: "vom", invoice: "Rechnung", vat: "MwSt", earlier: "Frühere Rechnung" },
  en: { payment: "Payment", of: "of", invoice: "invoice", vat: "VAT", earlier: "Earlier invoice" },
} as const;

const PARTIES = new Set(["InvoiceCreator", "InvoiceRecipient", "CnstSite"]);
const GROUPED = new Set(["InvoiceShare", "PaymentMade", "InvoiceMadeOut"]);

type Fact = { key: string; value: string };

/** Consecutive facts of one part, a new group where the part changes or a key repeats (the next share). */
function groups(facts: readonly Fact[]): Array<{ part: string; facts: Map<string, string> }> {
  const found: Array<{ part: string; facts: Map<string, string> }> = [];
  for (const { key, value } of facts) {
    const [part = key, ...rest] = key.split("/");
    const last = found.at(-1);
    const field = rest.join("/") || part;
    if (last && last.part === part && !last.facts.has(field)) last.facts.set(field, value);
    else found.push({ part, facts: new Map([[field, value]]) });
  }
  return found;
}

export function invoiceLines(facts: readonly Fact[], format: InvoiceFormat): InvoiceLine[] {
  const { lang } = format;
  const w = WORDS[lang] ?? WORDS.de;
  const money = (value: string | undefined) => (value === undefined ? undefined : Decimal.parse(value));
  const lines: InvoiceLine[] = [];
  const parties = new Map<string, string[]>();
  let paid: Decimal | undefined;
  /** A stated "outstanding amount" share; else retentions (security deposits) held back, for the amount due. */
  let outstanding: Decimal | undefined;
  let retained = Decimal.zero;
  for (const { part, facts: fields } of groups(facts)) {
    if (PARTIES.has(part)) {
      parties.set(part, [...(parties.get(part) ?? []), ...fields.values()]);
      continue;
    }
    if (!GROUPED.has(part)) {
      for (const [field, value] of fields) {
        const key = field === part ? part : `${part}/${field}`;
        const amount = MONEY_FACTS.has(key) ? money(value) : undefined;
        const date = /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
        lines.push({
          label: factLabel(key, lang),
          ...(amount ? { money: amount } : date ? { date } : { text: factWord(value, lang, key) }),
        });
      }
      continue;
    }
    const total = money(fields.get("Total"));
    const vat = money(fields.get("TotalVAT"));
    const date = fields.get("PaymentDate") ?? fields.get("InvoiceDate");
    const type = fields.get("InvoiceType");
    const number = fields.get("InvoiceNo");
    if (part === "InvoiceShare") {
      const kind = factWord(fields.get("InvoiceShareType") ?? "", lang, "InvoiceShare/InvoiceShareType");
      const description = fields.get("Description");
      const percent = money(fields.get("Percent"));
      const counter = fields.has("CounterClaim") ? `, ${factLabel("InvoiceShare/CounterClaim", lang)}` : "";
      const label = `${kind}${description && description !== kind ? ` (${description})` : ""}${counter}`;
      lines.push(total ? { label, money: total } : { label, text: percent ? format.percent(percent) : "" });
      const shareType = fields.get("InvoiceShareType") ?? "";
      if (shareType === "outstanding amount" && total) outstanding = total;
      // A retention stated as an amount, whatever its sign (programs write it as a deduction or as a plain amount).
      if (shareType.startsWith("security deposit") && total)
        retained = retained.plus(total.units < 0n ? total.negated() : total);
      continue;
    }
    const parts = [
      part === "PaymentMade" ? w.payment : w.earlier,
      number && `${part === "PaymentMade" ? `${w.invoice} ` : ""}${number}`,
      date && `${w.of} ${format.date(date)}`,
      type && factWord(type, lang, `${part}/InvoiceType`),
      vat && `${w.vat} ${format.amount(vat)}`,
    ];
    const label = parts.filter(Boolean).join(", ");
    lines.push(total ? { label, money: total } : { label, text: "" });
    if (part === "PaymentMade" && total) paid = paid ? paid.plus(total) : total;
  }
  for (const [part, values] of parties)
    lines.push({
      label: factLabel(part, lang),
      text: values.join(", "),
      ...(values.length > 1 ? { lines: values } : {}),
    });
  const gross = money(facts.find((fact) => fact.key === "TotalGross")?.value);
  // Where the invoice states the amount due (an "outstanding amount" share), its line says it; else it is computed
  // from the gross less retentions and payments.
  if (!outstanding && gross && (paid || !retained.isZero()))
    lines.push({
      label: format.amountDue,
      money: gross.minus(retained).minus(paid ?? Decimal.zero),
      computed: true,
    });
  return lines;
}

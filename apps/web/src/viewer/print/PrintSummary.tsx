import type { LvView, ViewSection, ViewTotalLine } from "gaeb2xlsx";
import type { ReactNode } from "react";
import { formatDecimal } from "../../ondevice/numbers";
import { Amount, priceMode } from "./figures";
import { PRINT_WORDS } from "./words";

/**
 * The Zusammenstellung at the end of the LV: every section's total in LV order (nested sections indented), then the
 * LV's net total, discounts, VAT and gross as the workbook computes them; a request leaves them blank to fill in.
 */
export function PrintSummary({ view }: { view: LvView }): ReactNode {
  const mode = priceMode(view);
  if (mode === "none") return null;
  const words = PRINT_WORDS[view.lang];
  const sections = flatten(view.sections, 0);
  const totals = mode === "blank" ? blankTotals(view) : view.totals;
  return (
    <section className="plv-summary">
      <h2 className="plv-summary-title">{words.summary}</h2>
      {sections.length > 0 ? (
        <table className="plv-summary-table">
          <tbody>
            {sections.map(({ section, depth }) => (
              <tr key={section.key} className={section.counts ? undefined : "plv-apart"}>
                <td className={`plv-summary-oz plv-depth-${Math.min(depth, 3)}`}>{section.oz}</td>
                <td className="plv-summary-name">
                  {section.levelLabel} {section.title}
                  {section.counts ? null : ` (${words.notCounted})`}
                </td>
                <td className="plv-summary-amount">
                  <Amount value={section.total} view={view} mode={mode} currency />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      <table className="plv-summary-table plv-totals">
        <tbody>
          {totals.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one LV may list a discount line twice
            <tr key={index} className={`plv-total plv-total--${line.key}`}>
              <td className="plv-summary-name">{line.label}</td>
              <td className="plv-summary-amount">
                <Amount
                  value={line.amount === "" ? undefined : line.amount}
                  view={view}
                  mode={mode}
                  currency
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/**
 * A request's totals are the bidder's to fill in: net, VAT at the file's rate and gross, as a tender form asks for
 * them (the workbook's "computed" and "as stated in the file" lines mean nothing on an empty form).
 */
function blankTotals(view: LvView): ViewTotalLine[] {
  const words = PRINT_WORDS[view.lang];
  const rates = [
    ...new Set(view.totals.flatMap((line) => (line.key === "vat" && line.percent ? [line.percent] : []))),
  ];
  return [
    { key: "net", label: words.net, amount: "" },
    ...(rates.length > 0
      ? rates.map((rate) => ({
          key: "vat" as const,
          label: `${words.vat} ${formatDecimal(rate, view.lang)} %`,
          amount: "",
        }))
      : [{ key: "vat" as const, label: words.vat, amount: "" }]),
    { key: "gross", label: words.gross, amount: "" },
  ];
}

function flatten(sections: ViewSection[], depth: number): Array<{ section: ViewSection; depth: number }> {
  return sections.flatMap((section) => [{ section, depth }, ...flatten(section.children, depth + 1)]);
}

import type { ViewTakeoff } from "gaeb2xlsx";
import { takeoffTexts } from "../content/viewer-takeoff";
import type { Lang } from "../i18n/lang";
import { formatDecimal } from "../ondevice/numbers";

/**
 * An item's quantity takeoff as a table: its text rows across the table, each calculation with explanation,
 * expression, factor, address and result (a deduction negative and marked), rows of other formulas as written;
 * below, the computed sum and the quantity the file states, so a reader sees at once whether they agree.
 */
export function Takeoff({
  takeoff,
  unit,
  lang,
  className = "lv-takeoff",
}: {
  takeoff: ViewTakeoff;
  unit?: string | undefined;
  lang: Lang;
  className?: string;
}) {
  const words = takeoffTexts[lang];
  const figure = (value: string) => `${formatDecimal(value, lang, 3)}${unit ? ` ${unit}` : ""}`;
  if (takeoff.lines.length === 0 && takeoff.quantity === undefined) return null;
  return (
    <table className={className} data-testid="viewer-takeoff">
      <caption>{words.title}</caption>
      {takeoff.lines.length > 0 && (
        <thead>
          <tr>
            <th scope="col">{words.explanation}</th>
            <th scope="col">{words.expression}</th>
            <th scope="col">{words.factor}</th>
            <th scope="col">{words.address}</th>
            <th scope="col">{words.result}</th>
          </tr>
        </thead>
      )}
      <tbody>
        {takeoff.lines.map((line, index) => {
          // Rows keep the file's order and never move, so their position is their key.
          const key = `${index}`;
          if (line.kind === "text")
            return (
              <tr key={key} className="takeoff-text">
                <td colSpan={5}>{line.text}</td>
              </tr>
            );
          if (line.kind === "other")
            return (
              <tr key={key} className="takeoff-other">
                <td colSpan={4}>
                  <code>{line.raw}</code>
                </td>
                <td>{words.other}</td>
              </tr>
            );
          return (
            <tr key={key} className={line.deduction ? "takeoff-deduction" : undefined}>
              <td>
                {line.explanation}
                {line.deduction ? ` (${words.deduction})` : ""}
              </td>
              <td>
                <code>{line.expression}</code>
              </td>
              <td>{line.factor !== undefined ? formatDecimal(line.factor, lang, 3) : ""}</td>
              <td>{line.address ?? ""}</td>
              <td className="takeoff-figure">
                {line.result !== undefined ? figure(line.result) : words.noResult}
              </td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        {takeoff.sum !== undefined && (
          <tr>
            <th scope="row" colSpan={4}>
              {words.sum}
            </th>
            <td className="takeoff-figure">{figure(takeoff.sum)}</td>
          </tr>
        )}
        {takeoff.quantity !== undefined && (
          <tr>
            <th scope="row" colSpan={4}>
              {words.quantity}
            </th>
            <td className="takeoff-figure">{figure(takeoff.quantity)}</td>
          </tr>
        )}
      </tfoot>
    </table>
  );
}

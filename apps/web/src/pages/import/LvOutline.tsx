import { type CSSProperties, useId, useState } from "react";
import type { ImportTexts } from "../../content/import";
import type { Lang } from "../../i18n/lang";
import { formatCount, formatDecimal } from "../../ondevice/numbers";
import type { OutlineRow } from "../../worker/import-outline";

/** Lines shown at first and added per "show more": a large LV stays quick to render and to scroll past. */
export const OUTLINE_PAGE = 200;

/** The imported LV as a compact table of sections and items (OZ, short text, quantity, unit), capped. */
export function LvOutline({
  rows,
  texts,
  lang,
}: {
  rows: readonly OutlineRow[];
  texts: ImportTexts;
  lang: Lang;
}) {
  const [shown, setShown] = useState(OUTLINE_PAGE);
  const titleId = useId();
  const visible = rows.slice(0, shown);
  return (
    <section className="import-outline" aria-labelledby={titleId}>
      <h3 id={titleId}>{texts.outlineTitle}</h3>
      <div className="import-outline__scroll">
        <table className="import-outline__table" data-testid="import-outline">
          <thead>
            <tr>
              <th scope="col">{texts.outlineOz}</th>
              <th scope="col">{texts.outlineText}</th>
              <th scope="col" className="import-outline__number">
                {texts.outlineQty}
              </th>
              <th scope="col">{texts.outlineUnit}</th>
            </tr>
          </thead>
          <tbody>
            {visible.map((row, index) => (
              // Rows have no identity of their own beyond their place (an OZ may repeat in a bad sheet).
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <tr key={index} className={`import-outline__${row.kind}`} data-kind={row.kind}>
                <td className="import-outline__oz">{row.oz}</td>
                <td className="import-outline__text" style={{ "--depth": row.depth } as CSSProperties}>
                  {/* A section the numbers name but no row titles (an item skipping a level) says so. */}
                  {row.text === "" ? (
                    <span className="muted">{texts.untitled}</span>
                  ) : row.kind === "section" ? (
                    <strong>{row.text}</strong>
                  ) : (
                    row.text
                  )}
                </td>
                <td className="import-outline__number">
                  {row.quantity === null ? "" : formatDecimal(row.quantity, lang)}
                </td>
                <td>{row.unit ?? ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {rows.length > shown && (
        <p className="import-outline__more">
          <span>{texts.outlineShown(formatCount(shown, lang), formatCount(rows.length, lang))}</span>{" "}
          <button
            type="button"
            className="button button--secondary button--small"
            onClick={() => setShown((count) => count + OUTLINE_PAGE * 5)}
          >
            {texts.showMore}
          </button>
        </p>
      )}
    </section>
  );
}

import type { SheetSummary } from "gaeb2xlsx";
import type { ConverterTexts } from "../content/converter";
import type { Lang } from "../i18n/lang";
import type { ConversionNote } from "./service";

/**
 * A plain decimal ("-12345.6") in the reader's notation with two decimals, grouped by thousands. Done on the
 * digits, never through a float, so a total of any size reads exactly as the workbook holds it.
 */
export function formatAmount(plain: string, lang: Lang): string {
  const match = /^(-?)(\d+)(?:\.(\d+))?$/.exec(plain);
  if (!match) return plain;
  const [, sign = "", whole = "0", fraction = ""] = match;
  const [group, decimal] = lang === "de" ? [".", ","] : [",", "."];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  const cents = fraction.length <= 2 ? fraction.padEnd(2, "0") : fraction;
  return `${sign}${grouped}${decimal}${cents}`;
}

/** "12.50" and "12.5" are the same amount; compared as digits, not as floats. */
function canonical(plain: string): string {
  const [whole = "", fraction = ""] = plain.split(".");
  const digits = `${whole.replace(/^(-?)0+(?=\d)/, "$1")}.${fraction.replace(/0+$/, "")}`;
  return digits.replace(/\.$/, "").replace(/^-0$/, "0");
}

function count(value: number, lang: Lang): string {
  return new Intl.NumberFormat(lang === "de" ? "de-DE" : "en-GB").format(value);
}

function SheetCard({ sheet, texts, lang }: { sheet: SheetSummary; texts: ConverterTexts; lang: Lang }) {
  const money = (value: string | undefined) =>
    value === undefined ? texts.previewNone : `${formatAmount(value, lang)} ${sheet.currency}`.trim();
  const differs =
    sheet.declaredTotal !== undefined &&
    sheet.computedTotal !== undefined &&
    canonical(sheet.declaredTotal) !== canonical(sheet.computedTotal);
  return (
    <li className="preview__sheet" data-testid="preview-sheet">
      <h4 className="preview__file">{sheet.file}</h4>
      <dl className="preview__facts">
        <div>
          <dt>{texts.previewSheet}</dt>
          <dd>{sheet.sheet}</dd>
        </div>
        {sheet.project && (
          <div>
            <dt>{texts.previewProject}</dt>
            <dd>{sheet.project}</dd>
          </div>
        )}
        {sheet.boq && (
          <div>
            <dt>{texts.previewBoq}</dt>
            <dd>{sheet.boq}</dd>
          </div>
        )}
        <div>
          <dt>{texts.previewPhase}</dt>
          <dd>
            {sheet.phaseName} ({sheet.phase})
          </dd>
        </div>
        <div>
          <dt>{texts.previewCounts}</dt>
          <dd data-testid="preview-counts">
            {texts.previewCountsValue(sheet.sections, sheet.items, (value) => count(value, lang))}
          </dd>
        </div>
        <div>
          <dt>{texts.previewDeclared}</dt>
          <dd data-testid="preview-declared">{money(sheet.declaredTotal)}</dd>
        </div>
        <div>
          <dt>{texts.previewComputed}</dt>
          <dd data-testid="preview-computed">{money(sheet.computedTotal)}</dd>
        </div>
      </dl>
      {sheet.base && <p className="preview__merged">{texts.previewMerged(sheet.base)}</p>}
      {differs && <p className="preview__warning">{texts.previewMismatch}</p>}
    </li>
  );
}

/** Per sheet what the workbook holds, and the converter's notes, so the user sees at once if it is the right file. */
export function ResultPreview(props: {
  sheets: SheetSummary[];
  notes: ConversionNote[];
  texts: ConverterTexts;
  lang: Lang;
}) {
  const { sheets, notes, texts, lang } = props;
  return (
    <div className="preview">
      {/* A GAEB DA XML result has no worksheets: only the notes remain to show. */}
      {sheets.length > 0 && (
        <>
          <h3 className="preview__title">{texts.previewTitle}</h3>
          <ul className="preview__sheets">
            {sheets.map((sheet) => (
              <SheetCard key={`${sheet.file}/${sheet.sheet}`} sheet={sheet} texts={texts} lang={lang} />
            ))}
          </ul>
        </>
      )}
      {notes.length > 0 && (
        <details className="preview__notes">
          <summary>{texts.notesTitle(notes.length)}</summary>
          <ul>
            {notes.map((note, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the list never changes once shown
              <li key={i} className={`preview__note preview__note--${note.severity}`}>
                {note.message}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

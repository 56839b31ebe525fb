import type {
  RichText as RichTextModel,
  ViewAssignment,
  ViewItem,
  ViewMarkupItem,
  ViewRow,
  ViewSectionEnd,
  ViewSectionStart,
  ViewTextRow,
} from "gaeb2xlsx";
import type { ReactNode } from "react";
import type { ViewerTexts } from "../content/viewer";
import type { Lang } from "../i18n/lang";
import { formatDecimal, formatMoney } from "../ondevice/numbers";
import { itemHash } from "./hash";
import { highlightText } from "./highlight";
import { RichText } from "./RichText";
import { Takeoff } from "./Takeoff";

/** What every row needs besides itself: language, words, currency and the search's pattern. */
export interface RowContext {
  lang: Lang;
  texts: ViewerTexts;
  currency: string;
  pattern: RegExp | null;
  /** Whether the LV carries prices: a request's totals are all zero and are left out rather than shown as 0,00. */
  priced: boolean;
}

function LongText({ text, context }: { text: RichTextModel; context: RowContext }) {
  return <RichText text={text} lang={context.lang} className="lv-long" highlight={context.pattern} />;
}

function Labels({ labels, apart, texts }: { labels: string[]; apart: boolean; texts: ViewerTexts }) {
  if (labels.length === 0 && !apart) return null;
  return (
    <span className="lv-labels">
      {labels.map((label) => (
        <span key={label} className="lv-label">
          {label}
        </span>
      ))}
      {apart && <span className="lv-label lv-label--apart">{texts.notCounted}</span>}
    </span>
  );
}

/** The catalogue codes an item or section states itself ("DIN 276-18: 391"); inherited ones only filter. */
function Codes({ assignments }: { assignments: readonly ViewAssignment[] | undefined }) {
  const own = (assignments ?? []).filter((assignment) => !assignment.inherited);
  if (own.length === 0) return null;
  return (
    <p className="lv-codes" data-testid="viewer-codes">
      {own.map((assignment) => (
        <span key={`${assignment.catalogue}=${assignment.code}`} className="lv-code">
          {assignment.name}: {assignment.code}
        </span>
      ))}
    </p>
  );
}

interface Figure {
  key: string;
  label: string;
  value: string;
}

function Figures({ figures }: { figures: Figure[] }) {
  if (figures.length === 0) return null;
  return (
    <dl className="lv-figures">
      {figures.map((figure) => (
        <div key={figure.key} className={`lv-figure lv-figure--${figure.key}`}>
          <dt>{figure.label}</dt>
          <dd>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A total GAEB leaves out of every sum is written in parentheses, as tender documents print it. */
const apartAmount = (amount: string, counts: boolean) => (counts ? amount : `(${amount})`);

/** OZ as the item's link, short text with its labels, and the figures: the line an item or markup item opens with. */
function ItemHead({
  row,
  apart,
  figures,
  context,
}: {
  row: ViewItem | ViewMarkupItem;
  apart: boolean;
  figures: Figure[];
  context: RowContext;
}) {
  const { texts, pattern } = context;
  return (
    <div className="lv-item__head">
      <a className="lv-oz" href={itemHash(row.oz)} title={texts.linkToItem(row.oz)}>
        {highlightText(row.oz, pattern)}
      </a>
      <div className="lv-item__title">
        <p className="lv-short">{highlightText(row.shortText, pattern)}</p>
        <Labels labels={row.labels} apart={apart} texts={texts} />
      </div>
      <Figures figures={figures} />
    </div>
  );
}

function ItemRow({ row, context }: { row: ViewItem; context: RowContext }) {
  const { lang, texts, currency, pattern } = context;
  const figures: Figure[] = [];
  if (row.quantity !== undefined)
    figures.push({
      key: "quantity",
      label: texts.quantity,
      value: `${formatDecimal(row.quantity, lang)}${row.unit ? ` ${row.unit}` : ""}`,
    });
  else if (row.unit) figures.push({ key: "quantity", label: texts.quantity, value: row.unit });
  if (row.unitPrice !== undefined)
    figures.push({
      key: "unit-price",
      label: texts.unitPrice,
      value: formatMoney(row.unitPrice, null, lang),
    });
  if (row.total !== undefined)
    figures.push({
      key: "total",
      label: texts.total,
      value: apartAmount(formatMoney(row.total, currency, lang), row.counts),
    });
  return (
    <article className={`lv-item${row.counts ? "" : " lv-item--apart"}`} data-oz={row.oz}>
      <ItemHead row={row} apart={!row.counts} figures={figures} context={context} />
      <div className="lv-item__body">
        <Codes assignments={row.assignments} />
        <LongText text={row.longText} context={context} />
        {row.subDescriptions.map((sub, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sub-descriptions keep their file order and never move
          <div key={index} className="lv-sub">
            <p className="lv-sub__head">
              <span className="lv-label">{texts.subDescription}</span> {highlightText(sub.number, pattern)}{" "}
              <strong>{highlightText(sub.shortText, pattern)}</strong>
              {sub.quantity !== undefined && (
                <span className="lv-sub__qty">
                  {" "}
                  {formatDecimal(sub.quantity, lang)}
                  {sub.unit ? ` ${sub.unit}` : ""}
                </span>
              )}
            </p>
            <LongText text={sub.longText} context={context} />
          </div>
        ))}
        {row.takeoff && <Takeoff takeoff={row.takeoff} unit={row.unit} lang={lang} />}
        {row.bidderComments.map((comment, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: comments keep their file order and never move
          <p key={index} className="lv-comment">
            <span className="lv-label">{texts.bidderComment}</span> {highlightText(comment, pattern)}
          </p>
        ))}
        {row.reference && <p className="lv-reference">{highlightText(row.reference, pattern)}</p>}
      </div>
    </article>
  );
}

function MarkupRow({ row, context }: { row: ViewMarkupItem; context: RowContext }) {
  const { lang, texts, currency } = context;
  const figures: Figure[] = [];
  if (row.base !== undefined)
    figures.push({ key: "base", label: texts.markupBase, value: formatMoney(row.base, currency, lang) });
  if (row.percent !== undefined)
    figures.push({
      key: "percent",
      label: texts.markupPercent,
      value: `${formatDecimal(row.percent, lang)} %`,
    });
  if (row.total !== undefined)
    figures.push({ key: "total", label: texts.total, value: formatMoney(row.total, currency, lang) });
  return (
    <article className="lv-item lv-item--markup" data-oz={row.oz}>
      <ItemHead row={row} apart={false} figures={figures} context={context} />
      <div className="lv-item__body">
        <LongText text={row.longText} context={context} />
      </div>
    </article>
  );
}

function TextRow({ row, context }: { row: ViewTextRow; context: RowContext }) {
  const { texts, pattern } = context;
  return (
    <aside className={`lv-note lv-note--${row.kind}`}>
      <p className="lv-note__head">
        <span className="lv-label">{row.kind === "remark" ? texts.remark : texts.executionDescription}</span>
        {row.number && <> {highlightText(row.number, pattern)}</>}{" "}
        {row.shortText && <strong>{highlightText(row.shortText, pattern)}</strong>}
      </p>
      <LongText text={row.longText} context={context} />
    </aside>
  );
}

function SectionStartRow({ row, context }: { row: ViewSectionStart; context: RowContext }) {
  const { texts, pattern } = context;
  // Page h1, "Positionen" h2, top-level sections h3, deeper ones below it (HTML has six levels).
  const Heading = `h${Math.min(3 + row.depth, 6)}` as "h3";
  return (
    <div className={`lv-section lv-section--depth-${Math.min(row.depth, 3)}`}>
      <Heading className="lv-section__title">
        <span className="lv-section__level">{row.levelLabel}</span>{" "}
        <span>{highlightText(row.oz, pattern)}</span> {highlightText(row.title, pattern)}
      </Heading>
      <Labels labels={row.labels} apart={!row.counts} texts={texts} />
      <Codes assignments={row.assignments} />
    </div>
  );
}

function SectionEndRow({ row, context }: { row: ViewSectionEnd; context: RowContext }) {
  const { lang, texts, currency, priced } = context;
  if (!priced || (row.total === undefined && row.adjustments.length === 0))
    return <div className="lv-section-end" />;
  return (
    <dl className="lv-section-end">
      {row.adjustments.map((line, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a stated and a computed line may share a key; order is fixed
        <div key={index} className="lv-total-line">
          <dt>{line.label}</dt>
          <dd>{formatMoney(line.amount, currency, lang)}</dd>
        </div>
      ))}
      {row.total !== undefined && (
        <div className="lv-total-line lv-total-line--section">
          <dt>{texts.sectionTotal(`${row.oz} ${row.title}`.trim())}</dt>
          <dd>{formatMoney(row.total, currency, lang)}</dd>
        </div>
      )}
    </dl>
  );
}

/** One row of the LV as the screen shows it. */
export function RowView({ row, context }: { row: ViewRow; context: RowContext }): ReactNode {
  switch (row.kind) {
    case "sectionStart":
      return <SectionStartRow row={row} context={context} />;
    case "sectionEnd":
      return <SectionEndRow row={row} context={context} />;
    case "item":
      return <ItemRow row={row} context={context} />;
    case "markupItem":
      return <MarkupRow row={row} context={context} />;
    case "remark":
    case "executionDescription":
      return <TextRow row={row} context={context} />;
  }
}

import type {
  LvView,
  ViewAssignment,
  ViewItem,
  ViewMarkupItem,
  ViewRow,
  ViewSectionEnd,
  ViewSectionStart,
  ViewTextRow,
} from "gaeb2xlsx";
import type { ReactNode } from "react";
import { RichText } from "../RichText";
import { Takeoff } from "../Takeoff";
import { Amount, formatQuantity, type PriceMode, priceMode } from "./figures";
import { PRINT_WORDS } from "./words";

/** Every row of the LV in order, flat, so that the browser can break pages between any two of them. */
export function PrintRows({ view }: { view: LvView }): ReactNode {
  const mode = priceMode(view);
  return (
    <div className="plv-rows">
      {view.rows.map((row, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows of a file never change once shown
        <Row key={index} row={row} view={view} mode={mode} />
      ))}
    </div>
  );
}

interface RowProps<T extends ViewRow> {
  row: T;
  view: LvView;
  mode: PriceMode;
}

function Row({ row, view, mode }: RowProps<ViewRow>): ReactNode {
  switch (row.kind) {
    case "sectionStart":
      return <SectionStart row={row} view={view} mode={mode} />;
    case "sectionEnd":
      return <SectionEnd row={row} view={view} mode={mode} />;
    case "item":
      return <Item row={row} view={view} mode={mode} />;
    case "markupItem":
      return <MarkupItem row={row} view={view} mode={mode} />;
    case "remark":
    case "executionDescription":
      return <TextRow row={row} view={view} mode={mode} />;
  }
}

function SectionStart({ row }: RowProps<ViewSectionStart>): ReactNode {
  const Heading = row.depth === 0 ? "h2" : row.depth === 1 ? "h3" : "h4";
  return (
    <div className={`plv-section plv-section--${Math.min(row.depth, 2)}`}>
      <Heading className="plv-section-title">
        <span className="plv-oz">{row.oz}</span>
        <span className="plv-section-name">
          <span className="plv-level">{row.levelLabel}</span> {row.title}
        </span>
      </Heading>
      {row.labels.length > 0 ? <p className="plv-labels">{row.labels.join(" · ")}</p> : null}
      <Codes assignments={row.assignments} />
    </div>
  );
}

/** The catalogue codes an item or section states itself, on one line: "DIN 276-18: 391 · Leistungsbereiche: 012". */
function Codes({ assignments }: { assignments: readonly ViewAssignment[] | undefined }): ReactNode {
  const own = (assignments ?? []).filter((assignment) => !assignment.inherited);
  if (own.length === 0) return null;
  return <p className="plv-codes">{own.map((a) => `${a.name}: ${a.code}`).join(" · ")}</p>;
}

function SectionEnd({ row, view, mode }: RowProps<ViewSectionEnd>): ReactNode {
  const words = PRINT_WORDS[view.lang];
  if (row.total === undefined && mode !== "blank") return null;
  return (
    <div className="plv-section-end">
      <p className="plv-sum-line">
        <span className="plv-sum-label">
          {words.sectionSum} {row.oz} {row.title}
        </span>
        <Amount value={row.total} view={view} mode={mode} currency />
      </p>
      {/* A request's form asks for the section's sum; figures its file states for it mean nothing there. */}
      {row.adjustments
        .filter((line) => !(mode === "blank" && line.declared))
        .map((line) => (
          <p
            // A section may state the same kind of line twice, never with the same words and figure.
            key={`${line.key}|${line.declared ? "declared" : "computed"}|${line.label}|${line.amount}`}
            className={line.declared ? "plv-adjustment plv-adjustment--declared" : "plv-adjustment"}
          >
            <span className="plv-sum-label">{line.label}</span>
            <Amount value={line.amount} view={view} mode={mode} currency />
          </p>
        ))}
    </div>
  );
}

function Head({ oz, text, labels }: { oz: string; text: string; labels: string[] }): ReactNode {
  return (
    <div className="plv-head">
      <span className="plv-oz">{oz}</span>
      <span className="plv-short">
        {text}
        {labels.length > 0 ? <span className="plv-labels"> ({labels.join(", ")})</span> : null}
      </span>
    </div>
  );
}

/** A normal item's labels start with "Normalposition", which a tender leaves unsaid; the rest (flags) stays. */
function printedLabels(row: ViewItem): string[] {
  return row.mainKind === "normal" ? row.labels.slice(1) : row.labels;
}

function Item({ row, view, mode }: RowProps<ViewItem>): ReactNode {
  const words = PRINT_WORDS[view.lang];
  const void_ = row.mainKind === "notApplicable";
  return (
    <div
      className={row.counts ? "plv-entry plv-item" : "plv-entry plv-item plv-item--apart"}
      data-oz={row.oz}
    >
      <Head oz={row.oz} text={row.shortText} labels={printedLabels(row)} />
      <div className="plv-body">
        <Codes assignments={row.assignments} />
        <RichText text={row.longText} lang={view.lang} className="plv-rt" print />
        {row.reference ? (
          <p className="plv-aside">
            {words.reference}: {row.reference}
          </p>
        ) : null}
        {row.takeoff ? (
          <Takeoff takeoff={row.takeoff} unit={row.unit} lang={view.lang} className="plv-takeoff" />
        ) : null}
        {row.subDescriptions.map((sub, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a file's item never change once shown
          <div key={index} className="plv-sub">
            <p className="plv-sub-head">
              {words.subDescription} {sub.number} {sub.shortText}
              {sub.quantity !== undefined
                ? ` · ${formatQuantity(sub.quantity, view.lang)} ${sub.unit ?? ""}`
                : null}
            </p>
            <RichText text={sub.longText} lang={view.lang} className="plv-rt" print />
          </div>
        ))}
        {row.bidderComments.map((comment, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the parts of a file's item never change once shown
          <p key={index} className="plv-aside">
            {words.bidderComment}: {comment}
          </p>
        ))}
        <div className="plv-figures">
          <span className="plv-quantity">
            {row.quantity !== undefined ? formatQuantity(row.quantity, view.lang) : ""} {row.unit ?? ""}
          </span>
          {mode === "none" ? null : (
            <>
              <span className="plv-price">
                <span className="plv-price-label">{words.unitPrice}</span>
                <Amount value={row.unitPrice} view={view} mode={void_ ? "none" : mode} />
              </span>
              <span className="plv-price">
                <span className="plv-price-label">
                  {row.counts ? words.total : `${words.total} (${words.notCounted})`}
                </span>
                <Amount value={row.total} view={view} mode={void_ ? "none" : mode} />
              </span>
            </>
          )}
        </div>
      </div>
    </div>
  );
}

function MarkupItem({ row, view, mode }: RowProps<ViewMarkupItem>): ReactNode {
  const words = PRINT_WORDS[view.lang];
  return (
    <div className="plv-entry plv-item plv-markup" data-oz={row.oz}>
      <Head oz={row.oz} text={row.shortText} labels={row.labels} />
      <div className="plv-body">
        <RichText text={row.longText} lang={view.lang} className="plv-rt" print />
        <div className="plv-figures">
          <span className="plv-quantity">
            <Amount value={row.percent} view={view} mode={mode} percent /> %
            {row.base !== undefined ? (
              <>
                {" "}
                {words.markupOn} <Amount value={row.base} view={view} mode={mode} />
              </>
            ) : null}
          </span>
          {mode === "none" ? null : (
            <span className="plv-price">
              <span className="plv-price-label">{words.total}</span>
              <Amount value={row.total} view={view} mode={mode} />
            </span>
          )}
        </div>
      </div>
    </div>
  );
}

function TextRow({ row, view }: RowProps<ViewTextRow>): ReactNode {
  const words = PRINT_WORDS[view.lang];
  const label = row.kind === "remark" ? words.remark : words.executionDescription;
  return (
    <div className="plv-entry plv-note">
      <div className="plv-head">
        <span className="plv-oz plv-note-label">{row.number ? `${label} ${row.number}` : label}</span>
        <span className="plv-short">{row.shortText}</span>
      </div>
      <div className="plv-body">
        <RichText text={row.longText} lang={view.lang} className="plv-rt" print />
      </div>
    </div>
  );
}

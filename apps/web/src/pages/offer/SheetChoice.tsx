import { type Ref, useId } from "react";
import type { Lang } from "../../i18n/lang";
import { formatCount } from "../../ondevice/numbers";

/** The words of a choice among sheets; `sheetChoiceFile` says which file a sheet came from, where it matters. */
export interface SheetChoiceWords {
  sheetChoiceTitle: string;
  sheetChoiceText: (count: string) => string;
  sheetChoiceLegend: string;
  sheetChoiceFile?: (file: string) => string;
}

/**
 * A workbook made from several requests holds one offer per sheet: the bidder picks the sheet whose X84 to make,
 * downloads it, and picks the next. Stays on screen with the result, so every sheet can be made in turn. The import
 * page asks the same for a workbook of several sheets (without files).
 */
export function SheetChoice(props: {
  sheets: readonly { sheet: string; file?: string }[];
  chosen: string;
  texts: SheetChoiceWords;
  testId?: string;
  lang: Lang;
  headingRef?: Ref<HTMLHeadingElement>;
  onChoose(sheet: string): void;
}) {
  const { texts } = props;
  const titleId = useId();
  const name = useId();
  return (
    <section
      className="outcome sheet-choice"
      aria-labelledby={titleId}
      data-testid={props.testId ?? "offer-sheet-choice"}
    >
      <h2 id={titleId} ref={props.headingRef} tabIndex={-1}>
        {texts.sheetChoiceTitle}
      </h2>
      <p>{texts.sheetChoiceText(formatCount(props.sheets.length, props.lang))}</p>
      <fieldset className="sheet-choice__list">
        <legend className="visually-hidden">{texts.sheetChoiceLegend}</legend>
        {props.sheets.map(({ sheet, file }, index) => (
          <div className="checkbox" key={sheet}>
            <input
              id={`${name}-${index}`}
              type="radio"
              name={name}
              value={sheet}
              checked={props.chosen === sheet}
              onChange={() => props.onChoose(sheet)}
            />
            <label htmlFor={`${name}-${index}`}>
              {sheet}
              {file !== undefined && texts.sheetChoiceFile && (
                <>
                  {" "}
                  <span className="muted sheet-choice__file">{texts.sheetChoiceFile(file)}</span>
                </>
              )}
            </label>
          </div>
        ))}
      </fieldset>
    </section>
  );
}

import type { OfferChoice } from "gaeb2xlsx";
import { type Ref, useId } from "react";
import type { OfferTexts } from "../../content/offer";
import type { Lang } from "../../i18n/lang";
import { formatCount } from "../../ondevice/numbers";

/**
 * A workbook made from several requests holds one offer per sheet: the bidder picks the sheet whose X84 to make,
 * downloads it, and picks the next. Stays on screen with the result, so every sheet can be made in turn.
 */
export function SheetChoice(props: {
  sheets: readonly OfferChoice[];
  chosen: string;
  texts: OfferTexts;
  lang: Lang;
  headingRef?: Ref<HTMLHeadingElement>;
  onChoose(sheet: string): void;
}) {
  const { texts } = props;
  const titleId = useId();
  const name = useId();
  return (
    <section className="outcome sheet-choice" aria-labelledby={titleId} data-testid="offer-sheet-choice">
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
              {sheet} <span className="muted sheet-choice__file">{texts.sheetChoiceFile(file)}</span>
            </label>
          </div>
        ))}
      </fieldset>
    </section>
  );
}

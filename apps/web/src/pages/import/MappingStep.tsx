import type { ColumnMap } from "gaeb2xlsx";
import { useId, useState } from "react";
import type { ImportTexts } from "../../content/import";
import type { Lang } from "../../i18n/lang";
import { formatCount } from "../../ondevice/numbers";
import {
  type ColumnTitle,
  chooseColumn,
  columnMap,
  IMPORT_FIELDS,
  type MappingChoice,
  mappingProblem,
  shortTitle,
} from "./mapping";

/**
 * The mapping step: the sheet's columns by letter and title, a select per field preselected with what was found, and
 * "Übernehmen", which reads the workbook again with that map.
 */
export function MappingStep(props: {
  texts: ImportTexts;
  lang: Lang;
  sheet: string;
  headerRow: number;
  titles: readonly ColumnTitle[];
  initial: MappingChoice;
  onApply: (map: ColumnMap) => void;
}) {
  const { texts, titles } = props;
  const [choice, setChoice] = useState(props.initial);
  const id = useId();
  const problem = mappingProblem(choice);
  return (
    <form
      className="import-mapping"
      data-testid="import-mapping"
      onSubmit={(event) => {
        event.preventDefault();
        if (!problem) props.onApply(columnMap(choice));
      }}
    >
      <fieldset>
        <legend>{texts.mappingSheet(props.sheet, formatCount(props.headerRow, props.lang))}</legend>
        <div className="import-mapping__fields">
          {IMPORT_FIELDS.map((field) => (
            <div className="field" key={field}>
              <label htmlFor={`${id}-${field}`}>{texts.fields[field]}</label>
              <select
                id={`${id}-${field}`}
                data-testid={`import-map-${field}`}
                value={choice[field]}
                onChange={(event) => setChoice(chooseColumn(choice, field, event.target.value))}
              >
                <option value="">{texts.noColumn}</option>
                {titles.map((title) => (
                  <option key={title.letter} value={title.letter}>
                    {texts.columnChoice(title.letter, shortTitle(title.title))}
                  </option>
                ))}
              </select>
            </div>
          ))}
        </div>
      </fieldset>
      <p className="field__hint" aria-live="polite">
        {problem?.kind === "needs"
          ? texts.mappingNeeds
          : problem?.kind === "twice"
            ? texts.mappingTwice(problem.letter)
            : ""}
      </p>
      <button type="submit" className="button button--primary" aria-disabled={problem !== null}>
        {texts.apply}
      </button>
    </form>
  );
}

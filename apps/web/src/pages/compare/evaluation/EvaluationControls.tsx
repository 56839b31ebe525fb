import type { EvaluationData, EvaluationOptions } from "gaeb2xlsx";
import { useId, useState } from "react";
import type { EvaluationTexts } from "../../../content/evaluation";
import type { Lang } from "../../../i18n/lang";
import { formatCount, formatDecimal, formatPercent, parseDecimal } from "../../../ondevice/numbers";
import { groupName, optionName, ozList } from "./choices";

type NumberField = "unusualPercent" | "lowPercent" | "estimate" | "vatPercent";

/** The bounds the core takes (`checkEvaluationOptions`): a figure outside them is refused here, next to its field. */
const BOUNDS: Record<NumberField, { least: number; most: number }> = {
  unusualPercent: { least: 0, most: 1000 },
  lowPercent: { least: 0, most: 100 },
  estimate: { least: 0.01, most: 1e13 },
  vatPercent: { least: 0, most: 100 },
};

/** A figure typed in the reader's notation as the core takes it; null where it is none the field allows. */
export function fieldValue(field: NumberField, text: string, lang: Lang): string | null {
  const parsed = parseDecimal(text, lang);
  if (parsed === null || !/^-?\d{1,15}(\.\d{1,6})?$/.test(parsed)) return null;
  const { least, most } = BOUNDS[field];
  const value = Number(parsed);
  return value >= least && value <= most ? parsed : null;
}

/** A change to the options: undefined sets one back to the core's default. */
type Patch = { [Key in keyof EvaluationOptions]?: EvaluationOptions[Key] | undefined };

/** The options with one changed; an option set to undefined is left out (the core's default applies). */
function changed(options: EvaluationOptions, patch: Patch): EvaluationOptions {
  const next: Record<string, unknown> = { ...options, ...patch };
  for (const key of Object.keys(next)) if (next[key] === undefined) delete next[key];
  return next as EvaluationOptions;
}

const shown = (value: number | string | undefined, lang: Lang, percent: boolean) =>
  value === undefined
    ? ""
    : percent
      ? formatPercent(String(value), lang)
      : formatDecimal(String(value), lang, 2);

interface Props {
  data: EvaluationData;
  options: EvaluationOptions;
  onChange: (options: EvaluationOptions) => void;
  currency: string | null;
  texts: EvaluationTexts;
  lang: Lang;
}

/** A figure's text field: what the user typed stays as typed; a figure the field cannot take is named beside it. */
function FigureField({
  field,
  label,
  hint,
  error,
  initial,
  lang,
  onValue,
}: {
  field: NumberField;
  label: string;
  hint: string;
  error: string;
  initial: string;
  lang: Lang;
  onValue: (value: string | undefined) => void;
}) {
  const id = useId();
  const [text, setText] = useState(initial);
  const invalid = text.trim() !== "" && fieldValue(field, text, lang) === null;
  return (
    <div className="field evaluation__field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        value={text}
        aria-invalid={invalid}
        aria-describedby={`${id}-hint${invalid ? ` ${id}-error` : ""}`}
        data-testid={`evaluation-${field}`}
        onChange={(event) => {
          const typed = event.target.value;
          setText(typed);
          onValue(typed.trim() === "" ? undefined : (fieldValue(field, typed, lang) ?? undefined));
        }}
      />
      <p id={`${id}-hint`} className="field__hint">
        {hint}
      </p>
      {invalid && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The office's choices for the Wertung: Bedarfspositionen, one option per Wahl group, thresholds, estimate, VAT. */
export function EvaluationControls({ data, options, onChange, currency, texts, lang }: Props) {
  const provisionalId = useId();
  const referenceId = useId();
  const groupId = useId();
  const set = (patch: Patch) => onChange(changed(options, patch));
  const percentError = (field: NumberField) =>
    `${texts.invalidPercent(formatCount(BOUNDS[field].most, lang))} ${texts.notApplied}`;
  const more = (count: number) => texts.more(formatCount(count, lang));
  return (
    <fieldset className="evaluation__settings" data-testid="evaluation-settings">
      <legend>{texts.settings}</legend>
      {data.provisional.length > 0 && (
        <div className="field evaluation__check">
          <input
            id={provisionalId}
            type="checkbox"
            checked={options.provisional === true}
            aria-describedby={`${provisionalId}-hint`}
            data-testid="evaluation-provisional"
            onChange={(event) => set({ provisional: event.target.checked ? true : undefined })}
          />
          <label htmlFor={provisionalId}>{texts.provisional}</label>
          <p id={`${provisionalId}-hint`} className="field__hint">
            {texts.provisionalHint(
              data.provisional.length,
              formatCount(data.provisional.length, lang),
              ozList(data.provisional, more),
            )}
          </p>
        </div>
      )}
      {data.groups.length > 0 && (
        <fieldset className="evaluation__groups" aria-describedby={`${groupId}-hint`}>
          <legend>{texts.alternatives}</legend>
          <p id={`${groupId}-hint`} className="field__hint">
            {texts.alternativesHint}
          </p>
          {data.groups.map((group, index) => {
            const selectId = `${groupId}-${index}`;
            return (
              <div key={group.group} className="field">
                <label htmlFor={selectId}>{texts.groupLabel(groupName(group, texts))}</label>
                <select
                  id={selectId}
                  value={options.alternatives?.[group.group] ?? 0}
                  data-testid="evaluation-group"
                  onChange={(event) => {
                    const serial = Number(event.target.value);
                    const rest = { ...options.alternatives };
                    if (serial === 0) delete rest[group.group];
                    else rest[group.group] = serial;
                    set({ alternatives: Object.keys(rest).length > 0 ? rest : undefined });
                  }}
                >
                  {group.options.map((option) => (
                    <option key={option.serial} value={option.serial}>
                      {optionName(option, texts)}
                    </option>
                  ))}
                </select>
              </div>
            );
          })}
        </fieldset>
      )}
      <div className="evaluation__figures">
        <FigureField
          field="unusualPercent"
          label={texts.unusualPercent}
          hint={texts.unusualHint}
          error={percentError("unusualPercent")}
          initial={shown(options.unusualPercent ?? "30", lang, true)}
          lang={lang}
          onValue={(value) => set({ unusualPercent: value })}
        />
        <div className="field evaluation__field">
          <label htmlFor={referenceId}>{texts.unusualReference}</label>
          <select
            id={referenceId}
            value={options.unusualReference ?? "mean"}
            data-testid="evaluation-reference"
            onChange={(event) =>
              set({ unusualReference: event.target.value === "median" ? "median" : undefined })
            }
          >
            <option value="mean">{texts.mean}</option>
            <option value="median">{texts.median}</option>
          </select>
        </div>
        <FigureField
          field="lowPercent"
          label={texts.lowPercent}
          hint={texts.lowHint}
          error={percentError("lowPercent")}
          initial={shown(options.lowPercent ?? "20", lang, true)}
          lang={lang}
          onValue={(value) => set({ lowPercent: value })}
        />
        <FigureField
          field="estimate"
          label={texts.estimate(currency ?? "EUR")}
          hint={texts.estimateHint}
          error={`${texts.invalidAmount} ${texts.notApplied}`}
          initial={shown(options.estimate, lang, false)}
          lang={lang}
          onValue={(value) => set({ estimate: value })}
        />
        <FigureField
          field="vatPercent"
          label={texts.vat}
          hint={texts.vatHint(data.vatPercent ? formatPercent(data.vatPercent, lang) : null)}
          error={percentError("vatPercent")}
          initial={shown(options.vatPercent ?? data.vatPercent, lang, true)}
          lang={lang}
          onValue={(value) => set({ vatPercent: value })}
        />
      </div>
    </fieldset>
  );
}

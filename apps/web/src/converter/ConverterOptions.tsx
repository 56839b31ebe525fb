import { useId } from "react";
import type { ConverterTexts } from "../content/converter";
import type { ConverterSettings } from "./remember";

/**
 * Where the conversion runs, what it makes, the heading language, long texts and Formblatt 223's price components: the
 * command line's options, remembered. All but the first two belong to the workbook, so GAEB DA XML offers none.
 */
export function ConverterOptions(props: {
  texts: ConverterTexts;
  settings: ConverterSettings;
  onChange(change: Partial<ConverterSettings>): void;
}) {
  const { texts, settings, onChange } = props;
  const id = useId();
  const radio = <V extends string>(
    group: string,
    value: V,
    checked: boolean,
    label: string,
    hint: string | undefined,
    change: () => void,
  ) => (
    <div className="choice">
      <input
        id={`${id}-${group}-${value}`}
        type="radio"
        name={`${id}-${group}`}
        value={value}
        checked={checked}
        onChange={change}
        aria-describedby={hint ? `${id}-${group}-${value}-hint` : undefined}
      />
      <label htmlFor={`${id}-${group}-${value}`}>{label}</label>
      {hint && (
        <p className="choice__hint" id={`${id}-${group}-${value}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
  return (
    <fieldset className="converter-options">
      <legend>{texts.optionsTitle}</legend>
      <fieldset className="converter-options__group">
        <legend>{texts.whereLabel}</legend>
        {radio("where", "device", settings.where === "device", texts.whereDevice, texts.whereDeviceHint, () =>
          onChange({ where: "device" }),
        )}
        {radio("where", "server", settings.where === "server", texts.whereServer, texts.whereServerHint, () =>
          onChange({ where: "server" }),
        )}
      </fieldset>
      <fieldset className="converter-options__group">
        <legend>{texts.outputLabel}</legend>
        {radio("output", "xlsx", settings.output === "xlsx", texts.outputXlsx, undefined, () =>
          onChange({ output: "xlsx" }),
        )}
        {radio(
          "output",
          "gaeb-xml",
          settings.output === "gaeb-xml",
          texts.outputGaeb,
          texts.outputGaebHint,
          () => onChange({ output: "gaeb-xml" }),
        )}
      </fieldset>
      {settings.output === "xlsx" && (
        <>
          <fieldset className="converter-options__group converter-options__group--inline">
            <legend>{texts.headerLangLabel}</legend>
            {radio("lang", "de", settings.sheetLang === "de", texts.headerLangDe, undefined, () =>
              onChange({ sheetLang: "de" }),
            )}
            {radio("lang", "en", settings.sheetLang === "en", texts.headerLangEn, undefined, () =>
              onChange({ sheetLang: "en" }),
            )}
          </fieldset>
          <div className="checkbox">
            <input
              id={`${id}-long`}
              type="checkbox"
              checked={settings.longText}
              onChange={(event) => onChange({ longText: event.target.checked })}
              aria-describedby={`${id}-long-hint`}
            />
            <label htmlFor={`${id}-long`}>{texts.longTextLabel}</label>
            <p className="choice__hint" id={`${id}-long-hint`}>
              {texts.longTextHint}
            </p>
          </div>
          <div className="checkbox">
            <input
              id={`${id}-components`}
              type="checkbox"
              checked={settings.components}
              onChange={(event) => onChange({ components: event.target.checked })}
              aria-describedby={`${id}-components-hint`}
            />
            <label htmlFor={`${id}-components`}>{texts.componentsLabel}</label>
            <p className="choice__hint" id={`${id}-components-hint`}>
              {texts.componentsHint}
            </p>
          </div>
        </>
      )}
      <p className="muted converter-options__remembered">{texts.rememberedHint}</p>
    </fieldset>
  );
}

import { useId, useState } from "react";
import type { ImportTexts } from "../../content/import";
import type { Lang } from "../../i18n/lang";
import { saveBytes, XLSX_MIME } from "../../ondevice/save";
import type { TemplateOutput } from "../../worker/import";
import type { ImportRunner } from "./useImportJob";

/** "Vorlage herunterladen": the template workbook in the page's language, written in the worker. */
export function TemplateDownload({
  texts,
  lang,
  runner,
}: {
  texts: ImportTexts;
  lang: Lang;
  runner: ImportRunner;
}) {
  const [failed, setFailed] = useState(false);
  const titleId = useId();
  const download = async () => {
    try {
      const output = (await runner.run({ kind: "template", lang })) as TemplateOutput;
      saveBytes(output.bytes, output.fileName, XLSX_MIME);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  };
  return (
    <section className="tool__aside import-template" aria-labelledby={titleId}>
      <h2 id={titleId} className="import-template__title">
        {texts.templateTitle}
      </h2>
      <p>{texts.templateText}</p>
      <p>
        <button
          type="button"
          className="button button--secondary"
          data-testid="import-template"
          onClick={() => void download()}
        >
          {texts.template}
        </button>
      </p>
      {failed && <p className="field-error">{texts.saveCrashed}</p>}
    </section>
  );
}

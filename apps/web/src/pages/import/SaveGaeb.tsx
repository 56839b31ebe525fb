import type { ColumnMap, ImportPhase } from "gaeb2xlsx";
import { useId, useState } from "react";
import type { ImportTexts } from "../../content/import";
import type { Lang } from "../../i18n/lang";
import { readInputFile } from "../../ondevice/files";
import { MessageList } from "../../ondevice/MessageList";
import { reportedMessages } from "../../ondevice/messages";
import { SaveStatus, useFileSave } from "../../ondevice/useFileSave";
import type { ImportWriteOutput } from "../../worker/import";
import type { ImportRunner } from "./useImportJob";

/** `Leistungsverzeichnis.xlsx` + `X83` → `Leistungsverzeichnis.X83`. */
export function importedFileName(workbookName: string, extension: string): string {
  const base = workbookName.replace(/\.xlsx$/i, "");
  return `${base.length > 0 ? base : "LV"}.${extension}`;
}

/**
 * The download: the phase (X83 by default, X81, X84 where the sheet has prices), an optional project name (and for
 * an X84 the bidder's), and
 * "GAEB-Datei speichern", which reads the workbook again in the worker with the sheet and columns shown and writes it.
 */
export function SaveGaeb(props: {
  file: File;
  sheet: string;
  map: ColumnMap | null;
  phases: readonly ImportPhase[];
  texts: ImportTexts;
  lang: Lang;
  runner: ImportRunner;
}) {
  const { file, texts, lang } = props;
  const [phase, setPhase] = useState<ImportPhase>("83");
  const [project, setProject] = useState("");
  const [bidder, setBidder] = useState("");
  const { state, save: run } = useFileSave(file);
  const id = useId();
  const chosenPhase = props.phases.includes(phase) ? phase : "83";

  const save = () =>
    run(async () => {
      const workbook = await readInputFile(file);
      const name = project.trim();
      // Only an offer names its bidder; a name typed before switching to X83 stays out of the request.
      const bidderName = chosenPhase === "84" ? bidder.trim() : "";
      const output = (await props.runner.run(
        {
          kind: "write",
          workbook,
          options: {
            lang,
            phase: chosenPhase,
            ...(props.sheet ? { sheet: props.sheet } : {}),
            ...(props.map ? { map: props.map } : {}),
            ...(name ? { project: name } : {}),
            ...(bidderName ? { bidder: bidderName } : {}),
          },
        },
        [workbook.bytes.buffer as ArrayBuffer],
      )) as ImportWriteOutput;
      const messages = reportedMessages(output.issues, output.messages);
      return output.ok
        ? { ok: true, bytes: output.bytes, name: importedFileName(file.name, output.extension), messages }
        : { ok: false, messages };
    });

  return (
    <section className="import-save" aria-labelledby={`${id}-title`} data-testid="import-save">
      <h3 id={`${id}-title`}>{texts.saveTitle}</h3>
      <fieldset className="import-save__phases">
        <legend>{texts.phaseLegend}</legend>
        {props.phases.map((value) => (
          <div className="checkbox" key={value}>
            <input
              id={`${id}-phase-${value}`}
              type="radio"
              name={`${id}-phase`}
              value={value}
              checked={chosenPhase === value}
              onChange={() => setPhase(value)}
            />
            <label htmlFor={`${id}-phase-${value}`}>{texts.phases[value]}</label>
          </div>
        ))}
      </fieldset>
      <div className="field">
        <label htmlFor={`${id}-project`}>{texts.projectLabel}</label>
        <input
          id={`${id}-project`}
          type="text"
          maxLength={200}
          value={project}
          aria-describedby={`${id}-project-hint`}
          onChange={(event) => setProject(event.target.value)}
        />
        <p id={`${id}-project-hint`} className="field__hint">
          {texts.projectHint}
        </p>
      </div>
      {chosenPhase === "84" && (
        <div className="field" data-testid="import-bidder">
          <label htmlFor={`${id}-bidder`}>{texts.bidderLabel}</label>
          <input
            id={`${id}-bidder`}
            type="text"
            maxLength={200}
            autoComplete="organization"
            value={bidder}
            aria-describedby={`${id}-bidder-hint`}
            onChange={(event) => setBidder(event.target.value)}
          />
          <p id={`${id}-bidder-hint`} className="field__hint">
            {texts.bidderHint}
          </p>
        </div>
      )}
      <div className="outcome__actions">
        <button
          type="button"
          className="button button--primary button--large"
          aria-disabled={state.kind === "working"}
          onClick={() => void save()}
        >
          {state.kind === "working" ? texts.saving : texts.save}
        </button>
      </div>
      <SaveStatus
        state={state}
        lang={lang}
        testId="import-save-status"
        texts={{ saved: texts.saved, crashed: texts.saveCrashed, failed: texts.saveFailed }}
        notes={(messages) =>
          messages.length > 0 && (
            <div className="outcome__messages">
              <h4>{texts.saveNotes}</h4>
              <MessageList messages={messages} lang={lang} />
            </div>
          )
        }
      />
    </section>
  );
}

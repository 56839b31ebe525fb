import type { ViewerTexts } from "../../content/viewer";
import type { Lang } from "../../i18n/lang";
import { readInputFile } from "../../ondevice/files";
import { gaebFileName } from "../../ondevice/gaeb-file";
import { reportedMessages } from "../../ondevice/messages";
import { SaveStatus, useFileSave } from "../../ondevice/useFileSave";
import type { JobRunner } from "../../worker/client";
import type { GaebJob, GaebJobOutput } from "../../worker/gaeb";
import { ViewerMessages } from "./ViewerMessages";

export type GaebRunner = Pick<JobRunner<GaebJob, GaebJobOutput>, "run">;

/**
 * "Save as GAEB DA XML 3.3" for the file the viewer shows: written in a worker on this computer (the file is never
 * uploaded) and handed to the browser's download under its own name with the phase's extension (`LV.D83` → `LV.X83`).
 */
export function SaveAsGaeb(props: {
  file: File;
  lang: Lang;
  texts: ViewerTexts;
  runner?: () => Promise<GaebRunner>;
}) {
  const { file, lang, texts } = props;
  const { state, save: run } = useFileSave(file);

  const save = () =>
    run(async () => {
      const runner = await (props.runner ?? (async () => (await import("../../worker/gaeb")).gaebOnDevice))();
      const input = await readInputFile(file);
      const output = await runner.run({ file: input, lang }, [input.bytes.buffer as ArrayBuffer]);
      const messages = reportedMessages(output.issues, output.messages);
      return output.ok
        ? { ok: true, bytes: output.bytes, name: gaebFileName(file.name, output.extension), messages }
        : { ok: false, messages };
    });

  return (
    <div className="viewer__save" data-testid="viewer-save-gaeb">
      <button
        type="button"
        className="button button--secondary button--small"
        aria-disabled={state.kind === "working"}
        onClick={() => void save()}
      >
        {state.kind === "working" ? texts.savingGaeb : texts.saveGaeb}
      </button>
      <SaveStatus
        state={state}
        lang={lang}
        className="viewer__save-status"
        texts={{ saved: texts.savedGaeb, crashed: texts.saveGaebCrashed, failed: texts.saveGaebFailed }}
        notes={(messages) => <ViewerMessages title={texts.saveGaebNotes} messages={messages} lang={lang} />}
      />
    </div>
  );
}

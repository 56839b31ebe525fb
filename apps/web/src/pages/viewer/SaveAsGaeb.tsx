import { useEffect, useRef, useState } from "react";
import type { ViewerTexts } from "../../content/viewer";
import type { Lang } from "../../i18n/lang";
import { readInputFile } from "../../ondevice/files";
import { gaebFileName } from "../../ondevice/gaeb-file";
import { MessageList } from "../../ondevice/MessageList";
import { type ReportedMessage, reportedMessages } from "../../ondevice/messages";
import { GAEB_XML_MIME, saveBytes } from "../../ondevice/save";
import type { JobRunner } from "../../worker/client";
import type { GaebJob, GaebJobOutput } from "../../worker/gaeb";
import { ViewerMessages } from "./ViewerMessages";

export type GaebRunner = Pick<JobRunner<GaebJob, GaebJobOutput>, "run">;

type SaveState =
  | { kind: "idle" }
  | { kind: "working" }
  | { kind: "saved"; name: string; messages: ReportedMessage[] }
  | { kind: "failed"; messages: ReportedMessage[] }
  | { kind: "crashed" };

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
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const current = useRef(file);
  // Another file opened: what was said about the last one no longer applies.
  useEffect(() => {
    current.current = file;
    setState({ kind: "idle" });
  }, [file]);

  const save = async () => {
    if (state.kind === "working") return;
    setState({ kind: "working" });
    try {
      const runner = await (props.runner ?? (async () => (await import("../../worker/gaeb")).gaebOnDevice))();
      const input = await readInputFile(file);
      const output = await runner.run({ file: input, lang }, [input.bytes.buffer as ArrayBuffer]);
      if (current.current !== file) return;
      const messages = reportedMessages(output.issues, output.messages);
      if (!output.ok) return setState({ kind: "failed", messages });
      const name = gaebFileName(file.name, output.extension);
      saveBytes(output.bytes, name, GAEB_XML_MIME);
      setState({ kind: "saved", name, messages });
    } catch {
      if (current.current === file) setState({ kind: "crashed" });
    }
  };

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
      <div aria-live="polite" className="viewer__save-status">
        {state.kind === "saved" && <p>{texts.savedGaeb(state.name)}</p>}
        {state.kind === "crashed" && <p className="field-error">{texts.saveGaebCrashed}</p>}
        {state.kind === "failed" && (
          <>
            <p className="field-error">{texts.saveGaebFailed}</p>
            <MessageList messages={state.messages} lang={lang} />
          </>
        )}
      </div>
      {state.kind === "saved" && (
        <ViewerMessages title={texts.saveGaebNotes} messages={state.messages} lang={lang} />
      )}
    </div>
  );
}

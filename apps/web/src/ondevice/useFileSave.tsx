import { type ReactNode, useEffect, useRef, useState } from "react";
import type { Lang } from "../i18n/lang";
import { MessageList } from "./MessageList";
import type { ReportedMessage } from "./messages";
import { GAEB_XML_MIME, saveBytes } from "./save";

export type SaveState =
  | { kind: "idle" }
  | { kind: "working" }
  | { kind: "saved"; name: string; messages: ReportedMessage[] }
  | { kind: "failed"; messages: ReportedMessage[] }
  | { kind: "crashed" };

/** What a worker made of the file: GAEB bytes to hand to the browser under `name`, or the reasons it could not. */
export type SaveOutcome =
  | { ok: true; bytes: Uint8Array; name: string; messages: ReportedMessage[] }
  | { ok: false; messages: ReportedMessage[] };

/**
 * A "save as GAEB" button's life for one file: one run at a time, the download handed to the browser, and what was
 * said of an earlier file forgotten when another is opened (an answer for a file no longer shown is dropped).
 */
export function useFileSave(file: File) {
  const [state, setState] = useState<SaveState>({ kind: "idle" });
  const current = useRef(file);
  useEffect(() => {
    current.current = file;
    setState({ kind: "idle" });
  }, [file]);

  const save = async (work: () => Promise<SaveOutcome>) => {
    if (state.kind === "working") return;
    setState({ kind: "working" });
    try {
      const outcome = await work();
      if (current.current !== file) return;
      if (!outcome.ok) return setState({ kind: "failed", messages: outcome.messages });
      saveBytes(outcome.bytes, outcome.name, GAEB_XML_MIME);
      setState({ kind: "saved", name: outcome.name, messages: outcome.messages });
    } catch {
      if (current.current === file) setState({ kind: "crashed" });
    }
  };
  return { state, save };
}

/** The sentence after a save: the file's name, or why there is none, with the writer's messages. */
export function SaveStatus(props: {
  state: SaveState;
  lang: Lang;
  texts: { saved: (name: string) => string; crashed: string; failed: string };
  className?: string;
  testId?: string;
  /** How the notes of a saved file are shown (folded in the viewer, a list elsewhere). */
  notes: (messages: readonly ReportedMessage[]) => ReactNode;
}) {
  const { state, lang, texts } = props;
  return (
    <>
      <div aria-live="polite" className={props.className} data-testid={props.testId}>
        {state.kind === "saved" && <p>{texts.saved(state.name)}</p>}
        {state.kind === "crashed" && <p className="field-error">{texts.crashed}</p>}
        {state.kind === "failed" && (
          <>
            <p className="field-error">{texts.failed}</p>
            <MessageList messages={state.messages} lang={lang} />
          </>
        )}
      </div>
      {state.kind === "saved" && props.notes(state.messages)}
    </>
  );
}

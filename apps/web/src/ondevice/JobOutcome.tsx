import { type ReactNode, type Ref, type RefObject, useEffect, useRef } from "react";
import type { JobPhase } from "../worker/protocol";
import { FileDrop } from "./FileDrop";
import type { FileJobState } from "./useFileJob";
import { WorkingLine, type WorkingWords } from "./WorkingLine";

/** The words a single-file page shows around its drop zone. */
export interface FileChoiceWords {
  dropIdle: string;
  dropActive: string;
  dropHint: ReactNode;
  selectedFile: string;
  changeFile: string;
}

/**
 * The drop zone while no file is chosen (with why the last one was refused), otherwise the chosen file's name and
 * the button that goes back to the drop zone. `testId` names the input (`<testId>-input`) and the file name
 * (`<testId>-file`).
 */
export function FileChoice<Result>({
  state,
  words,
  accept,
  testId,
  onFile,
  onChange,
  dropButton,
}: {
  state: FileJobState<Result>;
  words: FileChoiceWords;
  accept: string;
  testId: { input: string; file: string };
  onFile: (file: File) => void;
  onChange: () => void;
  dropButton: Ref<HTMLButtonElement>;
}) {
  if (state.kind === "empty")
    return (
      <FileDrop
        label={words.dropIdle}
        dragLabel={words.dropActive}
        hint={words.dropHint}
        accept={accept}
        error={state.fileError}
        onFiles={([file]) => file && onFile(file)}
        buttonRef={dropButton}
        inputTestId={testId.input}
      />
    );
  return (
    <p className="tool__file">
      {words.selectedFile}: <strong data-testid={testId.file}>{state.file.name}</strong>{" "}
      <button type="button" className="button button--secondary button--small" onClick={onChange}>
        {words.changeFile}
      </button>
    </p>
  );
}

/** What screen readers hear about the job, and while it runs the visible line with the elapsed time and Cancel. */
export function JobStatus({
  announcement,
  working,
  words,
  onCancel,
  testId,
}: {
  announcement: string;
  working: { phase: JobPhase; started: number } | null;
  words: WorkingWords;
  onCancel: () => void;
  /** Names the status line (`<testId>-status`) and the cancel button (`<testId>-cancel`). */
  testId: string;
}) {
  return (
    <>
      <p className="visually-hidden" role="status" aria-live="polite" data-testid={`${testId}-status`}>
        {announcement}
      </p>
      {working && (
        <WorkingLine
          phase={working.phase}
          started={working.started}
          words={words}
          onCancel={onCancel}
          cancelTestId={`${testId}-cancel`}
        />
      )}
    </>
  );
}

/** An outcome of a job: its heading (which takes the focus when the outcome is new) and what follows. */
export function Outcome({
  id,
  tone,
  title,
  headingRef,
  className,
  children,
}: {
  id: string;
  tone: "done" | "failed";
  title: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section className={`outcome outcome--${tone}${className ? ` ${className}` : ""}`} aria-labelledby={id}>
      <h2 id={id} ref={headingRef} tabIndex={-1}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A job that ended without an answer: why, a button to run it again and, where there is one, to change the file. */
export function CrashOutcome({
  id,
  headingRef,
  words,
  text,
  onRetry,
  onChangeFile,
}: {
  id: string;
  headingRef: RefObject<HTMLHeadingElement | null>;
  words: { failedTitle: string; retry: string; changeFile?: string };
  text: string;
  onRetry: () => void;
  onChangeFile?: () => void;
}) {
  return (
    <Outcome id={id} tone="failed" title={words.failedTitle} headingRef={headingRef}>
      <p>{text}</p>
      <div className="outcome__actions">
        <button type="button" className="button button--primary" onClick={onRetry}>
          {words.retry}
        </button>
        {onChangeFile && (
          <button type="button" className="button button--secondary" onClick={onChangeFile}>
            {words.changeFile}
          </button>
        )}
      </div>
    </Outcome>
  );
}

/**
 * Where the keyboard focus goes on a single-file page: to the outcome's heading when `focusOutcome` says a new
 * outcome is shown, and back to the drop zone after "choose another file" (`startOver`).
 */
export function useOutcomeFocus<Result>(
  state: FileJobState<Result>,
  focusOutcome: boolean,
  reset: () => void,
) {
  const outcomeHeading = useRef<HTMLHeadingElement>(null);
  const dropButton = useRef<HTMLButtonElement>(null);
  const returnToDrop = useRef(false);

  useEffect(() => {
    if (focusOutcome) outcomeHeading.current?.focus();
    if (state.kind === "empty" && returnToDrop.current) {
      returnToDrop.current = false;
      dropButton.current?.focus();
    }
  }, [state, focusOutcome]);

  const startOver = () => {
    returnToDrop.current = true;
    reset();
  };
  return { outcomeHeading, dropButton, startOver };
}

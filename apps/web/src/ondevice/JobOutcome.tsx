import { type ReactNode, type Ref, type RefObject, useEffect, useRef } from "react";
import type { JobPhase } from "../worker/protocol";
import { FileDrop } from "./FileDrop";
import { type CrashWords, crashText } from "./job-crash";
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
 * the button that goes back to the drop zone.
 */
function FileChoice<Result>({
  state,
  words,
  accept,
  testIds,
  onFile,
  onChange,
  dropButton,
}: {
  state: FileJobState<Result>;
  words: FileChoiceWords;
  accept: string;
  testIds: { input: string; file: string };
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
        inputTestId={testIds.input}
      />
    );
  return (
    <p className="tool__file">
      {words.selectedFile}: <strong data-testid={testIds.file}>{state.file.name}</strong>{" "}
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

/** The way out of a failed outcome: back to the drop zone for another file. */
export function ChangeFileAction({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <div className="outcome__actions">
      <button type="button" className="button button--primary" onClick={onClick}>
        {label}
      </button>
    </div>
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

export interface OutcomeFocus {
  outcomeHeading: RefObject<HTMLHeadingElement | null>;
  dropButton: RefObject<HTMLButtonElement | null>;
  /** Back to the drop zone, which takes the focus. */
  startOver: () => void;
}

/**
 * Where the keyboard focus goes on a single-file page: to the outcome's heading when `focusOutcome` says a new
 * outcome is shown, and back to the drop zone after "choose another file" (`startOver`).
 */
export function useOutcomeFocus<Result>(
  state: FileJobState<Result>,
  focusOutcome: boolean,
  reset: () => void,
): OutcomeFocus {
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

/**
 * What a single-file page (offer, viewer) shows around its own outcomes (`children`): the file's choice, the job's
 * status and progress, and a crash with Retry and "choose another file". `name` prefixes the test ids
 * (`<name>-file`, `-status`, `-cancel`, `-input` unless `inputTestId` says otherwise) and the outcome's heading id.
 */
export function FileJobFrame<Result>({
  state,
  words,
  accept,
  name,
  inputTestId,
  announcement,
  onFile,
  onCancel,
  onRetry,
  focus,
  children,
}: {
  state: FileJobState<Result>;
  words: FileChoiceWords & WorkingWords & CrashWords & { failedTitle: string; retry: string };
  accept: string;
  name: string;
  inputTestId?: string;
  announcement: string;
  onFile: (file: File) => void;
  onCancel: () => void;
  onRetry: (file: File) => void;
  focus: OutcomeFocus;
  children: ReactNode;
}) {
  return (
    <>
      <FileChoice
        state={state}
        words={words}
        accept={accept}
        testIds={{ input: inputTestId ?? `${name}-input`, file: `${name}-file` }}
        onFile={onFile}
        onChange={focus.startOver}
        dropButton={focus.dropButton}
      />
      <JobStatus
        announcement={announcement}
        working={state.kind === "working" ? state : null}
        words={words}
        onCancel={onCancel}
        testId={name}
      />
      {children}
      {state.kind === "crashed" && (
        <CrashOutcome
          id={`${name}-outcome`}
          headingRef={focus.outcomeHeading}
          words={words}
          text={crashText(state, words)}
          onRetry={() => onRetry(state.file)}
          onChangeFile={focus.startOver}
        />
      )}
    </>
  );
}

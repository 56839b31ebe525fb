import { type DragEvent, type Ref, useId, useRef, useState } from "react";
import type { ConverterTexts } from "../content/converter";
import { FILE_DIALOG_ACCEPT, mayBeGaebType } from "./validation";

export type DropZoneVisual = "idle" | "drag-active" | "accept" | "reject";

interface DropZoneProps {
  texts: ConverterTexts;
  label?: string;
  error: string | null;
  disabled?: boolean;
  /** One file: the first of what was dropped or chosen. */
  onFile?(file: File): void;
  /** Several files (the dialog allows choosing many): everything that was dropped or chosen. */
  onFiles?(files: File[]): void;
  onRejected(): void;
  buttonRef?: Ref<HTMLButtonElement>;
}

/** Judges a drag from what the browser reveals during it: the number of items and their MIME types. */
function dragVisual(event: DragEvent): DropZoneVisual {
  const first = event.dataTransfer?.items?.[0];
  if (!first) return "drag-active";
  if (first.kind !== "file") return "reject";
  return mayBeGaebType(first.type) ? "accept" : "reject";
}

/** Drop area that is a real button: click, Enter or Space opens the file dialog. */
export function DropZone({
  texts,
  label,
  error,
  disabled = false,
  onFile,
  onFiles,
  onRejected,
  buttonRef,
}: DropZoneProps) {
  const take = (files: File[]): boolean => {
    if (files.length === 0) return false;
    if (onFiles) onFiles(files);
    else if (files[0]) onFile?.(files[0]);
    return true;
  };
  const inputRef = useRef<HTMLInputElement>(null);
  const [visual, setVisual] = useState<DropZoneVisual>("idle");
  const depth = useRef(0);
  const hintId = useId();
  const errorId = useId();

  const openDialog = () => {
    if (!disabled) inputRef.current?.click();
  };
  const onDragEnter = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    depth.current += 1;
    if (!disabled) setVisual(dragVisual(event));
  };
  const onDragOver = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = disabled ? "none" : "copy";
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setVisual("idle");
  };
  const onDrop = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    depth.current = 0;
    setVisual("idle");
    if (disabled) return;
    if (!take([...(event.dataTransfer?.files ?? [])])) onRejected();
  };

  const text =
    visual === "accept"
      ? texts.dropAccept
      : visual === "reject"
        ? texts.dropReject
        : (label ?? texts.dropIdle);
  const describedBy = error ? `${hintId} ${errorId}` : hintId;

  return (
    <div className="dropzone-wrap">
      <button
        ref={buttonRef}
        type="button"
        className={`dropzone dropzone--${visual}${disabled ? " dropzone--disabled" : ""}`}
        disabled={disabled}
        aria-describedby={describedBy}
        data-state={visual}
        onClick={openDialog}
        onDragEnter={onDragEnter}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <svg className="dropzone__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
          <path d="M24 32V12m0 0l-8 8m8-8l8 8M10 32v6h28v-6" />
        </svg>
        <span className="dropzone__text">{text}</span>
        <span className="dropzone__hint" id={hintId} aria-hidden="true">
          {texts.dropHint}
        </span>
      </button>
      <input
        ref={inputRef}
        className="visually-hidden"
        type="file"
        tabIndex={-1}
        aria-hidden="true"
        accept={FILE_DIALOG_ACCEPT}
        data-testid="file-input"
        multiple={!!onFiles}
        onChange={(event) => {
          const files = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = "";
          take(files);
        }}
      />
      {error && (
        <p className="field-error dropzone__error" id={errorId} role="alert">
          <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true">
            <circle cx="10" cy="10" r="8" />
            <path d="M10 5.5v5.5m0 3v.5" />
          </svg>
          <span>{error}</span>
        </p>
      )}
    </div>
  );
}

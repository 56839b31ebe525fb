import { type DragEvent, type ReactNode, type Ref, useId, useRef, useState } from "react";

interface FileDropProps {
  label: string;
  /** Shown while something is dragged over the zone. */
  dragLabel: string;
  hint: ReactNode;
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  error?: string | null;
  onFiles(files: File[]): void;
  buttonRef?: Ref<HTMLButtonElement>;
  inputTestId: string;
}

/**
 * A drop area that is a real button (click, Enter or Space opens the file dialog) for one or several files. Unlike
 * the converter's zone it does not judge files while they are dragged: the page checks them after the drop and says
 * per file what is wrong.
 */
export function FileDrop({
  label,
  dragLabel,
  hint,
  accept,
  multiple = false,
  disabled = false,
  error = null,
  onFiles,
  buttonRef,
  inputTestId,
}: FileDropProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const depth = useRef(0);
  const hintId = useId();
  const errorId = useId();

  const take = (list: FileList | null | undefined) => {
    const files = list ? Array.from(list) : [];
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  const onDragEnter = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    depth.current += 1;
    if (!disabled) setDragging(true);
  };
  const onDragOver = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = disabled ? "none" : "copy";
  };
  const onDragLeave = () => {
    depth.current = Math.max(0, depth.current - 1);
    if (depth.current === 0) setDragging(false);
  };
  const onDrop = (event: DragEvent<HTMLButtonElement>) => {
    event.preventDefault();
    depth.current = 0;
    setDragging(false);
    if (!disabled) take(event.dataTransfer?.files);
  };

  return (
    <div className="dropzone-wrap">
      <button
        ref={buttonRef}
        type="button"
        className={`dropzone dropzone--${dragging ? "drag-active" : "idle"}${disabled ? " dropzone--disabled" : ""}`}
        disabled={disabled}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onClick={() => inputRef.current?.click()}
        onDragEnter={onDragEnter}
        onDragOver={onDragOver}
        onDragLeave={onDragLeave}
        onDrop={onDrop}
      >
        <svg className="dropzone__icon" viewBox="0 0 48 48" width="48" height="48" aria-hidden="true">
          <path d="M24 32V12m0 0l-8 8m8-8l8 8M10 32v6h28v-6" />
        </svg>
        <span className="dropzone__text">{dragging ? dragLabel : label}</span>
        <span className="dropzone__hint" id={hintId} aria-hidden="true">
          {hint}
        </span>
      </button>
      <input
        ref={inputRef}
        className="visually-hidden"
        type="file"
        tabIndex={-1}
        aria-hidden="true"
        accept={accept}
        multiple={multiple}
        data-testid={inputTestId}
        onChange={(event) => {
          const files = event.currentTarget.files;
          take(files);
          event.currentTarget.value = "";
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

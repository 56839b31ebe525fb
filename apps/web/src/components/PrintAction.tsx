import { useId } from "react";

/** A button that prints a document of the page (Formblatt 223, the Vergabevermerk) and the hint below it. */
export function PrintAction({
  label,
  hint,
  testId,
  onPrint,
}: {
  label: string;
  hint: string;
  testId: string;
  onPrint: () => void;
}) {
  const hintId = useId();
  return (
    <>
      <div className="outcome__actions">
        <button
          type="button"
          className="button button--secondary"
          aria-describedby={hintId}
          data-testid={testId}
          onClick={onPrint}
        >
          {label}
        </button>
      </div>
      <p id={hintId} className="field__hint">
        {hint}
      </p>
    </>
  );
}

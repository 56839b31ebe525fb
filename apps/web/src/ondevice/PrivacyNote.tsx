/** The promise both on-device pages make, shown where the user chooses files. */
export function PrivacyNote({ title, text }: { title: string; text: string }) {
  return (
    <div className="privacy-note">
      <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
        <rect x="5" y="11" width="14" height="10" rx="2" />
        <path d="M8 11V8a4 4 0 0 1 8 0v3" />
      </svg>
      <p>
        <strong>{title}</strong> {text}
      </p>
    </div>
  );
}

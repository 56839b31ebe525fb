/** The site's mark: a sheet with a grid, drawn inline so it needs no request. */
export function LogoMark() {
  return (
    <svg
      className="logo__mark"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="2" y="2" width="28" height="28" rx="6" className="logo__bg" />
      <path d="M9 10h14M9 16h14M9 22h14M15 8v16" className="logo__grid" />
    </svg>
  );
}

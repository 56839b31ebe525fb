import type { ReactNode } from "react";

interface PageHeaderProps {
  title: string;
  intro?: ReactNode;
  children?: ReactNode;
  /** Aligns with full-width content below (grids) instead of a reading column. */
  wide?: boolean;
}

export function PageHeader({ title, intro, children, wide = false }: PageHeaderProps) {
  return (
    <section className="page-header">
      <div className={wide ? "container" : "container container--narrow"}>
        {children}
        <h1>{title}</h1>
        {intro && <p className="lead">{intro}</p>}
      </div>
    </section>
  );
}

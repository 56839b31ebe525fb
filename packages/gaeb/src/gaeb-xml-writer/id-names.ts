import type { Entry, GaebDocument } from "../model.js";

const NCNAME = /^[A-Za-z_][\w.-]*$/;

/** Whether a text may be an `xs:ID` (an NCName, as far as the ASCII files we see need it). */
export function isXmlId(id: string | undefined): id is string {
  return id !== undefined && NCNAME.test(id);
}

/**
 * Unique `xs:ID` names for one written document: a wanted name (the input's ID) is kept where it is valid and not
 * given yet; otherwise a fresh `<prefix><n>` that no ID of the input uses, so a kept ID further on stays free.
 */
export class IdNames {
  private readonly used = new Set<string>();
  private readonly given = new Set<string>();
  private count = 0;

  constructor(
    private readonly prefix: string,
    document: GaebDocument,
  ) {
    const visit = (entries: readonly Entry[]) => {
      for (const entry of entries) {
        if (isXmlId(entry.id)) this.used.add(entry.id);
        if (entry.kind === "section") visit(entry.children);
      }
    };
    visit(document.boq?.body ?? []);
    if (isXmlId(document.boq?.info.id)) this.used.add(document.boq.info.id);
  }

  name(wanted: string | undefined): string {
    if (isXmlId(wanted) && !this.given.has(wanted)) {
      this.given.add(wanted);
      return wanted;
    }
    let fresh: string;
    do fresh = `${this.prefix}${++this.count}`;
    while (this.used.has(fresh) || this.given.has(fresh));
    this.given.add(fresh);
    return fresh;
  }
}

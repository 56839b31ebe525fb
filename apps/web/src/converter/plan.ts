/**
 * Which of the chosen files is the request (X83/X81) whose texts an offer (X84) needs, decided as a person would:
 * an offer carries only prices, so when exactly one request is chosen together with offers, that request is laid
 * under them (the command line's `--base`) and gets no sheet of its own. With several requests the page cannot know
 * which offer answers which, so each file becomes its own sheet, as it would without a request.
 */

/** The exchange phase a file declares in its first bytes: `<DP>84</DP>`, `[DP]84[end]`, or record 00 of GAEB 90. */
export function declaredPhase(head: string, name: string): string | undefined {
  const phase =
    /<(?:[\w.-]+:)?DP>\s*(\w+)\s*</.exec(head)?.[1] ??
    /\[DP\]\s*(\w+)\s*\[end\]/i.exec(head)?.[1] ??
    /^\s*00.{8}(\d\d)/.exec(head)?.[1];
  if (phase) return phase.toUpperCase();
  // No declaration in the head: the extension's digits (.X84, .P83, .D86) are the next best witness.
  return /\.[xpd](8\d)$/i.exec(name)?.[1];
}

export interface PlannedFile {
  name: string;
  phase?: string;
}

export interface ConversionPlan<F extends PlannedFile> {
  /** The files that become sheets, in the order chosen. */
  sheets: F[];
  /** The request laid under the offers, when there is exactly one. */
  base?: F;
  /** The offers that take their texts from the base. */
  offers: F[];
}

const isRequest = (file: PlannedFile) => file.phase === "83" || file.phase === "81";
const isOffer = (file: PlannedFile) => file.phase === "84";

export function planConversion<F extends PlannedFile>(files: readonly F[]): ConversionPlan<F> {
  const requests = files.filter(isRequest);
  const offers = files.filter(isOffer);
  const [base] = requests;
  if (offers.length === 0 || requests.length !== 1 || !base) return { sheets: [...files], offers: [] };
  return { sheets: files.filter((file) => file !== base), base, offers };
}

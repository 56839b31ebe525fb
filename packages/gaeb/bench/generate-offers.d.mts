/** Types of generate-offers.mjs for TypeScript callers outside this package (the site's end-to-end tests). */
export function repeatSections(xml: string, copies: number): string;
export function bidderOffer(
  x84: string,
  options: { name: string; factor: number; leaveOut?: number; notOffered?: number; keepDeclared?: boolean },
): string;

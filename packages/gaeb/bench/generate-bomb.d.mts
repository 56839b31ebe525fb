/** Types of generate-bomb.mjs for TypeScript callers outside this package (the site's end-to-end tests). */
export interface BombSheet {
  name: string;
  bytes: number;
  declared?: number;
  replaces?: string;
}
export function workbookBomb(workbook: Uint8Array, sheets: readonly BombSheet[]): Uint8Array;

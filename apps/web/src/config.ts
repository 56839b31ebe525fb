import type { SiteConfig } from "../scripts/site-config.mjs";

declare const __SITE_CONFIG__: SiteConfig;

/** Build-time site configuration: canonical origin and the imprint's operator. */
export const site: SiteConfig = __SITE_CONFIG__;

/** The published upload limit: 5 MB per file. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

/**
 * The extensions the upload accepts, the same as the conversion service: GAEB DA XML (.x80–.x89, .x89b, plain .xml),
 * GAEB 2000 (.p8x) and GAEB 90 (.d8x) for the phases those generations had. One list feeds both the file dialog's
 * filter and the check after choosing, so the two cannot disagree.
 */
export const GAEB_EXTENSIONS = [
  ".x80",
  ".x81",
  ".x82",
  ".x83",
  ".x84",
  ".x85",
  ".x86",
  ".x87",
  ".x88",
  ".x89",
  ".x89b",
  ".x31",
  ".xml",
  ".p81",
  ".p83",
  ".p84",
  ".p86",
  ".d81",
  ".d83",
  ".d84",
  ".d86",
] as const;

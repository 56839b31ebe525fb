import type { SiteConfig } from "../scripts/site-config.mjs";

declare const __SITE_CONFIG__: SiteConfig;

/** Build-time site configuration: canonical origin and the imprint's operator. */
export const site: SiteConfig = __SITE_CONFIG__;

/** The published upload limit: 5 MB per file. */
export const MAX_FILE_BYTES = 5 * 1024 * 1024;

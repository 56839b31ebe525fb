import type { PageId } from "../routing/routes";

/**
 * The site's tool pages in the order of a building project's files: the tender read (converter) and priced (offer),
 * an LV made from a spreadsheet (import), the offers compared, the contract billed, and the viewer for any file. The
 * header's menu, the footer and the home page's toolbox list them in this order.
 */
export const TOOL_PAGES = [
  "converter",
  "offer",
  "import",
  "compare",
  "billing",
  "viewer",
] as const satisfies readonly PageId[];

export type ToolPage = (typeof TOOL_PAGES)[number];

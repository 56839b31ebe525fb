import { existsSync } from "node:fs";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { buildService, type SiteServer, startSiteServer } from "../../scripts/site-server.mjs";
import { CHROMIUM, distDir, requireSystemComponent } from "./paths";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    browserAvailable: boolean;
  }
}

/** One service for all browser suites: built once, started on a random port, stopped at the end. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(join(distDir, "index.html"))) {
    throw new Error("apps/web/dist is missing: run `npm run build -w @gaeb2xlsx/web` first (npm test does)");
  }
  const browserAvailable = requireSystemComponent("Debian's Chromium", CHROMIUM);
  project.provide("browserAvailable", browserAvailable);
  if (!browserAvailable) {
    project.provide("baseURL", "");
    return async () => {};
  }
  buildService();
  const server: SiteServer = await startSiteServer();
  project.provide("baseURL", server.url);
  return () => server.stop();
}

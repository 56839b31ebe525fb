export interface SiteServer {
  url: string;
  stop(): Promise<void>;
}
export function buildService(): void;
export function startSiteServer(): Promise<SiteServer>;

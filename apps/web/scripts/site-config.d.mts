export interface SiteConfig {
  origin: string;
  operatorName: string;
  operatorAddress: string[];
  operatorEmail: string;
  isPlaceholder: boolean;
}
export function siteConfigFromEnv(env: Record<string, string | undefined>): SiteConfig;

export const AUDITED_PATHS: string[];
export const CATEGORIES: string[];
export interface LighthouseResult {
  path: string;
  scores: Record<string, number>;
  failing: Record<string, string[]>;
  runtimeError?: string;
}
export function runLighthouse(
  baseURL: string,
  options?: { paths?: string[]; categories?: string[] },
): Promise<LighthouseResult[]>;

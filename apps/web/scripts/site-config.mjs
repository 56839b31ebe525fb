// Reads the build-time site configuration. Defaults are placeholders so a fresh build works;
// a real deployment must set the SITE_* variables (see README.md).
const PLACEHOLDER = "[Platzhalter – SITE_OPERATOR_* beim Build setzen]";

/**
 * @param {Record<string, string | undefined>} env
 * @returns {{ origin: string, operatorName: string, operatorAddress: string[], operatorEmail: string, isPlaceholder: boolean }}
 */
export function siteConfigFromEnv(env) {
  const origin = (env.SITE_ORIGIN ?? "https://gaeb2xlsx.example").replace(/\/+$/, "");
  if (!/^https?:\/\/[^/\s]+$/.test(origin)) {
    throw new Error(`SITE_ORIGIN must be an origin like https://example.org, got "${origin}"`);
  }
  const operatorName = env.SITE_OPERATOR_NAME?.trim() || `Max Mustermann ${PLACEHOLDER}`;
  const operatorAddress = (env.SITE_OPERATOR_ADDRESS?.trim() || "Musterstraße 1|80331 München|Deutschland")
    .split("|")
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  const operatorEmail = env.SITE_OPERATOR_EMAIL?.trim() || "kontakt@gaeb2xlsx.example";
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(operatorEmail)) {
    throw new Error(`SITE_OPERATOR_EMAIL is not an email address: "${operatorEmail}"`);
  }
  const isPlaceholder = !env.SITE_OPERATOR_NAME || !env.SITE_OPERATOR_ADDRESS || !env.SITE_OPERATOR_EMAIL;
  return { origin, operatorName, operatorAddress, operatorEmail, isPlaceholder };
}

import type { InputFile } from "../convert.js";
import { readGaeb } from "../convert.js";
import type { Issue, Result } from "../issues.js";
import { offerMatchesBase } from "../merge.js";
import type { GaebDocument } from "../model.js";
import { offerFromWorkbook } from "../offer/index.js";

/** More offers than this make a sheet no one can read; the bound also keeps the work proportional. */
export const MAX_OFFERS = 50;

export interface Bidder {
  /** How the sheets name the bidder: the offer's contractor (`CTR`), else its file name. */
  name: string;
  file: string;
  offer: GaebDocument;
}

export interface ReadOffers {
  request: GaebDocument;
  bidders: Bidder[];
  currency: string;
}

/** Phases whose files carry the texts of a bill of quantities, so that offers can be read against them. */
const REQUEST_PHASES = new Set(["81", "83", "86"]);

function normalized(text: string | undefined): string {
  return (text ?? "").normalize("NFC").replace(/\s+/g, " ").trim().toLowerCase();
}

function bidderName(offer: GaebDocument, file: string): string {
  const names = (offer.award.contractor?.names ?? []).map((name) => name.trim()).filter(Boolean);
  return names.length > 0 ? names.join(", ") : file.replace(/\.[^.]+$/, "") || file;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Names that tell the bidders apart in column headers, even if two offers were named alike. */
function distinctNames(names: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return names.map((name) => {
    const count = (seen.get(name) ?? 0) + 1;
    seen.set(name, count);
    return count === 1 ? name : `${name} (${count})`;
  });
}

function readRequest(input: InputFile, issues: Issue[]): GaebDocument | undefined {
  const read = readGaeb(input);
  issues.push(...read.issues);
  if (!read.ok) return undefined;
  const phase = read.value.source.phase;
  if (phase === "84" || phase === "85") {
    issues.push({
      code: "compare_request_phase_invalid",
      severity: "error",
      file: input.name,
      params: { phase },
    });
    return undefined;
  }
  if (!REQUEST_PHASES.has(phase))
    issues.push({ code: "base_phase_invalid", severity: "warning", file: input.name, params: { phase } });
  return read.value;
}

/** Whether an offer answers this request: the same project (when both name one) and the same item numbers. */
function answersRequest(offer: GaebDocument, request: GaebDocument, file: string, issues: Issue[]): boolean {
  const project = offer.project.name?.trim();
  const requestProject = request.project.name?.trim();
  if (project && requestProject && normalized(project) !== normalized(requestProject)) {
    issues.push({
      code: "compare_other_project",
      severity: "error",
      file,
      params: { project, requestProject },
    });
    return false;
  }
  const { matched, items } = offerMatchesBase(offer, request);
  if (items > 0 && matched * 2 < items) {
    issues.push({ code: "compare_other_structure", severity: "error", file, params: { matched, items } });
    return false;
  }
  return true;
}

/**
 * Reads the request and the offers and checks that they belong together: every offer answers this request, in its
 * currency, and comes from a bidder of its own. Every problem is reported, not only the first.
 */
const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];

/**
 * An offer as a GAEB file, or as the workbook of the offer round trip (a request's workbook with the bidder's prices):
 * that one is turned into its X84 first, so it is compared exactly as the X84 the bidder would submit. Its empty
 * price cells count as not offered, which is what a comparison must show for them.
 */
function readOffer(input: InputFile, request: GaebDocument | undefined): Result<GaebDocument> {
  if (!ZIP_MAGIC.every((byte, i) => input.bytes[i] === byte)) return readGaeb(input);
  const options = { notOfferedEmpty: true, bidderOptional: true };
  const made = offerFromWorkbook(input, options);
  if (made.ok) return readMade(input, made.x84, made.issues);
  // A workbook of several requests holds one offer per sheet: the one answering this request is compared.
  if (!made.choices || !request) return made;
  let best: { read: Result<GaebDocument>; matched: number } | undefined;
  for (const { sheet } of made.choices) {
    const chosen = offerFromWorkbook(input, { ...options, sheet });
    if (!chosen.ok) continue;
    const read = readMade(input, chosen.x84, chosen.issues);
    if (!read.ok) continue;
    const { matched, items } = offerMatchesBase(read.value, request);
    if (matched * 2 >= items && matched > (best?.matched ?? 0)) best = { read, matched };
  }
  return best?.read ?? made;
}

function readMade(input: InputFile, x84: Uint8Array, issues: Issue[]): Result<GaebDocument> {
  const read = readGaeb({ name: input.name, bytes: x84 });
  return read.ok ? { ...read, issues: [...issues, ...read.issues] } : read;
}

export function readOffers(
  requestInput: InputFile,
  offerInputs: readonly InputFile[],
  issues: Issue[],
): ReadOffers | undefined {
  if (offerInputs.length < 2) {
    issues.push({ code: "compare_too_few_offers", severity: "error", params: { count: offerInputs.length } });
    return undefined;
  }
  if (offerInputs.length > MAX_OFFERS) {
    issues.push({
      code: "compare_too_many_offers",
      severity: "error",
      params: { count: offerInputs.length, limit: MAX_OFFERS },
    });
    return undefined;
  }
  const request = readRequest(requestInput, issues);
  const currency = request?.award.currency.trim().toUpperCase() || "EUR";
  const accepted: Array<{ input: InputFile; offer: GaebDocument; key: string }> = [];
  let failed = request === undefined;
  for (const input of offerInputs) {
    const read = readOffer(input, request);
    issues.push(...read.issues);
    if (!read.ok) {
      failed = true;
      continue;
    }
    const offer = read.value;
    if (offer.source.phase !== "84") {
      issues.push({
        code: "compare_offer_phase_invalid",
        severity: "error",
        file: input.name,
        params: { phase: offer.source.phase },
      });
      failed = true;
      continue;
    }
    if (request && !answersRequest(offer, request, input.name, issues)) failed = true;
    const offerCurrency = offer.award.currency.trim().toUpperCase() || "EUR";
    if (request && offerCurrency !== currency) {
      issues.push({
        code: "compare_currency_mismatch",
        severity: "error",
        file: input.name,
        params: { currency: offerCurrency, expected: currency },
      });
      failed = true;
    }
    // The same contractor twice, or the same file under two names, would count one bidder twice.
    const key = normalized((offer.award.contractor?.names ?? []).join(" "));
    const twin = accepted.find(
      (other) => (key !== "" && other.key === key) || sameBytes(other.input.bytes, input.bytes),
    );
    if (twin) {
      issues.push({
        code: "compare_same_bidder",
        severity: "error",
        file: input.name,
        params: { bidder: bidderName(offer, input.name), other: twin.input.name },
      });
      failed = true;
      continue;
    }
    accepted.push({ input, offer, key });
  }
  if (failed || !request) return undefined;
  const names = distinctNames(accepted.map(({ offer, input }) => bidderName(offer, input.name)));
  return {
    request,
    currency,
    bidders: accepted.map(({ input, offer }, i) => ({
      name: names[i] ?? input.name,
      file: input.name,
      offer,
    })),
  };
}

import { AWARD_PROCEDURES as ALL_AWARD_PROCEDURES } from "../code-lists.js";
import type { AdditionalText, AwardInfo, ExchangeInfo, Party, ProjectInfo } from "../model.js";
import { PLAIN_LABELS, renderPlain } from "../text/plain.js";
import { type Block, childBlock, value } from "./blocks.js";
import { readText } from "./rtf.js";

/** "31.03.2026" → "2026-03-31", as the XML reader keeps dates; anything else stays as written. */
export function isoDate(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const match = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  return match ? `${match[3]}-${match[2]?.padStart(2, "0")}-${match[1]?.padStart(2, "0")}` : text;
}

/**
 * "09:30" → "09:30:00", the form of DA XML's times (xs:time) that the XML twin of the same LV has ("00:00:00" for
 * [ErUhrzeit]00:00); anything else stays as written.
 */
export function isoTime(text: string): string {
  const match = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text);
  return match ? `${match[1]?.padStart(2, "0")}:${match[2]}:${match[3] ?? "00"}` : text;
}

/** Sets each target field that the block has a value for; absent values stay absent. */
function copy<T extends object>(
  target: T,
  block: Block | undefined,
  pairs: ReadonlyArray<[keyof T, string]>,
) {
  for (const [key, name] of pairs) {
    const found = value(block, name);
    if (found !== undefined) (target as Record<keyof T, unknown>)[key] = found;
  }
}

export function readExchange(info: Block | undefined): ExchangeInfo {
  const exchange: ExchangeInfo = {};
  copy(exchange, info, [
    ["time", "Uhrzeit"],
    ["programSystem", "ProgSystem"],
    ["programName", "ProgName"],
  ]);
  const date = isoDate(value(info, "Datum"));
  if (date) exchange.date = date;
  return exchange;
}

export function readProject(info: Block | undefined): ProjectInfo {
  const project: ProjectInfo = {};
  copy(project, info, [
    ["name", "Name"],
    ["label", "Bez"],
    ["description", "Beschreib"],
    ["currency", "Wae"],
    ["currencyLabel", "WaeBez"],
  ]);
  return project;
}

/**
 * Decimals of unit prices. GAEB 2000 has no key for them; the programs that export DA XML's `UPFracDig` write it
 * under their own prefix (iTWO `[_RIB_UPFracDig]`, NEVARIS `[_GAEBXML_UPFracDig]`), which both twins then agree on.
 */
export function unitPriceDecimals(info: Block | undefined): number | undefined {
  const field = info?.fields.find((f) => /^(?:_[A-Za-z]+_)?UPFracDig$/i.test(f.key));
  const text = field?.value.trim();
  return text && /^\d$/.test(text) ? Number(text) : undefined;
}

const PARTY_KEYS = new Set(["name1", "name2", "name3", "name4", "strasse", "plz", "ort", "landbez", "land"]);
const PARTY_FIELDS: ReadonlyArray<[keyof Party, string]> = [
  ["street", "Strasse"],
  ["postalCode", "PLZ"],
  ["city", "Ort"],
  ["country", "LandBez"],
  ["contact", "Ansprech"],
  ["phone", "Telefon"],
  ["fax", "Fax"],
  ["email", "Email"],
];

/** GAEB 2000 keys of a party's references under the DA XML element names the sheet labels (`DVNr` is `DPNo`). */
const PARTY_REFERENCES: Readonly<Record<string, string>> = { dvnr: "DPNo" };

export function readParty(block: Block): Party {
  const address = childBlock(block, "Adresse") ?? block;
  const names = [1, 2, 3, 4].map((n) => value(address, `Name${n}`)).filter((n): n is string => !!n);
  const party: Party = { names, references: {} };
  copy(party, address, PARTY_FIELDS);
  const taken = new Set([...PARTY_KEYS, ...PARTY_FIELDS.map(([, key]) => key.toLowerCase())]);
  for (const f of block.fields) {
    const text = f.value.trim();
    if (text && !taken.has(f.key.toLowerCase()))
      party.references[PARTY_REFERENCES[f.key.toLowerCase()] ?? f.key] = text;
  }
  return party;
}

/**
 * `VergabeInfo` keys of GAEB 2000 as the DA XML elements of `AwardInfo` that carry the same fact, so the sheet
 * names them in words whichever generation the file is; dates become ISO dates like the XML reader's.
 */
const AWARD_FACTS: Readonly<Record<string, { key: string; date?: true; time?: true }>> = {
  art: { key: "Cat" },
  abgabeort: { key: "SubmLoc" },
  erdatum: { key: "OpenDate", date: true },
  eruhrzeit: { key: "OpenTime", time: true },
  zusende: { key: "EvalEnd", date: true },
  ausfbeginn: { key: "CnstStart", date: true },
  ausfende: { key: "CnstEnd", date: true },
};

/**
 * `Art` (the award procedure) is a number in GAEB 2000; DA XML's `tgCat` lists the same procedures in the same
 * order (files written in both generations by one program give Art 1 = OpenProc and Art 7 = IntNATO).
 */
const AWARD_PROCEDURES = ALL_AWARD_PROCEDURES.slice(0, 7);

function awardFact(key: string, text: string): { key: string; value: string } {
  const known = AWARD_FACTS[key.toLowerCase()];
  if (!known) return { key, value: text };
  if (known.key === "Cat") return { key: known.key, value: AWARD_PROCEDURES[Number(text) - 1] ?? text };
  if (known.time) return { key: known.key, value: isoTime(text) };
  return { key: known.key, value: known.date ? (isoDate(text) ?? text) : text };
}

export function readAward(vergabe: Block | undefined): Omit<AwardInfo, "currency"> & { currency?: string } {
  const info = childBlock(vergabe, "VergabeInfo");
  const award: Omit<AwardInfo, "currency"> & { currency?: string } = {
    facts: [],
    changeOrders: [],
    invoiceFacts: [],
  };
  copy(award, info, [
    ["currency", "Wae"],
    ["currencyLabel", "WaeBez"],
  ]);
  for (const f of info?.fields ?? []) {
    const key = f.key.toLowerCase();
    const text = f.value.trim();
    if (text && key !== "wae" && key !== "waebez" && !key.startsWith("_"))
      award.facts.push(awardFact(f.key, text));
  }
  const owner = childBlock(vergabe, "AG");
  const contractor = childBlock(vergabe, "AN");
  if (owner) award.owner = readParty(owner);
  if (contractor) award.contractor = readParty(contractor);
  return award;
}

/** `ZusText`: `[Text]` is the heading, `[TextRTF]` the text itself (RTF or, from some writers, plain). */
export function readAdditionalText(block: Block): AdditionalText {
  const heading = value(block, "Text") ?? "";
  return {
    outline: renderPlain(readText(heading), PLAIN_LABELS),
    detail: readText(value(block, "TextRTF") ?? ""),
  };
}

import type { Party } from "../model.js";
import { partyLine } from "../xlsx/title-block.js";

/** "72488 Sigmaringen", "06132 Halle (Saale)": a German or Swiss postal code and the town after it. */
const PLACE = /^(\d{4,5})\s+(.+)$/;

/**
 * A party from its address lines as an envelope has them: the names, then the street and "postal code town" where
 * the last line begins with a postal code (the street only where a name stands before it). Without such a line
 * every line is a name: what is not clearly an address is not guessed into one.
 */
export function partyOfLines(lines: readonly string[]): Party {
  const parts = lines.map((line) => line.trim()).filter(Boolean);
  const place = parts.length >= 2 ? PLACE.exec(parts[parts.length - 1] ?? "") : null;
  if (!place) return { names: parts, references: {} };
  const street = parts.length >= 3 ? parts[parts.length - 2] : undefined;
  return {
    names: parts.slice(0, street === undefined ? -1 : -2),
    ...(street === undefined ? {} : { street }),
    postalCode: place[1] ?? "",
    city: place[2] ?? "",
    references: {},
  };
}

/**
 * The party as typed on one line, names, street and "postal code town" joined by commas ("Landkreis Sigmaringen,
 * Leopoldstr. 4, 72488 Sigmaringen"). Given the party the line replaces: where its old address still ends the line,
 * only the names changed; what a line does not show (phone, e-mail, references) stays.
 */
export function partyOfLine(text: string, before?: Party): Party {
  const kept: Party = { names: [], references: {}, ...before };
  const { names: _n, street: _s, postalCode: _p, city: _c, ...unseen } = kept;
  const address = before ? partyLine({ names: [], references: {}, ...addressOf(before) }) : "";
  if (address && text.endsWith(`, ${address}`) && before)
    return { ...kept, names: text.slice(0, -(address.length + 2)).split(", ") };
  const { references: _r, ...read } = partyOfLines(text.split(", "));
  return { ...unseen, ...read };
}

const addressOf = (party: Party): Partial<Party> => ({
  ...(party.street ? { street: party.street } : {}),
  ...(party.postalCode ? { postalCode: party.postalCode } : {}),
  ...(party.city ? { city: party.city } : {}),
});

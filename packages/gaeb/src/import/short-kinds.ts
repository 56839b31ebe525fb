import { type KindWord, readKindWords } from "./kinds.js";

/**
 * Where a planner without a kind column marks the kind in the short text: in brackets before or after it
 * ("[Bedarfsposition mit GB] Wasserhaltung", "Gelände abräumen (Pauschal)"), before a colon ("Grundposition:
 * Schacht …") or after a dash at its end ("Schacht … - Alternative zu 1.10.20.0010"). Each is the words and the
 * short text without them.
 */
function marked(short: string): Array<{ words: string; rest: string }> {
  const found: Array<{ words: string; rest: string }> = [];
  const leading = /^[[(]([^\])]+)[\])]\s*(.+)$/s.exec(short);
  if (leading?.[1] && leading[2]) found.push({ words: leading[1], rest: leading[2] });
  const trailing = /^(.+?)\s*[[(]([^\])]+)[\])]$/s.exec(short);
  if (trailing?.[1] && trailing[2]) found.push({ words: trailing[2], rest: trailing[1] });
  const colon = /^([^:\n]{2,80}?):\s+(.+)$/s.exec(short);
  if (colon?.[1] && colon[2]) found.push({ words: colon[1], rest: colon[2] });
  const dash = /^(.+)\s[–—-]\s+([^–—\n]+?)(?:\s+[–—-])?$/s.exec(short);
  if (dash?.[1] && dash[2]) found.push({ words: dash[2], rest: dash[1] });
  return found;
}

/**
 * The kind a short text is marked with, and the short text without the mark; undefined where it has none. Only a
 * mark made of kind words alone counts, and only one that says something (a flag or a Wahl role): "(DN 150)" or a
 * "Zulage" in the text stay the text they are.
 */
export function kindInShort(short: string): { kind: KindWord; short: string } | undefined {
  for (const { words, rest } of marked(short.trim())) {
    const read = readKindWords(words);
    const { kind } = read;
    if (kind.row !== "item" || read.unknown.length > 0 || read.reference || read.changeOrder) continue;
    const says = Object.values(kind.flags).some(Boolean) || kind.group !== undefined;
    if (says) return { kind, short: rest.trim() };
  }
  return undefined;
}

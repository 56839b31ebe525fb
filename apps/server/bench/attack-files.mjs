// The files of the attack benchmark: ordinary LVs of a chosen size made from a real corpus file, the 5 MB
// one-paragraph long text, an entity bomb, and files built for whatever the core's reader might find hard.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { topLevelSections } from "../../../packages/gaeb/bench/generate.mjs";
import { longTextGaeb } from "../../../packages/gaeb/bench/generate-long-text.mjs";
import { repeatSections } from "../../../packages/gaeb/bench/generate-offers.mjs";

/** MAX_UPLOAD_BYTES's default: every file here must be accepted by a server in its default set-up. */
export const maxUploadBytes = 5 * 1024 * 1024;

const corpus =
  process.env.GAEB_CORPUS ?? fileURLToPath(new URL("../../../../shared/corpus", import.meta.url));
/** 2.8 MB, 2,560 items with ordinary short and long texts in five levels: the LV every size is made from. */
export const seedFile = path.join(corpus, "gaeb-samples/Musterdatei_3.1_2008-003.X86");

let seedText;
function seed() {
  seedText ??= readFileSync(seedFile, "utf8");
  return seedText;
}

/**
 * `text` with trailing sections removed until at least `excess` characters are gone: whole sections from the end
 * while one is left, then the same inside the last one, level by level. Undefined when nothing can go.
 */
function withoutTail(text, excess) {
  const sections = topLevelSections(text);
  if (sections.length === 0) return undefined;
  const size = ([start, end]) => end - start;
  let keep = sections.length;
  let removed = 0;
  while (keep > 1 && removed < excess && size(sections[keep - 1]) <= excess - removed) {
    removed += size(sections[keep - 1]);
    keep -= 1;
  }
  const [start, end] = sections[keep - 1];
  const after = text.slice(sections.at(-1)[1]);
  if (removed >= excess) return text.slice(0, end) + after;
  const inner = withoutTail(text.slice(start, end), excess - removed);
  if (inner !== undefined) return text.slice(0, start) + inner + after;
  // The last section cannot shrink (items only): it goes as a whole if it has a sibling before it.
  return keep > 1 ? text.slice(0, sections[keep - 2][1]) + after : undefined;
}

/**
 * An ordinary LV of at most `bytes` (and not much less): the seed's top-level sections repeated and renumbered, then
 * trailing sections trimmed. `variant` goes into the project name, so files of one size still differ.
 */
export function ordinaryLv(bytes, variant = 0) {
  const base = seed().replace(/<NamePrj>([^<]*)<\/NamePrj>/, `<NamePrj>$1-${variant}</NamePrj>`);
  const bodyLength = topLevelSections(base).reduce((sum, [start, end]) => sum + end - start, 0);
  let xml = repeatSections(base, Math.max(1, Math.ceil(bytes / bodyLength)));
  for (let excess = Buffer.byteLength(xml) - bytes; excess > 0; excess = Buffer.byteLength(xml) - bytes) {
    const shorter = withoutTail(xml, excess);
    if (shorter === undefined) throw new Error(`cannot make an LV of ${bytes} bytes`);
    xml = shorter;
  }
  return Buffer.from(xml);
}

/** One item whose long text is a single paragraph filling the upload limit (the core's benchmark file). */
export function longTextBomb() {
  const frame = Buffer.byteLength(longTextGaeb(0));
  return Buffer.from(longTextGaeb(maxUploadBytes - frame - 64));
}

/** "Billion laughs": ten nested entity levels, a thousand million "lol"s once expanded, 1 KB on the wire. */
export function billionLaughs() {
  const levels = ['<!ENTITY lol "lol">'];
  for (let i = 1; i <= 9; i++)
    levels.push(`<!ENTITY lol${i} "${`&lol${i === 1 ? "" : i - 1};`.repeat(10)}">`);
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE GAEB [
  ${levels.join("\n  ")}
]>
<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3">
  <GAEBInfo><Version>3.3</Version></GAEBInfo>
  <PrjInfo><NamePrj>&lol9;</NamePrj></PrjInfo>
</GAEB>
`);
}

/** A one-item request whose long text (inside `<Text>`) is `fill(room)`, `room` the characters left to the limit. */
function oneItem(fill, itemAttributes = "") {
  const head = `<?xml version="1.0" encoding="UTF-8"?>
<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3">
  <GAEBInfo><Version>3.3</Version><Date>2024-01-15</Date><ProgSystem>bench</ProgSystem></GAEBInfo>
  <PrjInfo><NamePrj>P1</NamePrj><LblPrj>Angriff</LblPrj></PrjInfo>
  <Award><DP>83</DP><AwardInfo><Cur>EUR</Cur></AwardInfo>
    <BoQ ID="B1"><BoQInfo><Name>LV1</Name><LblBoQ>Angriff</LblBoQ><BoQBkdn><Type>BoQLevel</Type><Length>2</Length><Num>Yes</Num></BoQBkdn><BoQBkdn><Type>Item</Type><Length>4</Length><Num>Yes</Num></BoQBkdn></BoQInfo>
      <BoQBody><BoQCtgy RNoPart="01"><LblTx><p><span>Rohbau</span></p></LblTx><BoQBody><Item RNoPart="0010"${itemAttributes}><Qty>1</Qty><QU>m3</QU><Description><CompleteText><DetailTxt><Text>`;
  const tail = `</Text></DetailTxt><OutlineText><OutlTxt><TextOutlTxt><p><span>Beton</span></p></TextOutlTxt></OutlTxt></OutlineText></CompleteText></Description></Item></BoQBody></BoQCtgy></BoQBody>
    </BoQ>
  </Award>
</GAEB>
`;
  return Buffer.from(head + fill(maxUploadBytes - 1024 - head.length - tail.length) + tail);
}

/** 400,000 `<span>`s, each inside the one before. */
export function deepNesting() {
  return oneItem((room) => {
    const depth = Math.floor((room - 20) / 13);
    return `<p>${"<span>".repeat(depth)}x${"</span>".repeat(depth)}</p>`;
  });
}

/** One attribute value of 5 MB on the item. */
export function hugeAttribute() {
  return oneItem(() => "<p><span>Beton</span></p>", ` ID="${"A".repeat(maxUploadBytes - 4096)}"`);
}

/** 650,000 paragraphs of one letter in one long text: each becomes a line the text fitting must lay out. */
export function manyParagraphs() {
  return oneItem((room) => "<p>x</p>".repeat(Math.floor(room / 8)));
}

/** 5 MB of minimal items (a number, a quantity, a one-letter short text): tens of thousands of rows. */
export function manyItems() {
  const head = `<?xml version="1.0" encoding="UTF-8"?>
<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3"><GAEBInfo><Version>3.3</Version></GAEBInfo><PrjInfo><NamePrj>P1</NamePrj></PrjInfo><Award><DP>83</DP><BoQ ID="B1"><BoQInfo><Name>LV1</Name><BoQBkdn><Type>BoQLevel</Type><Length>3</Length><Num>Yes</Num></BoQBkdn><BoQBkdn><Type>Item</Type><Length>4</Length><Num>Yes</Num></BoQBkdn></BoQInfo><BoQBody>`;
  const tail = "</BoQBody></BoQ></Award></GAEB>\n";
  const item = (n) =>
    `<Item RNoPart="${n}"><Qty>1</Qty><QU>m</QU><Description><OutlineText><OutlTxt><TextOutlTxt><p>x</p></TextOutlTxt></OutlTxt></OutlineText></Description></Item>`;
  const parts = [];
  let length = head.length + tail.length;
  for (let section = 1; section <= 999; section++) {
    const open = `<BoQCtgy RNoPart="${section}"><LblTx><p>Titel ${section}</p></LblTx><BoQBody>`;
    const close = "</BoQBody></BoQCtgy>";
    let body = "";
    for (let n = 1; n <= 9999; n++) {
      const next = item(n);
      if (length + open.length + body.length + next.length + close.length > maxUploadBytes) break;
      body += next;
    }
    if (!body) break;
    parts.push(open + body + close);
    length += open.length + body.length + close.length;
  }
  return Buffer.from(head + parts.join("") + tail);
}

// Scales real GAEB 90 and GAEB 2000 files up for the benchmark, keeping every item number unique and the file
// readable without warnings. Both formats have narrow, fixed-width item number levels, so plain repetition would
// run out of numbers long before 20 MB; each generator says below how it makes room.
import { readFileSync, writeFileSync } from "node:fs";

/** Files are handled as latin1 strings: one character per byte, so the DOS and Windows code pages pass unchanged. */
const read = (path) => readFileSync(path, "latin1");

/** The levels of a GAEB 90 OZ mask (record 00, columns 63-71): runs of the same section digit, P or I. */
function maskLevels(mask) {
  const levels = [];
  for (let i = 0; i < mask.length; i++) {
    const char = mask[i];
    const type = /[1-9]/.test(char) ? "section" : char === "P" ? "item" : char === "I" ? "index" : undefined;
    if (!type) continue;
    const last = levels[levels.length - 1];
    if (last && mask[i - 1] === char) last.length++;
    else levels.push({ type, start: i, length: 1 });
  }
  return levels;
}

const GAEB90_OZ_RECORDS = new Set(["11", "21", "23", "31", "32"]);

/**
 * GAEB 90: the first two section levels are at most two digits each in real masks, so top-level copies alone would
 * stop at 99 sections. Instead every innermost section (its items, texts and closing record) is dealt out as a new
 * second-level section (up to 99 per top-level section, up to 99 of those), and the running numbers (columns
 * 75-80) and the item count of record 99, where present, are rewritten to match.
 */
export function scaleGaeb90(text, targetBytes) {
  const newline = text.includes("\r\n") ? "\r\n" : "\n";
  const lines = text.split(/\r?\n/);
  if (lines[lines.length - 1] === "") lines.pop();
  const header = lines.find((line) => line.startsWith("00"));
  const sections = maskLevels((header ?? "").slice(62, 71)).filter((level) => level.type === "section");
  if (sections.length < 2) throw new Error("scaleGaeb90 needs an OZ mask with two section levels");
  const [top, sub] = sections;
  const part = (line, level) => line.slice(2 + level.start, 2 + level.start + level.length).trim();
  const isSub = (line) => part(line, sub) !== "";
  const first = lines.findIndex((line) => line.startsWith("11"));
  const last = lines.findLastIndex((line) => line.startsWith("31"));
  const tops = [];
  const leaves = [];
  for (let i = first; i <= last; i++) {
    const line = lines[i];
    if (line.startsWith("11") && !isSub(line)) {
      const opening = [line];
      while (lines[i + 1]?.startsWith("12")) opening.push(lines[++i]);
      tops.push({
        opening,
        closing: lines.slice(i, last + 1).find((l) => l.startsWith("31") && !isSub(l)),
      });
    } else if (line.startsWith("11")) {
      const start = i;
      while (i <= last && !(lines[i].startsWith("31") && isSub(lines[i]))) i++;
      leaves.push(lines.slice(start, i + 1));
    }
  }
  if (tops.length === 0 || leaves.length === 0) throw new Error("scaleGaeb90 found no two-level sections");
  const withOz = (line, topNumber, subNumber) => {
    if (!GAEB90_OZ_RECORDS.has(line.slice(0, 2))) return line;
    const chars = line.padEnd(80).split("");
    const put = (level, value) => {
      const text = value === undefined ? " ".repeat(level.length) : String(value).padStart(level.length);
      chars.splice(2 + level.start, level.length, ...text);
    };
    put(top, topNumber);
    put(sub, subNumber);
    return chars.join("").slice(0, Math.max(line.length, 2 + sub.start + sub.length));
  };
  const body = [];
  let size = text.length;
  let leaf = 0;
  for (let topNumber = 1; size < targetBytes; topNumber++) {
    if (topNumber >= 10 ** top.length) throw new Error("scaleGaeb90: target too large for the OZ mask");
    const { opening, closing } = tops[(topNumber - 1) % tops.length];
    body.push(...opening.map((line) => withOz(line, topNumber)));
    for (let subNumber = 1; subNumber < 10 ** sub.length && size < targetBytes; subNumber++) {
      const copy = leaves[leaf++ % leaves.length].map((line) => withOz(line, topNumber, subNumber));
      body.push(...copy);
      size += copy.reduce((sum, line) => sum + line.length + newline.length, 0);
    }
    body.push(withOz(closing ?? `31${" ".repeat(72)}`, topNumber));
  }
  const items = body.filter((line) => line.startsWith("21")).length;
  const out = [...lines.slice(0, first), ...body, ...lines.slice(last + 1)].map((line, index) => {
    let result = line;
    if (result.startsWith("99") && /^\s*\d+$/.test(result.slice(69, 74)))
      result = result.slice(0, 69) + String(items).padStart(5) + result.slice(74);
    if (!/^\d{6}\s*$/.test(result.slice(74))) return result;
    if (index + 1 > 999999) throw new Error("scaleGaeb90: more records than six-digit running numbers allow");
    return result.slice(0, 74) + String(index + 1).padStart(6, "0");
  });
  return out.join(newline) + newline;
}

/**
 * GAEB 2000: the file declares its own OZ breakdown ([Laenge] of each #begin[LVGlied]); the top level is widened to
 * four digits so that thousands of copies of the top-level sections (#begin[LVBereich]) fit, and every [OZ] in a
 * copy gets the new top-level number in front of its unchanged rest. The number is zero-padded: the reader trims a
 * value's leading blanks, which would shift a right-aligned "  12" out of its columns.
 */
export function scaleGaeb2000(text, targetBytes) {
  const WIDTH = 4;
  const firstLevel = /(#begin\[LVGlied\][^#]*?\[Typ\]LVStufe\[end\][^#]*?\[Laenge\])(\d+)(\[end\])/;
  const declared = firstLevel.exec(text);
  if (!declared) throw new Error("scaleGaeb2000: no LVStufe in the LVInfo breakdown");
  const oldWidth = Number(declared[2]);
  const widened = text.replace(firstLevel, `$1${WIDTH}$3`);
  const bodyStart = widened.indexOf("\n", widened.indexOf("#end[LVInfo]")) + 1;
  const bodyEnd = widened.lastIndexOf("\n", widened.indexOf("#end[LV]")) + 1;
  const body = widened.slice(bodyStart, bodyEnd);
  // Top-level sections by nesting depth of the #begin/#end lines inside the LV body.
  const blocks = [];
  let depth = 0;
  let start = 0;
  const line = /^[ \t]*#(begin|end)\[([^\]]*)\].*$/gm;
  for (let match = line.exec(body); match; match = line.exec(body)) {
    if (match[1] === "begin") {
      if (depth === 0) start = match.index;
      depth++;
    } else if (--depth === 0) blocks.push(body.slice(start, match.index + match[0].length + 1));
  }
  if (blocks.length === 0) throw new Error("scaleGaeb2000: no top-level sections");
  const copies = [];
  let size = widened.length - body.length;
  for (let number = 1; size < targetBytes; number++) {
    if (number >= 10 ** WIDTH) throw new Error("scaleGaeb2000: target too large for four top-level digits");
    const block = blocks[(number - 1) % blocks.length].replace(
      /\[OZ\]([^[\r\n]*)\[end\]/g,
      (_, oz) => `[OZ]${String(number).padStart(WIDTH, "0")}${oz.slice(oldWidth)}[end]`,
    );
    copies.push(block);
    size += block.length;
  }
  return widened.slice(0, bodyStart) + copies.join("") + widened.slice(bodyEnd);
}

/** Writes the scaled file as bytes, the same code page as the input. */
export function writeScaled(input, output, targetBytes) {
  const text = read(input);
  const scaled = /^\s*#begin\[/i.test(text)
    ? scaleGaeb2000(text, targetBytes)
    : scaleGaeb90(text, targetBytes);
  writeFileSync(output, scaled, "latin1");
  return scaled.length;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [input, output, megabytes = "20"] = process.argv.slice(2);
  if (!input || !output) {
    process.stderr.write("usage: node bench/generate-old.mjs INPUT.d83|INPUT.p83 OUTPUT [MB]\n");
    process.exit(2);
  }
  const bytes = writeScaled(input, output, Number(megabytes) * 1024 * 1024);
  process.stdout.write(`${output}: ${(bytes / 1048576).toFixed(1)} MB\n`);
}

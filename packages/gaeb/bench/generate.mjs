// Scales a real GAEB file up by repeating its top-level sections with new, unique section numbers.
import { readFileSync, writeFileSync } from "node:fs";

const TOP_SECTION = /<BoQCtgy\b[^>]*\bRNoPart="[^"]*"/;

/** Returns the top-level <BoQCtgy> elements of the first BoQBody as text ranges. */
export function topLevelSections(xml) {
  return sectionsIn(xml, xml.indexOf("<BoQBody>", xml.indexOf("</BoQInfo>")));
}

/** The <BoQCtgy> elements directly inside the BoQBody that starts at `bodyStart`, as text ranges. */
function sectionsIn(xml, bodyStart) {
  const tag = /<(\/?)BoQCtgy\b[^>]*?(\/?)>/g;
  tag.lastIndex = bodyStart;
  const sections = [];
  let depth = 0;
  let start = -1;
  for (let match = tag.exec(xml); match; match = tag.exec(xml)) {
    if (match[2]) continue;
    if (!match[1]) {
      if (depth === 0) start = match.index;
      depth += 1;
    } else {
      depth -= 1;
      if (depth === 0) sections.push([start, match.index + match[0].length]);
      if (depth < 0) break;
    }
  }
  return sections;
}

export function scaleGaeb(xml, targetBytes) {
  const sections = topLevelSections(xml);
  if (sections.length === 0) throw new Error("no top-level sections to repeat");
  const first = sections[0][0];
  const last = sections[sections.length - 1][1];
  const block = xml.slice(first, last);
  const copies = Math.max(1, Math.ceil((targetBytes - xml.length) / block.length) + 1);
  let number = 0;
  const parts = [];
  for (let copy = 0; copy < copies; copy++) {
    for (const [start, end] of sections) {
      number += 1;
      parts.push(renumbered(xml.slice(start, end), number, copy));
    }
  }
  return xml.slice(0, first) + parts.join("") + xml.slice(last);
}

/** A top-level section as copy `copy` with the number `number`: unique numbers keep every OZ and ID distinct. */
function renumbered(section, number, copy) {
  return section
    .replace(TOP_SECTION, (open) => open.replace(/RNoPart="[^"]*"/, `RNoPart="${number}"`))
    .replace(/ ID="([^"]*)"/g, ` ID="$1_${copy}"`);
}

/**
 * The file made as large as `maxBytes` (UTF-8) allows, as an upload limit does: its top-level sections repeated as
 * scaleGaeb repeats them while whole ones fit, then one more holding only as many of its subsections as fit.
 */
export function fillGaeb(xml, maxBytes) {
  const sections = topLevelSections(xml);
  if (sections.length === 0) throw new Error("no top-level sections to repeat");
  const first = sections[0][0];
  const last = sections[sections.length - 1][1];
  const parts = [xml.slice(0, first)];
  let size = Buffer.byteLength(xml.slice(0, first)) + Buffer.byteLength(xml.slice(last));
  let number = 0;
  for (let copy = 0; ; copy++) {
    for (const [start, end] of sections) {
      number += 1;
      const section = renumbered(xml.slice(start, end), number, copy);
      const bytes = Buffer.byteLength(section);
      if (size + bytes > maxBytes) {
        parts.push(truncated(section, maxBytes - size), xml.slice(last));
        return parts.join("");
      }
      parts.push(section);
      size += bytes;
    }
  }
}

/** The section with only its first subsections, as many as fit in `room` bytes; "" when not even one does. */
function truncated(section, room) {
  const children = sectionsIn(section, section.indexOf("<BoQBody>"));
  const closing = children.length > 0 ? section.slice(children[children.length - 1][1]) : "";
  let kept = 0;
  while (kept < children.length && Buffer.byteLength(section.slice(0, children[kept][1]) + closing) <= room)
    kept += 1;
  return kept === 0 ? "" : section.slice(0, children[kept - 1][1]) + closing;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const [input, output, megabytes = "50"] = process.argv.slice(2);
  if (!input || !output) {
    process.stderr.write("usage: node bench/generate.mjs INPUT.x86 OUTPUT.x86 [MB]\n");
    process.exit(2);
  }
  const scaled = scaleGaeb(readFileSync(input, "utf8"), Number(megabytes) * 1024 * 1024);
  writeFileSync(output, scaled);
  process.stdout.write(`${output}: ${(Buffer.byteLength(scaled) / 1048576).toFixed(1)} MB\n`);
}

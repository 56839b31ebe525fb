// Scales a real GAEB file up by repeating its top-level sections with new, unique section numbers.
import { readFileSync, writeFileSync } from "node:fs";

const TOP_SECTION = /<BoQCtgy\b[^>]*\bRNoPart="[^"]*"/;

/** Returns the top-level <BoQCtgy> elements of the first BoQBody as text ranges. */
export function topLevelSections(xml) {
  const bodyStart = xml.indexOf("<BoQBody>", xml.indexOf("</BoQInfo>"));
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
      // Unique top-level numbers keep every OZ distinct; IDs are made unique the same way.
      const section = xml
        .slice(start, end)
        .replace(TOP_SECTION, (open) => open.replace(/RNoPart="[^"]*"/, `RNoPart="${number}"`))
        .replace(/ ID="([^"]*)"/g, ` ID="$1_${copy}"`);
      parts.push(section);
    }
  }
  return xml.slice(0, first) + parts.join("") + xml.slice(last);
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

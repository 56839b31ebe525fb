import { ADDRESS, type ComplexType, type Particle, type SimpleType } from "./fact-types.js";
import { nameLines } from "./names.js";
import type { WriteReport } from "./report.js";
import { dateText, escapeXml, timeText } from "./values.js";

/** A fact as the reader kept it: an element with a value, or with child elements (from "Part/Element" paths). */
export interface FactNode {
  name: string;
  value?: string;
  children: FactNode[];
}

const DECIMAL = /^[+-]?(?:(\d+)(?:\.(\d*))?|\.(\d+))$/;

/** Whether a decimal's digits fit `tgDecimal_T_F` (leading zeros and trailing fraction zeros do not count). */
function decimalFits(text: string, digits: number, fraction: number): boolean {
  const match = DECIMAL.exec(text);
  if (!match) return false;
  const whole = (match[1] ?? "").replace(/^0+/, "");
  const part = (match[2] ?? match[3] ?? "").replace(/0+$/, "");
  return part.length <= fraction && whole.length + part.length <= digits;
}

/**
 * A value checked against its simple type: as it may be written, or undefined (reported as dropped). A string
 * longer than its type allows is shortened, with a warning: the rest of it still says what it is.
 */
export function simpleValue(
  name: string,
  value: string,
  type: SimpleType,
  report: WriteReport,
  path?: string,
): string | undefined {
  const trimmed = value.trim();
  let written: string | undefined;
  switch (type.kind) {
    case "string": {
      let text = value.replace(/[\t\r\n]+/g, " ");
      if (type.pattern && !type.pattern.test(text)) break;
      if (type.max !== undefined && text.length > type.max) {
        report.note("write_text_clipped", "warning", name, path, value);
        text = text.slice(0, type.max);
      }
      written = text;
      break;
    }
    case "date":
      written = dateText(trimmed);
      break;
    case "time":
      written = timeText(trimmed);
      break;
    case "decimal":
      if (decimalFits(trimmed, type.digits, type.fraction)) written = trimmed;
      break;
    case "integer": {
      const number = /^[+-]?\d{1,15}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
      if (!Number.isNaN(number) && number >= (type.min ?? -Infinity) && number <= (type.max ?? Infinity))
        written = String(number);
      break;
    }
    case "enum":
      if (type.values.has(trimmed)) written = trimmed;
      break;
  }
  if (written === undefined || written === "") {
    report.note("write_value_dropped", "warning", name, path, value);
    return undefined;
  }
  return written;
}

const isComplex = (type: SimpleType | ComplexType): type is ComplexType => "particles" in type;

/** An address's name lines: a name longer than a line goes on in the next free one (`names.ts`). */
function withNameLines(nodes: readonly FactNode[], report: WriteReport, path: string): FactNode[] {
  const names: string[] = [];
  for (const n of [1, 2, 3, 4]) {
    const value = nodes.find((node) => node.name === `Name${n}`)?.value;
    if (value !== undefined) names.push(value);
  }
  const lines = nameLines(names, report, path);
  const rest = nodes.filter((node) => !/^Name[1-4]$/.test(node.name));
  return [...lines.map((value, index) => ({ name: `Name${index + 1}`, value, children: [] })), ...rest];
}

/**
 * The children of a fact in the schema's order, each checked: what the type has no place for, a value its type
 * cannot hold, a second of what stands once, a second member of a choice, and what may follow only another that
 * is missing are reported and left out. `missing` names the required children with no valid value.
 */
export function typedChildren(
  nodes: readonly FactNode[],
  particles: readonly Particle[],
  report: WriteReport,
  path: string,
): { xml: string; parts: Array<{ name: string; xml: string }>; missing: string[] } {
  const written: Array<{ key: number; name: string; xml: string }> = [];
  const counts = new Map<string, number>();
  const choices = new Set<string>();
  const followed = new Set<number>();
  for (const [sequence, node] of nodes.entries()) {
    const index = particles.findIndex((particle) => particle.name === node.name);
    const particle = particles[index];
    const where = path ? `${path}/${node.name}` : node.name;
    if (!particle) {
      report.note("write_value_dropped", "warning", where, undefined, node.value);
      continue;
    }
    const count = counts.get(node.name) ?? 0;
    if (count >= particle.max || (particle.choice && choices.has(particle.choice))) {
      report.note("write_value_dropped", "warning", where, undefined, node.value);
      continue;
    }
    let key = index * 1_000_000 + sequence;
    if (particle.after) {
      const anchor = [...written].reverse().find((entry) => entry.name === particle.after);
      if (!anchor || followed.has(anchor.key)) {
        report.note("write_part_incomplete", "warning", where, undefined, particle.after);
        continue;
      }
      followed.add(anchor.key);
      key = anchor.key + 0.5;
    }
    const xml = typedXml(node, particle.type, report, path);
    if (xml === undefined) continue;
    counts.set(node.name, count + 1);
    if (particle.choice) choices.add(particle.choice);
    written.push({ key, name: node.name, xml });
  }
  const missing: string[] = [];
  const choiceGroups = new Map<string, string[]>();
  for (const particle of particles) {
    if (particle.min === 0) continue;
    if (particle.choice) {
      const group = choiceGroups.get(particle.choice) ?? [];
      group.push(particle.name);
      choiceGroups.set(particle.choice, group);
    } else if (!counts.has(particle.name)) missing.push(particle.name);
  }
  for (const [choice, names] of choiceGroups) if (!choices.has(choice)) missing.push(names.join("|"));
  written.sort((a, b) => a.key - b.key);
  return { xml: written.map((entry) => entry.xml).join(""), parts: written, missing };
}

/** One fact as XML of its type, or undefined where it cannot be written valid (reported). */
export function typedXml(
  node: FactNode,
  type: SimpleType | ComplexType,
  report: WriteReport,
  parentPath: string,
): string | undefined {
  const path = parentPath ? `${parentPath}/${node.name}` : node.name;
  if (!isComplex(type)) {
    if (node.children.length > 0 || node.value === undefined) {
      report.note("write_value_dropped", "warning", path, undefined);
      return undefined;
    }
    const value = simpleValue(path, node.value, type, report);
    return value === undefined ? undefined : `<${node.name}>${escapeXml(value)}</${node.name}>`;
  }
  const children = type === ADDRESS ? withNameLines(node.children, report, path) : node.children;
  const { xml, missing } = typedChildren(children, type.particles, report, path);
  if (missing.length > 0) {
    report.note("write_part_incomplete", "warning", path, undefined, missing.join(", "));
    return undefined;
  }
  return `<${node.name}>${xml}</${node.name}>`;
}

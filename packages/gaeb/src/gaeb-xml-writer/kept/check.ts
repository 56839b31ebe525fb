import { type KeptElement, PHASES, type Phase } from "../../model.js";
import {
  type Attribute,
  complexType,
  type ElementType,
  type Particle,
  parentChildren,
  type TypeRef,
} from "./model.js";
import { type SimpleType, valueProblem } from "./simple.js";
import { PARENTS } from "./types.js";

// Kept GAEB elements are a few levels deep (an address in a site in the award, a table in its text); these bound
// the work on damaged or hostile input, far above anything real.
const MAX_DEPTH = 40;
const MAX_NODES = 200_000;
const MAX_CHARACTERS = 32 * 1024 * 1024;
const MAX_CHILDREN = 20_000;

/** Characters XML 1.0 cannot carry at all, escaped or not. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/u;

/**
 * Why `element` (its whole subtree, attributes included) would not be valid GAEB DA XML 3.3 as the child
 * `element.name` of the schema type `parent` in `phase`; undefined when it would be. Names the table does not
 * describe get a "not checked" reason, so the writer drops them rather than risk an invalid file. Whether the
 * phase has a place for the element at all is `schema-order.ts`'s question, not this one's. Never throws.
 */
export function keptProblem(element: KeptElement, parent: string, phase: Phase): string | undefined {
  const name = typeof element?.name === "string" ? element.name : "?";
  try {
    const size = shapeProblem(element);
    if (size) return `${name}: ${size}`;
    if (!(PHASES as readonly string[]).includes(phase))
      return `${name}: not checked (unknown phase ${phase})`;
    const declared = parentChildren(parent, phase);
    if (!declared) return `${name}: not checked (no 3.3 content described for ${parent})`;
    const type = declared.get(name);
    if (!type) return `${name}: not checked (not described as a child of ${parent} in phase ${phase})`;
    return elementProblem(element, type, phase, name);
  } catch (error) {
    // Only a mistake in the type table can land here; the element is then dropped, never written unchecked.
    return `${name}: not checked (${error instanceof Error ? error.message : "internal error"})`;
  }
}

/** The element names `keptProblem` can judge below `parent`, or below any of the parents it knows. */
export function keptCheckedNames(parent?: string): readonly string[] {
  const parents = parent === undefined ? Object.keys(PARENTS) : [parent];
  const names = new Set<string>();
  for (const each of parents) for (const name of parentChildren(each, "86")?.keys() ?? []) names.add(name);
  return [...names].sort();
}

/**
 * The IDs a kept element refers to (`IDRef` of RefBaseItem, RefItem, ...). An xs:IDREF is valid only when the
 * written document has that ID, which only the writer knows: it must drop the element when one is missing.
 */
export function keptIdRefs(element: KeptElement): string[] {
  const found: string[] = [];
  const stack: Array<{ node: KeptElement; depth: number }> = [{ node: element, depth: 0 }];
  let visited = 0;
  while (stack.length > 0 && visited < MAX_NODES) {
    const { node, depth } = stack.pop() as { node: KeptElement; depth: number };
    visited += 1;
    const reference = node.attributes?.IDRef;
    if (typeof reference === "string") found.push(reference.trim());
    if (depth < MAX_DEPTH && Array.isArray(node.children))
      for (const child of node.children)
        if (typeof child === "object" && child !== null) stack.push({ node: child, depth: depth + 1 });
  }
  return found;
}

/** Checks the input is the tree the type promises, small enough, and made of characters XML can hold. */
function shapeProblem(element: KeptElement): string | undefined {
  const stack: Array<{ node: unknown; depth: number }> = [{ node: element, depth: 1 }];
  let nodes = 0;
  let characters = 0;
  while (stack.length > 0) {
    const { node, depth } = stack.pop() as { node: unknown; depth: number };
    nodes += 1;
    if (nodes > MAX_NODES) return "too large to check";
    if (depth > MAX_DEPTH) return "nested too deep to check";
    if (typeof node === "string") {
      characters += node.length;
      if (characters > MAX_CHARACTERS) return "too large to check";
      if (NOT_XML.test(node)) return "text holds a character XML cannot carry";
      continue;
    }
    const candidate = node as Partial<KeptElement> | null;
    if (typeof candidate !== "object" || candidate === null || typeof candidate.name !== "string")
      return "not an element tree";
    if (!Array.isArray(candidate.children)) return "not an element tree";
    if (candidate.children.length > MAX_CHILDREN) return "too many children to check";
    if (candidate.attributes !== undefined) {
      if (typeof candidate.attributes !== "object" || candidate.attributes === null)
        return "not an element tree";
      for (const value of Object.values(candidate.attributes)) {
        if (typeof value !== "string") return "not an element tree";
        characters += value.length;
        if (NOT_XML.test(value)) return "attribute holds a character XML cannot carry";
      }
    }
    for (const child of candidate.children) stack.push({ node: child, depth: depth + 1 });
  }
  return undefined;
}

function elementProblem(element: KeptElement, ref: TypeRef, phase: string, path: string): string | undefined {
  if ("simple" in ref) {
    const extra = Object.keys(element.attributes ?? {})[0];
    if (extra !== undefined) return `${path}: attribute ${extra} not allowed`;
    return simpleContentProblem(element, ref.simple, path);
  }
  const type = complexType(ref.complex, phase);
  if (!type) return `${path}: not checked (no type for phase ${phase})`;
  const attributes = attributesProblem(element, type.attributes, path);
  if (attributes) return attributes;
  if (type.value) return simpleContentProblem(element, type.value, path);
  if (!type.content) {
    // An empty type takes no content at all, not even blanks (xmllint says so too).
    const any = element.children.some((child) => typeof child !== "string" || child !== "");
    return any ? `${path}: must be empty` : undefined;
  }
  return elementOnlyProblem(element, type as ElementType & { content: Particle }, phase, path);
}

function simpleContentProblem(element: KeptElement, type: SimpleType, path: string): string | undefined {
  let text = "";
  for (const child of element.children) {
    if (typeof child !== "string") return `${path}: child element ${child.name} not allowed`;
    text += child;
  }
  const problem = valueProblem(type, text);
  return problem === undefined ? undefined : `${path}: ${problem}`;
}

function attributesProblem(
  element: KeptElement,
  declared: ReadonlyMap<string, Attribute>,
  path: string,
): string | undefined {
  const given = element.attributes ?? {};
  for (const [name, value] of Object.entries(given)) {
    // Namespace declarations too: one would move the element out of the written document's namespace.
    const attribute = declared.get(name);
    if (!attribute) return `${path}: attribute ${name} not allowed`;
    const problem = valueProblem(attribute.type, value);
    if (problem !== undefined) return `${path}/@${name}: ${problem}`;
  }
  for (const [name, attribute] of declared)
    if (attribute.required && !Object.hasOwn(given, name)) return `${path}: attribute ${name} missing`;
  return undefined;
}

function elementOnlyProblem(
  element: KeptElement,
  type: ElementType & { content: Particle },
  phase: string,
  path: string,
): string | undefined {
  const children: KeptElement[] = [];
  for (const child of element.children) {
    if (typeof child === "string") {
      if (!/^[ \t\n\r]*$/.test(child)) return `${path}: text not allowed between elements`;
    } else if (!type.children.has(child.name)) return `${path}: ${child.name} not allowed`;
    else children.push(child);
  }
  const names = children.map((child) => child.name);
  const reached = { furthest: 0 };
  if (!repeat(type.content, names, new Set([0]), reached).has(names.length)) {
    for (const required of requiredNames(type.content))
      if (!required.some((name) => names.includes(name))) return `${path}: ${required.join(" or ")} missing`;
    if (reached.furthest >= names.length) return `${path}: incomplete, a required element is missing`;
    const at = reached.furthest;
    return at === 0
      ? `${path}: ${names[at]} not expected first`
      : `${path}: ${names[at]} not expected after ${names[at - 1]}`;
  }
  for (const child of children) {
    const problem = elementProblem(
      child,
      type.children.get(child.name) as TypeRef,
      phase,
      `${path}/${child.name}`,
    );
    if (problem) return problem;
  }
  return undefined;
}

/**
 * The positions after matching `particle` (with its occurrence bounds) from any of `starts`, as sets: every way
 * through the content model at once, so no backtracking and no blow-up. `reached.furthest` keeps how many
 * children some path accepted, which names the first child out of place.
 */
function repeat(
  particle: Particle,
  names: readonly string[],
  starts: ReadonlySet<number>,
  reached: { furthest: number },
): Set<number> {
  const result = new Set<number>(particle.min === 0 ? starts : []);
  let current: ReadonlySet<number> = starts;
  for (let round = 1; round <= particle.max && current.size > 0; round += 1) {
    const next = once(particle, names, current, reached);
    if (round < particle.min) {
      current = next;
      continue;
    }
    // A position reached before has been carried on already, with at least as many rounds left.
    const fresh = new Set<number>();
    for (const end of next)
      if (!result.has(end)) {
        result.add(end);
        fresh.add(end);
      }
    current = fresh;
  }
  return result;
}

function once(
  particle: Particle,
  names: readonly string[],
  starts: ReadonlySet<number>,
  reached: { furthest: number },
): Set<number> {
  if (particle.kind === "element") {
    const ends = new Set<number>();
    for (const start of starts)
      if (names[start] === particle.name) {
        ends.add(start + 1);
        if (start + 1 > reached.furthest) reached.furthest = start + 1;
      }
    return ends;
  }
  if (particle.kind === "sequence") {
    let positions: ReadonlySet<number> = starts;
    for (const item of particle.items) {
      positions = repeat(item, names, positions, reached);
      if (positions.size === 0) break;
    }
    return new Set(positions);
  }
  const ends = new Set<number>();
  for (const item of particle.items) for (const end of repeat(item, names, starts, reached)) ends.add(end);
  return ends;
}

/** The required elements of a content model's top sequence: each entry is one name, or a choice's names. */
function requiredNames(content: Particle): string[][] {
  if (content.kind !== "sequence") return [];
  const required: string[][] = [];
  for (const item of content.items) {
    if (item.min === 0) continue;
    if (item.kind === "element") required.push([item.name]);
    else if (item.kind === "choice" && item.items.every((each) => each.kind === "element" && each.min > 0))
      required.push(item.items.map((each) => (each as { name: string }).name));
  }
  return required;
}

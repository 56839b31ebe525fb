import { NAMED_SIMPLE } from "./enums.js";
import { builtInType, type SimpleType } from "./simple.js";
import { COMPLEX, type ComplexSpec, PARENTS } from "./types.js";

/** A content model compiled from the type table's notation. */
export type Particle =
  | { readonly kind: "element"; readonly name: string; readonly min: number; readonly max: number }
  | {
      readonly kind: "sequence" | "choice";
      readonly items: readonly Particle[];
      readonly min: number;
      readonly max: number;
    };

export interface Attribute {
  readonly type: SimpleType;
  readonly required: boolean;
}

/** One element type: its content (element-only, simple, or none) and its attributes. */
export interface ElementType {
  readonly content?: Particle;
  /** For element-only content: the type of each child name the content model declares. */
  readonly children: ReadonlyMap<string, TypeRef>;
  readonly value?: SimpleType;
  readonly attributes: ReadonlyMap<string, Attribute>;
}

/** A type as a declaration names it: complex (resolved per phase on use) or simple. */
export type TypeRef = { readonly complex: string } | { readonly simple: SimpleType };

const TOKEN =
  /\(|\)(?:[?*+]|\{\d+,(?:\d+|\*)\})?|\||[A-Za-z][\w.]*(?::[\w.]+)?(?:[?*+]|\{\d+,(?:\d+|\*)\})?/g;

function occurrence(suffix: string): { min: number; max: number } {
  if (suffix === "?") return { min: 0, max: 1 };
  if (suffix === "*") return { min: 0, max: Number.POSITIVE_INFINITY };
  if (suffix === "+") return { min: 1, max: Number.POSITIVE_INFINITY };
  const bounds = /^\{(\d+),(\d+|\*)\}$/.exec(suffix);
  if (!bounds) return { min: 1, max: 1 };
  return { min: Number(bounds[1]), max: bounds[2] === "*" ? Number.POSITIVE_INFINITY : Number(bounds[2]) };
}

/** Resolves a type name of the table: complex first, then named simple types, then the built-in spellings. */
export function typeRef(name: string): TypeRef {
  if (Object.hasOwn(COMPLEX, name)) return { complex: name };
  const simple = Object.hasOwn(NAMED_SIMPLE, name) ? NAMED_SIMPLE[name] : builtInType(name);
  // A name the table does not define is a mistake in the table; the test that compiles every type finds it.
  if (!simple) throw new Error(`kept types: unknown type ${name}`);
  return { simple };
}

/** Compiles a content model line; `declare` receives each element with its type. */
export function compileContent(text: string, declare: (name: string, type: TypeRef) => void): Particle {
  const tokens = text.match(TOKEN) ?? [];
  if (tokens.join("").replace(/\s/g, "") !== text.replace(/\s/g, ""))
    throw new Error(`kept types: cannot read "${text}"`);
  let at = 0;
  const group = (): Particle[][] => {
    const alternatives: Particle[][] = [[]];
    while (at < tokens.length) {
      const token = tokens[at++] as string;
      if (token === "|") alternatives.push([]);
      else if (token.startsWith(")")) {
        at -= 1;
        break;
      } else if (token === "(") {
        const inner = group();
        const close = tokens[at++];
        if (close === undefined || !close.startsWith(")"))
          throw new Error(`kept types: unclosed group in "${text}"`);
        const { min, max } = occurrence(close.slice(1));
        const items = inner.map((items) => (items.length === 1 ? (items[0] as Particle) : sequence(items)));
        const particle: Particle =
          items.length === 1 && inner[0]?.length !== 1
            ? { kind: "sequence", items: inner[0] ?? [], min, max }
            : { kind: "choice", items, min, max };
        alternatives.at(-1)?.push(particle);
      } else {
        const [, name = "", type, suffix = ""] = /^([A-Za-z]\w*)(?::([\w.]+))?(.*)$/.exec(token) ?? [];
        declare(name, typeRef(type ?? name));
        alternatives.at(-1)?.push({ kind: "element", name, ...occurrence(suffix) });
      }
    }
    return alternatives;
  };
  const top = group();
  if (at !== tokens.length || top.length !== 1) throw new Error(`kept types: cannot read "${text}"`);
  return sequence(top[0] ?? []);
}

function sameType(a: TypeRef, b: TypeRef): boolean {
  return "complex" in a ? "complex" in b && a.complex === b.complex : "simple" in b && a.simple === b.simple;
}

function sequence(items: Particle[]): Particle {
  return { kind: "sequence", items, min: 1, max: 1 };
}

function compileAttributes(text: string | undefined): Map<string, Attribute> {
  const attributes = new Map<string, Attribute>();
  for (const word of (text ?? "").split(" ").filter(Boolean)) {
    const match = /^@([\w:]+):([\w.]+)(!?)$/.exec(word);
    if (!match) throw new Error(`kept types: cannot read attribute ${word}`);
    const ref = typeRef(match[2] as string);
    if (!("simple" in ref)) throw new Error(`kept types: attribute ${word} needs a simple type`);
    attributes.set(match[1] as string, { type: ref.simple, required: match[3] === "!" });
  }
  return attributes;
}

function compileType(spec: ComplexSpec | string): ElementType {
  const { content, value, attributes } = typeof spec === "string" ? { content: spec } : spec;
  const children = new Map<string, TypeRef>();
  const particle =
    content === undefined
      ? undefined
      : compileContent(content, (name, type) => {
          const before = children.get(name);
          // XSD's "element declarations consistent": one name, one type within a content model.
          if (before && !sameType(before, type)) throw new Error(`kept types: ${name} has two types`);
          children.set(name, type);
        });
  let valueType: SimpleType | undefined;
  if (value !== undefined) {
    const ref = typeRef(value);
    if (!("simple" in ref)) throw new Error(`kept types: simple content ${value} needs a simple type`);
    valueType = ref.simple;
  }
  return {
    ...(particle ? { content: particle } : {}),
    children,
    ...(valueType ? { value: valueType } : {}),
    attributes: compileAttributes(attributes),
  };
}

const compiled = new Map<string, ElementType | undefined>();

/** The compiled complex type `name` as `phase` has it; undefined when the table has no entry for that phase. */
export function complexType(name: string, phase: string): ElementType | undefined {
  const key = `${name}/${phase}`;
  if (compiled.has(key)) return compiled.get(key);
  const entry = Object.hasOwn(COMPLEX, name) ? COMPLEX[name] : undefined;
  let spec: ComplexSpec | string | undefined;
  if (Array.isArray(entry)) {
    const variants = entry as ReadonlyArray<readonly [string, ComplexSpec | string]>;
    spec = (variants.find(([phases]) => phases.split(" ").includes(phase)) ??
      variants.find(([p]) => p === "*"))?.[1];
  } else spec = entry as ComplexSpec | string | undefined;
  const type = spec === undefined ? undefined : compileType(spec);
  compiled.set(key, type);
  return type;
}

const parents = new Map<string, ReadonlyMap<string, TypeRef> | undefined>();

/**
 * The children a parent type declares: from PARENTS for the large types the model names (Item, AwardInfo, ...),
 * else from the parent's own content model when the table has it (COInfo, Address, OWN, ...).
 */
export function parentChildren(parent: string, phase: string): ReadonlyMap<string, TypeRef> | undefined {
  if (Object.hasOwn(PARENTS, parent)) {
    if (!parents.has(parent)) {
      const children = new Map<string, TypeRef>();
      for (const word of (PARENTS[parent] as string).split(" ")) {
        const [name = "", type] = word.split(":");
        children.set(name, typeRef(type ?? name));
      }
      parents.set(parent, children);
    }
    return parents.get(parent);
  }
  return complexType(parent, phase)?.children;
}

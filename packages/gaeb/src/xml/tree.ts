import { ownText } from "../text/own.js";

/** A small element tree for one captured part of the document (an item, a header block), never the whole file. */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
  line: number;
  column: number;
}
export type XmlNode = XmlElement | string;

export function isElement(node: XmlNode): node is XmlElement {
  return typeof node !== "string";
}

export function child(element: XmlElement, name: string): XmlElement | undefined {
  for (const node of element.children) if (typeof node !== "string" && node.name === name) return node;
  return undefined;
}

export function childrenNamed(element: XmlElement, name: string): XmlElement[] {
  return element.children.filter(
    (node): node is XmlElement => typeof node !== "string" && node.name === name,
  );
}

/** The element's text content, trimmed; undefined when absent or empty. */
export function textOf(element: XmlElement | undefined): string | undefined {
  if (!element) return undefined;
  const { children } = element;
  // Nearly every element asked for its text is a leaf with a single text node.
  const text = children.length === 1 && typeof children[0] === "string" ? children[0] : allText(element);
  const trimmed = text.trim();
  return trimmed === "" ? undefined : ownText(trimmed);
}

function allText(element: XmlElement): string {
  let text = "";
  for (const node of element.children) text += typeof node === "string" ? node : allText(node);
  return text;
}

export function childText(element: XmlElement, name: string): string | undefined {
  return textOf(child(element, name));
}

/** A path of child names, e.g. `descend(item, "Description", "CompleteText")`. */
export function descend(element: XmlElement | undefined, ...names: string[]): XmlElement | undefined {
  let current = element;
  for (const name of names) {
    if (!current) return undefined;
    current = child(current, name);
  }
  return current;
}

/** First child element of each name, for elements whose many fields are looked up one by one. */
export function indexChildren(element: XmlElement): Map<string, XmlElement> {
  const index = new Map<string, XmlElement>();
  for (const node of element.children) {
    if (typeof node !== "string" && !index.has(node.name)) index.set(node.name, node);
  }
  return index;
}

/** Copies the trimmed text of named children onto fields of `target`, leaving absent ones absent. */
export function copyTexts<T extends object>(
  target: T,
  element: XmlElement,
  fields: ReadonlyArray<readonly [keyof T, string]>,
): void {
  for (const [key, name] of fields) {
    const value = childText(element, name);
    if (value) (target as Record<keyof T, unknown>)[key] = value;
  }
}

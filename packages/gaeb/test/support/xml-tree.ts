import { parseXml } from "../../src/xml/sax.js";
import type { XmlElement } from "../../src/xml/tree.js";

/** The element tree of a small XML text, built as the reader captures one. */
export function xmlTree(xml: string): XmlElement {
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parseXml([xml], {
    open(name, attributes, line, column) {
      const element: XmlElement = { name, attributes, children: [], line, column };
      stack.at(-1)?.children.push(element);
      stack.push(element);
      root ??= element;
    },
    close() {
      stack.pop();
    },
    text(text) {
      stack.at(-1)?.children.push(text);
    },
  });
  if (!root) throw new Error("no root");
  return root;
}

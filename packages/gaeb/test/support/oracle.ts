/**
 * A second, deliberately naive reading of GAEB DA XML with regular expressions, used only as a test oracle:
 * the reader under test must agree with it on item numbers and figures.
 */
export interface OracleItem {
  oz: string;
  kind: "Item" | "MarkupItem";
  qty?: string;
  up?: string;
  it?: string;
  /** The short text's words, tags and line layout removed, when the item has one. */
  shortText?: string;
}

const TAG = /<(\/?)(?:[\w.-]+:)?(BoQCtgy|Item|MarkupItem)\b([^>]*?)(\/?)>/g;

function attribute(attributes: string, name: string): string | undefined {
  return new RegExp(`\\b${name}="([^"]*)"`).exec(attributes)?.[1];
}

function field(element: string, name: string): string | undefined {
  // Only the item's own fields, not those of nested sub-descriptions.
  const own = element.replace(/<(?:[\w.-]+:)?SubDescr\b[\s\S]*?<\/(?:[\w.-]+:)?SubDescr>/g, "");
  return new RegExp(`<(?:[\\w.-]+:)?${name}>\\s*([^<]*?)\\s*</`).exec(own)?.[1];
}

export function oracleItems(xml: string): OracleItem[] {
  const breakdown = [...xml.matchAll(/<(?:[\w.-]+:)?BoQBkdn>([\s\S]*?)<\/(?:[\w.-]+:)?BoQBkdn>/g)].map(
    (m) => ({
      type: /<(?:[\w.-]+:)?Type>(\w+)</.exec(m[1] ?? "")?.[1] ?? "",
      length: Number(/<(?:[\w.-]+:)?Length>(\d+)</.exec(m[1] ?? "")?.[1] ?? 0),
      numeric: !/<(?:[\w.-]+:)?Num>No</.test(m[1] ?? ""),
    }),
  );
  const categories = breakdown.filter((b) => b.type === "BoQLevel" || b.type === "Lot");
  const itemLevel = breakdown.find((b) => b.type === "Item");
  const pad = (part: string, level?: { length: number; numeric: boolean }) =>
    level?.numeric && /^\d+$/.test(part.trim()) ? part.trim().padStart(level.length, "0") : part.trim();
  const stack: string[] = [];
  const items: OracleItem[] = [];
  let open: { kind: "Item" | "MarkupItem"; start: number; oz: string } | undefined;
  for (const match of xml.matchAll(TAG)) {
    const [whole, closing, name, attributes = "", selfClosing] = match;
    if (name === "BoQCtgy") {
      if (closing) stack.pop();
      else if (!selfClosing)
        stack.push(pad(attribute(attributes, "RNoPart") ?? "", categories[stack.length]));
      continue;
    }
    if (!closing) {
      const parts = [...stack, pad(attribute(attributes, "RNoPart") ?? "", itemLevel)];
      const index = attribute(attributes, "RNoIndex");
      if (index) parts.push(index.trim());
      open = {
        kind: name as OracleItem["kind"],
        start: (match.index ?? 0) + whole.length,
        oz: parts.join("."),
      };
      if (selfClosing) {
        items.push({ oz: open.oz, kind: open.kind });
        open = undefined;
      }
      continue;
    }
    if (open) {
      const element = xml.slice(open.start, match.index);
      const qty = field(element, "Qty") ?? field(element, "BillQty");
      // A markup's EP cell holds its rate (`Markup`), where a bidder types it (as the share, in the rate format).
      const up = field(element, open.kind === "MarkupItem" ? "Markup" : "UP");
      const it = field(element, "IT");
      items.push({
        oz: open.oz,
        kind: open.kind,
        ...(qty ? { qty } : {}),
        ...(up ? { up } : {}),
        ...(it ? { it } : {}),
      });
      open = undefined;
    }
  }
  return items;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };

/** Text of an XHTML fragment as single-spaced words. */
export function words(fragment: string): string {
  return fragment
    .replace(/<[^>]*>/g, " ")
    .replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (_, name: string) =>
      name.startsWith("#x") || name.startsWith("#X")
        ? String.fromCodePoint(Number.parseInt(name.slice(2), 16))
        : name.startsWith("#")
          ? String.fromCodePoint(Number(name.slice(1)))
          : (ENTITIES[name] ?? ""),
    )
    .replace(/\s+/g, " ")
    .trim();
}

/** Every `<Total>` the file declares, in categories and the whole bill of quantities. */
export function declaredTotals(xml: string): string[] {
  return [...xml.matchAll(/<(?:[\w.-]+:)?Totals>[\s\S]*?<(?:[\w.-]+:)?Total>\s*([^<]+?)\s*</g)].map(
    (m) => m[1] ?? "",
  );
}

export interface OracleSubDescription {
  number: string;
  qty?: string;
  unit?: string;
}

/** Every `SubDescr` of the file in document order, with its own number, quantity and unit. */
export function oracleSubDescriptions(xml: string): OracleSubDescription[] {
  const pattern = /<(?:[\w.-]+:)?SubDescr\b[^>]*>([\s\S]*?)<\/(?:[\w.-]+:)?SubDescr>/g;
  return [...xml.matchAll(pattern)].map((m) => {
    const body = (m[1] ?? "").replace(/<(?:[\w.-]+:)?Description\b[\s\S]*?<\/(?:[\w.-]+:)?Description>/g, "");
    const value = (name: string) => new RegExp(`<(?:[\\w.-]+:)?${name}>\\s*([^<]*?)\\s*</`).exec(body)?.[1];
    const [number = "", qty, unit] = [value("SubDNo"), value("Qty"), value("QU")];
    return { number, ...(qty ? { qty } : {}), ...(unit ? { unit } : {}) };
  });
}

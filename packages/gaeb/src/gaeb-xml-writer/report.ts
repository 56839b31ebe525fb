import type { Issue, IssueCode } from "../issues.js";
import type { Phase } from "../model.js";
import { type ChildOrder, childOrder, type SchemaType } from "./schema-order.js";

/**
 * What the writer tells: each kind of change once per element name, with how often it happened and the first item
 * number (OZ) it concerns, so a large file with one systematic loss gives one line, not ten thousand.
 */
export class WriteReport {
  readonly issues: Issue[] = [];
  private readonly grouped = new Map<string, Issue & { params: Record<string, string | number> }>();

  /** The phase's child orders by type, looked up once: every item asks several times. */
  private readonly orders = new Map<SchemaType, ChildOrder | undefined>();

  /** The written ID an input ID turned into (`Ids.target`), for references inside kept elements. */
  idTarget: (reference: string) => string | undefined = () => undefined;

  constructor(readonly phase: Phase) {}

  order(type: SchemaType): ChildOrder | undefined {
    if (!this.orders.has(type)) this.orders.set(type, childOrder(type, this.phase));
    return this.orders.get(type);
  }

  /** Reports once per code and element; later occurrences only count. */
  note(
    code: IssueCode,
    severity: Issue["severity"],
    element: string,
    path: string | undefined,
    value?: string,
    extra?: Record<string, string>,
  ) {
    const key = `${code}/${element}`;
    const known = this.grouped.get(key);
    if (known) {
      known.params.count = Number(known.params.count) + 1;
      return;
    }
    const issue = {
      code,
      severity,
      ...(path ? { path } : {}),
      params: {
        element,
        phase: this.phase,
        count: 1,
        ...(value !== undefined ? { value: clipValue(value) } : {}),
        ...extra,
      },
    };
    this.grouped.set(key, issue);
    this.issues.push(issue);
  }

  error(code: IssueCode, element: string, path: string | undefined, params: Record<string, string | number>) {
    this.issues.push({ code, severity: "error", ...(path ? { path } : {}), params: { element, ...params } });
  }

  /**
   * The children of one element, put in the phase's schema order, filtered to what the phase allows. What it has no
   * place for is reported as dropped; a required child the model lacks is reported by the caller, who knows what
   * stands in for it.
   */
  children(type: SchemaType, children: ReadonlyArray<readonly [string, string]>, path?: string): string {
    const order = this.order(type);
    const placed: Array<[number, string]> = [];
    let inOrder = true;
    for (const [name, part] of children) {
      if (part === "") continue;
      const position = order?.position.get(name);
      if (position === undefined) {
        this.note("write_value_dropped", "warning", name, path);
        continue;
      }
      // Kept elements are appended after the typed parts; the sort (stable) puts them in schema order.
      if (position < (placed.at(-1)?.[0] ?? -1)) inOrder = false;
      placed.push([position, part]);
    }
    if (!inOrder) placed.sort((a, b) => a[0] - b[0]);
    let xml = "";
    for (const [, part] of placed) xml += part;
    return xml;
  }

  allows(type: SchemaType, name: string): boolean {
    return this.order(type)?.position.has(name) ?? false;
  }

  requires(type: SchemaType, name: string): boolean {
    return this.order(type)?.required.has(name) ?? false;
  }
}

function clipValue(value: string): string {
  return value.length > 40 ? `${value.slice(0, 40)}…` : value;
}

import { GaebError, type Issue } from "../issues.js";
import {
  type AdditionalText,
  type AwardInfo,
  type Boq,
  type BoqInfo,
  type Entry,
  type ExchangeInfo,
  PHASES,
  type Phase,
  type ProjectInfo,
  type Section,
} from "../model.js";
import { categoryLevels, composeItemOz, composeOz } from "../oz.js";
import { ElementReader, plainText, readAdditionalText, readBoqInfo, readParty } from "./elements.js";
import {
  type EntryContext,
  readExecutionDescription,
  readItem,
  readMarkupItem,
  readRemark,
} from "./entries.js";
import type { XmlHandler } from "./sax.js";
import { childText, copyTexts, type XmlElement } from "./tree.js";

type FrameKind = "document" | "gaeb" | "award" | "boq" | "body" | "category";

interface Capture {
  stack: XmlElement[];
  done: (element: XmlElement) => void;
}

/** What the streaming pass collects; `readGaebXml` turns it into a document. */
export interface Collected {
  namespace?: string;
  exchange: ExchangeInfo;
  version?: string;
  versionDate?: string;
  project: ProjectInfo;
  phase?: string;
  phaseLocation?: { line: number; column: number };
  sawAward: boolean;
  award: Omit<AwardInfo, "currency"> & { currency?: string };
  preamble: AdditionalText[];
  closing: AdditionalText[];
  boq?: Boq;
}

/**
 * Catalogue references, standard-text identifiers and quantity splits carry nothing the sheet shows; not building
 * them keeps the reader's allocations (and garbage collection) down on large files.
 */
const IGNORED_INSIDE_ENTRIES = new Set(["CtlgAssign", "STLBBau", "STLBBauCtlg", "QtySplit", "StLNo", "Ctlg"]);

const CATEGORY_PARTS = new Set(["ALNBGroupNo", "ALNBSerNo", "Totals", "NotApplBoQ"]);

const KNOWN_VERSIONS = new Set(["2.0", "2.1", "2.2", "3.0", "3.1", "3.2", "3.3"]);

function scalarFacts(element: XmlElement, skip: ReadonlySet<string>): Array<{ key: string; value: string }> {
  const facts: Array<{ key: string; value: string }> = [];
  for (const node of element.children) {
    if (typeof node === "string" || skip.has(node.name)) continue;
    if (!node.children.every((c) => typeof c === "string")) continue;
    const value = node.children.join("").trim();
    if (value) facts.push({ key: node.name, value });
  }
  return facts;
}

/**
 * Streams the document once. Header blocks and single entries (an item, a remark) are captured as small trees and
 * converted at their end tag; categories are followed as they open and close, so memory stays bounded by the
 * largest single entry rather than the file.
 */
export class GaebXmlCollector implements XmlHandler {
  readonly result: Collected = {
    exchange: {},
    project: {},
    sawAward: false,
    award: { facts: [] },
    preamble: [],
    closing: [],
  };
  private readonly frames: FrameKind[] = ["document"];
  private capture: Capture | undefined;
  private skipDepth = 0;
  private readonly sections: Section[] = [];
  private readonly elements: ElementReader;
  private boqInfo: BoqInfo = { breakdown: [], priceComponentLabels: [] };

  constructor(issues: Issue[]) {
    this.elements = new ElementReader(issues);
  }

  open(name: string, attributes: Record<string, string>, line: number, column: number): void {
    if (this.skipDepth > 0) {
      this.skipDepth += 1;
      return;
    }
    if (this.capture) {
      if (IGNORED_INSIDE_ENTRIES.has(name)) {
        this.skipDepth = 1;
        return;
      }
      const element: XmlElement = { name, attributes, children: [], line, column };
      this.capture.stack.at(-1)?.children.push(element);
      this.capture.stack.push(element);
      return;
    }
    const action = this.route(name, attributes, line, column);
    if (action === "skip") this.skipDepth = 1;
    else if (typeof action === "string") this.frames.push(action);
    else this.capture = { stack: [{ name, attributes, children: [], line, column }], done: action };
  }

  /** Decides what an element means where it stands: a frame to follow, a part to capture, or something to skip. */
  private route(
    name: string,
    attributes: Record<string, string>,
    line: number,
    column: number,
  ): FrameKind | "skip" | ((element: XmlElement) => void) {
    switch (this.frames.at(-1)) {
      case "document":
        if (name !== "GAEB") {
          throw new GaebError({ code: "not_gaeb", severity: "error", line, column, params: { root: name } });
        }
        if (attributes.xmlns) this.result.namespace = attributes.xmlns;
        return "gaeb";
      case "gaeb":
        if (name === "GAEBInfo") return (e) => this.onGaebInfo(e);
        if (name === "PrjInfo") return (e) => this.onProjectInfo(e);
        if (name === "AddText") return (e) => this.onAddText(e);
        if (name === "Award" || name === "Invoice") {
          this.result.sawAward = true;
          return "award";
        }
        return "skip";
      case "award":
        if (name === "DP") return (e) => this.onPhase(e);
        if (name === "AwardInfo" || name === "InvoiceInfo") return (e) => this.onAwardInfo(e);
        if (name === "OWN") return (e) => (this.result.award.owner = readParty(e));
        if (name === "CTR") return (e) => (this.result.award.contractor = readParty(e));
        if (name === "AddText") return (e) => this.onAddText(e);
        if (name === "BoQ") {
          this.result.boq = { info: this.boqInfo, body: [] };
          if (attributes.ID) this.boqInfo.id = attributes.ID;
          return "boq";
        }
        return "skip";
      case "boq":
        if (name === "BoQInfo") return (e) => this.onBoqInfo(e);
        return name === "BoQBody" ? "body" : "skip";
      case "body":
        if (name === "BoQCtgy") {
          this.openCategory(attributes, line, column);
          return "category";
        }
        if (name === "Itemlist") return "body";
        if (name === "Item") return (e) => this.add(readItem(e, this.entryContext()));
        if (name === "MarkupItem") return (e) => this.add(readMarkupItem(e, this.entryContext()));
        if (name === "Remark") return (e) => this.add(readRemark(e));
        if (name === "PerfDescr") return (e) => this.add(readExecutionDescription(e));
        return "skip";
      case "category":
        if (name === "LblTx") return (e) => this.onCategoryTitle(e);
        if (CATEGORY_PARTS.has(name)) return (e) => this.onCategoryPart(e);
        return name === "BoQBody" ? "body" : "skip";
      default:
        return "skip";
    }
  }

  close(): void {
    if (this.skipDepth > 0) {
      this.skipDepth -= 1;
      return;
    }
    if (this.capture) {
      const element = this.capture.stack.pop();
      if (this.capture.stack.length === 0 && element) {
        const { done } = this.capture;
        this.capture = undefined;
        done(element);
      }
      return;
    }
    const frame = this.frames.pop();
    if (frame === "category") this.sections.pop();
  }

  text(text: string): void {
    if (this.skipDepth > 0 || this.capture === undefined) return;
    const stack = this.capture.stack;
    const current = stack[stack.length - 1];
    // Embedded pictures are base64 blobs of no use in a cell; dropping them keeps memory small.
    if (current === undefined || current.name === "image") return;
    // Indentation between tags is never content (see normalizeText); dropping it here saves most text nodes.
    if (text.charCodeAt(0) <= 32 && text.trim() === "" && /[\r\n]/.test(text)) return;
    const last = current.children.length - 1;
    if (last >= 0 && typeof current.children[last] === "string") current.children[last] += text;
    else current.children.push(text);
  }

  private entryContext(): EntryContext {
    const parentOz = this.sections.at(-1)?.oz;
    return {
      itemOz: (rNoPart, rNoIndex) => composeItemOz(this.boqInfo.breakdown, parentOz, rNoPart, rNoIndex),
      elements: this.elements,
    };
  }

  private add(entry: Entry): void {
    const parent = this.sections.at(-1);
    if (parent) parent.children.push(entry);
    else this.result.boq?.body.push(entry);
  }

  private openCategory(attributes: Record<string, string>, line: number, column: number): void {
    const rNoPart = attributes.RNoPart ?? "";
    const depth = this.sections.length;
    const parts = [...this.sections.map((section) => section.rNoPart), rNoPart];
    const section: Section = {
      kind: "section",
      level: categoryLevels(this.boqInfo.breakdown)[depth]?.type === "Lot" ? "lot" : "section",
      ...(attributes.ID ? { id: attributes.ID } : {}),
      rNoPart,
      oz: composeOz(this.boqInfo.breakdown, parts),
      title: "",
      notApplicable: false,
      children: [],
      location: { line, column },
    };
    this.add(section);
    this.sections.push(section);
  }

  private onCategoryTitle(element: XmlElement): void {
    const section = this.sections.at(-1);
    if (section) section.title = plainText(element);
  }

  private onCategoryPart(element: XmlElement): void {
    const section = this.sections.at(-1);
    if (!section) return;
    if (element.name === "Totals") {
      const totals = this.elements.totals(element);
      if (totals) section.totals = totals;
      return;
    }
    const value = plainText(element);
    if (element.name === "NotApplBoQ") {
      section.notApplicable = value.toLowerCase() === "yes";
      return;
    }
    const alternative = section.alternative ?? { group: "", serial: "" };
    if (element.name === "ALNBGroupNo") alternative.group = value;
    else alternative.serial = value;
    section.alternative = alternative;
  }

  private onGaebInfo(element: XmlElement): void {
    const version = childText(element, "Version");
    if (version) this.result.version = version;
    const versionDate = childText(element, "VersDate");
    if (versionDate) this.result.versionDate = versionDate;
    copyTexts(this.result.exchange, element, [
      ["date", "Date"],
      ["time", "Time"],
      ["programSystem", "ProgSystem"],
      ["programName", "ProgName"],
    ]);
  }

  private onProjectInfo(element: XmlElement): void {
    copyTexts(this.result.project, element, [
      ["name", "NamePrj"],
      ["label", "LblPrj"],
      ["description", "Descrip"],
      ["currency", "Cur"],
      ["currencyLabel", "CurLbl"],
    ]);
  }

  private onPhase(element: XmlElement): void {
    this.result.phase = element.children.join("").trim();
    this.result.phaseLocation = { line: element.line, column: element.column };
  }

  private onAwardInfo(element: XmlElement): void {
    const award = this.result.award;
    const currency = childText(element, "Cur");
    const currencyLabel = childText(element, "CurLbl");
    if (currency) award.currency = currency;
    if (currencyLabel) award.currencyLabel = currencyLabel;
    award.facts = scalarFacts(element, new Set(["Cur", "CurLbl"]));
  }

  private onAddText(element: XmlElement): void {
    const text = readAdditionalText(element);
    if (this.result.boq) this.result.closing.push(text);
    else this.result.preamble.push(text);
  }

  private onBoqInfo(element: XmlElement): void {
    Object.assign(this.boqInfo, readBoqInfo(element, this.boqInfo.id, this.elements));
    if (this.boqInfo.priceComponentLabels.every((label) => label === undefined)) {
      // GAEB 3.0/3.1 files may list unnumbered <LblUPComp> elements in order.
      const unnumbered = element.children.filter(
        (node): node is XmlElement => typeof node !== "string" && node.name === "LblUPComp",
      );
      this.boqInfo.priceComponentLabels = unnumbered
        .slice(0, 6)
        .map((label) => plainText(label) || undefined);
    }
    const fractionDigits = childText(element, "UPFracDig");
    if (fractionDigits && /^\d$/.test(fractionDigits))
      this.boqInfo.unitPriceDecimals = Number(fractionDigits);
  }
}

export function isKnownPhase(value: string): value is Phase {
  return (PHASES as readonly string[]).includes(value);
}

export function isKnownVersion(version: string): boolean {
  return KNOWN_VERSIONS.has(version);
}

import { GaebError, type Issue } from "../issues.js";
import { quoted } from "../limits.js";
import {
  type AdditionalText,
  type AwardInfo,
  type Boq,
  type BoqInfo,
  type Entry,
  type ExchangeInfo,
  type KeptElement,
  PHASES,
  type Phase,
  type ProjectInfo,
  type Section,
} from "../model.js";
import { OzComposer } from "../oz.js";
import { ownText } from "../text/own.js";
import { CATEGORY_PARTS, readCategoryKept, readCategoryPart, readCategoryTitle } from "./category-parts.js";
import { boundedOzPart, ElementReader, leafFacts, readAdditionalText, readParty } from "./elements.js";
import { type EntryContext, readItem, readMarkupItem } from "./entries.js";
import { readAwardInfo, readBoqInfoElement, readProjectInfo } from "./header-parts.js";
import { addKept, keptElement } from "./kept.js";
import { PictureText } from "./pictures.js";
import { readQuantityBoqPart, readQuantityDeterminationInfo } from "./quantity-determination.js";
import type { XmlHandler } from "./sax.js";
import { readExecutionDescription, readRemark } from "./text-entries.js";
import { childText, copyTexts, type XmlElement } from "./tree.js";

type FrameKind = "document" | "gaeb" | "award" | "boq" | "body" | "category";

const FRAME_KINDS: ReadonlySet<string> = new Set<FrameKind>([
  "document",
  "gaeb",
  "award",
  "boq",
  "body",
  "category",
]);

/** What a captured element is read as when it ends. */
type CaptureKind =
  | "gaebInfo"
  | "projectInfo"
  | "addText"
  | "phase"
  | "awardInfo"
  | "invoicePart"
  | "owner"
  | "contractor"
  | "boqInfo"
  | "quantityInfo"
  | "boqPart"
  | "categoryTitle"
  | "categoryPart"
  | "categoryKept"
  | "awardKept"
  | "documentKept"
  | "item"
  | "markupItem"
  | "remark"
  | "executionDescription";

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
  invoice?: boolean;
  /** Phase 31: the root holds `QtyDeterm` instead of `Award`. */
  quantityDetermination?: boolean;
  award: Omit<AwardInfo, "currency"> & { currency?: string };
  preamble: AdditionalText[];
  closing: AdditionalText[];
  boq?: Boq;
  kept?: KeptElement[];
}

/** Parts of an invoice (phase 89) besides its BoQ: header, payments made, shares, its totals. */
const INVOICE_SKIPPED = new Set(["DP", "OWN", "CTR", "BoQ", "AddText", "InvoiceInfo", "AwardInfo"]);

const KNOWN_VERSIONS = new Set(["2.0", "2.1", "2.2", "3.0", "3.1", "3.2", "3.3"]);

/** Whitespace only, with a line break: what a pretty-printer puts between tags. */
function isIndentation(text: string): boolean {
  return (text.includes("\n") || text.includes("\r")) && text.trim() === "";
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
    award: { facts: [], changeOrders: [], invoiceFacts: [] },
    preamble: [],
    closing: [],
  };
  private readonly frames: FrameKind[] = ["document"];
  /** The open elements of the part being captured, outermost first; empty when nothing is. */
  private readonly captured: XmlElement[] = [];
  private captureKind: CaptureKind = "item";
  private skipDepth = 0;
  private readonly sections: Section[] = [];
  private readonly unread = new Map<string, Issue>();
  private readonly elements: ElementReader;
  private readonly pictures: PictureText;
  private boqInfo: BoqInfo = { breakdown: [], priceComponentLabels: [] };
  /** An X31's `BoQ` parts before its body (`BoQBkdn`, `Ctlg`, ...): its `BoQInfo` in all but name. */
  private boqParts: XmlElement[] | undefined;
  private oz = new OzComposer([]);
  /** `UPFracDig` of PrjInfo (3.x), which a BoQInfo without its own (2.x) takes. */
  private projectPriceDecimals: string | undefined;
  private readonly entryContext: EntryContext;
  private setTextWanted: (wanted: boolean) => void = () => {};
  /** How each kind of captured part is read at its end tag. */
  private readonly finishers: Record<CaptureKind, (element: XmlElement) => void> = {
    item: (element) => this.add(readItem(element, this.entryContext)),
    markupItem: (element) => this.add(readMarkupItem(element, this.entryContext)),
    remark: (element) => this.add(readRemark(element)),
    executionDescription: (element) => this.add(readExecutionDescription(element)),
    categoryTitle: (element) => this.inSection((section) => readCategoryTitle(section, element)),
    categoryPart: (element) => this.inSection((section) => readCategoryPart(section, element, this.elements)),
    categoryKept: (element) => this.inSection((section) => readCategoryKept(section, element)),
    awardKept: (element) => addKept(this.result.award, keptElement(element)),
    documentKept: (element) => addKept(this.result, keptElement(element)),
    gaebInfo: (element) => this.onGaebInfo(element),
    projectInfo: (element) => this.onProjectInfo(element),
    addText: (element) => this.onAddText(element),
    phase: (element) => this.onPhase(element),
    awardInfo: (element) => this.onAwardInfo(element),
    invoicePart: (element) => this.result.award.invoiceFacts.push(...leafFacts(element, element.name)),
    owner: (element) => {
      this.result.award.owner = readParty(element);
    },
    contractor: (element) => {
      this.result.award.contractor = readParty(element);
    },
    boqInfo: (element) => this.onBoqInfo(element),
    quantityInfo: (element) => {
      this.result.award.quantityDeterminationInfo = readQuantityDeterminationInfo(element);
    },
    boqPart: (element) => {
      if (this.boqParts) this.boqParts.push(element);
      else readQuantityBoqPart(element, this.boqInfo);
    },
  };

  constructor(issues: Issue[]) {
    this.elements = new ElementReader(issues);
    this.pictures = new PictureText(issues);
    this.entryContext = {
      itemOz: (rNoPart, rNoIndex) => this.oz.item(this.sections.at(-1)?.oz, rNoPart, rNoIndex),
      itemPart: (rNoPart) => this.oz.itemPart(rNoPart),
      elements: this.elements,
    };
  }

  /** Text matters only inside a captured part; between parts it is layout. */
  useTextSwitch(setTextWanted: (wanted: boolean) => void): void {
    this.setTextWanted = setTextWanted;
    setTextWanted(false);
  }

  open(name: string, attributes: Record<string, string>, line: number, column: number): void {
    if (this.skipDepth > 0) {
      this.skipDepth += 1;
      return;
    }
    const captured = this.captured;
    if (captured.length > 0) {
      const element: XmlElement = { name, attributes, children: [], line, column };
      captured[captured.length - 1]?.children.push(element);
      captured.push(element);
      if (name === "image") this.pictures.start();
      return;
    }
    const action = this.route(name, attributes, line, column);
    if (action === "skip") this.skipDepth = 1;
    else if (FRAME_KINDS.has(action)) this.frames.push(action as FrameKind);
    else {
      this.captureKind = action as CaptureKind;
      captured.push({ name, attributes, children: [], line, column });
      this.setTextWanted(true);
    }
  }

  /** Decides what an element means where it stands: a frame to follow, a part to capture, or something to skip. */
  private route(
    name: string,
    attributes: Record<string, string>,
    line: number,
    column: number,
  ): FrameKind | CaptureKind | "skip" {
    switch (this.frames[this.frames.length - 1]) {
      case "document":
        if (name !== "GAEB") {
          throw new GaebError({
            code: "not_gaeb",
            severity: "error",
            line,
            column,
            params: { root: quoted(name) },
          });
        }
        if (attributes.xmlns) this.result.namespace = ownText(attributes.xmlns);
        return "gaeb";
      case "gaeb":
        if (name === "GAEBInfo") return "gaebInfo";
        if (name === "PrjInfo") return "projectInfo";
        if (name === "AddText") return "addText";
        if (name === "Award" || name === "Invoice" || name === "QtyDeterm") {
          this.result.sawAward = true;
          this.result.invoice = name === "Invoice";
          this.result.quantityDetermination = name === "QtyDeterm";
          return "award";
        }
        return "documentKept";
      case "award":
        if (name === "DP") return "phase";
        if (name === "AwardInfo" || name === "InvoiceInfo") return "awardInfo";
        if (name === "QtyDetermInfo") return "quantityInfo";
        // Only an X31 has its project inside, as its first part.
        if (name === "PrjInfo") return "projectInfo";
        if (name === "OWN") return "owner";
        if (name === "CTR") return "contractor";
        if (name === "AddText") return "addText";
        if (this.result.invoice && !INVOICE_SKIPPED.has(name) && name !== "BoQ") return "invoicePart";
        if (name === "BoQ") {
          this.result.boq = { info: this.boqInfo, body: [] };
          if (attributes.ID) this.boqInfo.id = ownText(attributes.ID);
          if (this.result.quantityDetermination) this.boqParts = [];
          return "boq";
        }
        return "awardKept";
      case "boq":
        if (name === "BoQInfo") return "boqInfo";
        if (name === "BoQBody") {
          this.readBoqParts(line, column);
          return "body";
        }
        return this.result.quantityDetermination ? "boqPart" : this.notRead(name, "BoQ", line, column);
      case "body":
        if (name === "BoQCtgy") {
          this.openCategory(attributes, line, column);
          return "category";
        }
        if (name === "Itemlist") return "body";
        if (name === "Item") return "item";
        if (name === "MarkupItem") return "markupItem";
        if (name === "Remark") return "remark";
        if (name === "PerfDescr") return "executionDescription";
        return this.notRead(name, "BoQBody", line, column);
      case "category":
        // Some exports split a label around a text complement (LblTx, TextComplement, LblTx): all are the title.
        if (name === "LblTx" || name === "TextComplement") return "categoryTitle";
        if (CATEGORY_PARTS.has(name)) return "categoryPart";
        return name === "BoQBody" ? "body" : "categoryKept";
      default:
        return "skip";
    }
  }

  /** An element outside any part the reader keeps: skipped, but said, once per name with how often. */
  private notRead(name: string, parent: string, line: number, column: number): "skip" {
    const known = this.unread.get(name);
    if (known) known.params = { ...known.params, count: Number(known.params?.count ?? 1) + 1 };
    else {
      const issue: Issue = {
        code: "element_not_read",
        severity: "warning",
        line,
        column,
        params: { element: quoted(name), parent, count: 1 },
      };
      this.unread.set(name, issue);
      this.elements.issues.push(issue);
    }
    return "skip";
  }

  close(): void {
    if (this.skipDepth > 0) {
      this.skipDepth -= 1;
      return;
    }
    const captured = this.captured;
    if (captured.length > 0) {
      const element = captured.pop();
      if (element?.name === "image") this.pictures.end(element);
      if (captured.length === 0 && element) {
        this.setTextWanted(false);
        this.finishers[this.captureKind](element);
      }
      return;
    }
    const frame = this.frames.pop();
    if (frame === "category") this.sections.pop();
  }

  text(text: string): void {
    const captured = this.captured;
    if (this.skipDepth > 0 || captured.length === 0) return;
    const current = captured[captured.length - 1];
    if (current === undefined) return;
    if (current.name === "image") {
      this.pictures.add(current, text);
      return;
    }
    // Indentation between tags is never content (see normalizeText); dropping it here saves most text nodes.
    if (text.charCodeAt(0) <= 32 && isIndentation(text)) return;
    const children = current.children;
    const last = children.length - 1;
    if (last >= 0 && typeof children[last] === "string") children[last] += text;
    else children.push(text);
  }

  private inSection(read: (section: Section) => void): void {
    const section = this.sections.at(-1);
    if (section) read(section);
  }

  private add(entry: Entry): void {
    const parent = this.sections.at(-1);
    if (parent) parent.children.push(entry);
    else this.result.boq?.body.push(entry);
  }

  private openCategory(attributes: Record<string, string>, line: number, column: number): void {
    const depth = this.sections.length;
    // Numeric parts as the OZ mask writes them ("1" of a two-digit level: "01"), the form GAEB 90 and 2000 have:
    // DA XML allows both, and one LV should give one model whichever generation it came in.
    const written = boundedOzPart(attributes.RNoPart ?? "", { line, column }, this.elements.issues);
    const rNoPart = this.oz.categoryPart(depth, written);
    const oz = this.oz.category(this.sections[depth - 1]?.oz, depth, rNoPart);
    const level = this.oz.isLot(depth) ? "lot" : "section";
    const section: Section = {
      kind: "section",
      level,
      rNoPart,
      oz,
      title: "",
      notApplicable: false,
      children: [],
      location: { line, column },
    };
    if (written !== rNoPart) section.rNoPartAsWritten = written;
    if (attributes.ID) section.id = ownText(attributes.ID);
    this.add(section);
    this.sections.push(section);
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
    this.projectPriceDecimals = readProjectInfo(element, this.result.project);
  }

  private onPhase(element: XmlElement): void {
    this.result.phase = ownText(element.children.join("").trim());
    this.result.phaseLocation = { line: element.line, column: element.column };
  }

  private onAwardInfo(element: XmlElement): void {
    readAwardInfo(element, this.result.award);
  }

  private onAddText(element: XmlElement): void {
    const text = readAdditionalText(element);
    if (this.result.boq) this.result.closing.push(text);
    else this.result.preamble.push(text);
  }

  /** An X31's breakdown and catalogues, before its body, so the items' numbers follow the breakdown. */
  private readBoqParts(line: number, column: number): void {
    if (!this.boqParts) return;
    this.onBoqInfo({ name: "BoQInfo", attributes: {}, children: this.boqParts, line, column });
    this.boqParts = undefined;
  }

  private onBoqInfo(element: XmlElement): void {
    readBoqInfoElement(element, this.boqInfo, this.elements, this.projectPriceDecimals);
    this.oz = new OzComposer(this.boqInfo.breakdown);
  }
}

export function isKnownPhase(value: string): value is Phase {
  return (PHASES as readonly string[]).includes(value);
}

export function isKnownVersion(version: string): boolean {
  return KNOWN_VERSIONS.has(version);
}

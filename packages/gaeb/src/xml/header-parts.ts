import type { AwardInfo, BoqInfo, ProjectInfo } from "../model.js";
import { type ElementReader, plainText, readBoqInfo, readChangeOrder, scalarFacts } from "./elements.js";
import { catalogue, keepUnread, keptElement, readAssignment } from "./kept.js";
import { childrenNamed, childText, copyTexts, type XmlElement } from "./tree.js";

/** What `readProjectInfo` reads; its `CtlgAssign` are typed, everything else is kept. */
const PROJECT_READ = new Set([
  "NamePrj",
  "LblPrj",
  "Descrip",
  "Cur",
  "CurLbl",
  "UPFracDig",
  "AlterBidPerm",
  "BidCommPerm",
  "CtlgAssign",
]);

/** `PrjInfo`; returns its `UPFracDig`, which a 2.x `BoQInfo` without its own takes. */
export function readProjectInfo(element: XmlElement, project: ProjectInfo): string | undefined {
  copyTexts(project, element, [
    ["name", "NamePrj"],
    ["label", "LblPrj"],
    ["description", "Descrip"],
    ["currency", "Cur"],
    ["currencyLabel", "CurLbl"],
  ]);
  const permissions = [
    ["alternativeBidsPermitted", "AlterBidPerm"],
    ["bidderCommentsPermitted", "BidCommPerm"],
  ] as const;
  for (const [key, name] of permissions) {
    const value = childText(element, name)?.toLowerCase();
    // "No" is a statement too: the print says "not admitted" only where the file says so.
    if (value === "yes" || value === "no") project[key] = value === "yes";
  }
  const kept = project.kept ?? [];
  for (const node of childrenNamed(element, "CtlgAssign")) readAssignment(node, project, kept);
  keepUnread(element, PROJECT_READ, kept);
  if (kept.length > 0) project.kept = kept;
  return childText(element, "UPFracDig");
}

/** `AwardInfo`: currency, scalar facts, change orders, catalogue assignments; other parts kept at "AwardInfo". */
export function readAwardInfo(
  element: XmlElement,
  award: Omit<AwardInfo, "currency"> & { currency?: string },
) {
  const currency = childText(element, "Cur");
  const currencyLabel = childText(element, "CurLbl");
  if (currency) award.currency = currency;
  if (currencyLabel) award.currencyLabel = currencyLabel;
  award.facts = scalarFacts(element, new Set(["Cur", "CurLbl"]));
  award.changeOrders = childrenNamed(element, "COInfo").map(readChangeOrder);
  const kept = award.kept ?? [];
  for (const node of element.children) {
    if (typeof node === "string" || node.name === "COInfo") continue;
    if (node.name === "CtlgAssign") readAssignment(node, award, kept, "AwardInfo");
    // Scalar facts are `facts`; what has parts of its own (CashDiscount, MaintInfo) is kept whole.
    else if (node.children.some((part) => typeof part !== "string"))
      kept.push(keptElement(node, "AwardInfo"));
  }
  if (kept.length > 0) award.kept = kept;
}

/** What `readBoqInfo` and `readBoqInfoElement` read of `BoQInfo`. */
const BOQ_INFO_READ = new Set([
  "Name",
  "LblBoQ",
  "Date",
  "BoQBkdn",
  "LblUPComp",
  ...[1, 2, 3, 4, 5, 6].map((n) => `LblUPComp${n}`),
  "Totals",
  "UPFracDig",
  "Ctlg",
  "CtlgAssign",
  // Both follow from the LV as written: how many price components it has, and that its outline is complete.
  "NoUPComps",
  "OutlCompl",
  "LblTime",
]);

/** `BoQInfo` into `info`: name, breakdown, component labels, totals, catalogues; other parts kept. */
export function readBoqInfoElement(
  element: XmlElement,
  info: BoqInfo,
  elements: ElementReader,
  projectPriceDecimals: string | undefined,
): void {
  Object.assign(info, readBoqInfo(element, info.id, elements));
  if (info.priceComponentLabels.every((label) => label === undefined)) {
    // GAEB 3.0/3.1 files may list unnumbered <LblUPComp> elements in order.
    info.priceComponentLabels = childrenNamed(element, "LblUPComp")
      .slice(0, 6)
      .map((label) => plainText(label) || undefined);
  }
  const count = Number(childText(element, "NoUPComps"));
  const labelled = info.priceComponentLabels.reduce(
    (n, label, index) => (label !== undefined ? index + 1 : n),
    0,
  );
  if (Number.isInteger(count) && count > labelled && count <= 6) info.priceComponentCount = count;
  const timeLabel = childText(element, "LblTime");
  if (timeLabel) info.timeLabel = timeLabel;
  // DA XML 3.x states UPFracDig in PrjInfo, for all its BoQs; 2.x in BoQInfo.
  const fractionDigits = childText(element, "UPFracDig") ?? projectPriceDecimals;
  if (fractionDigits && /^\d$/.test(fractionDigits)) info.unitPriceDecimals = Number(fractionDigits);
  const kept = info.kept ?? [];
  for (const node of childrenNamed(element, "Ctlg")) {
    const found = catalogue(node);
    if (!found) kept.push(keptElement(node));
    else if (info.catalogues) info.catalogues.push(found);
    else info.catalogues = [found];
  }
  for (const node of childrenNamed(element, "CtlgAssign")) readAssignment(node, info, kept);
  keepUnread(element, BOQ_INFO_READ, kept);
  if (kept.length > 0) info.kept = kept;
}

// Offers for the price comparison, made from a real request and offer (X83/X84): the same LV repeated to any size,
// and further bidders whose prices are the offer's scaled, some left out, some not offered.
import { topLevelSections } from "./generate.mjs";

const TOP_SECTION = /<BoQCtgy\b[^>]*\bRNoPart="[^"]*"/;

/**
 * The file with its top-level sections repeated `copies` times, numbered 1, 2, 3 … in order, so that a request and
 * an offer repeated alike still answer each other. IDs get the copy's number so they stay unique.
 */
export function repeatSections(xml, copies) {
  const sections = topLevelSections(xml);
  if (sections.length === 0) throw new Error("no top-level sections to repeat");
  const first = sections[0][0];
  const last = sections[sections.length - 1][1];
  let number = 0;
  const parts = [];
  for (let copy = 0; copy < copies; copy++) {
    for (const [start, end] of sections) {
      number += 1;
      parts.push(
        xml
          .slice(start, end)
          .replace(TOP_SECTION, (open) => open.replace(/RNoPart="[^"]*"/, `RNoPart="${number}"`))
          .replace(/ ID="([^"]*)"/g, ` ID="$1_${copy}"`),
      );
    }
  }
  // A one-digit top level cannot number more than nine sections; the breakdown grows with the copies.
  const digits = String(number).length;
  const widened = xml
    .slice(0, first)
    .replace(
      /(<BoQBkdn>\s*<Type>(?:BoQLevel|Lot)<\/Type>(?:(?!<\/BoQBkdn>)[\s\S])*?<Length>)(\d+)(<\/Length>)/,
      (m, a, length, b) => (Number(length) < digits ? `${a}${digits}${b}` : m),
    );
  return widened + parts.join("") + xml.slice(last);
}

/** A decimal's text times a factor, with the decimals it had (prices keep their scale). */
function scaled(text, factor) {
  const decimals = text.includes(".") ? text.length - text.indexOf(".") - 1 : 0;
  return (Number(text) * factor).toFixed(decimals);
}

/**
 * Another bidder's offer made from a real one: its contractor renamed, every unit price times `factor`, every
 * `leaveOut`-th priced item left without price and every `notOffered`-th marked not offered. Item totals and
 * stated totals are dropped (they would no longer agree), unless `keepDeclared` is set to test exactly that;
 * discounts and lump sums stay.
 */
export function bidderOffer(
  x84,
  { name: plainName, factor, leaveOut = 0, notOffered = 0, keepDeclared = false },
) {
  const name = plainName.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  let xml = x84;
  if (/<CTR>/.test(xml))
    xml = xml.replace(
      /<CTR>\s*<Address>[\s\S]*?<\/Address>/,
      `<CTR><Address><Name1>${name}</Name1></Address>`,
    );
  else xml = xml.replace(/<BoQ\b/, `<CTR><Address><Name1>${name}</Name1></Address></CTR><BoQ`);
  let count = 0;
  xml = xml.replace(/<Item\b([^>]*)>([\s\S]*?)<\/Item>/g, (whole, attributes, inner) => {
    if (!/<UP>/.test(inner)) return whole;
    count += 1;
    let body = inner.replace(/<UP>([^<]*)<\/UP>/, (_, up) => `<UP>${scaled(up, factor)}</UP>`);
    if (leaveOut > 0 && count % leaveOut === 0) body = body.replace(/<UP>[^<]*<\/UP>/, "");
    else if (notOffered > 0 && count % notOffered === 0)
      body = body.replace(/<UP>[^<]*<\/UP>/, "<NotOffered>Yes</NotOffered>");
    if (!keepDeclared) body = body.replace(/<IT>[^<]*<\/IT>/, "").replace(/<UPComp\d>[^<]*<\/UPComp\d>/g, "");
    return `<Item${attributes}>${body}</Item>`;
  });
  // A markup's stated base and figure go too (they would no longer agree with the scaled prices); its rate stays.
  if (!keepDeclared)
    xml = xml.replace(/<MarkupItem\b([^>]*)>([\s\S]*?)<\/MarkupItem>/g, (_, attributes, inner) => {
      const body = inner.replace(/<IT>[^<]*<\/IT>/, "").replace(/<ITMarkup>[^<]*<\/ITMarkup>/, "");
      return `<MarkupItem${attributes}>${body}</MarkupItem>`;
    });
  // The stated figures go; the bidder's discounts and lump sums stay, they are part of its offer.
  if (!keepDeclared)
    xml = xml.replace(/<(Total|TotAfterDisc|TotalNet|VATAmount|TotalGross|VATPart)>[\s\S]*?<\/\1>/g, "");
  return xml;
}

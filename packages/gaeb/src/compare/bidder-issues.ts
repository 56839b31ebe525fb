import type { Issue } from "../issues.js";
import type { BidderFacts } from "./comparison.js";
import type { Bidder } from "./offers.js";

/** OZ lists in messages: the first few, so a message stays a sentence. */
const LISTED = 10;

/** The first few item numbers of a list as `items`, and how many more there are as `more`. */
function listed(numbers: readonly string[]): { items: string; more: number } {
  return { items: numbers.slice(0, LISTED).join(", "), more: Math.max(0, numbers.length - LISTED) };
}

/** The warnings a bidder's offer gives: items not in the request, gaps, markups without rate, stated totals. */
export function reportFacts(bidder: Bidder, fact: BidderFacts, issues: Issue[]): void {
  const file = bidder.file;
  if (fact.notInRequest.length > 0)
    issues.push({
      code: "compare_items_not_in_request",
      severity: "warning",
      file,
      params: { count: fact.notInRequest.length, ...listed(fact.notInRequest) },
    });
  // A markup without rate has a message of its own below: this one names the items only, so none is told twice.
  const withoutRate = new Set(fact.markupsWithoutRate);
  const unpricedItems = fact.unpriced.filter((oz) => !withoutRate.has(oz));
  if (unpricedItems.length > 0)
    issues.push({
      code: "compare_items_unpriced",
      severity: "warning",
      file,
      params: { count: unpricedItems.length, ...listed(unpricedItems) },
    });
  if (fact.markupsWithoutRate.length > 0)
    issues.push({
      code: "compare_markup_rate_missing",
      severity: "warning",
      file,
      params: {
        bidder: bidder.name,
        count: fact.markupsWithoutRate.length,
        ...listed(fact.markupsWithoutRate),
      },
    });
  const [first] = fact.mismatches;
  if (first)
    issues.push({
      code: "compare_declared_totals_differ",
      severity: "warning",
      file,
      params: {
        count: fact.mismatches.length,
        where: first.where,
        declared: first.declared.toString(),
        computed: first.computed.toString(),
      },
    });
}

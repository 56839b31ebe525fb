import type { ViewFact } from "gaeb2xlsx";

/** The facts by group, each group once where it first appears (the core may return to a group), in reading order. */
export function groupFacts(facts: readonly ViewFact[]): Map<ViewFact["group"], ViewFact[]> {
  const groups = new Map<ViewFact["group"], ViewFact[]>();
  for (const fact of facts) {
    const list = groups.get(fact.group);
    if (list) list.push(fact);
    else groups.set(fact.group, [fact]);
  }
  return groups;
}

/** One group's facts as label and value, on screen and in print alike (each with its own class names). */
export function FactList({
  facts,
  className,
  rowClassName,
}: {
  facts: readonly ViewFact[];
  className: string;
  rowClassName: string;
}) {
  return (
    <dl className={className}>
      {facts.map((fact, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: labels may repeat (several contacts); the order is fixed
        <div key={index} className={rowClassName}>
          <dt>{fact.label}</dt>
          <dd>
            {fact.lines
              ? fact.lines.map((line, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: an address's lines keep their order
                  <span key={index} className="fact-line">
                    {line}
                  </span>
                ))
              : fact.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

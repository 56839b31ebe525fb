import { useId, useState } from "react";
import type { FaqItem } from "../content/faq";

/** Collapsible questions where opening one closes the others. */
export function FaqList({ items, headingLevel = 2 }: { items: readonly FaqItem[]; headingLevel?: 2 | 3 }) {
  const [open, setOpen] = useState<number | null>(null);
  const baseId = useId();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <div className="faq">
      {items.map((item, index) => {
        const expanded = open === index;
        const buttonId = `${baseId}-q${index}`;
        const panelId = `${baseId}-a${index}`;
        return (
          <div key={item.question} className={`faq__item${expanded ? " faq__item--open" : ""}`}>
            <Heading className="faq__question">
              <button
                type="button"
                id={buttonId}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => setOpen(expanded ? null : index)}
              >
                <span>{item.question}</span>
                <svg viewBox="0 0 20 20" width="20" height="20" aria-hidden="true">
                  <path d="M5 8l5 5 5-5" />
                </svg>
              </button>
            </Heading>
            <section id={panelId} aria-labelledby={buttonId} className="faq__answer" hidden={!expanded}>
              <p>{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}

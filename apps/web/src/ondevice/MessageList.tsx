import type { Lang } from "../i18n/lang";
import type { ReportedMessage } from "./messages";

const SEVERITY_LABEL: Record<Lang, Record<ReportedMessage["severity"], string>> = {
  de: { error: "Fehler", warning: "Warnung", info: "Hinweis" },
  en: { error: "Error", warning: "Warning", info: "Note" },
};

/** Every message the core gave, each with its severity in words (not only colour), errors first. */
export function MessageList({ messages, lang }: { messages: readonly ReportedMessage[]; lang: Lang }) {
  const order = { error: 0, warning: 1, info: 2 } as const;
  const sorted = [...messages].sort((a, b) => order[a.severity] - order[b.severity]);
  return (
    <ul className="messages">
      {sorted.map((message, index) => (
        // Messages have no identity of their own and never reorder while shown.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index} className={`message message--${message.severity}`}>
          <span className="message__severity">{SEVERITY_LABEL[lang][message.severity]}:</span>{" "}
          <span className="message__text">{message.text}</span>
        </li>
      ))}
    </ul>
  );
}

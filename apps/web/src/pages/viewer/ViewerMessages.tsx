import type { Lang } from "../../i18n/lang";
import { MessageList } from "../../ondevice/MessageList";
import type { ReportedMessage } from "../../ondevice/messages";
import { formatCount } from "../../ondevice/numbers";

/** Notes of a finished job, folded under a title with their count: there when wanted, out of the way otherwise. */
export function ViewerMessages({
  title,
  messages,
  lang,
}: {
  title: string;
  messages: readonly ReportedMessage[];
  lang: Lang;
}) {
  if (messages.length === 0) return null;
  return (
    <details className="viewer__messages">
      <summary>
        {title} ({formatCount(messages.length, lang)})
      </summary>
      <MessageList messages={messages} lang={lang} />
    </details>
  );
}

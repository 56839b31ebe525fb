import type { ReactNode } from "react";
import { PageHeader } from "../components/PageHeader";
import { ToolSteps } from "../components/ToolSteps";
import { Link } from "../routing/router";
import { PrivacyNote } from "./PrivacyNote";

/** The words every on-device page has: heading and intro, the privacy promise, and how the tool works. */
export interface OnDevicePageWords {
  heading: string;
  intro: string;
  privacyTitle: string;
  privacyText: string;
  howTitle: string;
  steps: readonly { name: string; text: string }[];
}

/** A sentence with one link in it: the words before, the link's own words, the words after. */
export interface LinkSentence {
  before: string;
  link: string;
  after: string;
  to: string;
}

/** The sentence the page's words hold as `<key>Before`, `<key>` and `<key>After`, linking to `to`. */
export function linkSentence<Key extends string>(
  words: Record<Key | `${Key}Before` | `${Key}After`, string>,
  key: Key,
  to: string,
): LinkSentence {
  return { before: words[`${key}Before`], link: words[key], after: words[`${key}After`], to };
}

/** A paragraph of running text with a link in it. */
export function SentenceLink({ sentence, className }: { sentence: LinkSentence; className?: string }) {
  return (
    <p className={className}>
      {sentence.before}
      <Link to={sentence.to}>{sentence.link}</Link>
      {sentence.after}
    </p>
  );
}

/**
 * The page around an on-device tool (offer, comparison, viewer): heading, the promise that files stay on the
 * computer, the tool with what goes below it (`children`), and a tinted section with the steps and, where there is
 * one, the article that explains more. `id` names the steps' heading (`<id>-how`); `wide` gives the tool the
 * page's full width (the viewer's list) while the promise keeps its reading width.
 */
export function OnDevicePage({
  words,
  id,
  wide = false,
  article,
  children,
}: {
  words: OnDevicePageWords;
  id: string;
  wide?: boolean;
  article?: LinkSentence;
  children: ReactNode;
}) {
  const privacy = <PrivacyNote title={words.privacyTitle} text={words.privacyText} />;
  return (
    <>
      <PageHeader title={words.heading} intro={words.intro} />
      <div
        className={
          wide
            ? "container section section--tight tool-page--wide"
            : "container container--narrow section section--tight"
        }
      >
        {wide ? <div className="tool-page__intro">{privacy}</div> : privacy}
        {children}
      </div>
      <section className="section section--tinted" aria-labelledby={`${id}-how`}>
        <div className="container container--narrow">
          <h2 id={`${id}-how`} className="section__title">
            {words.howTitle}
          </h2>
          <ToolSteps steps={words.steps} />
          {article && <SentenceLink sentence={article} />}
        </div>
      </section>
    </>
  );
}

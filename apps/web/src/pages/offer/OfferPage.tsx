import { offerTexts } from "../../content/offer";
import { linkSentence, OnDevicePage, SentenceLink } from "../../ondevice/OnDevicePage";
import { pagePath, postPath } from "../../routing/routes";
import type { PageMeta } from "../../seo/head";
import { howTo } from "../../seo/jsonld";
import { staticPageMeta } from "../../seo/page-meta";
import type { PageProps, RenderableMatch } from "../types";
import { ViewerLink } from "../viewer-link/ViewerLink";
import { OfferPanel } from "./OfferPanel";

export function meta(match: RenderableMatch): PageMeta {
  const t = offerTexts[match.lang];
  return staticPageMeta("offer", match.lang, t, t.crumb, {
    before: [howTo(t.howToName, t.intro, t.steps)],
  });
}

export default function OfferPage({ match }: PageProps) {
  const lang = match.lang;
  const t = offerTexts[lang];
  return (
    <OnDevicePage
      words={t}
      id="offer"
      article={linkSentence(t, "articleLink", postPath("how-to-convert", lang))}
    >
      <OfferPanel lang={lang} />
      <SentenceLink
        className="tool__aside"
        sentence={linkSentence(t, "converterLink", pagePath("converter", lang))}
      />
      <ViewerLink lang={lang} from="offer" />
    </OnDevicePage>
  );
}

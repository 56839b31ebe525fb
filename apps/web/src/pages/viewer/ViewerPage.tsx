import { viewerTexts } from "../../content/viewer";
import { linkSentence, OnDevicePage, SentenceLink } from "../../ondevice/OnDevicePage";
import { pagePath } from "../../routing/routes";
import type { PageMeta } from "../../seo/head";
import { howTo } from "../../seo/jsonld";
import { staticPageMeta } from "../../seo/page-meta";
import type { PageProps, RenderableMatch } from "../types";
import { ViewerPanel } from "./ViewerPanel";

export function meta(match: RenderableMatch): PageMeta {
  const t = viewerTexts[match.lang];
  return staticPageMeta("viewer", match.lang, t, t.crumb, {
    before: [howTo(t.howToName, t.intro, t.steps)],
  });
}

export default function ViewerPage({ match }: PageProps) {
  const lang = match.lang;
  const t = viewerTexts[lang];
  return (
    <OnDevicePage words={t} id="viewer" wide>
      <ViewerPanel lang={lang} />
      <SentenceLink
        className="tool__aside"
        sentence={linkSentence(t, "converterLink", pagePath("converter", lang))}
      />
    </OnDevicePage>
  );
}

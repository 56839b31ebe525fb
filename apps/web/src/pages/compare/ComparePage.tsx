import { compareTexts } from "../../content/compare";
import { linkSentence, OnDevicePage } from "../../ondevice/OnDevicePage";
import { postPath } from "../../routing/routes";
import type { PageMeta } from "../../seo/head";
import { howTo } from "../../seo/jsonld";
import { staticPageMeta } from "../../seo/page-meta";
import type { PageProps, RenderableMatch } from "../types";
import { ViewerLink } from "../viewer-link/ViewerLink";
import { ComparePanel } from "./ComparePanel";

export function meta(match: RenderableMatch): PageMeta {
  const t = compareTexts[match.lang];
  return staticPageMeta("compare", match.lang, t, t.crumb, {
    before: [howTo(t.howToName, t.intro, t.steps, "PT1M")],
  });
}

export default function ComparePage({ match }: PageProps) {
  const lang = match.lang;
  const t = compareTexts[lang];
  return (
    <OnDevicePage
      words={t}
      id="compare"
      article={linkSentence(t, "articleLink", postPath("price-comparison", lang))}
    >
      <ComparePanel lang={lang} />
      <ViewerLink lang={lang} from="compare" />
    </OnDevicePage>
  );
}

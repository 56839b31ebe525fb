import { importTexts } from "../../content/import";
import { OnDevicePage } from "../../ondevice/OnDevicePage";
import type { PageMeta } from "../../seo/head";
import { howTo } from "../../seo/jsonld";
import { staticPageMeta } from "../../seo/page-meta";
import type { PageProps, RenderableMatch } from "../types";
import { ImportPanel } from "./ImportPanel";

export function meta(match: RenderableMatch): PageMeta {
  const t = importTexts[match.lang];
  return staticPageMeta("import", match.lang, t, t.crumb, {
    before: [howTo(t.howToName, t.intro, t.steps)],
  });
}

export default function ImportPage({ match }: PageProps) {
  const texts = importTexts[match.lang];
  return (
    <OnDevicePage words={texts} id="import">
      <ImportPanel lang={match.lang} />
    </OnDevicePage>
  );
}

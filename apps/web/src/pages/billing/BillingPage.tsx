import { FaqList } from "../../components/FaqList";
import { billingTexts } from "../../content/billing";
import { billingHelp } from "../../content/billing-help";
import { OnDevicePage } from "../../ondevice/OnDevicePage";
import type { PageMeta } from "../../seo/head";
import { faqPage, howTo } from "../../seo/jsonld";
import { staticPageMeta } from "../../seo/page-meta";
import type { PageProps, RenderableMatch } from "../types";
import { ViewerLink } from "../viewer-link/ViewerLink";
import { InvoiceStep } from "./InvoiceStep";
import { WorkbookStep } from "./WorkbookStep";

export function meta(match: RenderableMatch): PageMeta {
  const t = billingTexts[match.lang];
  return staticPageMeta("billing", match.lang, t, t.crumb, {
    before: [howTo(t.howToName, t.intro, t.steps)],
    after: [faqPage(billingHelp[match.lang])],
  });
}

/** The billing page: contract → billing workbook (step 1), filled workbook → invoice and quantities (step 2). */
export default function BillingPage({ match }: PageProps) {
  const lang = match.lang;
  const t = billingTexts[lang];
  return (
    <OnDevicePage words={t} id="billing">
      <WorkbookStep lang={lang} />
      <InvoiceStep lang={lang} />
      <section className="billing-help" aria-labelledby="billing-help-title">
        <h2 id="billing-help-title">{t.helpTitle}</h2>
        <FaqList items={billingHelp[lang]} headingLevel={3} />
      </section>
      <ViewerLink lang={lang} from="billing" />
    </OnDevicePage>
  );
}

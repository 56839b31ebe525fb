/** Builds small GAEB DA XML documents for tests; each test states only what it is about. */
export interface FixtureOptions {
  phase?: string;
  version?: string;
  namespace?: string | null;
  breakdown?: string;
  boqInfoExtra?: string;
  body: string;
  award?: string;
}

export const DEFAULT_BREAKDOWN =
  "<BoQBkdn><Type>BoQLevel</Type><Length>2</Length><Num>Yes</Num></BoQBkdn><BoQBkdn><Type>Item</Type><Length>4</Length><Num>Yes</Num></BoQBkdn>";

export function gaebXml(options: FixtureOptions): string {
  const phase = options.phase ?? "83";
  const version = options.version ?? "3.3";
  const namespace =
    options.namespace === null
      ? ""
      : ` xmlns="${options.namespace ?? `http://www.gaeb.de/GAEB_DA_XML/DA${phase}/${version}`}"`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<GAEB${namespace}>
  <GAEBInfo><Version>${version}</Version><Date>2024-01-15</Date><ProgSystem>Test</ProgSystem></GAEBInfo>
  <PrjInfo><NamePrj>P1</NamePrj><LblPrj>Testprojekt</LblPrj></PrjInfo>
  <Award><DP>${phase}</DP><AwardInfo><Cur>EUR</Cur></AwardInfo>${options.award ?? ""}
    <BoQ ID="B1"><BoQInfo><Name>LV1</Name><LblBoQ>Test-LV</LblBoQ>${options.breakdown ?? DEFAULT_BREAKDOWN}${options.boqInfoExtra ?? ""}</BoQInfo>
      <BoQBody>${options.body}</BoQBody>
    </BoQ>
  </Award>
</GAEB>`;
}

export function item(
  rNoPart: string,
  inner: string,
  shortText = `Position ${rNoPart}`,
  attributes = "",
): string {
  return `<Item RNoPart="${rNoPart}"${attributes}>${inner}<Description><CompleteText><DetailTxt><Text><p><span>Langtext ${rNoPart}</span></p></Text></DetailTxt><OutlineText><OutlTxt><TextOutlTxt><p><span>${shortText}</span></p></TextOutlTxt></OutlTxt></OutlineText></CompleteText></Description></Item>`;
}

export function category(rNoPart: string, title: string, body: string, extra = ""): string {
  return `<BoQCtgy RNoPart="${rNoPart}"><LblTx><p><span>${title}</span></p></LblTx>${extra}<BoQBody>${body}</BoQBody></BoQCtgy>`;
}

export const bytes = (text: string): Uint8Array => new TextEncoder().encode(text);

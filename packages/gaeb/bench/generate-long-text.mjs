// A request of one item whose long text is a single paragraph of the given size: ordinary words, single-spaced,
// no line break anywhere, so the fitting into rows must cut the one paragraph itself.
const WORDS = [
  "Beton",
  "C25/30",
  "nach",
  "DIN",
  "EN",
  "206",
  "liefern",
  "und",
  "einbauen,",
  "Schalung",
  "glatt",
];

export function oneParagraph(characters) {
  const words = [];
  let length = 0;
  for (let i = 0; length < characters; i++) {
    const word = WORDS[i % WORDS.length];
    words.push(word);
    length += word.length + 1;
  }
  return words.join(" ");
}

export function longTextGaeb(characters) {
  return `<?xml version="1.0" encoding="UTF-8"?>
<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3">
  <GAEBInfo><Version>3.3</Version><Date>2024-01-15</Date><ProgSystem>bench</ProgSystem></GAEBInfo>
  <PrjInfo><NamePrj>P1</NamePrj><LblPrj>Langtext</LblPrj></PrjInfo>
  <Award><DP>83</DP><AwardInfo><Cur>EUR</Cur></AwardInfo>
    <BoQ ID="B1"><BoQInfo><Name>LV1</Name><LblBoQ>Langtext</LblBoQ><BoQBkdn><Type>BoQLevel</Type><Length>2</Length><Num>Yes</Num></BoQBkdn><BoQBkdn><Type>Item</Type><Length>4</Length><Num>Yes</Num></BoQBkdn></BoQInfo>
      <BoQBody><BoQCtgy RNoPart="01"><LblTx><p><span>Rohbau</span></p></LblTx><BoQBody><Item RNoPart="0010"><Qty>1</Qty><QU>m3</QU><Description><CompleteText><DetailTxt><Text><p><span>${oneParagraph(characters)}</span></p></Text></DetailTxt><OutlineText><OutlTxt><TextOutlTxt><p><span>Beton</span></p></TextOutlTxt></OutlTxt></OutlineText></CompleteText></Description></Item></BoQBody></BoQCtgy></BoQBody>
    </BoQ>
  </Award>
</GAEB>
`;
}

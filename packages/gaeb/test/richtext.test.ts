import { describe, expect, it } from "vitest";
import { readRichText, walkRichText } from "../src/xml/richtext.js";
import { xmlTree as tree } from "./support/xml-tree.js";

describe("reading rich text", () => {
  it("gives for a single run of text exactly what walking the elements gives", () => {
    const samples = [
      "<LblTx>Beton</LblTx>",
      "<LblTx>  Beton C25/30 </LblTx>",
      "<DetailTxt><Text><p><span>Beton C25/30</span></p></Text></DetailTxt>",
      "<DetailTxt><Text><p><span>zwei\n      Zeilen</span></p></Text></DetailTxt>",
      "<x><p><div>verschachtelte Absätze</div></p></x>",
      "<x><h1><span><b>Titel</b></span></h1></x>",
      "<x><p><span>   </span></p></x>",
      "<x><p>\n    \n</p></x>",
      "<x><span>\n</span></x>",
      "<x><p><br/></p></x>",
      "<x><span><image Name='plan.png'/></span></x>",
      "<x><ul><li>a</li></ul></x>",
      "<x><table><tr><td>a</td></tr></table></x>",
      "<x><p><page/></p></x>",
      "<x><TextComplement Kind='Bidder'><ComplBody>..</ComplBody></TextComplement></x>",
      "<x><p>a</p><p>b</p></x>",
      "<x/>",
      "<x></x>",
      "<x><p><span style='font-weight:bold'>fett</span></p></x>",
      "<x><p style='font-style:italic'><span>kursiv</span></p></x>",
      "<x><p><span style='font-weight:normal;font-family:Arial'>normal</span></p></x>",
      "<x><b>fett</b></x>",
      "<x><p style='text-align:center'><span>Mitte</span></p></x>",
      "<x><p><span style='vertical-align:super'>2</span></p></x>",
      "<x><p><span style='vertical-align:top'>oben</span></p></x>",
      "<x><p><span style='text-decoration:none'>ohne</span></p></x>",
    ];
    for (const xml of samples) {
      const element = tree(xml);
      expect(readRichText(element), xml).toEqual(walkRichText(element));
    }
  });
});

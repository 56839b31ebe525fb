export const body = `
<p>If you bid for construction work in Germany, bills of quantities almost always arrive as GAEB files. But what do the extensions <code>.x83</code>, <code>.x84</code> and <code>.x86</code> mean, and how do you open such a file without expensive software?</p>
<h2>GAEB: the common language of construction</h2>
<p>GAEB stands for the <strong>Gemeinsamer Ausschuss Elektronik im Bauwesen</strong>, the German joint committee for electronics in construction. It defines how clients, designers and contractors exchange bills of quantities, offers, orders and invoices electronically. So an architect can draw up a bill of quantities in tendering software, and a contractor can import it into estimating software without retyping a word.</p>
<h2>Three generations of formats</h2>
<ul>
<li><strong>GAEB 90</strong> (<code>.d83</code> etc.): an old fixed-column text format.</li>
<li><strong>GAEB 2000</strong> (<code>.p83</code> etc.): a keyword-based text format.</li>
<li><strong>GAEB DA XML</strong> (<code>.x83</code> etc.): the current structured XML format, versions 2.x to 3.3.</li>
</ul>
<p>The two older formats are considered outdated, but they still turn up in archives and from some clients. Our <a href="/en/converter">converter</a> reads all three generations.</p>
<h2>What do the digits mean?</h2>
<p>The digits in the extension give the <em>exchange phase</em>, that is, what the file is for:</p>
<table>
<thead><tr><th>Extension</th><th>Phase</th></tr></thead>
<tbody>
<tr><td>X81</td><td>Bill of quantities (description of works with quantities)</td></tr>
<tr><td>X83</td><td>Request for tender – the bill bidders fill in</td></tr>
<tr><td>X84</td><td>Offer submission – only the bidder's item numbers, quantities and prices</td></tr>
<tr><td>X86</td><td>Contract award – the bill of quantities as awarded, with prices</td></tr>
<tr><td>X89 / X89B</td><td>Invoice</td></tr>
</tbody>
</table>
<h2>What is inside a GAEB file?</h2>
<p>A bill of quantities is divided into lots, sections and items. Every item has an <strong>item number</strong> (OZ) such as <code>01.02.0030</code>, a short text, often a detailed long text, a quantity, a unit and – depending on the phase – unit and total prices. There are also preliminary notes, remarks and special item types such as provisional, alternative and lump-sum items.</p>
<h2>Opening GAEB files without tendering software</h2>
<p>Not every business owns tendering or estimating software. <a href="/en/converter">GAEB to Excel</a> turns the file into an Excel spreadsheet for free, keeping its structure, texts, quantities and prices. Our article <a href="/en/blog/how-to-convert-gaeb-to-excel">How to convert GAEB to Excel</a> walks you through the steps. For anything else, see the <a href="/en/faq">FAQ</a> or write to us through the <a href="/en/contact">contact form</a>.</p>
`;

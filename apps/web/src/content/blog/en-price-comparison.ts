export const body = `
<p>After a tender, several offers are on the table. A <strong>price comparison</strong> (Preisspiegel) lines them up item by item: who is cheapest where, and which prices stand out? Without tendering software you can build one with Excel and our <a href="/en/converter">GAEB converter</a>.</p>
<p><strong>The quick way:</strong> drop the request and the offers on the <a href="/en/price-comparison">price comparison</a> page. You see the bidders' ranking with their totals and the difference to the lowest at once (incomplete offers after the complete ones, with the items they lack), and download a ready-made comparison workbook. It all happens in your browser; no file is uploaded. If you would rather build the comparison yourself in Excel, read on.</p>
<h2>What you need</h2>
<ul>
<li>the request for tender as <code>.x83</code> (or the bill of quantities as <code>.x81</code>) – it holds the texts</li>
<li>the bidders' offers as <code>.x84</code> – they hold item numbers, quantities and prices</li>
</ul>
<p>An X84 file deliberately carries no short texts: it is meant as the answer to the X83. That is why the comparison starts from the X83.</p>
<h2>Step 1: Convert every file</h2>
<p>Convert the X83 first, then each offer one by one. Every file becomes its own workbook; the item numbers are stored as text in the same notation everywhere.</p>
<h2>Step 2: Bring the prices together</h2>
<p>Open the X83 workbook as the base and add one unit-price column per bidder on the right. Fetch the prices by item number from the bidders' workbooks with <code>XLOOKUP</code> (or <code>VLOOKUP</code>), for example:</p>
<p><code>=XLOOKUP(A5,[Bidder_A.xlsx]BoQ!$A:$A,[Bidder_A.xlsx]BoQ!$G:$G,"missing")</code></p>
<p>Adjust the sheet and column names to your workbooks. “missing” marks items a bidder did not price.</p>
<h2>Step 3: Evaluate</h2>
<ul>
<li><strong>Total per bidder:</strong> quantity × unit price per row, then the sum.</li>
<li><strong>Lowest price:</strong> <code>=MIN(...)</code> across the bidder columns, highlighted with conditional formatting.</li>
<li><strong>Outliers:</strong> deviation from the mean in per cent; look closer at anything above 30 %.</li>
</ul>
<p>Watch provisional and alternative items: depending on the award they do not count towards the offer total. The Excel file marks them as their own item kind.</p>
<h2>Limits</h2>
<p>An Excel comparison does not replace a formal evaluation of offers under VOB/A, but it is ideal for a quick overview. The <a href="/en/faq">FAQ</a> answers questions about the process; suggestions are welcome through the <a href="/en/contact">contact form</a>.</p>
`;

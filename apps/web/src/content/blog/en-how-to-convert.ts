export const body = `
<p>You received a GAEB file and want to work on it in Excel? Here is how to convert it in under a minute – free and without signing up.</p>
<h2>Step 1: Check the file</h2>
<p>Our converter reads <strong>GAEB DA XML</strong> versions 2.x to 3.3: files ending in <code>.x80</code> to <code>.x89</code>, <code>.x89b</code>, or GAEB files saved as <code>.xml</code>. The older formats work too: <strong>GAEB 2000</strong> (<code>.p81</code>, <code>.p83</code>, <code>.p84</code>, <code>.p86</code>) and <strong>GAEB 90</strong> (<code>.d81</code>, <code>.d83</code>, <code>.d84</code>, <code>.d86</code>). The file may be up to <strong>5 MB</strong>.</p>
<h2>Step 2: Upload</h2>
<p>Open the <a href="/en/converter">converter</a> and drag the file onto the upload field – or click it and choose the file. The field works with the keyboard too: Tab to it, then press Enter.</p>
<h2>Step 3: Accept and convert</h2>
<p>Accept the terms of use and the privacy policy. The second consent – anonymous analysis of the file's contents to improve the converter – is optional. Then click <strong>“Convert to Excel”</strong>. A progress bar shows the upload and the conversion.</p>
<h2>Step 4: Download Excel</h2>
<p><strong>“Download Excel file”</strong> saves the <code>.xlsx</code> file. The download link is valid for 24 hours; after that we delete both the GAEB and the Excel file.</p>
<h2>What is in the Excel file?</h2>
<ul>
<li>Item numbers stored as text, so <code>01.10</code> never turns into <code>1.1</code></li>
<li>Lots and sections as grouped, collapsible rows with subtotals</li>
<li>Short and long texts, quantities, units, unit and total prices</li>
<li>Preambles, remarks and special item kinds</li>
</ul>
<p>For a request for tender (X83) you can type your unit prices straight into Excel; the totals follow.</p>
<h2>The way back: your offer as an X84</h2>
<p>Once you have filled in the workbook of a request for tender, the <a href="/en/excel-to-x84">Excel to X84</a> page turns it into the offer file the client reads into their tendering software. Enter only your unit prices and leave rows, columns and item numbers as they are: the X84 matches every price to the request's item by its item number. Before you save, the page shows the bidder, the number of priced items and the offer total, so you can check the total against your workbook. If a price is missing or a price cell holds text, the page names the sheet, the cell and the item number.</p>
<p>This step runs entirely in your browser. The workbook is not uploaded; your prices never leave your computer.</p>
<h2>If something goes wrong</h2>
<p>If the converter reports an invalid file format, the file is usually not a GAEB file at all – a PDF of the bill of quantities, say, or another file with a similar extension. We cannot repair damaged GAEB files. The <a href="/en/faq">FAQ</a> has more answers; the <a href="/en/contact">contact form</a> helps with problems.</p>
`;

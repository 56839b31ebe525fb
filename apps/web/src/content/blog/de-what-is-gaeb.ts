export const body = `
<p>Wer im Bauwesen Angebote abgibt, bekommt Leistungsverzeichnisse fast immer als GAEB-Datei. Doch was steckt hinter den Endungen <code>.x83</code>, <code>.x84</code> oder <code>.x86</code> – und wie öffnet man so eine Datei ohne teure Software?</p>
<h2>GAEB: die gemeinsame Sprache am Bau</h2>
<p>GAEB steht für den <strong>Gemeinsamen Ausschuss Elektronik im Bauwesen</strong>. Er legt fest, wie Bauherren, Planer und ausführende Firmen Leistungsverzeichnisse (LV), Angebote, Aufträge und Rechnungen elektronisch austauschen. So kann ein Architekt ein LV in seiner Ausschreibungssoftware erstellen und ein Handwerksbetrieb es in seiner Kalkulation einlesen, ohne ein Wort abzutippen.</p>
<h2>Drei Generationen von Formaten</h2>
<ul>
<li><strong>GAEB 90</strong> (<code>.d83</code> usw.): ein altes Textformat mit festen Spalten.</li>
<li><strong>GAEB 2000</strong> (<code>.p83</code> usw.): ein Textformat mit Schlüsselwörtern.</li>
<li><strong>GAEB DA XML</strong> (<code>.x83</code> usw.): das aktuelle, strukturierte XML-Format in den Versionen 2.x bis 3.3.</li>
</ul>
<p>Die beiden älteren Formate gelten als veraltet, tauchen aber in Archiven und bei manchen Auftraggebern noch auf. Unser <a href="/de/gaeb-nach-excel">Konverter</a> liest alle drei Generationen.</p>
<h2>Was bedeuten die Ziffern?</h2>
<p>Die Ziffern der Endung nennen die <em>Austauschphase</em>, also wofür die Datei gedacht ist:</p>
<table>
<thead><tr><th>Endung</th><th>Phase</th></tr></thead>
<tbody>
<tr><td>X81</td><td>Leistungsverzeichnis (Leistungsbeschreibung mit Mengen)</td></tr>
<tr><td>X83</td><td>Angebotsaufforderung – das LV, das Bieter ausfüllen</td></tr>
<tr><td>X84</td><td>Angebotsabgabe – nur OZ, Mengen und Preise des Bieters</td></tr>
<tr><td>X86</td><td>Auftragserteilung – das beauftragte LV mit Preisen</td></tr>
<tr><td>X89 / X89B</td><td>Rechnung</td></tr>
</tbody>
</table>
<h2>Was steht in einer GAEB-Datei?</h2>
<p>Ein LV ist gegliedert in Lose, Titel und Positionen. Jede Position hat eine <strong>Ordnungszahl</strong> (OZ) wie <code>01.02.0030</code>, einen Kurztext, oft einen ausführlichen Langtext, eine Menge, eine Einheit und – je nach Phase – Einheits- und Gesamtpreise. Dazu kommen Vorbemerkungen, Hinweistexte sowie besondere Positionsarten wie Bedarfs-, Wahl- oder Pauschalpositionen.</p>
<h2>GAEB-Dateien ohne AVA-Software öffnen</h2>
<p>Nicht jeder Betrieb hat ein Ausschreibungs- oder Kalkulationsprogramm. Mit <a href="/de/gaeb-nach-excel">GAEB zu Excel</a> wandeln Sie die Datei kostenlos in eine Excel-Tabelle um – mit Gliederung, Texten, Mengen und Preisen. Wie das Schritt für Schritt geht, zeigt unser Artikel <a href="/de/blog/gaeb-in-excel-umwandeln">GAEB in Excel umwandeln</a>. Weitere Fragen beantworten die <a href="/de/faq">FAQ</a>, oder Sie schreiben uns über das <a href="/de/kontakt">Kontaktformular</a>.</p>
`;

export const body = `
<p>Nach einer Ausschreibung liegen mehrere Angebote auf dem Tisch. Ein <strong>Preisspiegel</strong> stellt sie Position für Position nebeneinander: Wer ist wo am günstigsten, wo weichen Preise auffällig ab? Ohne AVA-Software gelingt das auch mit Excel und unserem <a href="/de/gaeb-nach-excel">GAEB-Konverter</a>.</p>
<p><strong>Der schnelle Weg:</strong> Legen Sie Anfrage und Angebote auf der Seite <a href="/de/preisspiegel">Preisspiegel</a> ab. Sie sehen sofort die Rangfolge der Bieter mit Angebotssumme und Abstand zum Günstigsten (unvollständige Angebote nach den vollständigen, mit den Positionen, die ihnen fehlen) und laden einen fertigen Preisspiegel als Excel-Datei. Das geschieht in Ihrem Browser; keine Datei wird hochgeladen. Wer den Vergleich lieber selbst in Excel aufbaut, findet im Folgenden den Weg dorthin.</p>
<h2>Was Sie brauchen</h2>
<ul>
<li>die Angebotsaufforderung als <code>.x83</code> (oder das LV als <code>.x81</code>) – sie enthält die Texte</li>
<li>die Angebote der Bieter als <code>.x84</code> – sie enthalten Ordnungszahlen, Mengen und Preise</li>
</ul>
<p>Eine X84-Datei trägt bewusst keine Kurztexte: Sie ist als Antwort auf die X83 gedacht. Darum beginnt der Preisspiegel mit der X83.</p>
<h2>Schritt 1: Alle Dateien umwandeln</h2>
<p>Wandeln Sie zuerst die X83 und dann jedes Angebot einzeln in Excel um. Jede Datei ergibt eine eigene Arbeitsmappe; die Ordnungszahlen stehen überall als Text in derselben Schreibweise.</p>
<h2>Schritt 2: Preise zusammenführen</h2>
<p>Öffnen Sie die Mappe der X83 als Grundlage und legen Sie rechts je Bieter eine Spalte für den Einheitspreis an. Holen Sie die Preise mit <code>XVERWEIS</code> (oder <code>SVERWEIS</code>) über die Ordnungszahl aus den Bieter-Mappen, zum Beispiel:</p>
<p><code>=XVERWEIS(A5;[Bieter_A.xlsx]LV!$A:$A;[Bieter_A.xlsx]LV!$G:$G;"fehlt")</code></p>
<p>Passen Sie Blatt- und Spaltennamen an Ihre Mappen an. „fehlt“ zeigt Positionen, die ein Bieter nicht angeboten hat.</p>
<h2>Schritt 3: Auswerten</h2>
<ul>
<li><strong>Gesamtpreis je Bieter:</strong> Menge × Einheitspreis je Zeile, dann Summe.</li>
<li><strong>Günstigster Preis:</strong> <code>=MIN(...)</code> über die Bieterspalten, mit bedingter Formatierung hervorgehoben.</li>
<li><strong>Ausreißer:</strong> Abweichung vom Mittelwert in Prozent; alles über 30 % genauer ansehen.</li>
</ul>
<p>Achten Sie auf Bedarfs- und Wahlpositionen: Sie zählen je nach Vergabe nicht zur Angebotssumme. In der Excel-Datei sind sie als eigene Positionsart gekennzeichnet.</p>
<h2>Grenzen</h2>
<p>Ein Excel-Preisspiegel ersetzt keine formale Angebotswertung nach VOB/A, ist aber für die schnelle Übersicht ideal. Fragen zum Vorgehen beantworten die <a href="/de/faq">FAQ</a>, Anregungen nehmen wir gern über das <a href="/de/kontakt">Kontaktformular</a> entgegen.</p>
`;

export const body = `
<p>Sie haben eine GAEB-Datei bekommen und möchten sie in Excel bearbeiten? So gelingt die Umwandlung in weniger als einer Minute – kostenlos und ohne Anmeldung.</p>
<h2>Schritt 1: Datei prüfen</h2>
<p>Unser Konverter liest <strong>GAEB DA XML</strong> in den Versionen 2.x bis 3.3: Dateien mit den Endungen <code>.x80</code> bis <code>.x89</code>, <code>.x89b</code> oder als <code>.xml</code> gespeicherte GAEB-Dateien. Auch die älteren Formate funktionieren: <strong>GAEB 2000</strong> (<code>.p81</code>, <code>.p83</code>, <code>.p84</code>, <code>.p86</code>) und <strong>GAEB 90</strong> (<code>.d81</code>, <code>.d83</code>, <code>.d84</code>, <code>.d86</code>). Die Datei darf höchstens <strong>5 MB</strong> groß sein.</p>
<h2>Schritt 2: Hochladen</h2>
<p>Öffnen Sie den <a href="/de/gaeb-nach-excel">Konverter</a> und ziehen Sie die Datei in das Upload-Feld – oder klicken Sie darauf und wählen Sie sie aus. Das Feld ist auch per Tastatur bedienbar: mit Tab auswählen, dann Enter drücken.</p>
<h2>Schritt 3: Bestätigen und umwandeln</h2>
<p>Akzeptieren Sie die Nutzungsbedingungen und die Datenschutzerklärung. Die zweite Einwilligung – eine anonymisierte Auswertung des Dateiinhalts zur Verbesserung des Konverters – ist freiwillig. Klicken Sie dann auf <strong>„In Excel umwandeln“</strong>. Ein Fortschrittsbalken zeigt Upload und Umwandlung.</p>
<h2>Schritt 4: Excel herunterladen</h2>
<p>Mit <strong>„Excel-Datei herunterladen“</strong> speichern Sie die <code>.xlsx</code>-Datei. Der Download-Link gilt 24 Stunden; danach löschen wir GAEB- und Excel-Datei.</p>
<h2>Was steht in der Excel-Datei?</h2>
<ul>
<li>Ordnungszahlen als Text, damit <code>01.10</code> nicht zu <code>1,1</code> wird</li>
<li>Lose und Titel als gegliederte, aufklappbare Zeilen mit Zwischensummen</li>
<li>Kurz- und Langtexte, Mengen, Einheiten, Einheits- und Gesamtpreise</li>
<li>Vorbemerkungen, Hinweistexte und besondere Positionsarten</li>
</ul>
<p>Bei einer Angebotsaufforderung (X83) können Sie Ihre Einheitspreise direkt in Excel eintragen; die Gesamtpreise rechnen sich mit.</p>
<h2>Der Rückweg: Ihr Angebot als X84</h2>
<p>Aus der ausgefüllten Tabelle einer Angebotsaufforderung wird auf der Seite <a href="/de/excel-nach-x84">Excel nach X84</a> die Angebotsdatei, die der Auftraggeber in seine AVA-Software einliest. Tragen Sie dafür nur Ihre Einheitspreise ein und lassen Sie Zeilen, Spalten und Ordnungszahlen, wie sie sind: Die X84 ordnet jeden Preis über die Ordnungszahl der Position der Anfrage zu. Vor dem Speichern zeigt die Seite Bieter, Zahl der bepreisten Positionen und Angebotssumme, sodass Sie die Summe mit Ihrer Tabelle vergleichen können. Fehlt ein Preis oder steht in einer Preiszelle Text, nennt die Seite Blatt, Zelle und Ordnungszahl.</p>
<p>Dieser Schritt läuft vollständig in Ihrem Browser. Die Tabelle wird nicht hochgeladen, Ihre Preise verlassen Ihren Rechner nicht.</p>
<h2>Wenn etwas nicht klappt</h2>
<p>Meldet der Konverter ein ungültiges Dateiformat, ist die Datei meist gar keine GAEB-Datei, sondern etwa ein PDF des Leistungsverzeichnisses oder eine andere Datei mit ähnlicher Endung. Beschädigte GAEB-Dateien können wir nicht reparieren. Weitere Antworten finden Sie in den <a href="/de/faq">FAQ</a>; bei Problemen hilft das <a href="/de/kontakt">Kontaktformular</a>.</p>
`;

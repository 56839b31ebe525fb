/**
 * Small documents and changes to them for holding the fast XML path against saxes. The documents stay inside the
 * subset the fast path reads (it must not decline them); the changes are ones a damaged or unusual file could
 * carry, most of them refused by saxes, some valid XML the fast path leaves to saxes.
 */

/** Comments, a processing instruction, CDATA, every kind of reference, a prefix, attribute values with TAB and
 * line ends, self-closing tags, an astral character before a tag (columns count code points). */
export const SMALL = `<?xml version="1.0" encoding="UTF-8"?>
<!-- head -->
<?app data?>
<g:Root xmlns:g="urn:x" a='1' b = "x&amp;y&#x41;&#66;&#x1F600;">
  <Item RNoPart="10" note="tab\tand
line">Text &lt;b&gt; &quot;q&quot; &apos;a&apos; 😀 und ü<![CDATA[raw <x> & ]]]]><![CDATA[]]>tail<!-- c --></Item>
  <empty/><e2 x="1" /><p>a]b]]c&#10;&#13;</p>😀<q
    y="2"
  >z</q   >
  <deep><a><b><c>x</c></b></a></deep>
</g:Root>
<!-- after -->
`;

/** Valid variants of SMALL the fast path must read itself. */
export const VALID: Record<string, string> = {
  small: SMALL,
  "CR LF": SMALL.replaceAll("\n", "\r\n"),
  "lone CR": SMALL.replaceAll("\n", "\r"),
  "byte order mark": `\uFEFF${SMALL}`,
  "no declaration, leading white space": `  \n\t${SMALL.slice(SMALL.indexOf("\n") + 1)}`,
  "single quotes and standalone": SMALL.replace(
    '<?xml version="1.0" encoding="UTF-8"?>',
    "<?xml version='1.0' encoding='UTF-8' standalone='yes' ?>",
  ),
  "no trailing line end": SMALL.trimEnd(),
  "an empty root": "<r/>",
};

/** Changes to a document, each by what it does. Those saxes accepts are marked; the fast path may decline any. */
export const MUTATIONS: ReadonlyArray<[string, (doc: string) => string]> = [
  ["DOCTYPE", (doc) => doc.replace("?>", '?>\n<!DOCTYPE r [<!ENTITY foo "bar">]>')],
  ["unknown entity", (doc) => inText(doc, "a &foo; b")],
  ["reference to NUL", (doc) => inText(doc, "&#0;")],
  ["upper-case hex reference", (doc) => inText(doc, "&#X41;")],
  ["reference without ;", (doc) => inText(doc, "a &amp b")],
  ["bare ampersand", (doc) => inText(doc, "a & b")],
  ["control character", (doc) => inText(doc, "a\u0001b")],
  ["U+FFFF", (doc) => inText(doc, "a\uFFFFb")],
  ["lone high surrogate", (doc) => inText(doc, "a\uD800b")],
  ["lone low surrogate", (doc) => inText(doc, "a\uDC00b")],
  ["]]> in text", (doc) => inText(doc, "a]]>b")],
  ["duplicate attribute", (doc) => doc.replace(/<(\w+) (\w+)="/, '<$1 $2="1" $2="')],
  ["no space between attributes", (doc) => doc.replace(/<(\w+) (\w+)="([^"]*)"/, '<$1 $2="$3"c="2"')],
  ["attribute without value", (doc) => doc.replace(/<(\w+) /, "<$1 flag ")],
  ["unquoted attribute", (doc) => doc.replace(/<(\w+) /, "<$1 v=1 ")],
  ["< in an attribute", (doc) => doc.replace(/<(\w+) (\w+)="/, '<$1 $2="<')],
  ["> in an attribute (valid XML)", (doc) => doc.replace(/<(\w+) (\w+)="/, '<$1 $2=">')],
  ["mismatched close tag", (doc) => doc.replace(/<\/(\w+)>([^<]*)$/m, "</$1x>$2")],
  ["unclosed element", (doc) => doc.replace(/<\/[\w:]+>\s*(<!--[^>]*-->\s*)?$/, "")],
  ["close tag without open", (doc) => doc.replace(/<\/(\w+)>/, "</$1></$1>")],
  ["empty close tag", (doc) => inText(doc, "</>")],
  ["space after <", (doc) => inText(doc, "< a/>")],
  ["trailing garbage", (doc) => `${doc}x`],
  ["second root", (doc) => `${doc}<again/>`],
  ["text before the root", (doc) => doc.replace(/(\?>|-->)\s*<(\w)/, "$1 x <$2")],
  ["CDATA outside the root", (doc) => `${doc}<![CDATA[x]]>`],
  ["declaration not at the start", (doc) => (doc.startsWith("<?xml") ? ` ${doc}` : doc)],
  ["second declaration", (doc) => inText(doc, '<?xml version="1.0"?>')],
  ["XML 1.1 (valid XML)", (doc) => doc.replace('version="1.0"', 'version="1.1"')],
  ["reserved PI target", (doc) => inText(doc, "<?XmL x?>")],
  ["PI inside (valid XML)", (doc) => inText(doc, "<?pi some ? data?>")],
  ["-- in a comment", (doc) => inText(doc, "<!-- a -- b -->")],
  ["comment ending in ---> ", (doc) => inText(doc, "<!-- a --->")],
  ["other declaration", (doc) => inText(doc, "<!ELEMENT x ANY>")],
  ["unfinished comment", (doc) => `${doc}<!-- x`],
  ["unfinished tag", (doc) => `${doc}<a`],
  ["lone < at the end", (doc) => `${doc}<`],
  ["too deep", (doc) => inText(doc, `${"<x>".repeat(300)}${"</x>".repeat(300)}`)],
  ["deep, within the limit (valid XML)", (doc) => inText(doc, `${"<x>".repeat(200)}${"</x>".repeat(200)}`)],
  ["non-ASCII name (valid XML)", (doc) => inText(doc, "<Größe>1</Größe>")],
  ["empty CDATA, comment and entity-only text (valid XML)", (doc) => inText(doc, "<![CDATA[]]><!---->&amp;")],
  ["astral text and references (valid XML)", (doc) => inText(doc, "😀&#x10FFFF;&#128512;<t>😀😀</t>")],
  ["slash not before > in a tag", (doc) => inText(doc, '<t a="1"/ >')],
  ["slash inside a tag", (doc) => inText(doc, "<t/x>")],
  ["attribute named __proto__", (doc) => inText(doc, '<t __proto__="x"/>')],
  ["attribute named constructor", (doc) => inText(doc, '<t constructor="x"/>')],
  ["name starting with a digit", (doc) => inText(doc, "<1t/>")],
  ["attribute name starting with a hyphen", (doc) => inText(doc, '<t -a="1"/>')],
  ["quote at the end of a tag", (doc) => inText(doc, '<t a="1""/>')],
  ["unterminated attribute value", (doc) => inText(doc, '<t a="1/>x')],
  ["colons in names (valid XML)", (doc) => inText(doc, '<:t a:="1" :b="2"/><t:/><a:b:c>x</a:b:c>')],
  [
    "mixed quotes and tabs in values (valid XML)",
    (doc) => inText(doc, `<t a='say "hi"' b="it's" c="\tx\ny&lt;"/>`),
  ],
  ["white space around = (valid XML)", (doc) => doc.replace(/<(\w+) (\w+)="/, '<$1 $2 \n=\t"')],
];

/** `text` inserted into character data near the middle of the document (after a start tag's `>`). */
function inText(doc: string, text: string): string {
  const middle = Math.floor(doc.length / 2);
  const candidates = [...doc.matchAll(/<[A-Za-z][^<>]*[^/]>(?=[^<\s])/g)];
  const chosen = candidates.find((match) => (match.index ?? 0) >= middle) ?? candidates.at(-1);
  if (!chosen) return doc.replace(/<([A-Za-z][^<>]*[^/<>])>/, `<$1>${text}`);
  const at = (chosen.index ?? 0) + chosen[0].length;
  return doc.slice(0, at) + text + doc.slice(at);
}

import type { SiteConfig } from "../../scripts/site-config.mjs";
import type { LegalSection } from "./legal-types";

export function privacyEn(site: SiteConfig): LegalSection[] {
  return [
    {
      heading: "1. Controller",
      paragraphs: [
        `The controller for data processing on this website is ${site.operatorName}, ${site.operatorAddress.join(", ")}, email: ${site.operatorEmail}.`,
        "GAEB to Excel is a private, non-commercial project.",
      ],
    },
    {
      heading: "2. At a glance",
      paragraphs: ["We process as little data as possible:"],
      list: [
        "no tracking, no analytics services, no ads, no tracking cookies",
        "no requests to third parties: we serve fonts, images and icons ourselves",
        "by default your files are converted in your browser and never uploaded",
        "files you choose to convert on our server are deleted within 24 hours at the latest",
        "server log files are deleted after about 7 days",
      ],
    },
    {
      heading: "3. Server log files",
      paragraphs: [
        "When you visit the website, the server processes the data it technically needs: your IP address, the date and time, the requested address, the status code, the amount of data sent and your browser's identifier (user agent). We use them to keep the service secure and to fend off abuse (Art. 6(1)(f) GDPR). Log files are deleted after about 7 days.",
      ],
    },
    {
      heading: "4. Converting GAEB files",
      paragraphs: [
        "By default your browser converts the files itself: the GAEB files and the Excel file made from them stay on your computer and are not sent to us. The same always holds for the “Excel to X84” and “Price comparison” pages; prices and offers never leave your computer there.",
        "Only when you choose “On our server” are the files uploaded. We then store the uploaded GAEB files and the Excel file made from them on our server. They can be reached only with a random access token that is valid for 24 hours, and they are deleted within 24 hours; “Delete my files now” deletes them at once. The legal basis is providing the service you asked for (Art. 6(1)(b) GDPR).",
        "GAEB files can contain personal data, such as the names and addresses of clients and bidders. Please upload only files you are entitled to pass on.",
      ],
    },
    {
      heading: "5. Consent before converting",
      paragraphs: [
        "Before converting, you accept the terms of use and this privacy policy. As a record, we store which consents you gave, when, and the key of the file.",
        "The second consent is optional: it allows us to analyse the contents of your file anonymously to improve the conversion (Art. 6(1)(a) GDPR). Without it, your file is only converted. You can withdraw your consent at any time by email.",
      ],
    },
    {
      heading: "6. Contact form",
      paragraphs: [
        "When you write to us, we process your name, email address, subject and message in order to answer you (Art. 6(1)(b) and (f) GDPR). We delete them once your request has been dealt with, unless the law requires us to keep them.",
      ],
    },
    {
      heading: "7. Browser storage",
      paragraphs: [
        "When you switch languages, we store your choice (de or en) under the name “preferred_language” in your browser's local storage. In the same way we remember the converter's settings (where to convert, language of the column headings, with or without long texts) under “gaeb2xlsx.converter.settings”. After a conversion on our server, we keep the access token, the name of the Excel file, its expiry and the preview under “gaeb2xlsx.converter.result” in the tab's session storage, so that the result is still there after a reload; the browser deletes this entry when you close the tab. All of this is strictly necessary for the features you asked for (§ 25(2) TDDDG). We use no other cookies or browser storage.",
      ],
    },
    {
      heading: "8. Recipients and transfers",
      paragraphs: [
        "We do not pass your data on to third parties or transfer it outside the EU. The server may be run by a hosting provider that processes data only on our behalf.",
      ],
    },
    {
      heading: "9. Your rights",
      paragraphs: [
        "You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and the right to withdraw consents. An email to us is all it takes. You can also lodge a complaint with a data protection authority; in Bavaria, this is the Bayerisches Landesamt für Datenschutzaufsicht.",
      ],
    },
    {
      heading: "10. Last revised",
      paragraphs: ["This privacy policy was last revised in November 2026."],
    },
  ];
}

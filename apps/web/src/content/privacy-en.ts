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
      heading: "2. In short",
      paragraphs: ["We process as little data as possible:"],
      list: [
        "no tracking, no analytics services, no ads, no tracking cookies",
        "no requests to third parties: we serve fonts, images and icons ourselves",
        "uploaded and generated files are deleted within 24 hours at the latest",
        "server log files are deleted after about 7 days",
      ],
    },
    {
      heading: "3. Server log files",
      paragraphs: [
        "When you visit the website the server processes technically necessary data: IP address, date and time, requested address, status code, amount of data sent and the browser's identifier. This keeps the service secure and prevents abuse (Art. 6(1)(f) GDPR). Log files are deleted after about 7 days.",
      ],
    },
    {
      heading: "4. Converting GAEB files",
      paragraphs: [
        "When you convert a file we store the uploaded GAEB file and the generated Excel file on our server. Both can only be reached with a random access token that is valid for 24 hours. Both files are deleted within 24 hours at the latest. The legal basis is providing the service you asked for (Art. 6(1)(b) GDPR).",
        "GAEB files can contain personal data such as names and addresses of owners and bidders. Please upload only files you are entitled to share.",
      ],
    },
    {
      heading: "5. Consents when converting",
      paragraphs: [
        "Before converting you accept the terms of use and this privacy policy. As evidence we store which consents you gave, with the time and the file's key.",
        "The second consent is optional: it allows us to analyse the contents of your file anonymously to improve the conversion (Art. 6(1)(a) GDPR). Without it the file is only converted. You can withdraw a consent at any time by email.",
      ],
    },
    {
      heading: "6. Contact form",
      paragraphs: [
        "When you write to us we process your name, email address, subject and message to answer your request (Art. 6(1)(b) and (f) GDPR). We delete them once the request is settled and no retention duty applies.",
      ],
    },
    {
      heading: "7. Browser storage",
      paragraphs: [
        "When you switch the language we store your choice (de or en) as “preferred_language” in your browser's local storage. This is technically required for the function you asked for (§ 25(2) TDDDG). We use no other cookies or storage.",
      ],
    },
    {
      heading: "8. Recipients and transfers",
      paragraphs: [
        "We do not pass your data to third parties and do not transfer it outside the EU. The server may be operated by a hosting provider that processes data only on our behalf.",
      ],
    },
    {
      heading: "9. Your rights",
      paragraphs: [
        "You have the right of access, rectification, erasure, restriction of processing, data portability and objection, and the right to withdraw consents. Just send us an email. You can also complain to a data protection supervisory authority; in Bavaria that is the Bayerisches Landesamt für Datenschutzaufsicht.",
      ],
    },
    {
      heading: "10. Version",
      paragraphs: ["This privacy policy was last revised in April 2025."],
    },
  ];
}

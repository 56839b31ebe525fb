import type { OfferBreakdown } from "gaeb2xlsx";

/**
 * A hand-made breakdown as the core reports it for a small offer: three of four items demanded, one of them left
 * incomplete, one whose components miss its unit price, and one item not demanded and not broken down.
 */
export function fixtureBreakdown(change: Partial<OfferBreakdown> = {}): OfferBreakdown {
  return {
    components: ["Lohn", "Stoffe", "Geräte", "Sonstiges"],
    time: { label: "Stunden" },
    demanded: 3,
    incomplete: ["01.0020"],
    mismatched: ["01.0030"],
    componentTotals: ["10250.00", "8412.5", "1200.00", "0.00"],
    timeTotal: "205.5",
    total: "21862.50",
    head: {
      bidder: "Muster Bau GmbH",
      awardNumber: "VG-2026/117",
      project: "Neubau Kindertagesstätte Am Lindenhof",
      lv: "Rohbauarbeiten",
      date: "2026-11-29",
    },
    rows: [
      {
        oz: "01.0010",
        shortText: "Stahlbetonwand C25/30, Dicke 24 cm, beidseitig schalungsglatt",
        quantity: "125.5",
        unit: "m2",
        time: "1.2",
        components: ["60.00", "55.00", "8.00", "0.00"],
        unitPrice: "123.00",
        total: "15436.50",
        demanded: true,
      },
      {
        oz: "01.0020",
        shortText: "Baustelleneinrichtung",
        quantity: "1",
        unit: "psch",
        components: ["2000.00", undefined, undefined, undefined],
        unitPrice: "2500.00",
        total: "2500.00",
        demanded: true,
      },
      {
        oz: "01.0030",
        shortText: "Bewehrung BSt 500 S, liefern und einbauen",
        quantity: "2.5",
        unit: "t",
        time: "12",
        components: ["400.00", "900.00", "50.00", "0.00"],
        unitPrice: "1370.00",
        total: "3425.00",
        demanded: true,
      },
      {
        oz: "01.0040",
        shortText: "Stundenlohnarbeiten Facharbeiter",
        quantity: "10",
        unit: "h",
        components: [undefined, undefined, undefined, undefined],
        unitPrice: "50.10",
        total: "501.00",
        demanded: false,
      },
    ],
    ...change,
  };
}

/** The same breakdown for a form that asks for no time per unit. */
export function untimed(breakdown: OfferBreakdown): OfferBreakdown {
  const copy = { ...breakdown };
  delete copy.time;
  delete copy.timeTotal;
  return copy;
}

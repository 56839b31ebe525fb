import { describe, expect, it } from "vitest";
import { declaredPhase, planConversion } from "./plan";

describe("declaredPhase", () => {
  it("reads the phase of every generation from the head, else from the extension", () => {
    expect(declaredPhase("<GAEB><Award><DP>84</DP></Award>", "a.xml")).toBe("84");
    expect(declaredPhase("<g:GAEB><g:DP> 83 </g:DP>", "a.xml")).toBe("83");
    expect(declaredPhase("#begin[GAEB]\r\n[DP]81[end]", "a.p81")).toBe("81");
    expect(declaredPhase(`00        84${" ".repeat(62)}000001`, "a.d84")).toBe("84");
    expect(declaredPhase("<GAEB>", "Angebot.X84")).toBe("84");
    expect(declaredPhase("<GAEB>", "lv.xml")).toBeUndefined();
  });
});

describe("planConversion", () => {
  const request = { name: "r.x83", phase: "83" };
  const offer = { name: "o.x84", phase: "84" };
  const other = { name: "a.x86", phase: "86" };

  it("lays the one request under the offers and gives it no sheet", () => {
    expect(planConversion([request, offer, other])).toEqual({
      sheets: [offer, other],
      base: request,
      offers: [offer],
    });
  });

  it("makes a sheet of every file when there is no offer, no request, or more than one request", () => {
    expect(planConversion([request, other])).toEqual({ sheets: [request, other], offers: [] });
    expect(planConversion([offer])).toEqual({ sheets: [offer], offers: [] });
    const second = { name: "r2.x81", phase: "81" };
    expect(planConversion([request, second, offer])).toEqual({
      sheets: [request, second, offer],
      offers: [],
    });
  });
});

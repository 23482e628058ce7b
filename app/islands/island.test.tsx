import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Island } from "./island.tsx";

describe("<Island>", () => {
  it("wraps its server markup in a box that takes no space and carries its name and JSON props", () => {
    const html = renderToString(
      <Island name="analytics" props={{ gaMeasurementId: 'G-"quoted"' }}>
        <button type="button">inside</button>
      </Island>,
    );
    const match = /^<div data-island="analytics" data-island-props="([^"]*)" class="contents">(.*)<\/div>$/.exec(html);
    expect(match).not.toBeNull();
    const props = (match?.[1] ?? "").replaceAll("&quot;", '"').replaceAll("&amp;", "&");
    expect(JSON.parse(props)).toEqual({ gaMeasurementId: 'G-"quoted"' });
    expect(match?.[2]).toBe('<button type="button">inside</button>');
  });
});

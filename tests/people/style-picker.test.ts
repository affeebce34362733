import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StylePicker } from "@/components/people/style-picker";
import { DANCES_BY_STYLE, DANCE_NAMES } from "@/lib/progress/dance-names";
import { STARTER_DANCES } from "@/lib/progress/starter-syllabus";

const labels = (html: string) => [...html.matchAll(/<input type="checkbox"[^>]*\/?>([^<]+)<\/label>/g)].map((match) => match[1]);

describe("one dance list: the syllabus and the instructors' styles", () => {
  it("the styles picker offers every dance the starter syllabus teaches", () => {
    const offered = labels(renderToString(h(StylePicker, { value: [], onChange: () => {} })));
    const syllabus = [...new Set(STARTER_DANCES.map((dance) => dance.name))];
    expect(syllabus.filter((name) => !offered.includes(name))).toEqual([]);
    expect(offered).toEqual(expect.arrayContaining(["Hustle", "West Coast Swing", "Nightclub Two-Step", "Argentine Tango"]));
  });

  it("the starter syllabus is the list, style by style, in its order", () => {
    expect(STARTER_DANCES.map((dance) => [dance.style, dance.name])).toEqual(
      Object.entries(DANCES_BY_STYLE).flatMap(([style, names]) => names.map((name) => [style, name])),
    );
    expect(DANCE_NAMES).toHaveLength(18);
  });

  it("a name saved before that no list offers stays shown, ticked, under Other", () => {
    const html = renderToString(h(StylePicker, { value: ["Swing", "Waltz"], onChange: () => {} }));
    expect(html).toMatch(/<legend[^>]*>Other<\/legend><div[^>]*><label[^>]*><input type="checkbox"[^>]*checked=""\/>Swing<\/label>/);
  });
});

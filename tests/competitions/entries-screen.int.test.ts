import { describe, expect, it } from "vitest";
import { entryFormOptions } from "@/lib/competitions/entries-screen";
import { getDb } from "@/lib/db/client";
import { makeScheduleStudio, sessionOf } from "../helpers/studio-factory";

describe("the entry form's options", () => {
  it("offers a brand-new studio's dances: the starter syllabus is copied in on the first read", async () => {
    const s = await makeScheduleStudio();
    const options = await entryFormOptions(await getDb(), await sessionOf(s.owner.token));
    const smooth = options.dances.filter((dance) => dance.style === "american-smooth").map((dance) => dance.name);
    expect(smooth).toEqual(expect.arrayContaining(["Waltz", "Tango", "Foxtrot", "Viennese Waltz"]));
    // Read again: nothing copied twice.
    const again = await entryFormOptions(await getDb(), await sessionOf(s.owner.token));
    expect(again.dances).toHaveLength(options.dances.length);
  });
});

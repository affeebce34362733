import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { useForm } from "react-hook-form";
import { describe, expect, it } from "vitest";
import type { EventFormValues, EventRequest } from "@/components/schedule/event-form-schema";
import { MeetingField } from "@/components/schedule/meeting-field";

/** The event dialog's video lesson field as it first renders, in a form of its own. */
function render(props: { lockedTo: string | null; isOwner: boolean; meeting: EventFormValues["meeting"] }) {
  function Harness() {
    const form = useForm<EventFormValues, unknown, EventRequest>({ defaultValues: { meeting: props.meeting, meetingUrl: "" } });
    return createElement(MeetingField, { form, lockedTo: props.lockedTo, isOwner: props.isOwner });
  }
  return renderToStaticMarkup(createElement(Harness));
}

describe("the event dialog's video lesson field", () => {
  it("below Pro shows the choice locked, naming the plan, with the plans a link away for the owner", () => {
    const owner = render({ lockedTo: "Pro", isOwner: true, meeting: "none" });
    expect(owner).toContain("Video lesson");
    expect(owner).toContain("comes with the Pro plan.");
    expect(owner).toContain('href="/app/settings#settings-plan"');
    expect(owner).not.toContain('type="radio"');
    const instructor = render({ lockedTo: "Pro", isOwner: false, meeting: "none" });
    expect(instructor).toContain("Ask the studio&#x27;s owner about it.");
    expect(instructor).not.toContain("settings-plan");
  });

  it("on Pro offers in person, a meeting link or a new Jitsi room", () => {
    const open = render({ lockedTo: null, isOwner: true, meeting: "none" });
    for (const label of ["In person", "Meeting link", "Create a Jitsi room"]) expect(open).toContain(label);
    expect(open.match(/type="radio"/g)).toHaveLength(3);
    expect(open).not.toContain("Pro plan");
  });
});

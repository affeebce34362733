import { createElement as h } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { useApiForm } from "@/components/forms/use-api-form";

const ZForm = z.object({
  name: z.string(),
  seats: z.number(),
  open: z.boolean(),
  closed: z.boolean(),
  rule: z.enum(["packages", "list"]),
  days: z.array(z.string()),
  note: z.string(),
  level: z.string(),
  window: z.number().nullable(),
});

function StudioForm() {
  const { form, registerOption } = useApiForm(ZForm, {
    defaultValues: {
      name: "Promenade",
      seats: 12,
      open: true,
      closed: false,
      rule: "list",
      days: ["mon"],
      note: "Hi",
      level: "silver",
      window: null,
    },
    submit: async () => {},
  });
  return h(
    "form",
    null,
    h("input", { id: "name", ...form.register("name") }),
    h("input", { id: "seats", type: "number", ...form.register("seats", { valueAsNumber: true }) }),
    h("input", { id: "open", type: "checkbox", ...form.register("open") }),
    h("input", { id: "closed", type: "checkbox", ...form.register("closed") }),
    h("input", { id: "packages", type: "radio", ...registerOption("rule", "packages") }),
    h("input", { id: "list", type: "radio", ...registerOption("rule", "list") }),
    h("input", { id: "mon", type: "checkbox", ...registerOption("days", "mon") }),
    h("input", { id: "tue", type: "checkbox", ...registerOption("days", "tue") }),
    h("textarea", { id: "note", ...form.register("note") }),
    h(
      "select",
      { id: "level", ...form.register("level") },
      h("option", { value: "bronze" }, "Bronze"),
      h("option", { value: "silver" }, "Silver"),
    ),
    h("input", { id: "window", type: "number", ...form.register("window") }),
  );
}

/** The opening tag of the element with this id, as the server wrote it. */
function tagOf(html: string, id: string): string {
  return new RegExp(`<[a-z]+ id="${id}"[^>]*>`).exec(html)?.[0] ?? "";
}

describe("useApiForm renders each field's default in the server's HTML (shown before the page's script runs)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("texts, numbers, lists and checkboxes show their defaults; radios and checkbox groups are checked by value", () => {
    const errors = vi.spyOn(console, "error");
    const html = renderToString(h(StudioForm));
    expect(tagOf(html, "name")).toContain('value="Promenade"');
    expect(tagOf(html, "seats")).toContain('value="12"');
    expect(tagOf(html, "open")).toContain("checked");
    expect(tagOf(html, "closed")).not.toContain("checked");
    expect(tagOf(html, "packages")).toMatch(/value="packages"/);
    expect(tagOf(html, "packages")).not.toContain("checked");
    expect(tagOf(html, "list")).toContain("checked");
    expect(tagOf(html, "mon")).toContain("checked");
    expect(tagOf(html, "tue")).not.toContain("checked");
    expect(html).toContain(">Hi</textarea>");
    expect(html).toMatch(/<option value="silver" selected="">Silver<\/option>/);
    // No default (null): nothing rendered, as before.
    expect(tagOf(html, "window")).not.toContain("value=");
    // React would warn about a radio given both value and defaultValue.
    expect(errors).not.toHaveBeenCalled();
  });
});

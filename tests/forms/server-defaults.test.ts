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
  password: z.string(),
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
    h("input", { id: "password", type: "password", ...form.register("password") }),
  );
}

/** The opening tag of the element with this id, as the server wrote it. */
function tagOf(html: string, id: string): string {
  return new RegExp(`<[a-z]+ id="${id}"[^>]*>`).exec(html)?.[0] ?? "";
}

describe("useApiForm renders each field's default in the server's HTML (shown before the page's script runs)", () => {
  afterEach(() => vi.restoreAllMocks());

  it("texts, numbers and lists show their defaults; checkboxes, radios and passwords are left to the live form", () => {
    const errors = vi.spyOn(console, "error");
    const html = renderToString(h(StudioForm));
    expect(tagOf(html, "name")).toContain('value="Promenade"');
    expect(tagOf(html, "seats")).toContain('value="12"');
    expect(html).toContain(">Hi</textarea>");
    expect(html).toMatch(/<option value="silver" selected="">Silver<\/option>/);
    // No default (null): nothing rendered.
    expect(tagOf(html, "window")).not.toContain("value=");
    // Checked by the live form: with defaultChecked, react-hook-form would read the page's (partly
    // registered, disabled-skipping) state as the value.
    for (const id of ["open", "closed", "packages", "list", "mon", "tue"]) expect(tagOf(html, id)).not.toContain("checked");
    // An option keeps its own value, and gets no defaultValue beside it.
    expect(tagOf(html, "packages")).toContain('value="packages"');
    expect(tagOf(html, "mon")).toContain('value="mon"');
    // A password is never written into the page.
    expect(tagOf(html, "password")).not.toContain("value=");
    // React would warn about an input given both value and defaultValue.
    expect(errors).not.toHaveBeenCalled();
  });
});

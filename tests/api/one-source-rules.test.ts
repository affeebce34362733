import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { ZHexColor } from "@/lib/api/zod-fields";
import { ZAnnouncementAudience, ZPartnerSearch, ZPartnerSearchQuery } from "@/lib/community/schemas";
import { ZStudentLevel } from "@/lib/people/levels";
import { ZInstructorInput, ZInstructorPatch, ZStudentInput, ZStudentPatch, ZStudentsQuery } from "@/lib/people/schemas";
import { ZCustomFilters } from "@/lib/reports/custom-schemas";
import { ZRoomInput, ZRoomPatch, ZServiceInput, ZServicePatch } from "@/lib/scheduling/schemas";
import { ZBrandColorForm } from "@/lib/studio/branding-forms";
import { ZStudioPatch } from "@/lib/studio/schemas";

// A rule written once is answered the same by every request that takes it.

const messageOf = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

describe("a student's level", () => {
  const fields: [string, z.ZodType][] = [
    ["a new student", ZStudentInput.shape.level],
    ["a student's change", ZStudentPatch.shape.level],
    ["the students filter", ZStudentsQuery.shape.level],
    ["a partner ad", ZPartnerSearch.shape.level],
    ["the partner search", ZPartnerSearchQuery.shape.level],
    ["an announcement's audience", ZAnnouncementAudience.shape.level],
    ["a custom report's filter", ZCustomFilters.shape.level],
  ];

  it.each(fields)("%s takes the four levels and names them when refused", (_, field) => {
    for (const level of ["Newcomer", "Bronze", "Silver", "Gold"]) expect(field.safeParse(level).success).toBe(true);
    expect(messageOf(field, "Platinum")).toBe("Choose Newcomer, Bronze, Silver or Gold.");
    expect(messageOf(ZStudentLevel, "bronze")).toBe("Choose Newcomer, Bronze, Silver or Gold.");
  });
});

describe("a colour", () => {
  const fields: [string, z.ZodType][] = [
    ["a room", ZRoomInput.shape.color],
    ["a room's change", ZRoomPatch.shape.color],
    ["a service", ZServiceInput.shape.color],
    ["a service's change", ZServicePatch.shape.color],
    ["an instructor", ZInstructorInput.shape.color],
    ["an instructor's change", ZInstructorPatch.shape.color],
    ["the studio's brand", ZStudioPatch.shape.branding.unwrap().shape.color.unwrap()],
  ];

  it.each(fields)("%s is #rrggbb, kept lower-case, with one message", (_, field) => {
    expect(field.parse("#7A1F4B")).toBe("#7a1f4b");
    expect(field.parse(" #1d4ed8 ")).toBe("#1d4ed8");
    for (const bad of ["7a1f4b", "#7a1f4", "#7a1f4bb", "#zzzzzz", "red"]) expect(messageOf(field, bad)).toBe("Use a colour like #7a1f4b.");
  });

  it("the branding form checks the same rule before its contrast", () => {
    expect(ZBrandColorForm.parse({ color: " #7A1F4B" }).color).toBe("#7a1f4b");
    expect(messageOf(ZBrandColorForm, { color: "#7a1f4" })).toBe("Use a colour like #7a1f4b.");
    expect(messageOf(ZHexColor, "#GGGGGG")).toBe("Use a colour like #7a1f4b.");
  });
});

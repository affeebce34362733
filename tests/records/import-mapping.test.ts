import { describe, expect, it } from "vitest";
import { IMPORT_FIELDS, guessMapping } from "@/lib/records/import/fields";
import { dayOrderFor, readDate, readMinutes, readMoney, readTime, readWeekdays } from "@/lib/records/import/values";

describe("guessing the mapping from a file's header", () => {
  it("reads Mindbody's client export", () => {
    const columns = [
      "ID",
      "Last Name",
      "First Name",
      "Email",
      "Home Phone",
      "Mobile Phone",
      "Birth Date",
      "Emergency Contact Name",
      "Status",
    ];
    expect(guessMapping(IMPORT_FIELDS.students, columns)).toMatchObject({
      externalId: "ID",
      firstName: "First Name",
      lastName: "Last Name",
      email: "Email",
      phone: "Mobile Phone",
      dateOfBirth: "Birth Date",
      emergencyContact: "Emergency Contact Name",
      // "Status" is not guessed as Active: its values (Member, Prospect…) aren't yes or no.
      active: null,
      name: null,
      partner: null,
    });
  });

  it("reads Pike13's client export and Agenda Master's partner column", () => {
    const pike13 = ["id", "first_name", "last_name", "email", "phone", "birthdate", "guardian_name", "emergency_contact_name"];
    expect(guessMapping(IMPORT_FIELDS.students, pike13)).toMatchObject({
      externalId: "id",
      firstName: "first_name",
      lastName: "last_name",
      email: "email",
      phone: "phone",
      dateOfBirth: "birthdate",
      emergencyContact: "emergency_contact_name",
    });
    expect(guessMapping(IMPORT_FIELDS.students, ["Student 1", "Student 2", "E-mail"])).toMatchObject({
      name: "Student 1",
      partner: "Student 2",
      email: "E-mail",
    });
  });
});

describe("reading cells", () => {
  it("reads dates in the studio's order and refuses the other one and impossible dates", () => {
    expect(dayOrderFor("US")).toBe("mdy");
    expect(dayOrderFor("GB")).toBe("dmy");
    expect(readDate("2026-03-04", "mdy")).toEqual({ value: "2026-03-04" });
    expect(readDate("3/4/2026", "mdy")).toEqual({ value: "2026-03-04" });
    expect(readDate("3/4/2026", "dmy")).toEqual({ value: "2026-04-03" });
    expect(readDate("04.03.2026", "dmy")).toEqual({ value: "2026-03-04" });
    expect(readDate("Mar 4, 2026", "dmy")).toEqual({ value: "2026-03-04" });
    expect(readDate("4 March 2026", "mdy")).toEqual({ value: "2026-03-04" });
    expect(readDate("2026-02-29", "mdy")).toEqual({ error: "2026-02-29 isn't a date that exists." });
    expect(readDate("31/12/2026", "mdy")).toEqual({
      error: "31/12/2026 isn't a date in M/D/YYYY, this studio's order: write it as 2026-12-31 if that's what it means.",
    });
    expect(readDate("1/2/26", "mdy")).toEqual({ error: "1/2/26: write the year in full (e.g. 1926 or 2026)." });
    expect(readDate("soon", "mdy")).toEqual({ error: "soon isn't a date: use YYYY-MM-DD or M/D/YYYY." });
  });

  it("reads times, lengths, money and weekdays as files write them", () => {
    expect(readTime("7:30 PM")).toEqual({ value: "19:30" });
    expect(readTime("12am")).toEqual({ value: "00:00" });
    expect(readTime("19:00")).toEqual({ value: "19:00" });
    expect(readTime("25:00")).toHaveProperty("error");
    expect(readMinutes("45 min")).toEqual({ value: 45 });
    expect(readMinutes("1:30")).toEqual({ value: 90 });
    expect(readMinutes("1.5 h")).toEqual({ value: 90 });
    expect(readMoney("$1,234.50")).toEqual({ value: 123_450 });
    expect(readMoney("1.234,50 €")).toEqual({ value: 123_450 });
    expect(readMoney("(40.00)")).toEqual({ value: -4_000 });
    expect(readMoney("-12")).toEqual({ value: -1_200 });
    expect(readMoney("12,5")).toEqual({ value: 1_250 });
    expect(readMoney("ten")).toHaveProperty("error");
    expect(readWeekdays("Tue; Thu")).toEqual({ value: [2, 4] });
    expect(readWeekdays("Monday")).toEqual({ value: [1] });
    expect(readWeekdays("Funday")).toHaveProperty("error");
  });
});

import { describe, expect, it } from "vitest";
import { fieldErrors } from "@/lib/api/zod-fields";
import { ZContactMessage, type TContactMessageInput } from "@/lib/contact/contact-schema";

const makeMessage = (overrides: Partial<TContactMessageInput> = {}): TContactMessageInput => ({
  name: "Ana Castillo",
  email: "ana@example.com",
  subject: "Group classes",
  message: "Do you offer a beginners' waltz course on weekday evenings?",
  ...overrides,
});

function errorsFor(input: unknown) {
  const result = ZContactMessage.safeParse(input);
  return result.success ? {} : fieldErrors(result.error);
}

describe("ZContactMessage", () => {
  it("accepts a complete message and trims every field", () => {
    const parsed = ZContactMessage.parse(makeMessage({ name: "  Ana  ", email: " ana@example.com ", message: "  Hello there, studio!  " }));
    expect(parsed).toMatchObject({ name: "Ana", email: "ana@example.com", message: "Hello there, studio!" });
  });

  it("treats the subject as optional, and an empty subject as none", () => {
    expect(ZContactMessage.parse(makeMessage({ subject: undefined })).subject).toBeUndefined();
    expect(ZContactMessage.parse(makeMessage({ subject: "   " })).subject).toBeUndefined();
  });

  it("requires a name of 1 to 100 characters after trimming", () => {
    expect(errorsFor(makeMessage({ name: "   " })).name).toBe("Please enter your name.");
    expect(errorsFor(makeMessage({ name: "x".repeat(101) })).name).toMatch(/100 characters/);
    expect(errorsFor(makeMessage({ name: "x".repeat(100) })).name).toBeUndefined();
  });

  it("requires a valid email address", () => {
    expect(errorsFor(makeMessage({ email: "" })).email).toBe("Please enter your email address.");
    expect(errorsFor(makeMessage({ email: "ana@" })).email).toMatch(/valid email address/);
    expect(errorsFor(makeMessage({ email: "not an email" })).email).toMatch(/valid email address/);
  });

  it("limits the subject to 150 characters", () => {
    expect(errorsFor(makeMessage({ subject: "s".repeat(151) })).subject).toMatch(/150 characters/);
    expect(errorsFor(makeMessage({ subject: "s".repeat(150) })).subject).toBeUndefined();
  });

  it("requires a message of 10 to 5000 characters", () => {
    expect(errorsFor(makeMessage({ message: "Too short" })).message).toMatch(/at least 10 characters/);
    expect(errorsFor(makeMessage({ message: "m".repeat(5001) })).message).toMatch(/5,000 characters/);
    expect(errorsFor(makeMessage({ message: "m".repeat(5000) })).message).toBeUndefined();
    expect(errorsFor(makeMessage({ message: "  short   " })).message).toMatch(/at least 10/);
  });

  it("reports every bad field at once, with a message a person can act on", () => {
    expect(Object.keys(errorsFor({ name: "", email: "x", message: "" })).sort()).toEqual(["email", "message", "name"]);
    expect(errorsFor({}).name).toBe("Please enter your name.");
  });

  it("passes the honeypot through for the route to act on", () => {
    expect(ZContactMessage.parse(makeMessage({ website: "http://spam.example" })).website).toBe("http://spam.example");
  });
});

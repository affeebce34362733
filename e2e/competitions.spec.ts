import { expect, test, type Locator, type Page } from "@playwright/test";
import { addDays, instantToLocal } from "@/lib/dates/wall-time";
// Aliased: called from a plain helper, and it is no React hook despite its name.
import { expectNoA11yViolations, useTheme as emulateTheme } from "./support/axe";
import { newInstructorContext, newStudentContext, STUDIO_ZONE } from "./support/booking";
import { loginViaApi, signUpViaApi } from "./support/login";
import { shooter } from "./support/shots";

// A brand-new studio's showcase from the owner's first click to the evening's heat sheet, then the
// demo studio's events (a showcase ahead, last season's competition, a medal exam day) as each role sees them.

test.describe.configure({ timeout: 240_000 });
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const shoot = shooter("/tmp/shots/competitions");

/** A studio day `days` from today, as the date fields take it (mm/dd/yyyy). */
function typedDay(days: number): string {
  const [year, month, day] = addDays(instantToLocal(new Date(), STUDIO_ZONE).date, days).split("-");
  return `${month}/${day}/${year}`;
}

async function typeDay(dialog: Locator, label: string, days: number) {
  const field = dialog.getByRole("textbox", { name: label, exact: true });
  await field.fill(typedDay(days));
  await field.press("Tab");
}

/** axe on the page as it is, light then dark (the page reloaded in each scheme). */
async function scanBothThemes(page: Page) {
  for (const theme of ["light", "dark"] as const) {
    await emulateTheme(page, theme);
    await page.reload();
    await expectNoA11yViolations(page);
  }
  await emulateTheme(page, "light");
}

test("an owner creates a showcase and enters two students; they see their heats and costs, the instructor the merged sheet on a phone", async ({
  browser,
}) => {
  const ownerContext = await browser.newContext();
  const owner = await ownerContext.newPage();
  await signUpViaApi(owner, { studioName: "Harbour Lights Ballroom" });
  const { context: anaContext, page: ana, student: anaStudent } = await newStudentContext(browser, owner.request);
  const { context: benContext, page: ben, student: benStudent } = await newStudentContext(browser, owner.request);
  const { context: ninaContext, page: nina, instructor } = await newInstructorContext(browser, owner.request, PHONE);
  try {
    // The owner's first event: a published showcase with its fees, a dinner extra and a shared cost.
    await owner.goto("/app/competitions");
    await expect(owner.getByRole("heading", { name: "No upcoming events" })).toBeVisible();
    await owner.getByRole("button", { name: "New event" }).click();
    const dialog = owner.getByRole("dialog", { name: "New event" });
    await dialog.getByLabel("Name", { exact: true }).fill("Harbour Lights Showcase");
    await dialog.getByLabel("Kind", { exact: true }).selectOption({ label: "In-studio showcase" });
    await typeDay(dialog, "First day", 21);
    await typeDay(dialog, "Last day", 21);
    await typeDay(dialog, "Entry deadline", 10);
    await dialog.getByLabel("Place (optional)").fill("Main floor");
    await dialog.getByLabel("Single dance", { exact: true }).fill("40");
    await dialog.getByLabel("Instructor per heat", { exact: true }).fill("30");
    await dialog.getByRole("button", { name: "Add a line" }).click();
    await dialog.locator("#item-kind-0").selectOption("extra");
    await dialog.locator("#item-label-0").fill("Dinner");
    await dialog.locator("#item-amount-0").fill("55");
    await dialog.getByRole("button", { name: "Add a line" }).click();
    await dialog.locator("#item-kind-1").selectOption("shared");
    await dialog.locator("#item-label-1").fill("Floor rental and DJ");
    await dialog.locator("#item-amount-1").fill("120");
    await dialog.getByRole("checkbox", { name: /^Published/ }).check();
    await shoot(owner, "new-event-dialog", dialog);
    await dialog.getByRole("button", { name: "Create event" }).click();
    await expect(owner.getByRole("heading", { level: 1, name: "Harbour Lights Showcase" })).toBeVisible();
    const eventUrl = new URL(owner.url()).pathname;
    expect(eventUrl).toMatch(/^\/app\/competitions\/[0-9a-f-]{36}$/);

    // A studio that never opened progress: the entry form offers the starter syllabus all the same, and a
    // refusal says why beside its field.
    await owner.getByRole("button", { name: "Enter a student" }).click();
    const first = owner.getByRole("dialog", { name: "Enter a student" });
    await expect(first.getByRole("checkbox", { name: "Waltz", exact: true })).toBeVisible();
    await first.getByRole("button", { name: "Enter", exact: true }).click();
    await expect(first.getByRole("group", { name: "Dances" })).toContainText("Choose at least one dance.");
    await shoot(owner, "entry-dialog-refused", first);
    await first.getByRole("button", { name: "Cancel" }).click();

    // Two students with their instructor: Ana dances Waltz and Foxtrot (two single-dance heats from one form), Ben Waltz.
    const enter = async (student: string, dances: string[]) => {
      await owner.getByRole("button", { name: "Enter a student" }).click();
      const entering = owner.getByRole("dialog", { name: "Enter a student" });
      await entering.getByLabel("Student", { exact: true }).selectOption({ label: student });
      await entering.getByLabel("Dances with", { exact: true }).selectOption("instructor");
      await entering.getByLabel("Instructor", { exact: true }).selectOption(instructor.id);
      await entering.getByLabel("Style", { exact: true }).selectOption({ label: "American Smooth" });
      for (const dance of dances) await entering.getByRole("checkbox", { name: dance, exact: true }).check();
      await entering.getByRole("button", { name: "Enter", exact: true }).click();
      await expect(entering).toBeHidden();
    };
    await enter(anaStudent.name, ["Waltz", "Foxtrot"]);
    await expect(owner.getByRole("region", { name: anaStudent.name })).toContainText("Foxtrot");
    await enter(benStudent.name, ["Waltz"]);
    await expect(owner.getByText("3 heats", { exact: true })).toBeVisible();
    await expect(owner.getByRole("list", { name: "Heats per instructor" })).toContainText(`${instructor.name}`);
    await expect(owner.getByRole("list", { name: "Heats per instructor" })).toContainText("3");
    await scanBothThemes(owner);

    // The evening's sheet: built from the confirmed entries, 6 PM on the day, ninety seconds a heat.
    await owner.getByRole("navigation", { name: "Event" }).getByRole("link", { name: "Heats", exact: true }).click();
    await owner.getByRole("button", { name: "Build heat sheet" }).click();
    await expect(owner.getByRole("form", { name: "Build the heat sheet" }).getByRole("status")).toContainText("3 heats");
    await scanBothThemes(owner);
    await owner.goto(`${eventUrl}/costs`);
    await expect(owner.getByRole("heading", { level: 2, name: anaStudent.name, exact: true })).toBeVisible();
    await scanBothThemes(owner);

    // Ana: her two heats with the instructor, not Ben's, and what she owes — $80 entries, $60 instructor, $60 her half of the floor.
    await ana.goto("/app/competitions");
    await ana.getByRole("link", { name: /Harbour Lights Showcase/ }).click();
    await ana.getByRole("navigation", { name: "Event" }).getByRole("link", { name: "Heats", exact: true }).click();
    await expect(ana.getByText("Your heats and times. They are in your calendar feed too.")).toBeVisible();
    await expect(ana.getByText(`${anaStudent.name} with ${instructor.name}`)).toHaveCount(2);
    await expect(ana.getByText(benStudent.name)).toHaveCount(0);
    await scanBothThemes(ana);
    await ana.getByRole("navigation", { name: "Event" }).getByRole("link", { name: "Costs", exact: true }).click();
    const anaCosts = ana.getByRole("region", { name: "Your costs" });
    await expect(anaCosts.getByText("Single dance entries × 2")).toBeVisible();
    await expect(anaCosts.getByText(`Instructor's fee, ${instructor.name} × 2 heats`)).toBeVisible();
    await expect(anaCosts.getByText("Floor rental and DJ, shared by 2")).toBeVisible();
    await expect(anaCosts.getByText("$200.00", { exact: true })).toBeVisible();
    await expect(ana.getByText(benStudent.name)).toHaveCount(0);
    await scanBothThemes(ana);

    // Ben: his one heat, and $40 + $30 + $60.
    await ben.goto(`${eventUrl}/heats`);
    await expect(ben.getByText(`${benStudent.name} with ${instructor.name}`)).toHaveCount(1);
    await expect(ben.getByText(anaStudent.name)).toHaveCount(0);
    await ben.goto(`${eventUrl}/costs`);
    await expect(ben.getByRole("region", { name: "Your costs" }).getByText("$130.00", { exact: true })).toBeVisible();

    // The instructor on a phone: one list of all three heats, with whom and when, no sideways scrolling.
    await nina.goto(`${eventUrl}/heats`);
    await expect(nina.getByText(`${instructor.name}'s heats, merged from every student they dance with.`)).toBeVisible();
    await expect(nina.getByText(`${anaStudent.name} with ${instructor.name}`)).toHaveCount(2);
    await expect(nina.getByText(`${benStudent.name} with ${instructor.name}`)).toHaveCount(1);
    await expect(nina.getByText(/6:0\d PM/).first()).toBeVisible();
    expect(await nina.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shoot(nina, "new-studio-instructor-heats");
    await scanBothThemes(nina);
  } finally {
    await Promise.allSettled([ownerContext.close(), anaContext.close(), benContext.close(), ninaContext.close()]);
  }
});

test("the demo's events look alive for the owner, the instructor and the student", async ({ browser }) => {
  const contexts = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
  const [owner, maria, sam] = await Promise.all(contexts.map((context) => context.newPage()));
  await loginViaApi(owner);
  await loginViaApi(maria, { email: "instructor@promenade.test", password: "promenade" });
  await loginViaApi(sam, { email: "student@promenade.test", password: "promenade" });
  try {
    // The owner's list: the showcase and the exam day ahead; last season's competition under Past.
    await owner.goto("/app/competitions");
    const showcaseLink = owner.getByRole("link", { name: /Promenade Showcase Night/ });
    await expect(showcaseLink).toBeVisible();
    await expect(owner.getByRole("link", { name: /Medal Exams with Judith Hale/ })).toBeVisible();
    await shoot(owner, "owner-list");
    await scanBothThemes(owner);
    const showcase = new URL(await showcaseLink.evaluate((link: HTMLAnchorElement) => link.href)).pathname;
    const exam = new URL(
      await owner.getByRole("link", { name: /Medal Exams with Judith Hale/ }).evaluate((link: HTMLAnchorElement) => link.href),
    ).pathname;
    await owner.goto("/app/competitions?when=past");
    const pastLink = owner.getByRole("link", { name: /Empire State Dancesport Classic/ });
    await expect(pastLink).toBeVisible();
    const past = new URL(await pastLink.evaluate((link: HTMLAnchorElement) => link.href)).pathname;
    await shoot(owner, "owner-list-past");

    const screens = [
      ["showcase", showcase],
      ["showcase-costs", `${showcase}/costs`],
      ["showcase-heats", `${showcase}/heats`],
      ["showcase-results", `${showcase}/results`],
      ["past", past],
      ["past-costs", `${past}/costs`],
      ["past-heats", `${past}/heats`],
      ["past-results", `${past}/results`],
      ["exam", exam],
      ["exam-results", `${exam}/results`],
    ] as const;
    for (const [who, page] of [
      ["owner", owner],
      ["instructor", maria],
      ["student", sam],
    ] as const) {
      for (const [name, path] of screens) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await shoot(page, `${who}-${name}`);
      }
    }

    // A proposed entry's Confirm, Edit and Remove stay on one line on the owner's desktop.
    await owner.goto(showcase);
    const confirmButton = owner.getByRole("button", { name: /^Confirm .+'s Foxtrot$/ });
    const whose = (await confirmButton.getAttribute("aria-label"))!.replace(/^Confirm /, "");
    const tops = await Promise.all(
      [confirmButton, owner.getByRole("button", { name: `Edit ${whose}` }), owner.getByRole("button", { name: `Remove ${whose}` })].map(
        async (button) => (await button.boundingBox())!.y,
      ),
    );
    expect(Math.max(...tops) - Math.min(...tops)).toBeLessThan(2);
    await shoot(owner, "showcase-proposed-row", confirmButton.locator("xpath=ancestor::li[1]"));

    // The medal exam day: exams and their slots (studio time), no heats; staff set a slot in the entry form.
    await owner.goto(exam);
    await expect(owner.getByText("4 exams", { exact: true })).toBeVisible();
    await expect(owner.getByRole("navigation", { name: "Event" }).getByRole("link", { name: "Heats" })).toHaveCount(0);
    const samExam = owner.getByRole("region", { name: "Sam Carter" });
    await expect(samExam).toContainText("10:00 AM");
    const moveSlot = async (time: string) => {
      await samExam.getByRole("button", { name: /^Edit Sam Carter's/ }).click();
      const editing = owner.getByRole("dialog", { name: "Edit entry" });
      await editing.getByLabel("Slot time (optional)").fill(time);
      await editing.getByRole("button", { name: "Save entry" }).click();
      await expect(editing).toBeHidden();
    };
    await moveSlot("11:15");
    await expect(samExam).toContainText("11:15 AM");
    await shoot(owner, "exam-entries");
    await owner.goto(`${exam}/results`);
    const samResult = owner.getByRole("form", { name: "Results" }).getByRole("listitem").filter({ hasText: "Sam Carter" });
    await expect(samResult).toContainText("11:15 AM");
    await expect(samResult).toContainText(/(Bronze|Silver|Gold|Newcomer)[^·]* · American Smooth · Waltz, Foxtrot/);
    await shoot(owner, "exam-results");
    await owner.goto(exam);
    await moveSlot("10:00");
    await expect(samExam).toContainText("10:00 AM");
    await owner.goto(`${exam}/heats`);
    await expect(owner).toHaveURL(new RegExp(`${exam}$`));

    // What each one should find there.
    await owner.goto(`${showcase}/heats`);
    await expect(owner.getByText("Sam Carter with Maria Lopez").first()).toBeVisible();
    await scanBothThemes(owner);
    await owner.goto(`${showcase}/costs`);
    await expect(owner.getByRole("heading", { level: 2, name: "Sam Carter", exact: true })).toBeVisible();
    await scanBothThemes(owner);
    await owner.goto(`${past}/results`);
    await expect(owner.getByText("Heat 209A")).toBeVisible();
    await scanBothThemes(owner);

    await maria.setViewportSize({ width: 390, height: 844 });
    await maria.goto(`${past}/heats`);
    await expect(maria.getByText("Maria Lopez's heats, merged from every student they dance with.")).toBeVisible();
    await expect(maria.getByRole("region", { name: /1 conflict/ })).toBeVisible();
    expect(await maria.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await scanBothThemes(maria);
    await maria.goto(`${showcase}/heats`);
    await scanBothThemes(maria);

    await sam.goto(`${showcase}/costs`);
    await expect(sam.getByRole("region", { name: "Your costs" }).getByText("Package: 6 heats + dinner")).toBeVisible();
    await scanBothThemes(sam);
    await sam.goto(`${showcase}/heats`);
    await expect(sam.getByText("Sam Carter with Maria Lopez").first()).toBeVisible();
    await scanBothThemes(sam);
    await sam.goto(exam);
    await scanBothThemes(sam);
    await sam.goto("/app/progress");
    const history = sam.getByRole("region", { name: "Competitions and showcases" });
    await expect(history).toContainText("Empire State Dancesport Classic");
    await expect(history).toContainText("1st");
    await shoot(sam, "student-progress-history", history);
  } finally {
    await Promise.allSettled(contexts.map((context) => context.close()));
  }
});

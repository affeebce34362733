import { expect, test, type APIRequestContext, type ConsoleMessage, type Locator, type Page } from "@playwright/test";
import { expectNoA11yViolations, useTheme as emulateTheme } from "./support/axe";
import { clock, createClass, moveToStartedToday, newInstructorContext, newStudentContext, oddStart } from "./support/booking";
import { loginViaApi } from "./support/login";
import { SHOTS, shooter } from "./support/shots";

const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };
const JITSI_ROOM = /^https:\/\/meet\.jit\.si\/Promenade-[A-Za-z0-9_-]{22}$/;
const YOUTUBE = "https://www.youtube.com/watch?v=dQw4w9WgXcQ";
const shootBoth = shooter("/tmp/shots/video");

/** Screenshots (SHOTS=1) light and dark, desktop and phone; the page goes back to a phone's size after. */
async function shoot(page: Page, name: string, part?: Locator) {
  await shootBoth(page, name, part);
  if (SHOTS) await page.setViewportSize(PHONE.viewport);
}

// Three people, several screens, axe on each: more than the default 30 s.
test.describe.configure({ timeout: 150_000 });

/** The demo's American Smooth Waltz and its Box Step, read through the API as the syllabus reads them. */
async function boxStep(owner: APIRequestContext) {
  const { dances } = (await (await owner.get("/api/dances")).json()) as { dances: { id: string; name: string; style: string }[] };
  const waltz = dances.find((dance) => dance.name === "Waltz" && dance.style === "american-smooth")!;
  const { figures } = (await (await owner.get(`/api/dances/${waltz.id}/figures`)).json()) as { figures: { id: string; name: string }[] };
  return figures.find((figure) => figure.name === "Box Step")!;
}

test("the owner gives a lesson a Jitsi room and Box Step a video; the student joins from their phone and watches it on their checklist", async ({
  browser,
  request,
}) => {
  await loginViaApi(request);
  const { context: studentContext, page: student, student: who } = await newStudentContext(browser, request);
  await student.setViewportSize(PHONE.viewport);
  const { context: instructorContext, page: teacher, instructor } = await newInstructorContext(browser, request, PHONE);
  // A class of the instructor's with the student booked, begun a minute ago (so it is today's, on the owner's day view).
  const lesson = await createClass(request, oddStart(9), instructor.name);
  const booked = await request.post(`/api/events/${lesson.id}/bookings`, { data: { studentId: who.id } });
  expect(booked.status(), await booked.text()).toBe(201);
  const started = await moveToStartedToday(request, lesson.id, instructor.name);

  // The owner, on a phone: the lesson in the day, Edit, "Create a Jitsi room", Save.
  const ownerContext = await browser.newContext(PHONE);
  await loginViaApi(ownerContext);
  const owner = await ownerContext.newPage();
  await owner.goto("/app/schedule");
  await owner.getByRole("button", { name: "View and filters" }).click();
  const sheet = owner.getByRole("dialog", { name: "View and filters" });
  await sheet.getByLabel("Instructor").selectOption({ label: instructor.name });
  await sheet.getByRole("button", { name: "Show schedule" }).click();
  await expect(sheet).toBeHidden();
  const block = owner.getByRole("button", { name: new RegExp(`^Group Class ${clock(started)}–.* ${instructor.name} `) });
  await block.click();
  const details = owner.getByRole("dialog", { name: "Group Class" });
  await expect(details.getByTestId("meeting-link")).toHaveCount(0);
  await details.getByRole("button", { name: "Edit" }).click();
  const edit = owner.getByRole("dialog", { name: "Edit event" });
  const choice = edit.getByRole("radiogroup", { name: "Where the lesson meets" });
  await expect(choice.getByRole("radio", { name: "In person" })).toBeChecked();
  await choice.getByRole("radio", { name: "Create a Jitsi room" }).check();
  await expect(edit.getByText("A room with a name nobody can guess is made when you save.")).toBeVisible();
  await shoot(owner, "edit-dialog-room", edit);
  for (const theme of ["light", "dark"] as const) {
    await emulateTheme(owner, theme);
    await expectNoA11yViolations(owner);
  }
  await emulateTheme(owner, "light");
  await edit.getByRole("button", { name: "Save changes" }).click();
  await expect(edit).toBeHidden();

  // The lesson's details now carry the room, for the owner.
  await block.click();
  const link = owner.getByRole("dialog", { name: "Group Class" }).getByRole("link", { name: "Join the video lesson" });
  await expect(link).toHaveAttribute("href", JITSI_ROOM);
  const room = (await link.getAttribute("href"))!;
  await shoot(owner, "details-dialog", owner.getByRole("dialog", { name: "Group Class" }));
  // Editing again shows the room as the lesson's link.
  await owner.getByRole("dialog", { name: "Group Class" }).getByRole("button", { name: "Edit" }).click();
  await expect(owner.getByRole("dialog", { name: "Edit event" }).getByRole("textbox", { name: "Link to the meeting" })).toHaveValue(room);
  await owner.keyboard.press("Escape");

  // The student, on their phone: Join online on the lesson at the top of their home.
  await student.goto("/app/schedule");
  const join = student.getByRole("link", { name: /^Join online for Group Class, / });
  await expect(join).toHaveAttribute("href", room);
  await expect(join).toHaveAttribute("target", "_blank");
  await shoot(student, "student-home", student.getByRole("region", { name: "Next lessons" }));

  // The instructor, on their phone: Join online on the lesson in today's agenda (their home).
  await teacher.goto("/app/schedule");
  const teacherJoin = teacher.getByRole("link", { name: /^Join online for Group Class, / });
  await expect(teacherJoin).toHaveAttribute("href", room);
  await shoot(teacher, "instructor-agenda", teacherJoin.locator("xpath=ancestor::li[1]"));
  await instructorContext.close();

  // The owner gives Box Step a demonstration video in the syllabus.
  const figure = await boxStep(request);
  const reset = await request.patch(`/api/figures/${figure.id}`, { data: { videos: [] } });
  expect(reset.status(), await reset.text()).toBe(200);
  await owner.goto("/app/progress/syllabus");
  await owner
    .getByRole("region", { name: "Dances and figures" })
    .getByLabel("Dance", { exact: true })
    .selectOption({ label: "Waltz (American Smooth)" });
  await owner.getByRole("button", { name: "Videos of Box Step (0)" }).click();
  const videos = owner.getByRole("form", { name: "Videos of Box Step" });
  await videos.getByRole("button", { name: "Add a video" }).click();
  await videos.getByLabel("Title", { exact: true }).fill("Lead's part");
  await videos.getByLabel("Link", { exact: true }).fill("http://www.youtube.com/watch?v=dQw4w9WgXcQ");
  await videos.getByRole("button", { name: "Save videos" }).click();
  await expect(videos.getByText("Paste a link starting with https://.")).toBeVisible();
  await videos.getByLabel("Link", { exact: true }).fill(YOUTUBE);
  await videos.getByRole("button", { name: "Save videos" }).click();
  await expect(videos.getByRole("status")).toHaveText("Videos saved.");
  await expect(owner.getByRole("button", { name: "Videos of Box Step (1)" })).toBeVisible();
  await shoot(owner, "syllabus-videos", videos);

  // Box Step goes on the student's checklist (their instructor introduces it).
  const marked = await request.put(`/api/students/${who.id}/figures/${figure.id}`, { data: { status: "learning" } });
  expect(marked.ok(), await marked.text()).toBe(true);

  // The student's progress: the video plays privacy-enhanced, and the CSP lets that frame in.
  const refused: string[] = [];
  let framed = false;
  student.on("request", (request) => {
    if (request.url().startsWith("https://www.youtube-nocookie.com/")) framed = true;
  });
  student.on("console", (message: ConsoleMessage) => {
    if (/Content Security Policy/i.test(message.text()) && /frame/i.test(message.text())) refused.push(message.text());
  });
  await student.goto("/app/progress");
  const panel = student.getByRole("region", { name: "Videos of your figures" });
  const frame = panel.locator('iframe[title="Box Step: Lead\'s part"]');
  await expect(frame).toHaveAttribute("src", "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ");
  await expect(frame).toHaveAttribute("loading", "lazy");
  await expect(panel.getByText("Learning", { exact: true })).toBeVisible();
  await frame.scrollIntoViewIfNeeded();
  // The frame's own request went out (the CSP let it through), or the CSP refused it.
  await expect.poll(() => framed || refused.length > 0).toBe(true);
  expect(refused, "frames the CSP refused").toEqual([]);
  await shoot(student, "student-progress", panel);
  for (const theme of ["light", "dark"] as const) {
    await emulateTheme(student, theme);
    await expectNoA11yViolations(student);
  }

  await ownerContext.close();
  await studentContext.close();
});

import { LegalPage, POLICIES_UPDATED } from "@/components/marketing/legal-page";
import { pageMetadata } from "../page-metadata";

export const metadata = pageMetadata({
  title: "Privacy Policy",
  description: "What Promenade stores for dance studios and their dancers, why, for how long, and your choices.",
  path: "/privacy-policy",
});

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="Privacy Policy"
      updated={POLICIES_UPDATED}
      intro="Promenade is scheduling, booking and studio-management software for ballroom dance studios. This policy explains what we store, why, who can see it, and the choices you have."
    >
      <section>
        <h2>Who is responsible</h2>
        <p>
          A studio that uses Promenade decides what it records about its instructors and students; for that information the studio is the
          controller and we process it on the studio&apos;s behalf. For studio owners&apos; own accounts, the public website and the contact
          form, Promenade is the controller.
        </p>
      </section>
      <section>
        <h2>What a studio stores in Promenade</h2>
        <ul>
          <li>
            Accounts: the names, e-mail addresses, roles (owner, instructor, student) and hashed passwords of people who sign in. We never
            store passwords in readable form.
          </li>
          <li>Students&apos; contact details: name, e-mail, phone number, dance level, dance partner and notes the studio adds.</li>
          <li>Schedules: lessons, group classes, practice parties and room rentals, with their instructors, rooms and times.</li>
          <li>Bookings and attendance: who booked which lesson or class, waitlist places, cancellations, attendance and no-shows.</li>
          <li>Progress: practice hours, skill assessments per dance and level over time.</li>
          <li>
            Payments: invoices, amounts, payment method and status, lesson packages and credits. Card numbers are handled by our payment
            processor and never stored by Promenade.
          </li>
        </ul>
      </section>
      <section>
        <h2>Why we use it</h2>
        <p>
          Only to run the service the studio asked for: showing the schedule, taking bookings and payments, sending reminders, and showing
          progress to the dancer and their instructors. We do not sell personal information and do not use it for advertising.
        </p>
      </section>
      <section>
        <h2>Cookies and local storage</h2>
        <ul>
          <li>
            <strong>token</strong>: an HttpOnly session cookie that keeps you signed in. Scripts on the page cannot read it. It ends when
            you close the browser, or lasts until it expires if you tick Remember me.
          </li>
          <li>
            <strong>theme</strong>: your light or dark mode choice, kept in your browser&apos;s local storage. It never leaves your device.
          </li>
        </ul>
        <p>We use no advertising or tracking cookies.</p>
      </section>
      <section>
        <h2>Who can see it</h2>
        <p>
          Inside a studio, owners see everything; instructors see the schedule and their own students&apos; lessons and progress; students
          see their own bookings, payments and progress. Each studio&apos;s data is kept apart from every other studio&apos;s. We share data
          only with the providers that host the service and process payments, under contracts that require them to protect it, or when the
          law requires it.
        </p>
      </section>
      <section>
        <h2>How long we keep it</h2>
        <p>
          For as long as the studio&apos;s account is open. After a studio closes its account we delete its data within 30 days, apart from
          billing records we must keep by law. Contact-form messages are deleted after 12 months.
        </p>
      </section>
      <section>
        <h2>Your choices</h2>
        <p>
          You can ask to see, correct, export or delete your information. Students should ask their studio first; you can also write to us
          through the <a href="/contact">contact page</a> or at <a href="mailto:info@promenade.test">info@promenade.test</a>, and we answer
          within 30 days.
        </p>
      </section>
      <section>
        <h2>Erasing a student&apos;s personal data</h2>
        <p>
          A student can ask their studio to erase their personal data from their profile, and the studio&apos;s owner can erase it at any
          time. Erasure removes or anonymises everywhere in the studio: their name, e-mail address, phone number, emergency contact, date of
          birth, the studio&apos;s notes, intake answers, progress notes, practice and goal notes, partner search, board replies, the names
          and browser details on signed documents, and the messages sent to them in the studio&apos;s e-mail log. Their account leaves the
          studio and, if it belongs to no other studio, is anonymised so nobody can sign in with it; an account in another studio stays as
          it is there. The studio&apos;s accounts keep the amounts and dates of lessons, payments and packages, shown as &ldquo;Former
          student&rdquo; with a number instead of a name, so its books and reports still add up.
        </p>
      </section>
      <section>
        <h2>Changes</h2>
        <p>If we change this policy in a way that matters, we tell studio owners by e-mail before the change takes effect.</p>
      </section>
    </LegalPage>
  );
}

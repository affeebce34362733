import { LegalPage, POLICIES_UPDATED } from "@/components/marketing/legal-page";
import { pageMetadata } from "../page-metadata";

export const metadata = pageMetadata({
  title: "Terms of Service",
  description: "The terms for using Promenade: trial, plans, billing monthly or annually, refunds and cancellation.",
  path: "/terms-of-service",
});

export default function TermsOfServicePage() {
  return (
    <LegalPage
      title="Terms of Service"
      updated={POLICIES_UPDATED}
      intro="These terms apply when a studio, an instructor or a student uses Promenade. By creating an account or signing in you agree to them."
    >
      <section>
        <h2>The service</h2>
        <p>
          Promenade lets dance studios schedule lessons and classes, take bookings and payments, and track their dancers&apos; progress. The
          studio owner who creates an account is responsible for the people they invite and for the information they record about them.
        </p>
      </section>
      <section>
        <h2>Free trial</h2>
        <p>
          Every new studio starts with a 14-day free trial of the Pro plan. No credit card is needed. If you do not choose a paid plan by
          the end of the trial, your studio moves to the Free plan and nothing is charged.
        </p>
      </section>
      <section>
        <h2>Plans and billing</h2>
        <ul>
          <li>
            Paid plans are billed monthly or annually, in advance, at the prices shown on the <a href="/pricing">pricing page</a> when you
            subscribe.
          </li>
          <li>Annual billing charges twelve months at once at the lower annual rate.</li>
          <li>
            You can change plans at any time. An upgrade takes effect at once and you pay the prorated difference for the rest of the
            period; a downgrade takes effect at the start of your next billing period.
          </li>
          <li>Each plan has its limits, such as the number of active students; extra student packs can be added.</li>
        </ul>
      </section>
      <section>
        <h2>Refunds</h2>
        <p>
          The 14-day free trial lets you try Promenade before paying anything. After that, your first payment for a paid plan comes with a
          14-day money-back guarantee: if you cancel within 14 days of that payment, we refund it in full.
        </p>
        <p>
          Outside those 14 days, payments are non-refundable. When you cancel, your plan stays active until the end of the period you have
          paid for and is not renewed.
        </p>
      </section>
      <section>
        <h2>Acceptable use</h2>
        <p>
          Do not use Promenade to break the law, to send unsolicited messages, or to access another studio&apos;s data. Keep your password
          to yourself and tell us if you think your account has been misused.
        </p>
      </section>
      <section>
        <h2>Your data</h2>
        <p>
          Your studio&apos;s data belongs to your studio. You can export it at any time, and we handle it as described in our{" "}
          <a href="/privacy-policy">Privacy Policy</a>.
        </p>
      </section>
      <section>
        <h2>Availability and liability</h2>
        <p>
          We work to keep Promenade available and your data safe, but the service is provided as is. To the extent the law allows, our
          liability for any claim is limited to what your studio paid us in the 12 months before it.
        </p>
      </section>
      <section>
        <h2>Ending the agreement</h2>
        <p>
          You can cancel at any time from your studio&apos;s settings. We may suspend an account that breaks these terms, after telling you
          why whenever we can.
        </p>
      </section>
      <section>
        <h2>Questions</h2>
        <p>
          Write to us through the <a href="/contact">contact page</a> or at <a href="mailto:info@promenade.test">info@promenade.test</a>.
        </p>
      </section>
    </LegalPage>
  );
}

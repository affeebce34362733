import type { Metadata } from "next";
import { PageHeader } from "@/components/app-shell/page-header";
import { ImportSection } from "@/components/records/import/import-section";
import { MembershipsSection } from "@/components/autopay/memberships-section";
import { BrandingSection } from "@/components/settings/branding-section";
import { CalendarSection } from "@/components/settings/calendar-section";
import { EmailLogSection } from "@/components/settings/email-log-section";
import { NotificationsSection } from "@/components/settings/notifications-section";
import { OnlinePaymentsSection } from "@/components/settings/online-payments-section";
import type { ConnectReturn } from "@/components/settings/online-payments-view";
import { PaymentAtBookingSection } from "@/components/settings/payment-at-booking-section";
import { ExportSection } from "@/components/records/export/export-section";
import { PaymentMethodsSection, type CardReturn } from "@/components/settings/payment-methods-section";
import { PlanSection } from "@/components/settings/plan-section";
import { PromoCodesSection } from "@/components/growth/promo/promo-codes-section";
import { instantToLocal } from "@/lib/dates/wall-time";
import { PolicySection } from "@/components/settings/policy-section";
import { PriorityBookingSection } from "@/components/settings/priority-booking-section";
import { ProfileSection } from "@/components/settings/profile-section";
import { PublicConsentSection } from "@/components/settings/public-consent-section";
import { PublicPageSection } from "@/components/settings/public-page-section";
import { RoomsSection } from "@/components/settings/rooms-section";
import { ServicesSection } from "@/components/settings/services-section";
import { SettingsNav, type SettingsSectionLink } from "@/components/settings/settings-nav";
import { StudioSection } from "@/components/settings/studio-section";
import { SyllabusSection } from "@/components/settings/syllabus-section";
import { WaiversSection } from "@/components/records/documents/waivers-section";
import { listDocuments } from "@/lib/records/documents";
import { IntakeSection } from "@/components/records/intake/intake-section";
import { listIntakeFields } from "@/lib/records/intake";
import { getAppSession } from "@/lib/auth/app-session";
import { clockOf } from "@/lib/auth/session";
import { getDb } from "@/lib/db/client";
import { listRooms, listServices } from "@/lib/scheduling/catalog";
import { listDances } from "@/lib/progress/dances";
import { danceLabel } from "@/lib/progress/levels";
import { findNextLesson } from "@/lib/studio/next-lesson";
import { getSetupChecklist } from "@/lib/studio/setup-checklist";
import { getStudioSettings } from "@/lib/studio/studio-settings";
import { canManageStudio, isStudent } from "@/lib/access/rules";
import type { Session } from "@/lib/auth/session";
import type { Db } from "@/lib/db/client";
import { paymentsAccountState } from "@/lib/stripe/connect-account";
import { listSavedCards } from "@/lib/stripe/saved-cards";
import { takesOnlinePayments } from "@/lib/stripe/studio-account";

export const metadata: Metadata = { title: "Settings" };

/** Owners' sections in page order; each id is its heading's, so /app/settings#settings-rooms lands on it. */
const OWNER_SECTIONS: SettingsSectionLink[] = [
  { id: "settings-studio", label: "Studio" },
  { id: "settings-rooms", label: "Rooms" },
  { id: "settings-services", label: "Services" },
  { id: "settings-policies", label: "Policies" },
  { id: "settings-waivers", label: "Waivers" },
  { id: "settings-intake", label: "Intake fields" },
  { id: "settings-online-payments", label: "Online payments" },
  { id: "settings-memberships", label: "Memberships" },
  { id: "settings-promo-codes", label: "Promo codes" },
  { id: "settings-payment-at-booking", label: "Payment at booking" },
  { id: "settings-priority-booking", label: "Priority booking" },
  { id: "settings-branding", label: "Branding" },
  { id: "settings-public-page", label: "Public page" },
  { id: "settings-syllabus", label: "Syllabus" },
  { id: "settings-plan", label: "Plan" },
  { id: "settings-email-log", label: "E-mail log" },
  { id: "settings-import", label: "Import" },
  { id: "settings-export", label: "Export" },
  { id: "settings-notifications", label: "Notifications" },
  { id: "settings-profile", label: "Profile" },
  { id: "settings-calendar", label: "Calendar" },
];

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** One page, a section per concern; owners see the studio's sections, everyone their own profile. */
export default async function SettingsPage({ searchParams }: Props) {
  // Pages render alongside the layout, not after it: each checks the session itself (cached per request).
  const session = await getAppSession();
  const isOwner = canManageStudio(session);
  const params = await searchParams;
  const moved = params.moved === "1";
  // Back from Stripe: its onboarding (?connect=return|refresh) or saving a card (?card=saved|cancelled).
  const connect: ConnectReturn = params.connect === "return" || params.connect === "refresh" ? params.connect : null;
  const card: CardReturn = params.card === "saved" || params.card === "cancelled" ? params.card : null;
  const db = await getDb();
  const owner = isOwner
    ? await Promise.all([
        getStudioSettings(db, session),
        findNextLesson(db, session),
        getSetupChecklist(db, session),
        listRooms(db, session),
        listServices(db, session),
        listDances(db, session),
        readPaymentsAccount(db, session.studioId),
      ])
    : null;
  const savedCards = await readSavedCards(db, session);
  return (
    <>
      <PageHeader title="Settings" description={isOwner ? "Your studio, your plan and your account." : "Your profile and your account."} />
      <div className="space-y-8 px-4 py-6 sm:px-8">
        {moved && (
          <p role="status" className="rounded-md bg-accent-soft px-3 py-2 text-sm text-foreground">
            Settings moved here from the old settings page. Update any bookmark to this page.
          </p>
        )}
        {isOwner && <SettingsNav sections={OWNER_SECTIONS} />}
        {owner && (
          <>
            <StudioSection studio={owner[0]} nextLesson={owner[1]} checklist={owner[2]} />
            <RoomsSection rooms={owner[3]} />
            <ServicesSection
              services={owner[4]}
              currency={owner[0].currency}
              dances={owner[5].map((dance) => ({ id: dance.id, label: danceLabel(dance), active: dance.active }))}
            />
            <PolicySection session={session} />
            <WaiversSection documents={await listDocuments(db, session)} clock={clockOf(session)} />
            <IntakeSection fields={await listIntakeFields(db, session.studioId)} />
            <OnlinePaymentsSection account={owner[6]} returned={connect} />
            <MembershipsSection currency={owner[0].currency} takesCards={Boolean(owner[6]?.configured && owner[6].chargesEnabled)} />
            <PromoCodesSection currency={owner[0].currency} today={instantToLocal(new Date(), session.studioTimeZone).date} />
            <PaymentAtBookingSection session={session} />
            <PriorityBookingSection studio={owner[0]} session={session} />
            <BrandingSection session={session} />
            <PublicPageSection session={session} />
            <SyllabusSection />
            <PlanSection session={session} />
            <EmailLogSection session={session} />
            <ImportSection timeZone={session.studioTimeZone} />
            <ExportSection />
          </>
        )}
        <NotificationsSection session={session} />
        <ProfileSection session={session} />
        {savedCards && <PaymentMethodsSection cards={savedCards} studioName={session.studioName} returned={card} />}
        {session.instructorId && <PublicConsentSection session={session} />}
        <CalendarSection />
      </div>
    </>
  );
}

/** The studio's Stripe account for Online payments; null when Stripe answers with an error (the section says so). */
function readPaymentsAccount(db: Db, studioId: string) {
  return paymentsAccountState(db, studioId).catch((error: unknown) => {
    console.error("Settings: the studio's Stripe account couldn't be read", error);
    return null;
  });
}

/** A student's saved cards for Payment methods; null (no section) while their studio takes no online payments. */
async function readSavedCards(db: Db, session: Session) {
  if (!isStudent(session) || !session.studentId || !(await takesOnlinePayments(db, session.studioId))) return null;
  return listSavedCards(db, session);
}

import type { FirstLessonOffer } from "@/components/public/first-lesson-times";
import { formatMoney } from "@/lib/money/money";
import { formatWhen } from "@/lib/public/format-class";
import { loadIntroOffers } from "@/lib/public/intro-offer-page";
import type { PublicStudio } from "@/lib/public/public-studio";
import type { PublicClass } from "@/lib/public/timetable";
import { encodeChoice } from "@/lib/public/trial-choice";
import { plural } from "@/lib/text/plural";
import { IntroOfferFormOnDemand } from "./intro-offer-form-on-demand";
import type { OfferChoice } from "./intro-offer-form";

/**
 * The public page's intro offers ("2 private lessons + 1 group class, $49"), each with what its
 * lessons cost one by one: a newcomer picks one and their first lesson, and pays at Stripe. Shown
 * only when the studio takes online payments and has an offer with a lesson to book.
 */
export async function IntroOfferSection({
  studio,
  classes,
  privateDays,
  source,
}: {
  studio: PublicStudio;
  classes: PublicClass[];
  privateDays: string[];
  source: Record<string, string | undefined>;
}) {
  const offers = await loadIntroOffers(studio, classes, privateDays);
  if (offers.length === 0) return null;
  const money = (cents: number) => formatMoney(cents, studio.currency);
  const [privateLesson] = studio.privateLessons;
  const firstLessons: FirstLessonOffer | null =
    privateLesson && privateDays.length ? { ...privateLesson, days: privateDays, timeZone: studio.timeZone, locale: studio.locale } : null;
  const choices: OfferChoice[] = offers.map((offer) => ({
    id: offer.id,
    name: offer.name,
    units: offer.units,
    label: `${offer.name} — ${money(offer.priceCents)}`,
    classes: classes
      .filter((item) => offer.classIds.includes(item.id))
      .map((item) => ({
        value: encodeChoice({ eventId: item.id }),
        label: `${item.title} — ${formatWhen(item.startsAt, studio)}`,
        isPartnered: item.isPartnered,
      })),
    coversPrivate: offer.coversPrivate,
  }));
  return (
    <section aria-labelledby="intro-offers" className="grid scroll-mt-6 gap-5">
      <h2 id="intro-offers" className="font-[family-name:var(--font-display)] text-3xl font-semibold">
        New here? Start with an intro offer
      </h2>
      <p className="max-w-2xl text-muted-foreground">
        For new students only: choose an offer and your first lesson, pay online, and you&apos;re booked.
      </p>
      <ul className="grid gap-4 sm:grid-cols-2" aria-label="Intro offers">
        {offers.map((offer) => {
          const saving = offer.regularCents - offer.priceCents;
          return (
            <li key={offer.id} className="grid content-start gap-2 rounded-xl border border-border bg-card p-5">
              <p className="text-lg font-semibold">{offer.name}</p>
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className="text-2xl font-semibold tabular-nums">{money(offer.priceCents)}</span>
                {saving > 0 && (
                  <span className="text-sm text-muted-foreground">
                    <span className="sr-only">instead of </span>
                    <s className="tabular-nums">{money(offer.regularCents)}</s>
                  </span>
                )}
              </p>
              <p className="text-sm text-muted-foreground">
                {plural(offer.units, "lesson")} · use within {plural(offer.validDays, "day")}
              </p>
              {saving > 0 && <p className="text-sm font-medium text-success">You save {money(saving)} on lessons booked one by one.</p>}
            </li>
          );
        })}
      </ul>
      <IntroOfferFormOnDemand
        slug={studio.slug}
        offers={choices}
        firstLessons={firstLessons}
        initialOffer={choices.length === 1 ? choices[0].id : ""}
        source={source}
      />
    </section>
  );
}

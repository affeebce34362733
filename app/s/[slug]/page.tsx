import type { Metadata } from "next";
import { headers } from "next/headers";
import Link from "next/link";
import { MapPin, Phone, Mail, Globe } from "lucide-react";
import { IntroOfferSection } from "@/components/public/intro-offer-section";
import { ShareRow } from "@/components/public/share-row";
import { StudioContactFormOnDemand } from "@/components/public/studio-contact-form-on-demand";
import { StudioHeader } from "@/components/public/studio-header";
import { TimetableList } from "@/components/public/timetable-list";
import type { TrialChoice } from "@/components/public/first-lesson-fields";
import { TrialFormOnDemand } from "@/components/public/trial-form-on-demand";
import { studioJsonLd, scriptJson } from "@/lib/public/json-ld";
import { priceText } from "@/lib/money/price-text";
import { formatWhen } from "@/lib/public/format-class";
import { encodeChoice, PRIVATE_CHOICE } from "@/lib/public/trial-choice";
import { NONCE_HEADER } from "@/lib/security/nonce";
import { GiftCertificatesSection } from "./gift-certificates-section";
import { loadPublicPage, readSource } from "./load-page";

type Props = { params: Promise<{ slug: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** Open Graph and Twitter cards for the studio, or for one class when the link names it (?class=). */
export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { studio, timetable } = await loadPublicPage((await params).slug);
  const classId = (await searchParams).class;
  const item = typeof classId === "string" ? timetable.classes.find((entry) => entry.id === classId) : undefined;
  const title = item ? `${item.title} · ${studio.name}` : `${studio.name} — classes and first lessons`;
  const description = item
    ? `${item.title}, ${formatWhen(item.startsAt, studio)}${item.instructorName ? ` with ${item.instructorName}` : ""}. Book your first lesson at ${studio.name}.`
    : (studio.description ??
      `The timetable of ${studio.name}: group classes, practice parties and private lessons. Book your first lesson online.`);
  const path = `/s/${studio.slug}${item ? `?class=${item.id}` : ""}`;
  const image = { url: `/s/${studio.slug}/og${item ? `?class=${item.id}` : ""}`, width: 1200, height: 630, alt: title };
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: `/s/${studio.slug}` },
    openGraph: { type: "website", siteName: "Promenade", locale: "en_US", url: path, title, description, images: [image] },
    twitter: { card: "summary_large_image", title, description, images: [image.url] },
  };
}

/** A studio's public page (docs/product.md#the-public-studio-page): server-rendered; the booking form is its only script of its own. */
export default async function PublicStudioPage({ params, searchParams }: Props) {
  const { studio, timetable, privateDays, pageUrl } = await loadPublicPage((await params).slug);
  const query = await searchParams;
  const { source, keepQuery } = readSource(query);
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  const classes: TrialChoice[] = timetable.classes
    .filter((item) => item.placesLeft > 0)
    .map((item) => ({
      value: encodeChoice({ eventId: item.id }),
      label: `${item.title} — ${formatWhen(item.startsAt, studio)} — ${priceText(item.price)}`,
      isPartnered: item.isPartnered,
    }));
  const [privateLesson] = studio.privateLessons;
  const firstLessons =
    privateLesson && privateDays.length > 0
      ? { ...privateLesson, days: privateDays, timeZone: studio.timeZone, locale: studio.locale }
      : null;
  const wanted = typeof query.class === "string" ? encodeChoice({ eventId: query.class }) : undefined;
  // With no class to choose, the private lesson is the choice: its days show at once.
  const initialChoice = classes.some((choice) => choice.value === wanted)
    ? wanted
    : classes.length === 0 && firstLessons
      ? PRIVATE_CHOICE
      : undefined;
  const { contact } = studio;
  const mapUrl = contact.address ? `https://www.openstreetmap.org/search?query=${encodeURIComponent(contact.address)}` : null;

  return (
    <div
      className="flex min-h-dvh flex-col"
      style={studio.brandColor ? ({ "--studio-color": studio.brandColor } as React.CSSProperties) : undefined}
    >
      <script
        type="application/ld+json"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: scriptJson(studioJsonLd(studio, timetable.classes, pageUrl)) }}
      />
      <StudioHeader name={studio.name} logoUrl={studio.logoUrl} />
      <main id="main" className="mx-auto grid w-full max-w-5xl flex-1 gap-14 px-4 py-10 sm:px-6 sm:py-14">
        <section aria-labelledby="studio-name" className="grid gap-4">
          <h1 id="studio-name" className="font-[family-name:var(--font-display)] text-4xl font-semibold sm:text-5xl">
            {studio.name}
          </h1>
          {studio.description && <p className="max-w-2xl text-lg whitespace-pre-line text-muted-foreground">{studio.description}</p>}
          <div className="flex flex-wrap items-center gap-4">
            <a
              href="#book"
              className="inline-flex h-12 items-center rounded-md bg-primary px-6 font-medium text-primary-foreground hover:bg-primary/90"
            >
              Book a first lesson
            </a>
            <ShareRow url={pageUrl} text={`${studio.name} — dance classes`} label={`Share ${studio.name}`} />
          </div>
        </section>

        <section aria-labelledby="timetable" className="grid gap-5">
          <h2 id="timetable" className="font-[family-name:var(--font-display)] text-3xl font-semibold">
            Timetable
          </h2>
          <p className="text-sm text-muted-foreground">
            Group classes and practice parties of the next two weeks. Times are in the studio&apos;s time zone ({studio.timeZone}).
          </p>
          <TimetableList classes={timetable.classes} clock={studio} pageUrl={pageUrl} studioName={studio.name} keepQuery={keepQuery} />
        </section>

        {studio.instructors.length > 0 && (
          <section aria-labelledby="instructors" className="grid gap-5">
            <h2 id="instructors" className="font-[family-name:var(--font-display)] text-3xl font-semibold">
              Instructors
            </h2>
            <ul className="grid gap-4 sm:grid-cols-2">
              {studio.instructors.map((person) => (
                <li key={person.id} className="grid gap-2 rounded-xl border border-border bg-card p-5">
                  {person.photoUrl && (
                    // A plain img: the photo route answers with its own year-long cache headers (next/image would re-encode it).
                    // eslint-disable-next-line @next/next/no-img-element
                    <img src={person.photoUrl} alt="" width={96} height={96} loading="lazy" className="size-24 rounded-full object-cover" />
                  )}
                  <p className="text-lg font-semibold">{person.name}</p>
                  {person.styles.length > 0 && <p className="text-sm text-muted-foreground">{person.styles.join(" · ")}</p>}
                  {person.bio && <p className="text-sm whitespace-pre-line">{person.bio}</p>}
                </li>
              ))}
            </ul>
          </section>
        )}

        <IntroOfferSection studio={studio} classes={timetable.classes} privateDays={privateDays} source={source} />
        <section aria-labelledby="book" className="grid scroll-mt-6 gap-5">
          <h2 id="book" className="font-[family-name:var(--font-display)] text-3xl font-semibold">
            Book a first lesson
          </h2>
          <p className="max-w-2xl text-muted-foreground">
            {studio.trialNeedsConfirmation
              ? "Pick a class, or a day and time for a private lesson. The studio confirms first lessons and will let you know."
              : "Pick a class, or a day and time for a private lesson, and you're booked."}
          </p>
          <TrialFormOnDemand
            slug={studio.slug}
            classes={classes}
            firstLessons={firstLessons}
            initialChoice={initialChoice}
            source={source}
            questions={studio.intakeQuestions}
          />
        </section>

        <GiftCertificatesSection studio={studio} />
        <section aria-labelledby="contact" className="grid gap-4">
          <h2 id="contact" className="font-[family-name:var(--font-display)] text-3xl font-semibold">
            Visit us
          </h2>
          <ul className="grid gap-2 text-sm">
            {contact.address && (
              <li className="flex items-start gap-2">
                <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
                <span className="whitespace-pre-line">{contact.address}</span>
                {mapUrl && (
                  <a href={mapUrl} target="_blank" rel="noopener noreferrer" className="text-primary underline-offset-4 hover:underline">
                    Map
                  </a>
                )}
              </li>
            )}
            {contact.phone && (
              <li className="flex items-center gap-2">
                <Phone aria-hidden className="size-4" />
                <a href={`tel:${contact.phone}`} className="underline-offset-4 hover:underline">
                  {contact.phone}
                </a>
              </li>
            )}
            {contact.email && (
              <li className="flex items-center gap-2">
                <Mail aria-hidden className="size-4" />
                <a href={`mailto:${contact.email}`} className="underline-offset-4 hover:underline">
                  {contact.email}
                </a>
              </li>
            )}
            {contact.website && (
              <li className="flex items-center gap-2">
                <Globe aria-hidden className="size-4" />
                <a href={contact.website} rel="noopener noreferrer" className="underline-offset-4 hover:underline">
                  {contact.website}
                </a>
              </li>
            )}
          </ul>
          <StudioContactFormOnDemand slug={studio.slug} studioName={studio.name} source={source} className="mt-2 max-w-2xl" />
        </section>
      </main>
      <footer className="border-t border-border px-4 py-6 text-center text-sm text-muted-foreground">
        Scheduling and booking by{" "}
        <Link href="/" className="text-primary underline underline-offset-4">
          Promenade
        </Link>
      </footer>
    </div>
  );
}

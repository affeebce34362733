import type { Metadata } from "next";
import { redirect } from "next/navigation";
import { getAppSession } from "@/lib/auth/app-session";
import { canManageStudio } from "@/lib/access/rules";

export const metadata: Metadata = { title: "Settings moved" };

/** The earlier settings screen's names for things → the section of Settings that has them now. */
const SECTIONS: Record<string, string> = {
  studio: "settings-studio",
  general: "settings-studio",
  hours: "settings-studio",
  contact: "settings-studio",
  rooms: "settings-rooms",
  services: "settings-services",
  prices: "settings-services",
  policies: "settings-policies",
  cancellations: "settings-policies",
  plan: "settings-plan",
  billing: "settings-plan",
  subscription: "settings-plan",
  profile: "settings-profile",
  account: "settings-profile",
  password: "settings-profile",
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * Old links and bookmarks land on the matching Settings section (?section=rooms → #settings-rooms),
 * with a one-line notice there that settings moved. Non-owners only have their profile.
 */
export default async function LegacySettingsPage({ searchParams }: Props) {
  // Pages render alongside the layout, not after it: each checks the session itself (cached per request).
  const session = await getAppSession();
  const asked = (await searchParams).section;
  const wanted = SECTIONS[String(Array.isArray(asked) ? asked[0] : (asked ?? "")).toLowerCase()];
  const section = canManageStudio(session) ? (wanted ?? "settings-studio") : "settings-profile";
  redirect(`/app/settings?moved=1#${section}`);
}

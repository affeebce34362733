import { redirect } from "next/navigation";
import { APP_HOME } from "@/lib/auth/public-routes";

/** The student's home moved to /app/schedule, where every role now lands; old links and bookmarks follow it. */
export default function OldHomePage() {
  redirect(APP_HOME);
}

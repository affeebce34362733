import { redirect } from "next/navigation";
import { APP_HOME } from "@/lib/auth/public-routes";

// proxy.ts already sends /app to the schedule; this covers a request that reaches the page anyway.
export default function AppIndexPage() {
  redirect(APP_HOME);
}

import { notFound } from "next/navigation";

/** Any /app address no page answers: the signed-in 404 (app/app/not-found.tsx), inside the app's own frame. */
export default function MissingAppPage(): never {
  notFound();
}

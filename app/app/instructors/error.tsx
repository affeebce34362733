"use client";

import { PeopleError } from "@/components/people/people-error";

export default function ErrorPage({ reset }: { error: Error; reset: () => void }) {
  return <PeopleError title="Instructors" reset={reset} />;
}

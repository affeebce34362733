import { PeopleLoading } from "@/components/people/people-loading";

export default function Loading() {
  return <PeopleLoading title="Instructors" />;
}

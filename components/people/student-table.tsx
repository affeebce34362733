import Link from "next/link";
import { Tag } from "@/components/ui/tag";

export type StudentRow = { id: string; name: string; email: string | null; phone: string | null; level: string; active: boolean };

/** The students as a table on wide screens; on a phone the contact columns fold away. */
export function StudentTable({ students }: { students: StudentRow[] }) {
  return (
    <div className="mx-4 my-5 overflow-hidden rounded-xl border border-border bg-card sm:mx-8">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Students</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>
            <th scope="col" className="px-4 py-2 font-medium">
              Name
            </th>
            <th scope="col" className="px-4 py-2 font-medium">
              Level
            </th>
            <th scope="col" className="hidden px-4 py-2 font-medium md:table-cell">
              E-mail
            </th>
            <th scope="col" className="hidden px-4 py-2 font-medium lg:table-cell">
              Phone
            </th>
          </tr>
        </thead>
        <tbody>
          {students.map((student) => (
            <tr key={student.id} className="border-t border-border">
              <td className="px-4 py-2.5">
                <Link href={`/app/students/${student.id}`} className="font-medium underline-offset-4 hover:underline">
                  {student.name}
                </Link>
                {!student.active && (
                  <span className="ml-2">
                    <Tag>Inactive</Tag>
                  </span>
                )}
              </td>
              <td className="px-4 py-2.5">{student.level}</td>
              <td className="hidden px-4 py-2.5 text-muted-foreground md:table-cell">{student.email ?? "—"}</td>
              <td className="hidden px-4 py-2.5 text-muted-foreground lg:table-cell">{student.phone ?? "—"}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

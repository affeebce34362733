"use client";

import { useState } from "react";
import { StudentSearch, type StudentOption } from "@/components/booking/student-search";
import { Button } from "@/components/ui/button";

type Props = {
  /** The chosen students' ids, in order (the form's `studentIds`). */
  value: string[];
  onChange: (ids: string[]) => void;
  ownStudentsOnly: boolean;
  error?: string;
};

/**
 * Who a new private lesson is for: a student, and for a couple their partner. Booked with the lesson
 * (POST /api/events `studentIds`); left empty, the lesson is an open slot anyone can be booked into later.
 */
export function LessonStudentsField({ value, onChange, ownStudentsOnly, error }: Props) {
  const [chosen, setChosen] = useState<StudentOption[]>([]);
  const people = chosen.filter((student) => value.includes(student.id));
  const pick = (student: StudentOption) => {
    setChosen([...people, student]);
    onChange([...value, student.id]);
  };
  const remove = (id: string) => onChange(value.filter((item) => item !== id));
  return (
    <div className="grid gap-2 rounded-md border border-border p-3" role="group" aria-label="Who the lesson is for">
      {people.length > 0 && (
        <ul className="grid gap-1" aria-label="Booked with the lesson">
          {people.map((student, index) => (
            <li key={student.id} className="flex items-center justify-between gap-2 rounded-md bg-muted/60 px-3 py-1.5 text-sm">
              <span>
                <span className="font-medium">{student.name}</span>
                <span className="text-muted-foreground"> · {index === 0 ? "student" : "partner"}</span>
              </span>
              <Button type="button" size="sm" variant="secondary" onClick={() => remove(student.id)}>
                Remove<span className="sr-only"> {student.name}</span>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {people.length < 2 && (
        <StudentSearch
          // A fresh search for the partner: the student's name isn't left in the box.
          key={people.length}
          id={people.length === 0 ? "event-student" : "event-partner"}
          label={people.length === 0 ? "Student (optional)" : "Partner, for a couple (optional)"}
          ownStudentsOnly={ownStudentsOnly}
          exclude={value}
          picked={null}
          onPick={pick}
        />
      )}
      {error && <p className="text-sm text-danger">{error}</p>}
    </div>
  );
}

"use client";

import { useEffect, useRef, useState } from "react";
import { apiFetch } from "@/lib/api/api-fetch";

export type StudentMatch = { id: string; name: string };

/**
 * Active students whose name matches what was typed, looked up a quarter second after typing stops
 * (a studio can have thousands, so this is the first page of matches). `onFound` hears each answer;
 * only a new search term starts a lookup.
 */
export function useStudentSearch(query: string, onFound?: (found: StudentMatch[]) => void): StudentMatch[] {
  const [results, setResults] = useState<StudentMatch[]>([]);
  const onFoundRef = useRef(onFound);
  useEffect(() => {
    onFoundRef.current = onFound;
  });

  useEffect(() => {
    if (!query.trim()) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      apiFetch<{ students: StudentMatch[] }>(`/api/students?active=true&search=${encodeURIComponent(query.trim())}`, {
        signal: controller.signal,
      })
        .then((answer) => {
          const found = answer.students.map(({ id, name }) => ({ id, name }));
          setResults(found);
          onFoundRef.current?.(found);
        })
        .catch(() => undefined);
    }, 250);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query]);

  return results;
}

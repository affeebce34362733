// Operations whose answer is not declared yet (route({ response })): the list only shrinks, and
// tests/security/answers-declared.int.test.ts fails when an operation is declared but still listed.
export const UNDECLARED_ANSWERS: string[] = [
  "GET /api/events/{id}/bookings",
  "POST /api/events/{id}/bookings",
  "DELETE /api/bookings/{id}",
  "POST /api/bookings/{id}/attendance",
  "POST /api/events/{id}/attendance/all-present",
  "GET /api/availability",
  "POST /api/private-lessons",
  "GET /api/room-availability",
  "POST /api/room-rentals",
];

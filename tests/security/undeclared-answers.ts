// Operations whose answer is not declared yet (route({ response })): the list only shrinks, and
// tests/security/answers-declared.int.test.ts fails when an operation is declared but still listed.
export const UNDECLARED_ANSWERS: string[] = [
];

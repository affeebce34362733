// /api/* with no endpoint — a JSON 404 for every method, never the HTML not-found page.
import { route } from "@/lib/http/route";
import { AppError } from "@/lib/api/app-error";

const notFound = route({ summary: "No endpoint here: a JSON 404.", auth: false, response: null }, async ({ request }) => {
  throw new AppError("not_found", `There is no API endpoint at ${request.nextUrl.pathname}.`);
});

export { notFound as GET, notFound as POST, notFound as PUT, notFound as PATCH, notFound as DELETE };

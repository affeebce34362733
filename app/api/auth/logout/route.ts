// POST /api/auth/logout — clears the session cookie (204). Open to anyone: signing out never fails.
import { NextResponse } from "next/server";
import { route } from "@/lib/http/route";
import { clearSessionCookie } from "@/lib/auth/session-cookie";

export const POST = route({ auth: false }, async () => clearSessionCookie(new NextResponse(null, { status: 204 })));

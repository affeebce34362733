import * as inquiries from "@/app/api/inquiries/route";
import * as inquiriesId from "@/app/api/inquiries/[id]/route";
  { path: "/api/inquiries", module: inquiries },
  { path: "/api/inquiries/{id}", module: inquiriesId },

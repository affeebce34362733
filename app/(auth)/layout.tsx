import { PublicFrame } from "@/components/site/public-frame";

/** Login and sign-up sit on the public site: its header and footer around the form. */
export default function AuthLayout({ children }: { children: React.ReactNode }) {
  return <PublicFrame mainClassName="bg-muted/40">{children}</PublicFrame>;
}

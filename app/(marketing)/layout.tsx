import { PublicFrame } from "@/components/site/public-frame";

export default function MarketingLayout({ children }: { children: React.ReactNode }) {
  return <PublicFrame>{children}</PublicFrame>;
}

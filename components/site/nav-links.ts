/** The public navigation, shared by the header, the mobile menu and the footer. */
export const NAV_LINKS = [
  { href: "/", label: "Home" },
  { href: "/features", label: "Features" },
  { href: "/pricing", label: "Pricing" },
  { href: "/gallery", label: "Demo/Gallery" },
  { href: "/contact", label: "Contact" },
  { href: "/dashboard", label: "Dashboard" },
] as const;

export const LOGIN_LINK = { href: "/login", label: "Login / Sign Up" } as const;

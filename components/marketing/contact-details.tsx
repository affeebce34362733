import { Mail, MapPin, Phone } from "@/components/ui/static-icons";
import { FacebookIcon, InstagramIcon, YoutubeIcon } from "./social-icons";

/**
 * Placeholder contact details: the sample address, the .test
 * e-mail domain and the 555-01xx phone range are reserved and reach nobody by accident.
 */
export const CONTACT = {
  address: ["123 Promenade Avenue, Suite 4", "Anytown, ST 00000"],
  email: "info@promenade.test",
  phone: "(555) 010-0199",
  phoneHref: "tel:+15550100199",
};

// Placeholders too: the platforms' home pages until the studio's own profiles exist.
const SOCIAL = [
  { label: "Promenade on Instagram", href: "https://www.instagram.com/", Icon: InstagramIcon },
  { label: "Promenade on Facebook", href: "https://www.facebook.com/", Icon: FacebookIcon },
  { label: "Promenade on YouTube", href: "https://www.youtube.com/", Icon: YoutubeIcon },
];

export function ContactDetails() {
  return (
    <div className="grid content-start gap-6">
      <ul className="grid gap-5">
        <li className="flex gap-4">
          <IconBubble>
            <MapPin aria-hidden className="size-5" />
          </IconBubble>
          <div>
            <p className="font-semibold">Visit us</p>
            <address className="text-muted-foreground not-italic">
              {CONTACT.address[0]}
              <br />
              {CONTACT.address[1]}
            </address>
          </div>
        </li>
        <li className="flex gap-4">
          <IconBubble>
            <Mail aria-hidden className="size-5" />
          </IconBubble>
          <div>
            <p className="font-semibold">Email</p>
            <a href={`mailto:${CONTACT.email}`} className="text-primary underline-offset-4 hover:underline">
              {CONTACT.email}
            </a>
          </div>
        </li>
        <li className="flex gap-4">
          <IconBubble>
            <Phone aria-hidden className="size-5" />
          </IconBubble>
          <div>
            <p className="font-semibold">Phone</p>
            <a href={CONTACT.phoneHref} className="text-primary underline-offset-4 hover:underline">
              {CONTACT.phone}
            </a>
            <p className="text-sm text-muted-foreground">Monday to Friday, 9 AM – 6 PM</p>
          </div>
        </li>
      </ul>
      <div>
        <p className="font-semibold">Follow us</p>
        <ul className="mt-3 flex gap-2">
          {SOCIAL.map(({ label, href, Icon }) => (
            <li key={label}>
              <a
                href={href}
                aria-label={label}
                rel="noopener noreferrer"
                className="inline-flex size-10 items-center justify-center rounded-full border border-border bg-card text-muted-foreground hover:border-primary hover:text-primary"
              >
                <Icon aria-hidden className="size-5" />
              </a>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

function IconBubble({ children }: { children: React.ReactNode }) {
  return (
    <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-xl bg-primary-soft text-primary">{children}</span>
  );
}

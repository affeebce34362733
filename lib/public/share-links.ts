/** Share intents for a page and its text: plain links, no third-party script on the page. */
export function shareLinks(url: string, text: string) {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(text);
  return [
    { network: "X", label: "Share on X", href: `https://twitter.com/intent/tweet?url=${u}&text=${t}` },
    { network: "Facebook", label: "Share on Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: "WhatsApp", label: "Share on WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}` },
    { network: "E-mail", label: "Share by e-mail", href: `mailto:?subject=${t}&body=${encodeURIComponent(`${text}\n${url}`)}` },
  ];
}

import { REGION_CURRENCY } from "@/lib/money/currencies";

/**
 * Sign-up's time zone and currency shown from the browser's (zone, locale region) before the form's
 * own script arrives, which loads only when the visitor reaches for the form: a few lines
 * run as the page's HTML is parsed, right after the two fields. The static page's CSP carries their
 * hash (lib/security/static-page-csp.ts). The live form fills the same values the same way
 * (detectTimeZone, currencyForLocale); a browser without Intl.Locale keeps the defaults.
 */
export function BrowserDefaultsScript({ timeZoneId, currencyId }: { timeZoneId: string; currencyId: string }) {
  const script = `(function(){try{var z=document.getElementById(${JSON.stringify(timeZoneId)});if(z&&!z.value)z.value=Intl.DateTimeFormat().resolvedOptions().timeZone||"";var c=document.getElementById(${JSON.stringify(currencyId)});var r=new Intl.Locale(navigator.language).maximize().region;var m=${JSON.stringify(REGION_CURRENCY)};if(c&&r&&m[r])c.value=m[r]}catch(e){}})()`;
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}

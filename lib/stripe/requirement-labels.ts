/**
 * What Stripe still needs from a studio, in words an owner reads: Stripe names its requirements by
 * field ("external_account", "individual.dob.day", "person_1Abc.first_name"), many of which belong to
 * one thing to do, so the labels are deduplicated and keep Stripe's order.
 */

const EXACT: Record<string, string> = {
  external_account: "Bank account for payouts",
  business_type: "Business type",
  "business_profile.url": "Business website",
  "business_profile.mcc": "Business category",
  "business_profile.product_description": "What the business sells",
  "business_profile.name": "Business name",
  "business_profile.support_phone": "Support phone number",
  "business_profile.support_email": "Support e-mail address",
  "business_profile.support_address": "Support address",
  "company.tax_id": "Company tax ID",
  "individual.verification.document": "Owner's identity document",
  "individual.verification.additional_document": "Owner's identity document",
  "individual.id_number": "Owner's ID number",
  "individual.ssn_last_4": "Owner's ID number",
  "settings.payments.statement_descriptor": "Statement descriptor (how charges appear on card statements)",
};

/** Families of requirements: the first whose prefix matches names the step. */
const PREFIXES: [string, string][] = [
  ["tos_acceptance.", "Accept Stripe's terms"],
  ["individual.", "Owner's details"],
  ["representative.", "Representative's details"],
  ["company.", "Company details"],
  ["owners.", "Company owners"],
  ["directors.", "Company directors"],
  ["executives.", "Company executives"],
  ["relationship.", "Company owners and directors"],
  ["person_", "Details of a person on the account"],
  ["business_profile.", "Business details"],
  ["settings.", "Account settings"],
];

/** "business_profile.foo_bar" → "Business profile: foo bar": a requirement no table names, still readable. */
function humanise(requirement: string): string {
  const words = requirement
    .split(".")
    .map((part) => part.replace(/_/g, " ").trim())
    .filter(Boolean);
  if (words.length === 0) return requirement;
  const [first, ...rest] = words;
  const head = first.charAt(0).toUpperCase() + first.slice(1);
  return rest.length ? `${head}: ${rest.join(" ")}` : head;
}

/** One requirement's label. */
export function requirementLabel(requirement: string): string {
  const exact = EXACT[requirement];
  if (exact) return exact;
  const family = PREFIXES.find(([prefix]) => requirement.startsWith(prefix));
  return family ? family[1] : humanise(requirement);
}

/** The owner's to-do list from Stripe's requirement names, each step once. */
export function requirementLabels(requirements: readonly string[]): string[] {
  return [...new Set(requirements.map(requirementLabel))];
}

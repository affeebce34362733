import next from "eslint-config-next";

// House rules that a tool checks, so no reviewer has to remember them.
const config = [
  {
    ignores: [
      ".next/**",
      "node_modules/**",
      "data/**",
      ".data-*/**",
      ".bench/**",
      "test-results/**",
      "playwright-report/**",
      "next-env.d.ts",
    ],
  },
  ...next,
  {
    // Configuration is read and validated once, in lib/env.ts.
    files: ["app/**", "components/**", "lib/**", "proxy.ts", "instrumentation*.ts"],
    ignores: ["lib/env.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "process", property: "env", message: "Read configuration through lib/env.ts, not process.env." },
      ],
    },
  },
  {
    // Who may do what is written once, in lib/access: compare roles there, ask it everywhere else.
    // (One block: a second no-restricted-syntax for the same files would replace this one.)
    files: ["app/**", "components/**", "lib/**"],
    ignores: ["lib/access/**", "lib/auth/**"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "BinaryExpression[operator=/^[!=]==?$/] > MemberExpression[property.name='role']",
          message: "Ask lib/access (canManageStudio, isStaff, isStudent, …) instead of comparing a role here.",
        },
        {
          // A transaction is a Tx (lib/db/client): a function that must run inside one takes a Tx.
          selector: "TSAsExpression[typeAnnotation.typeName.name='Db']",
          message: "Don't cast to Db: take a Tx (lib/db/client.ts), or Db | Tx.",
        },
      ],
    },
  },
  {
    // UI never touches storage: components call the API (apiFetch) or get data from a server page.
    files: ["components/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["@/lib/db", "@/lib/db/*", "**/lib/db/**"],
              message: "components/ must not import lib/db: go through lib/<domain> or the API.",
            },
          ],
        },
      ],
    },
  },
  {
    // The public site's pages are built ahead of time and link with plain <a> on purpose: a full
    // load between them is fast, and next/link would ship its client runtime (and prefetch other
    // pages' chunks) with every public page. The signed-in app keeps next/link.
    files: [
      "app/(marketing)/**",
      "app/(auth)/**",
      "app/global-not-found.tsx",
      "components/site/**",
      "components/marketing/**",
      "components/auth/auth-tabs.tsx",
    ],
    rules: { "@next/next/no-html-link-for-pages": "off" },
  },
];

export default config;

// The layers (ARCHITECTURE.md), checked by dependency-cruiser on every `npm run lint`
// (scripts/check-layers.mjs runs it through its API: its CLI wants Node 22, this machine has 20).
//
//   app/ → components/ → lib/http → lib/<domain> → lib/access → lib/auth, lib/billing → lib/db
//   lib/api, lib/dates, lib/money, lib/text: neutral (ids, errors, time zones, money, plurals), importable from anywhere.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      severity: "error",
      comment: "A module that imports itself back, however far round: split what both need into a lower module.",
      from: { path: "^(app|components|lib)/" },
      to: { circular: true },
    },
    {
      name: "no-cycles-between-domains",
      severity: "error",
      comment:
        "lib/ domains form layers: if lib/a imports lib/b, nothing in lib/b imports lib/a. Move what both need down " +
        "(a neutral module, lib/access) or the orchestration up (the domain that needs both, or the route).",
      scope: "folder",
      from: { path: "^lib/" },
      to: { circular: true },
    },
    {
      name: "db-is-storage",
      severity: "error",
      comment: "lib/db holds the schema, the client and migrations; rules live in lib/<domain> (the demo seed in lib/demo).",
      from: { path: "^lib/db/" },
      to: { path: "^lib/", pathNot: ["^lib/db/", "^lib/env\\.ts$"] },
    },
    {
      name: "neutral-modules-stay-neutral",
      severity: "error",
      comment: "lib/api (errors, ids, the fetch helper), lib/dates, lib/money and lib/text are imported by every domain: they import none.",
      from: { path: "^lib/(api|dates|money|text)/" },
      to: { path: "^lib/", pathNot: "^lib/(api|dates|money|text)/" },
    },
    {
      name: "route-wrapper-is-the-edge",
      severity: "error",
      comment: "lib/http (route wrapper, OpenAPI) is for app/api: a domain function takes (db, session, input), never a request.",
      from: { path: "^(lib|components)/", pathNot: "^lib/http/" },
      to: { path: "^lib/http/" },
    },
    {
      name: "lib-never-imports-app-or-components",
      severity: "error",
      comment: "Arrows point down: pages and UI use lib/, never the other way.",
      from: { path: "^lib/" },
      to: { path: "^(app|components)/" },
    },
    {
      name: "components-never-import-db",
      severity: "error",
      comment: "UI has no database access: it calls the API (apiFetch) or gets data from a server page.",
      from: { path: "^components/" },
      to: { path: "^lib/db/" },
    },
    {
      name: "app-code-never-imports-tests",
      severity: "error",
      from: { path: "^(app|components|lib|scripts)/" },
      to: { path: "^(tests|e2e)/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|\\.next|data)/" },
    // Type-only imports count: a type pulled from a higher layer ties the layers as much as a value.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    // Folder-level rules (no-cycles-between-domains) need the folder graph, which metrics builds.
    metrics: true,
    enhancedResolveOptions: { extensions: [".ts", ".tsx", ".mts", ".js", ".mjs", ".cjs"] },
  },
};

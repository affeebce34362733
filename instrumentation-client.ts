// Runs in the browser before the page hydrates, on every page (Next's instrumentation-client).
// zod 4 probes `new Function("")` to decide whether to compile its parsers; under the CSP (no
// 'unsafe-eval') the probe is refused and reported as a violation on every page with a form. In
// the browser it parses without compiling (the server keeps the faster compiled parsers).
// zod keeps its settings in globalThis.__zod_globalConfig and adopts an object already there, so
// setting it here costs no zod on pages without a form (tests/security/zod-jitless.test.ts).
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
(scope.__zod_globalConfig ??= {}).jitless = true;

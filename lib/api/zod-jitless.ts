import { z } from "zod";

// zod 4 probes `new Function("")` to decide whether to compile its parsers; under the CSP (no
// 'unsafe-eval') the probe is refused and reported as a violation on every page with a form. In
// the browser it parses without compiling; the server keeps the faster compiled parsers.
if (typeof window !== "undefined") z.config({ jitless: true });

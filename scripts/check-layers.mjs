// npm run lint, third step: the layer rules of .dependency-cruiser.cjs (no cycles, lib/db is storage,
// arrows point down). dependency-cruiser's CLI refuses Node < 22 (its engines field) although its
// API runs fine here, so this calls the API with the same config the CLI would read.
import { cruise } from "dependency-cruiser";
import extractDepcruiseOptions from "dependency-cruiser/config-utl/extract-depcruise-options";
import extractTSConfig from "dependency-cruiser/config-utl/extract-ts-config";

const started = performance.now();
const options = await extractDepcruiseOptions("./.dependency-cruiser.cjs");
const result = await cruise(
  ["app", "components", "lib", "scripts", "proxy.ts", "instrumentation.ts", "instrumentation-node.ts", "instrumentation-client.ts"],
  { ...options, validate: true, outputType: "err" },
  options.enhancedResolveOptions,
  { tsConfig: extractTSConfig(options.ruleSet?.options?.tsConfig?.fileName ?? "tsconfig.json") },
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
if (result.exitCode > 0) {
  process.stderr.write(`${result.output}\nLayer rules: see .dependency-cruiser.cjs and ARCHITECTURE.md (${seconds} s).\n`);
  process.exit(1);
}
console.log(`Layer rules: no violations (${seconds} s).`);

import next from "eslint-config-next";

const config = [
  { ignores: [".next/**", "node_modules/**", "data/**", ".data-*/**", ".bench/**", "test-results/**", "playwright-report/**", "next-env.d.ts"] },
  ...next,
];

export default config;

export * from "./accounts";
export * from "./contact";

export * from "./accounts";
export * from "./contact";
export * from "./people";
export * from "./scheduling";
export * from "./booking";
export * from "./payments";
export * from "./reports";
export * from "./report-rollups";

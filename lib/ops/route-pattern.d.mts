export declare const UNMATCHED: string;
export declare function routePatterns(distDir?: string): (pathname: string) => string;

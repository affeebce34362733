export declare const NON_PAGE_CSP: string;
export declare const UNSUBSCRIBE_PATH: string;
export declare const UNSUBSCRIBE_PAGE_STYLE: string;
export declare const UNSUBSCRIBE_PAGE_STYLE_HASH: string;
export declare const UNSUBSCRIBE_PAGE_CSP: string;
export declare function pageContentSecurityPolicy(nonce: string, isDev?: boolean): string;
export declare function staticPageContentSecurityPolicy(hashes: readonly string[]): string;
export declare function baseSecurityHeaders(options: { isProduction: boolean; siteUrl: string }): { key: string; value: string }[];
export declare const VIDEO_FRAME_HOSTS: readonly string[];

export declare const THEME_STORAGE_KEY: string;
export declare const THEME_SCRIPT: string;
export declare const THEME_SCRIPT_HASH: string;

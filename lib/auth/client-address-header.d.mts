export declare const CLIENT_ADDRESS_HEADER_NAME: string;

export declare const SERVER_NODE_FLAGS: string[];
export declare const SERVER_ENVIRONMENT: { GLIBC_TUNABLES: string };

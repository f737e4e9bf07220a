export declare const SITE_RECORD_FILE: string;
export declare function writeSiteRecord(distDir: string, siteUrl: string): Promise<void>;
export declare function readServedSiteUrl(root: string): string | undefined;

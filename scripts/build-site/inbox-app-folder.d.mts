export declare const INBOX_APP_FOLDER: string;

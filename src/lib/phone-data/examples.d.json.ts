/** Each country's example mobile number in international format (build-phone-data.ts). */
declare const examples: Record<string, string>;
export default examples;

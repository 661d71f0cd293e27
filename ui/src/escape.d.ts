/** Text between tags: `&`, `<` and `>` escaped. */
export declare function escapeText(text: string): string;
/** A quoted attribute's value (or text): quotes escaped too. */
export declare function escapeAttribute(value: string): string;

/** Node's flags for the API as production runs it; see node-flags.mjs for why each. */
export declare const apiNodeFlags: string[];

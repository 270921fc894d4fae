/** Types of scripts/import-graph.mjs, for the test that keeps the server's graph clean. */
export declare const PENDING_UPWARD: string[];
export declare function measure(src?: string): {
  files: string[];
  graph: Map<string, string[]>;
  circles: string[][];
  upward: string[];
  unexpectedUpward: string[];
};

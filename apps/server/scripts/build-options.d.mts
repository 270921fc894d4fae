import type { BuildOptions } from 'esbuild';

export declare const SANDBOX_CHILD_ENTRY: Record<string, string>;
export declare function serverBundleOptions(options: { entryPoints: Record<string, string>; outdir: string }): BuildOptions;

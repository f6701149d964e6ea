// Types of pack.mjs, for the tests that check the package it packs.
export function publishedManifest(manifest: Record<string, unknown>): Record<string, unknown>;
export function stagePackage(stage: string, options?: { dist?: boolean }): void;
export function packPackage(destination?: string): string;
export function readmeLinkProblems(packageDir: string): string[];

import type { CodeElement } from '../types';

/** Paths in the report are relative to the repository root, which SARIF viewers know as this base. */
export const SOURCE_ROOT = '%SRCROOT%';

export interface SarifPhysicalLocation {
  artifactLocation: { uri: string; uriBaseId: string };
  region?: { startLine: number; endLine?: number };
}

/** A repository path as a relative URI reference: each segment percent-encoded, `/` kept. */
export function fileUri(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/**
 * Where an element is. A whole file (Rename/Move File) is pointed at by its first line: a span
 * over the whole file says nothing a reader can look at.
 */
export function elementLocation(element: CodeElement, kind: string): SarifPhysicalLocation {
  const startLine = Math.max(1, element.startLine);
  const endLine = kind === 'File' ? startLine : Math.max(startLine, element.endLine);
  return lineLocation(element.file, startLine, endLine);
}

export function lineLocation(file: string, startLine: number, endLine = startLine): SarifPhysicalLocation {
  const start = Math.max(1, startLine);
  return { artifactLocation: { uri: fileUri(file), uriBaseId: SOURCE_ROOT }, region: { startLine: start, endLine: Math.max(start, endLine) } };
}

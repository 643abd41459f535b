import { join } from 'node:path';
import { readDataArgument } from './commit-store';
import { methodKey, refactoringKey, splitTopLevel, typeKey } from './entity-key';
import type { OracleCommit, OracleEntry } from './oracle';
import type { Row } from './rows';

/**
 * The hand validations RefDiff 2.0's authors made of their tool's findings that data.json does
 * not hold (`refdiff-evaluation/data/java-evaluation/`). The paper's Table 4 counts them
 * (EvaluationCsvReader.buildResultComparator): a finding two evaluators agreed true becomes an
 * expected refactoring, one they judged false (or could not agree on, `FP?`) a validated false one,
 * each only where data.json does not already say the opposite.
 */
export const HAND_VALIDATION_FILES = {
  fixExtract: 'FixExtractBefore.txt',
  gustavo: 'eval-gustavo-2.txt',
  ricardo: 'eval-ricardo-2.txt',
  danilo: 'eval-danilo.txt',
  consensus: 'eval-phase2.txt',
} as const;

export type HandValidationTexts = Record<keyof typeof HAND_VALIDATION_FILES, string>;

/** Reads the five files from a folder, or from `git:<gitdir>:<folder>` (the folder at HEAD). */
export function readHandValidationTexts(source: string): HandValidationTexts {
  const read = (name: string) => readDataArgument(source.startsWith('git:') ? `${source.replace(/\/+$/, '')}/${name}` : join(source, name));
  const entries = Object.entries(HAND_VALIDATION_FILES).map(([part, name]) => [part, read(name)]);
  return Object.fromEntries(entries) as HandValidationTexts;
}

export interface HandVerdict {
  sha1: string;
  row: Row;
  before: string;
  after: string;
  validation: 'TP' | 'FP';
  /** RefDiff's refactoring type name, as the files write it. */
  type: string;
}

interface Judgement {
  url: string;
  type: string;
  n1: string;
  n2: string;
  a?: string;
  b?: string;
  c?: string;
  final?: string;
}

const ROW_OF_TYPE: Record<string, Row> = {
  'Move Class': 'Move Class',
  'Rename Class': 'Move and Rename/Rename Class',
  'Move And Rename Class': 'Move and Rename/Rename Class',
  'Move Method': 'Move Method',
  'Rename Method': 'Rename Method',
  'Extract Method': 'Extract/Extract and Move Method',
  'Extract And Move Method': 'Extract/Extract and Move Method',
  'Inline Method': 'Inline Method',
  'Pull Up Method': 'Pull Up Method',
  'Push Down Method': 'Push Down Method',
  'Extract Superclass': 'Extract Superclass',
  'Extract Interface': 'Extract Interface',
};

/** All verdicts, in the paper's order: FixExtractBefore first, then the three evaluators merged. */
export function parseHandValidations(texts: HandValidationTexts): HandVerdict[] {
  const judgements = [...readFixExtract(texts.fixExtract), ...mergeEvaluators(texts)];
  return judgements.flatMap((judgement) => {
    const verdict = finalVerdict(judgement);
    const row = ROW_OF_TYPE[judgement.type];
    if (!verdict || !row) return [];
    const sha1 = judgement.url.slice(judgement.url.lastIndexOf('/') + 1);
    return [{ sha1, row, before: entityKey(judgement.n1), after: entityKey(judgement.n2), validation: verdict, type: judgement.type }];
  });
}

/**
 * Adds the verdicts to the oracle commits they name, as the paper did: a true verdict unless the
 * oracle (or an earlier verdict) holds the refactoring false, a false one unless it is held true.
 * Returns how many entries were added.
 */
export function mergeHandValidations(commits: OracleCommit[], verdicts: readonly HandVerdict[]): { added: number } {
  const bySha = new Map(commits.map((commit) => [commit.sha1, commit]));
  let added = 0;
  for (const verdict of verdicts) {
    const commit = bySha.get(verdict.sha1);
    if (!commit) continue;
    const key = refactoringKey(verdict.row, verdict.before, verdict.after);
    // Held already, either way: the oracle's word (or the earlier verdict) stands.
    if (commit.entries.some((entry) => entry.key === key)) continue;
    const entry: OracleEntry = {
      row: verdict.row,
      key,
      before: verdict.before,
      after: verdict.after,
      validation: verdict.validation,
      description: `${verdict.type} ${verdict.before} -> ${verdict.after} (hand-validated by RefDiff's authors)`,
    };
    commit.entries.push(entry);
    added++;
  }
  return { added };
}

/** `a.b.C.m(List,int)` -> `a.b.C#m(List,int)`; a type name stays as it is. */
function entityKey(name: string): string {
  const open = name.indexOf('(');
  if (open === -1) return typeKey(name);
  const head = name.slice(0, open);
  const dot = head.lastIndexOf('.');
  const parameters = splitTopLevel(name.slice(open + 1, name.lastIndexOf(')')));
  return methodKey(head.slice(0, dot), head.slice(dot + 1), parameters);
}

/** FixExtractBefore.txt: a URL line, then one tab-separated line per finding of that commit. */
function readFixExtract(text: string): Judgement[] {
  const judgements: Judgement[] = [];
  let url = '';
  for (const line of text.split(/\r?\n/)) {
    const parts = line.split('\t');
    if (parts[0].startsWith('https://')) {
      url = parts[0];
      continue;
    }
    if (parts.length < 13 || !url) continue;
    judgements.push({ url, type: parts[0], n1: parts[1], n2: parts[2], a: parts[5], b: parts[7], c: parts[10], final: parts[12] });
  }
  return judgements;
}

/** The three evaluators' files and the consensus file, one line per finding, merged by finding. */
function mergeEvaluators(texts: HandValidationTexts): Judgement[] {
  const merged = new Map<string, Judgement>();
  const columns: [string, 'a' | 'b' | 'c' | 'final'][] = [
    [texts.gustavo, 'a'],
    [texts.ricardo, 'b'],
    [texts.danilo, 'c'],
    [texts.consensus, 'final'],
  ];
  for (const [text, column] of columns) {
    for (const line of text.split(/\r?\n/)) {
      if (line.trim() === '') continue;
      const [url, type, n1, n2, result] = line.split('\t');
      if (n2 === undefined) continue;
      const id = [url, type, n1, n2].join('\t');
      const judgement = merged.get(id) ?? { url, type, n1, n2 };
      if (result) judgement[column] = result;
      merged.set(id, judgement);
    }
  }
  return [...merged.values()];
}

/** Two evaluators agreeing decide; a lone or split judgement counts as false (`FP?`), as in the paper. */
function finalVerdict(judgement: Judgement): 'TP' | 'FP' | undefined {
  const stated = judgement.final?.trim();
  if (stated) return stated === 'TP' ? 'TP' : stated.startsWith('FP') ? 'FP' : undefined;
  const votes = [judgement.a, judgement.b, judgement.c].map((vote) => vote?.trim() ?? '');
  const count = (value: string) => votes.filter((vote) => vote === value).length;
  if (count('TP') >= 2) return 'TP';
  if (count('FP') >= 2) return 'FP';
  // The paper's code tests A and B only here (it checks B twice); C alone leaves no verdict.
  if (votes[0] !== '' || votes[1] !== '') return 'FP';
  return undefined;
}

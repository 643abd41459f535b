import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  HAND_VALIDATION_FILES,
  mergeHandValidations,
  parseHandValidations,
  readHandValidationTexts,
  type HandValidationTexts,
} from '../../bench/accuracy/hand-validations';
import { parseOracle } from '../../bench/accuracy/oracle';

const SHA = 'b'.repeat(40);
const URL = `https://github.com/icse18-refactorings/shop-app/commit/${SHA}`;
const tab = (...cells: string[]) => cells.join('\t');

/** FixExtractBefore.txt: URL line, then type, n1, n2, description, result1, A, comment, B, comment, -, C, comment, final. */
function fixExtractLine(type: string, n1: string, n2: string, votes: { a?: string; b?: string; c?: string; final?: string }): string {
  return tab(type, n1, n2, 'description', '', votes.a ?? '', '', votes.b ?? '', '', '', votes.c ?? '', '', votes.final ?? '', '');
}

function texts(overrides: Partial<HandValidationTexts> = {}): HandValidationTexts {
  return { fixExtract: '', gustavo: '', ricardo: '', danilo: '', consensus: '', ...overrides };
}

describe('parseHandValidations', () => {
  it('takes the stated final verdict, else two agreeing evaluators, else a split as false', () => {
    const verdicts = parseHandValidations(
      texts({
        fixExtract: [
          tab(URL, '', ''),
          fixExtractLine('Extract Method', 'a.B.f(List<String>,int)', 'a.B.g(String...)', { final: 'TP' }),
          fixExtractLine('Rename Method', 'a.B.f()', 'a.B.h()', { a: 'TP', b: 'TP' }),
          fixExtractLine('Inline Method', 'a.B.i()', 'a.B.f()', { a: 'TP', b: 'FP' }),
          fixExtractLine('Move Method', 'a.B.k()', 'a.C.k()', {}),
        ].join('\n'),
      }),
    );
    expect(verdicts.map((v) => [v.row, v.before, v.after, v.validation])).toEqual([
      ['Extract/Extract and Move Method', 'a.B#f(List,int)', 'a.B#g(String[])', 'TP'],
      ['Rename Method', 'a.B#f()', 'a.B#h()', 'TP'],
      ['Inline Method', 'a.B#i()', 'a.B#f()', 'FP'],
    ]);
    expect(verdicts[0].sha1).toBe(SHA);
  });

  it('merges the three evaluators and the consensus file by finding', () => {
    const finding = tab(URL, 'Move Class', 'a.B', 'c.B');
    const other = tab(URL, 'Rename Class', 'a.D', 'a.E');
    const verdicts = parseHandValidations(
      texts({
        gustavo: `${tab(finding, 'TP', '')}\n${tab(other, 'FP', '')}\n`,
        ricardo: `\n${tab(finding, 'FP', '')}\n`,
        danilo: `${tab(finding, 'TP', 'moved as is')}\n`,
        consensus: `${tab(other, 'TP', 'agreed after discussion')}\n`,
      }),
    );
    expect(verdicts.map((v) => [v.row, v.before, v.after, v.validation])).toEqual([
      ['Move Class', 'a.B', 'c.B', 'TP'],
      ['Move and Rename/Rename Class', 'a.D', 'a.E', 'TP'],
    ]);
  });
});

describe('mergeHandValidations', () => {
  it('adds verdicts the oracle does not hold, and never overrides the oracle', () => {
    const oracle = parseOracle(
      JSON.stringify([
        {
          repository: 'https://github.com/acme/shop-app.git',
          sha1: SHA,
          refactorings: [{ type: 'Move Class', description: 'Move Class a.B moved to c.B', validation: 'FP' }],
        },
      ]),
    );
    const fixExtract = [
      tab(URL, '', ''),
      fixExtractLine('Move Class', 'a.B', 'c.B', { final: 'TP' }),
      fixExtractLine('Move Method', 'a.B.k()', 'a.C.k()', { final: 'TP' }),
      fixExtractLine('Move Method', 'a.B.k()', 'a.C.k()', { final: 'FP' }),
      fixExtractLine('Pull Up Method', 'a.B.m()', 'a.A.m()', { final: 'FP' }),
      tab(`https://github.com/icse18-refactorings/other/commit/${'c'.repeat(40)}`, '', ''),
      fixExtractLine('Move Class', 'x.Y', 'z.Y', { final: 'TP' }),
    ].join('\n');
    const { added } = mergeHandValidations(oracle, parseHandValidations(texts({ fixExtract })));
    expect(added).toBe(2);
    expect(oracle[0].entries.map((e) => [e.key, e.validation])).toEqual([
      ['Move Class|a.B|c.B', 'FP'],
      ['Move Method|a.B#k()|a.C#k()', 'TP'],
      ['Pull Up Method|a.B#m()|a.A#m()', 'FP'],
    ]);
  });
});

describe('readHandValidationTexts', () => {
  it('reads the five files from a folder and names a missing one in one line', () => {
    const folder = mkdtempSync(join(tmpdir(), 'refdiff-hand-'));
    try {
      for (const name of Object.values(HAND_VALIDATION_FILES)) writeFileSync(join(folder, name), name);
      expect(readHandValidationTexts(folder).consensus).toBe('eval-phase2.txt');
      rmSync(join(folder, HAND_VALIDATION_FILES.danilo));
      expect(() => readHandValidationTexts(folder)).toThrow(/^no such file: .*eval-danilo\.txt$/);
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });
});

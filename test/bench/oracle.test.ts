import { parseOracle, projectName } from '../../bench/accuracy/oracle';

const SHA = 'a'.repeat(40);

function commit(refactorings: object[], extra: object = {}) {
  return { repository: 'https://github.com/acme/shop-app.git', sha1: SHA, refactorings, ...extra };
}

describe('parseOracle', () => {
  it('keys each validated description and trims stray spaces in validations', () => {
    const [parsed] = parseOracle(
      JSON.stringify([
        commit([
          { type: 'Move Class', description: 'Move Class a.B moved to c.B', validation: 'TP' },
          { type: 'Rename Method', description: 'Rename Method public f() : void renamed to public g() : void in class a.B', validation: 'FP ' },
          { type: 'Extract Method', description: 'Extract Method private h() : void extracted from public f() : void in class a.B', validation: 'CTP' },
        ]),
      ]),
    );
    expect(parsed.project).toBe('shop-app');
    expect(parsed.url).toBe(`https://github.com/acme/shop-app/commit/${SHA}`);
    expect(parsed.ignore).toBe(false);
    expect(parsed.entries.map((e) => [e.key, e.validation])).toEqual([
      ['Move Class|a.B|c.B', 'TP'],
      ['Rename Method|a.B#f()|a.B#g()', 'FP'],
      ['Extract/Extract and Move Method|a.B#f()|a.B#h()', 'CTP'],
    ]);
  });

  it('counts unscored types, keeps unknown text aside, and skips entries without a validation', () => {
    const [parsed] = parseOracle(
      JSON.stringify([
        commit(
          [
            { type: 'Change Package', description: 'Rename Package a to b', validation: 'TP' },
            { type: 'Odd', description: 'Merge Class a.B into a.C', validation: 'TP' },
            { type: 'Move Class', description: 'Move Class a.B moved to c.B', validation: null },
          ],
          { ignore: true, url: 'https://example.test/c' },
        ),
      ]),
    );
    expect(parsed.unscored).toBe(1);
    expect(parsed.unparsed).toEqual(['Merge Class a.B into a.C']);
    expect(parsed.entries).toEqual([]);
    expect(parsed.ignore).toBe(true);
    expect(parsed.url).toBe('https://example.test/c');
  });

  it('says in one line what is wrong with a bad file', () => {
    expect(() => parseOracle('{')).toThrow(/^oracle is not JSON/);
    expect(() => parseOracle(JSON.stringify([{ repository: 'x', sha1: 'nope', refactorings: [] }]))).toThrow(/at 0\.sha1/);
  });
});

describe('projectName', () => {
  it.each([
    ['https://github.com/realm/realm-java.git', 'realm-java'],
    ['https://github.com/acme/tool', 'tool'],
    ['https://github.com/acme/tool/', 'tool'],
  ])('%s -> %s', (url, name) => expect(projectName(url)).toBe(name));
});

import { analyzeFiles } from '../../../src/engine/analyze';

const cHeader = (name: string) => `#ifndef LIST_H
#define LIST_H
#ifdef __cplusplus
extern "C" {
#endif

/* A list node: "class" and "namespace" in a comment or string make no C++. */
struct node { int value; struct node *next; };
int ${name}(const struct node *head);

#ifdef __cplusplus
}
#endif
#endif
`;

const cSource = (name: string) => `#include "list.h"

int ${name}(const struct node *head) {
  int count = 0;
  for (; head; head = head->next) count++;
  return count;
}
`;

/** A `.h` path is one language on both sides: C++ by its content or its company, else C. */
describe('the language of a .h header', () => {
  test('a plain C header beside a C source stays C', async () => {
    const result = await analyzeFiles(
      [{ path: 'list.h', content: cHeader('list_length') }, { path: 'list.c', content: cSource('list_length') }],
      [{ path: 'list.h', content: cHeader('list_size') }, { path: 'list.c', content: cSource('list_size') }],
    );
    expect(result.refactorings.map((refactoring) => `${refactoring.language} ${refactoring.type}`)).toEqual(['c Rename Function']);
  });

  test('a header that becomes C++ on one side is C++ on both: no deleted C file and added C++ file', async () => {
    const cppHeader = 'namespace util {\nint list_length(int n);\n}\n';
    const result = await analyzeFiles([{ path: 'util.h', content: cHeader('list_length') }], [{ path: 'util.h', content: cppHeader }]);
    expect(result.refactorings.filter((refactoring) => refactoring.type.includes('File'))).toEqual([]);
    expect(result.filesBefore + result.filesAfter).toBe(2);
  });
});

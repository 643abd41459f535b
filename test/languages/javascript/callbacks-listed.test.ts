import { analyzeFiles } from '../../../src/engine/analyze';

/**
 * A method handed on in a list of callbacks (`[this.middleware]`), then moved to a module of its
 * own as a factory returning its old body (`getState => [thunkMiddleware(getState)]`): the list
 * is a use of the method, as an argument is, so the move is found, and the local arrow inside
 * moves with it (no Move Function of its own).
 */
describe('a method listed among callbacks, moved into a factory', () => {
  const before = {
    path: 'src/Redux.js',
    content: [
      "import createDispatcher from './createDispatcher';",
      '',
      'export default class Redux {',
      '  constructor(dispatcher, initialState) {',
      "    if (typeof dispatcher === 'object') {",
      '      dispatcher = createDispatcher(',
      '        composeStores(dispatcher),',
      '        [ this.middleware ]',
      '      );',
      '    }',
      '    this.state = initialState;',
      '    this.listeners = [];',
      '  }',
      '',
      '  middleware(next) {',
      '    const recurse = (action) =>',
      "      typeof action === 'function' ?",
      '        action(recurse, this.getState) :',
      '        next(action);',
      '',
      '    return recurse;',
      '  }',
      '',
      '  getState() {',
      '    return this.state;',
      '  }',
      '',
      '  setState(nextState) {',
      '    this.state = nextState;',
      '    this.listeners.forEach(listener => listener());',
      '  }',
      '}',
      '',
    ].join('\n'),
  };
  const after = [
    {
      path: 'src/Redux.js',
      content: before.content
        .replace("import createDispatcher from './createDispatcher';", "import createDispatcher from './createDispatcher';\nimport thunkMiddleware from './middleware/thunk';")
        .replace('[ this.middleware ]', 'getState => [ thunkMiddleware(getState) ]')
        .replace(/ {2}middleware\(next\) \{[\s\S]*?return recurse;\n {2}\}\n\n/, ''),
    },
    {
      path: 'src/middleware/thunk.js',
      content: [
        'export default function thunkMiddleware(getState) {',
        '  return (next) => {',
        '    const recurse = (action) =>',
        "      typeof action === 'function' ?",
        '        action(recurse, getState) :',
        '        next(action);',
        '',
        '    return recurse;',
        '  };',
        '}',
        '',
      ].join('\n'),
    },
  ];

  it('is the method moved and renamed, with its parameter list changed; its local arrow moves with it', async () => {
    expect(after[0].content).not.toContain('middleware(next)');
    const result = await analyzeFiles([before], after);
    expect(result.refactorings.map((r) => r.description).sort()).toEqual([
      'Add Parameter getState in function src/middleware/thunk.js.thunkMiddleware(getState)',
      'Move And Rename Method src/Redux.js.Redux.middleware(next) to src/middleware/thunk.js.thunkMiddleware(getState)',
      'Remove Parameter next in function src/middleware/thunk.js.thunkMiddleware(getState)',
    ]);
  });
});

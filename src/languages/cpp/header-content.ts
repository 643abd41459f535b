/**
 * Whether a `.h` header holds C++: a cheap textual check, no parse, on the text without its
 * comments and string literals. C++-only syntax is a `class`, `namespace` or `template <`
 * declaration, an access specifier (`public:`) or a scope operator (`std::string`). The
 * `extern "C"` guard of a C header (`#ifdef __cplusplus`) is none of these, so C headers stay C.
 */
export function holdsCppSyntax(text: string): boolean {
  const code = text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*|"(?:\\.|[^"\\\n])*"|'(?:\\.|[^'\\\n])*'/g, ' ');
  return CPP_ONLY.test(code);
}

const CPP_ONLY = /^\s*(?:class\s+\w+[^;]*$|namespace\b|template\s*<|(?:public|private|protected)\s*:)|\w::\w/m;

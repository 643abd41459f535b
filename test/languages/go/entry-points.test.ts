import { describeEveryEntryPoint } from '../entry-points';

const SLUGIFY = `// Slugify turns a title into a URL path segment.
func Slugify(title string) string {
	var b strings.Builder
	dash := false
	for _, r := range strings.ToLower(title) {
		switch {
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(r)
			dash = false
		case !dash && b.Len() > 0:
			b.WriteByte('-')
			dash = true
		}
	}
	return strings.TrimSuffix(b.String(), "-")
}
`;

const BEFORE = `package store

import (
	"strings"
	"unicode"
)

type Product struct {
	Title string
	Slug  string
}

func NewProduct(title string) Product {
	return Product{Title: title, Slug: Slugify(title)}
}

${SLUGIFY}`;

const AFTER = `package store

import "example.com/shop/text"

type Product struct {
	Title string
	Slug  string
}

func NewProduct(title string) Product {
	return Product{Title: title, Slug: text.Slugify(title)}
}
`;

const MOVED = `package text

import (
	"strings"
	"unicode"
)

${SLUGIFY}`;

describeEveryEntryPoint('a Go move between packages through every entry point', {
  path: 'store/product.go',
  before: BEFORE,
  after: AFTER,
  otherFiles: { after: { 'text/slug.go': MOVED } },
  type: 'Move Function',
  textLine: 'text/slug.go:9: Move Function store.Slugify(string) to text.Slugify(string) (from store/product.go:18)',
  trailer: 'Refactoring: Move Function store.Slugify(string) -> text.Slugify(string)',
});

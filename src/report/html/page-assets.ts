import { createHash } from 'node:crypto';

/** The page's look: readable without the script; side-by-side code that wraps instead of cutting. */
export const PAGE_STYLE = `
:root { color-scheme: light; --removed: #ffebe9; --removed-mark: #ffb8b0; --added: #e6ffec; --added-mark: #abf2bc; --line: #6e7781; --border: #d0d7de; }
* { box-sizing: border-box; }
body { font: 14px/1.45 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; margin: 0 auto; max-width: 1600px; padding: 16px 24px; color: #1f2328; }
h1 { font-size: 22px; margin: 0 0 4px; }
h2 { font-size: 17px; border-bottom: 1px solid var(--border); padding-bottom: 4px; margin-top: 28px; }
h3 { font-size: 15px; margin: 18px 0 8px; }
h4 { font-size: 14px; font-weight: 600; margin: 0 0 4px; overflow-wrap: anywhere; }
code, .src, .ln { font: 12px/1.5 ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.overview { color: #59636e; margin: 0 0 12px; }
.tally { border-collapse: collapse; margin: 8px 0 16px; }
.tally td, .tally th { border: 1px solid var(--border); padding: 2px 10px; text-align: left; }
.tally td.n { text-align: right; }
.filters { position: sticky; top: 0; background: #f6f8fa; border: 1px solid var(--border); border-radius: 6px; padding: 8px 12px; z-index: 1; }
.filters fieldset { border: 0; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 4px 14px; }
.filters legend { font-weight: 600; float: left; margin-right: 8px; }
.filters .path { margin-top: 6px; }
.filters input[type=search] { width: 28em; }
article.refactoring { border: 1px solid var(--border); border-radius: 6px; padding: 10px 12px; margin: 10px 0; }
.where { color: #59636e; margin: 0 0 8px; overflow-wrap: anywhere; }
table.code { width: 100%; border-collapse: collapse; table-layout: fixed; }
table.code th { text-align: left; font-weight: 600; background: #f6f8fa; border: 1px solid var(--border); padding: 3px 8px; overflow-wrap: anywhere; }
table.code col.ln { width: 4.5em; }
table.code td { vertical-align: top; padding: 0 6px; border-left: 1px solid var(--border); border-right: 1px solid var(--border); }
td.ln { color: var(--line); text-align: right; user-select: none; }
td.src { white-space: pre-wrap; overflow-wrap: anywhere; }
td.removed { background: var(--removed); }
td.removed mark { background: var(--removed-mark); }
td.added { background: var(--added); }
td.added mark { background: var(--added-mark); }
td.gap { background: #f6f8fa; }
tr.fold td { background: #ddf4ff; color: #59636e; text-align: center; padding: 2px; font-size: 12px; }
mark { color: inherit; border-radius: 2px; }
.more, .missing, .error { color: #59636e; font-style: italic; margin: 4px 0 0; }
.error { color: #d1242f; }
`;

/**
 * Filters by type and path. Content is complete without it (the filters stay hidden); the
 * page's Content-Security-Policy lets exactly this script run, by its hash.
 */
export const PAGE_SCRIPT = `
(function () {
  var form = document.querySelector('form.filters');
  if (!form) return;
  var types = Array.prototype.slice.call(form.querySelectorAll('input[data-filter-type]'));
  var path = form.querySelector('input[type=search]');
  var count = form.querySelector('output');
  var items = Array.prototype.slice.call(document.querySelectorAll('article.refactoring'));
  function hideEmpty(selector) {
    Array.prototype.forEach.call(document.querySelectorAll(selector), function (section) {
      section.hidden = !section.querySelector('article.refactoring:not([hidden])');
    });
  }
  function apply() {
    var on = {};
    types.forEach(function (box) { if (box.checked) on[box.value] = true; });
    var text = path.value.trim().toLowerCase();
    var shown = 0;
    items.forEach(function (item) {
      var visible = on[item.getAttribute('data-type')] === true && (text === '' || item.getAttribute('data-paths').toLowerCase().indexOf(text) >= 0);
      item.hidden = !visible;
      if (visible) shown++;
    });
    hideEmpty('section.type-group');
    hideEmpty('section.commit');
    count.textContent = shown + ' of ' + items.length + ' shown';
  }
  types.forEach(function (box) { box.addEventListener('change', apply); });
  path.addEventListener('input', apply);
  form.addEventListener('submit', function (event) { event.preventDefault(); });
  form.hidden = false;
  apply();
  document.body.setAttribute('data-ready', 'true');
})();
`;

/** Nothing is fetched at view time, and only the page's own style and script apply, by their hashes. */
export const CONTENT_SECURITY_POLICY = `default-src 'none'; style-src '${sha256(PAGE_STYLE)}'; script-src '${sha256(PAGE_SCRIPT)}'`;

function sha256(text: string): string {
  return `sha256-${createHash('sha256').update(text).digest('base64')}`;
}

import { detectInFixture } from '../../helpers/fixtures';

/**
 * A field its constructor set, gone, and one it sets now whose name continues the old one's first
 * word (`rotate_steps` -> `rotation`, several fields merged into a rotation object), in a type
 * moved and renamed: a Rename Attribute, as RefactoringMiner reads the constructor's statements.
 * Must NOT report: `audit_every` -> `auditor`, the old name now a local of the kept `audit()`
 * that read the field.
 */
describe('Python: a constructor field renamed by its leading word', () => {
  it('pairs the field the new name continues, not one whose name kept code still reads', async () => {
    expect(await detectInFixture('python/field-renamed-by-stem')).toEqual([
      'Move And Rename Class app/crawler.py#Crawler -> app/crawlers/web_crawler.py#WebCrawler',
      'Rename Field app/crawler.py.Crawler#rotate_steps -> app/crawlers/web_crawler.py.WebCrawler#rotation',
    ]);
  });
});

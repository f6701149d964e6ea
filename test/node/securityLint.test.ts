import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The repository's own ESLint config, applied to code that would be a file under src/.
const eslint = new ESLint({ cwd: fileURLToPath(new URL('../..', import.meta.url)) });

async function restrictedSyntax(code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: 'src/table/securitySample.tsx' });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => message.message);
}

// The first lint loads the config, typescript-eslint and the plugins: 1.3 s idle, 15 s when busy.
describe('the lint rule that keeps server data out of HTML parsing', { timeout: 60_000 }, () => {
  it.each([
    [
      'dangerouslySetInnerHTML in JSX',
      'export const Cell = ({ html }: { html: string }) => <td dangerouslySetInnerHTML={{ __html: html }} />;',
    ],
    [
      'dangerouslySetInnerHTML in createElement props',
      "import { createElement } from 'react';\nexport const cell = (html: string) => createElement('td', { dangerouslySetInnerHTML: { __html: html } });",
    ],
    ['innerHTML', 'export function fill(el: HTMLElement, text: string) { el.innerHTML = text; }'],
    [
      'innerHTML by name',
      "export function fill(el: HTMLElement, text: string) { el['innerHTML'] = text; }",
    ],
    ['outerHTML', 'export function fill(el: HTMLElement, text: string) { el.outerHTML = text; }'],
    [
      'insertAdjacentHTML',
      "export function fill(el: HTMLElement, text: string) { el.insertAdjacentHTML('beforeend', text); }",
    ],
    ['document.write', 'export function fill(text: string) { document.write(text); }'],
    ['document.writeln', 'export function fill(text: string) { document.writeln(text); }'],
    [
      'createContextualFragment',
      'export function fill(range: Range, text: string) { return range.createContextualFragment(text); }',
    ],
  ])('refuses %s', async (_, code) => {
    const messages = await restrictedSyntax(code);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^Render server data as text: /);
  });

  it('lets text through, and reading markup back', async () => {
    const code =
      'export function fill(el: HTMLElement, text: string) { el.textContent = text; }\n' +
      'export const Cell = ({ text }: { text: string }) => <td title={text}>{text}</td>;\n' +
      'export const describe = (el: HTMLElement) => el.outerHTML.length + el.innerHTML.length;';
    expect(await restrictedSyntax(code)).toEqual([]);
  });
});

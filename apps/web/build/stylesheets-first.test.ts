import { describe, expect, it } from 'vitest';
import { stylesheetsFirst } from './stylesheets-first.ts';

const BUILT = `<head>
    <title>Halcyon</title>
    <script type="module" crossorigin src="./assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/react-b.js">
    <link rel="stylesheet" crossorigin href="./assets/index-c.css">
  </head>`;

describe('stylesheets first', () => {
  it('puts the stylesheet links before the entry script and its modulepreloads', () => {
    expect(stylesheetsFirst(BUILT)).toBe(`<head>
    <title>Halcyon</title>
    <link rel="stylesheet" crossorigin href="./assets/index-c.css">
    <script type="module" crossorigin src="./assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="./assets/react-b.js">
  </head>`);
  });

  it('leaves a page without a stylesheet or without a module script as it is', () => {
    const noStyles = BUILT.replace(/^.*stylesheet.*\n/m, '');
    expect(stylesheetsFirst(noStyles)).toBe(noStyles);
    const noScript = BUILT.replace(/^.*<script.*\n/m, '');
    expect(stylesheetsFirst(noScript)).toBe(noScript);
  });
});

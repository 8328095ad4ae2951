// What the shell's browser build keeps of the libraries every page runs: the minified bytes each
// package's modules became, found through the build's source maps (hidden-source-map, never
// served) and gzipped together at level 9, so a page's JavaScript budget can be read against the
// weight of the libraries alone (docs/rendering.md, "What the budgets are against").
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';

/** The packages measured together, each line adding to the one before. */
export const LIBRARY_LAYERS = [
  { label: 'react-dom, react, scheduler', packages: ['react-dom', 'react', 'scheduler'] },
  {
    label: 'and react-router, i18next, react-i18next',
    packages: ['react-router', 'i18next', 'react-i18next', 'html-parse-stringify'],
  },
  {
    label: 'and TanStack Query, zustand',
    packages: [
      '@tanstack/query-core',
      '@tanstack/react-query',
      'zustand',
      'use-sync-external-store',
    ],
  },
];
/** Measured alone: the federation runtime in the shell's entry, and two loaded later. */
export const LIBRARIES_ALONE = [
  { label: 'the federation runtime', packages: ['@module-federation/'] },
  { label: 'zod (zod/mini, with the signed-in pages)', packages: ['zod'] },
  { label: 'axios (with the first API call)', packages: ['axios'] },
];

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The fields of one source-map segment (base64 VLQ), as numbers relative to the one before. */
function decodeSegment(segment) {
  const fields = [];
  let value = 0;
  let shift = 0;
  for (const character of segment) {
    const digit = BASE64.indexOf(character);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return fields;
}

/** The package a source of the map belongs to ('@tanstack/query-core'), or null for the portal's. */
function packageOf(source) {
  const at = source.lastIndexOf('node_modules/');
  if (at === -1) return null;
  const [scope = '', name = ''] = source.slice(at + 'node_modules/'.length).split('/');
  return scope.startsWith('@') ? `${scope}/${name}` : scope;
}

/** Whether `name` is one of `packages` (an entry ending in '/' names a scope: every package in it). */
const isOneOf = (name, packages) =>
  packages.some((wanted) => (wanted.endsWith('/') ? name.startsWith(wanted) : name === wanted));

/** The generated text of `file` attributed to each package, by its source map. */
function textByPackage(file) {
  const code = readFileSync(file, 'utf8');
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8'));
  const lines = code.split('\n');
  const texts = new Map();
  let sourceIndex = 0;
  map.mappings.split(';').forEach((mappings, lineIndex) => {
    const line = lines[lineIndex] ?? '';
    let column = 0;
    const segments = mappings === '' ? [] : mappings.split(',').map(decodeSegment);
    segments.forEach((fields, index) => {
      column += fields[0];
      if (fields.length > 1) sourceIndex += fields[1];
      const next = segments[index + 1];
      const end = next === undefined ? line.length : column + next[0];
      const name = fields.length > 1 ? packageOf(map.sources[sourceIndex] ?? '') : null;
      if (name !== null) texts.set(name, (texts.get(name) ?? '') + line.slice(column, end));
    });
  });
  return texts;
}

/**
 * The libraries' weight in the shell's build under `shellDist`: each of LIBRARY_LAYERS (cumulative)
 * and LIBRARIES_ALONE as { label, raw, gzip } in bytes; an empty list without source maps.
 */
export function measureLibraryWeight(shellDist) {
  const files = [shellDist, path.join(shellDist, 'chunks')]
    .filter((folder) => existsSync(folder))
    .flatMap((folder) => readdirSync(folder).map((name) => path.join(folder, name)))
    .filter((file) => file.endsWith('.js') && existsSync(`${file}.map`));
  const texts = new Map();
  for (const file of files) {
    for (const [name, text] of textByPackage(file)) {
      texts.set(name, (texts.get(name) ?? '') + text);
    }
  }
  const weigh = (label, packages) => {
    const text = [...texts]
      .filter(([name]) => isOneOf(name, packages))
      .map(([, code]) => code)
      .join('');
    const gzip = gzipSync(text, { level: constants.Z_BEST_COMPRESSION }).length;
    return { label, raw: Buffer.byteLength(text), gzip };
  };
  if (texts.size === 0) return [];
  const layers = [];
  let packages = [];
  for (const layer of LIBRARY_LAYERS) {
    packages = [...packages, ...layer.packages];
    layers.push(weigh(layer.label, packages));
  }
  return [...layers, ...LIBRARIES_ALONE.map(({ label, packages: alone }) => weigh(label, alone))];
}

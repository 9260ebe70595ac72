import { describe, expect, it } from 'vitest';
import {
  emailQueryWords,
  emailWords,
  foldText,
  idWords,
  productQueryWords,
  productWords,
  queryWords,
  textWords,
  wordsMatch,
} from './search-words.ts';

/** Whether a typed name search finds a record with these names, as the index applies the rule. */
const namesFind = (typed: string, ...names: string[]) => wordsMatch(textWords(...names), queryWords(typed));
const emailFinds = (typed: string, email: string) => wordsMatch(emailWords(email), emailQueryWords(typed));

describe('the search tokenizer', () => {
  it('folds case and accents', () => {
    expect(foldText('Åsa ÖBERG Núñez')).toBe('asa oberg nunez');
    expect(textWords('Zoë', 'Ångström')).toEqual(['zoe', 'angstrom']);
  });

  it('splits words at spaces and punctuation, each word once', () => {
    expect(textWords("O'Brien-Lee", '  Mary  Ann ', null, undefined, 'mary')).toEqual([
      'o',
      'brien',
      'lee',
      'mary',
      'ann',
    ]);
    expect(queryWords(' ann,  berg ')).toEqual(['ann', 'berg']);
  });

  it('keeps an ID whole besides its parts', () => {
    expect(idWords('BO100001-2')).toEqual(['bo100001-2', 'bo100001', '2']);
    expect(idWords(null)).toEqual([]);
  });

  it('matches a word by its start only', () => {
    expect(namesFind('berg', 'Lena', 'Bergstrom')).toBe(true);
    expect(namesFind('berg', 'Lena', 'Goldberg')).toBe(false);
    expect(namesFind('BERG', 'Lena', 'bérgman')).toBe(true);
  });

  it('needs every typed word, in any order', () => {
    expect(namesFind('ann berg', 'Ann', 'Bergstrom')).toBe(true);
    expect(namesFind('ann berg', 'Anna', 'Berg')).toBe(true);
    expect(namesFind('berg ann', 'Anna', 'Berg')).toBe(true);
    expect(namesFind('ann berg', 'Ann', 'Olson')).toBe(false);
    expect(namesFind('ann berg', 'Joanne', 'Berg')).toBe(false);
  });

  it("splits an e-mail address at '@', '.', '_', '-' and '+', keeping it whole too", () => {
    expect(emailWords('J.Smith+roses@Mail-Box.example')).toEqual([
      'j.smith+roses@mail-box.example',
      'smith+roses@mail-box.example',
      'roses@mail-box.example',
      'mail-box.example',
      'box.example',
      'example',
    ]);
  });

  it('finds an address by the start of it or of any of its parts', () => {
    expect(emailFinds('smith', 'smith.j@x.example')).toBe(true);
    expect(emailFinds('smith', 'j.smith@x.example')).toBe(true);
    expect(emailFinds('smith', 'jsmith@x.example')).toBe(false);
    expect(emailFinds('gmail', 'ann.olson@gmail.com')).toBe(true);
    expect(emailFinds('gmail', 'bo_berg77@gmail.com')).toBe(true);
    expect(emailFinds('gmail.com', 'bo_berg77@gmail.com')).toBe(true);
    expect(emailFinds('gmail', 'gmailfan@yahoo.com')).toBe(true);
    expect(emailFinds('gmail', 'mygmail@yahoo.com')).toBe(false);
    expect(emailFinds('John.Smi', 'john.smith17@mail.example')).toBe(true);
    expect(emailFinds('ohn.smi', 'john.smith17@mail.example')).toBe(false);
  });

  it("gives a product's words: SKU ID and code whole and in parts, name and web name, folded as text sorts", () => {
    const words = productWords({
      id: 'P2-1',
      code: 'P2',
      name: 'Crème Brûlée Rosé',
      webName: "Søren's Roses",
    });
    expect(words).toEqual(['p2-1', 'p2', '1', 'creme', 'brulee', 'rose', 'soren', 's', 'roses']);
    expect(productQueryWords('SØREN, crème')).toEqual(['soren', 'creme']);
    const finds = (typed: string, name: string) =>
      wordsMatch(productWords({ id: 'X1', code: 'X1', name, webName: null }), productQueryWords(typed));
    expect(finds('ros', 'Rose Bouquet')).toBe(true);
    expect(finds('ros', 'Red Roses')).toBe(true);
    expect(finds('ros', 'Primrose')).toBe(false);
    expect(finds('bouquet ROS', 'Rosé Bouquet')).toBe(true);
    expect(finds('bouquet tulip', 'Rose Bouquet')).toBe(false);
  });
});

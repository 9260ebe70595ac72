import { Fragment } from 'react';

/**
 * A text whole on as many lines as it takes, breaking where an ID's parts meet: a depth-3 category ID
 * ('Plants_OutdoorPlants_Perennials') is wider than the tree, a card's column or a History entry, so it may
 * break after each underscore rather than mid-word.
 */
export function BreakableText({ text }: { text: string }) {
  const parts = text.split('_');
  return parts.map((part, index) => (
    <Fragment key={index}>
      {part}
      {index < parts.length - 1 && (
        <>
          _<wbr />
        </>
      )}
    </Fragment>
  ));
}

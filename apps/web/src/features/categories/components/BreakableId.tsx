import { Fragment } from 'react';

/**
 * A category ID whole on as many lines as it takes: a depth-3 ID ('Plants_OutdoorPlants_Perennials') is
 * wider than the tree or a card's column, so it may break after each underscore, where its levels meet.
 */
export function BreakableId({ id }: { id: string }) {
  const levels = id.split('_');
  return levels.map((level, index) => (
    <Fragment key={index}>
      {level}
      {index < levels.length - 1 && (
        <>
          _<wbr />
        </>
      )}
    </Fragment>
  ));
}

/** Styles that keep a text for screen readers (a label, a reason) while it takes no room on screen. */
export const visuallyHidden = {
  position: 'absolute',
  // In px: MUI's sx reads a width or height of 1 as 100%.
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

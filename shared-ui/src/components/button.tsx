import { Button as ChakraButton, Loader, type ButtonProps } from '@chakra-ui/react';
import { forwardRef, type MouseEvent } from 'react';

/** A busy button ignores clicks, so a form is not sent twice (a click on a submit button is also how Enter in a field sends it). */
const ignore = (event: MouseEvent) => event.preventDefault();

/**
 * Chakra's Button, except while `loading`. Chakra then sets `disabled`, and a disabled button loses
 * keyboard focus (Chromium moves it to <body>, so the next Tab starts at the top of the page). Busy,
 * this one keeps focus: it says it is unavailable with `aria-disabled` (the recipe's disabled style
 * covers it), shows Chakra's spinner beside `loadingText`, or beside its label (Chakra hides the label,
 * and the focused button would have no name), and ignores clicks until the answer comes.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(props, ref) {
  const { loading, loadingText, spinner, spinnerPlacement, children, onClick: _onClick, disabled: _disabled, ...rest } = props;
  if (!loading || rest.asChild) return <ChakraButton ref={ref} {...props} />;
  return (
    <ChakraButton ref={ref} {...rest} aria-disabled="true" onClick={ignore}>
      <Loader spinner={spinner} text={loadingText ?? children} spinnerPlacement={spinnerPlacement} />
    </ChakraButton>
  );
});

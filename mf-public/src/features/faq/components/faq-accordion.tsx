import { ChevronDownIcon, Heading, Span, Stack, Text } from '@sello/shared-ui';
import { Accordion } from '@sello/shared-ui/widgets';
import type { FaqItem } from '../data/faq-items';

export interface FaqAccordionProps {
  items: readonly FaqItem[];
}

/**
 * Each question is a button inside an h2 (the WAI accordion pattern), so screen-reader users can
 * jump between questions by heading and hear whether each one is expanded.
 */
/**
 * Without JavaScript (the page arrives server-rendered) the questions cannot open: show every
 * answer. React renders <noscript> only on the server and leaves it alone when hydrating. In
 * Chakra's `reset` layer, where its `[hidden] { display: none !important }` lives: an important
 * rule outside the layers would lose to it.
 */
const ANSWERS_WITHOUT_SCRIPT =
  '@layer reset{[data-faq] [data-part="item-content"][hidden]{display:block!important;height:auto!important;overflow:visible!important}}';

export function FaqAccordion({ items }: FaqAccordionProps) {
  return (
    <>
      <noscript>
        <style>{ANSWERS_WITHOUT_SCRIPT}</style>
      </noscript>
      <Accordion.Root multiple collapsible variant="outline" data-faq="">
        {items.map((item) => (
          <Accordion.Item key={item.id} value={item.id}>
            <Heading as="h2" textStyle="md" m="0">
              <Accordion.ItemTrigger cursor="pointer" py="3" px="2" fontWeight="semibold">
                <Span flex="1" textAlign="start">
                  {item.question}
                </Span>
                <Accordion.ItemIndicator>
                  <ChevronDownIcon />
                </Accordion.ItemIndicator>
              </Accordion.ItemTrigger>
            </Heading>
            <Accordion.ItemContent>
              <Accordion.ItemBody px="2">
                <Stack gap="2">
                  {item.answer.map((paragraph) => (
                    <Text key={paragraph}>{paragraph}</Text>
                  ))}
                </Stack>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </>
  );
}

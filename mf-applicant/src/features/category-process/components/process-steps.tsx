import { Box, CheckIcon, chakra, HStack, VisuallyHidden } from '@sello/shared-ui';
import { PROCESS_STEPS } from '../lib/process-step';

export interface ProcessStepsProps {
  /** The step this page shows. */
  current: 1 | 2 | 3;
  /** The furthest step the application has reached; the ones before it are complete. */
  reached: 1 | 2 | 3;
}

/** The 3-step indicator: completed steps show a check, the current one is marked for screen readers. */
export function ProcessSteps({ current, reached }: ProcessStepsProps) {
  return (
    <Box as="nav" aria-label="Pasos de la postulación" mb="6">
      <chakra.ol display="flex" flexWrap="wrap" gap="4" listStyleType="none" p="0" m="0">
        {PROCESS_STEPS.map((step) => {
          const done = step.number < reached;
          const isCurrent = step.number === current;
          return (
            <chakra.li key={step.number} aria-current={isCurrent ? 'step' : undefined}>
              <HStack gap="2" fontWeight={isCurrent ? 'bold' : 'normal'}>
                <Box
                  as="span"
                  aria-hidden="true"
                  display="inline-flex"
                  alignItems="center"
                  justifyContent="center"
                  boxSize="7"
                  borderRadius="full"
                  borderWidth="2px"
                  borderColor="colorPalette.solid"
                  bg={done ? 'colorPalette.solid' : 'transparent'}
                  color={done ? 'colorPalette.contrast' : 'fg'}
                >
                  {done ? <CheckIcon boxSize="4" /> : step.number}
                </Box>
                <span>
                  {`Paso ${step.number}: ${step.title}`}
                  {done ? <VisuallyHidden> (completado)</VisuallyHidden> : null}
                </span>
              </HStack>
            </chakra.li>
          );
        })}
      </chakra.ol>
    </Box>
  );
}

import { A11yUiProvider } from '@sello/shared-a11y';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe } from 'jest-axe';
import { FAQ_ITEMS } from '../../data/faq-items';
import { FaqAccordion } from '../faq-accordion';

function renderAccordion() {
  return render(
    <A11yUiProvider>
      <FaqAccordion items={FAQ_ITEMS} />
    </A11yUiProvider>,
  );
}

describe('FAQ accordion', () => {
  it('lists every topic of the spec as a collapsed question button inside a heading', () => {
    renderAccordion();
    const questions = screen.getAllByRole('button');
    expect(questions).toHaveLength(9);
    for (const question of questions) {
      expect(question).toHaveAttribute('aria-expanded', 'false');
      expect(question.closest('h2')).not.toBeNull();
    }
    expect(screen.getByRole('button', { name: '¿Es un concurso?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '¿Tiene algún costo postular?' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: '¿Puedo postular si mi institución no tiene trabajadores con discapacidad?' }),
    ).toBeInTheDocument();
  });

  it('expands a question to show its answer, and collapses it again', async () => {
    renderAccordion();
    const question = screen.getByRole('button', { name: '¿Es un concurso?' });
    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
    const answer = screen.getByText(/no es un concurso/i);
    expect(answer).toBeVisible();
    expect(document.getElementById(question.getAttribute('aria-controls') ?? '')).toContainElement(answer);

    await userEvent.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens with the keyboard too', async () => {
    renderAccordion();
    const question = screen.getByRole('button', { name: '¿Tiene algún costo postular?' });
    question.focus();
    await userEvent.keyboard('{Enter}');
    expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('No. Postular es gratuito.')).toBeVisible();
  });

  it('has no axe violations', async () => {
    const { container } = renderAccordion();
    await userEvent.click(screen.getByRole('button', { name: '¿Qué beneficios entrega?' }));
    expect(await axe(container)).toHaveNoViolations();
  });
});

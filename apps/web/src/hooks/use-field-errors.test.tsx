import { describe, expect, it } from 'vitest';
import { act, render, renderHook, screen } from '@testing-library/react';
import { useFieldErrors } from '@/hooks/use-field-errors';

const FIELD_IDS = { name: 'test-name', email: 'test-email' } as const;

describe('useFieldErrors', () => {
  it('shows messages, clears one field without touching the others, and clears all with an empty set', () => {
    const { result } = renderHook(() => useFieldErrors<'name' | 'email'>());
    act(() => result.current.show({ name: 'Required', email: 'Not an e-mail address' }));
    expect(result.current.errors).toEqual({ name: 'Required', email: 'Not an e-mail address' });

    act(() => result.current.clear('email'));
    expect(result.current.errors.email).toBeUndefined();
    expect(result.current.errors.name).toBe('Required');

    act(() => result.current.show({}));
    expect(result.current.errors).toEqual({});
  });

  it('keeps the same errors object when clearing a field that has no message (no re-render)', () => {
    const { result } = renderHook(() => useFieldErrors<'name' | 'email'>());
    act(() => result.current.show({ name: 'Required' }));
    const before = result.current.errors;
    act(() => result.current.clear('email'));
    expect(result.current.errors).toBe(before);
  });

  it("moves the focus to the first field with a message, in the form's order, when given the fields' ids", () => {
    render(
      <form>
        <input id={FIELD_IDS.name} aria-label="Name" />
        <input id={FIELD_IDS.email} aria-label="Email" />
      </form>,
    );
    const { result } = renderHook(() => useFieldErrors(FIELD_IDS));
    act(() => result.current.show({ email: 'Not an e-mail address', name: 'Required' }));
    expect(screen.getByLabelText('Name')).toHaveFocus();

    act(() => result.current.show({ email: 'Not an e-mail address' }));
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('leaves the focus where it is without ids', () => {
    render(<input aria-label="Elsewhere" />);
    screen.getByLabelText('Elsewhere').focus();
    const { result } = renderHook(() => useFieldErrors<'name'>());
    act(() => result.current.show({ name: 'Required' }));
    expect(screen.getByLabelText('Elsewhere')).toHaveFocus();
  });
});

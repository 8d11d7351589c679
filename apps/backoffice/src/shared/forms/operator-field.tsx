import { NativeSelect, type NativeSelectProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useOperators } from '@/shared/api/operators';

/**
 * For platform staff: whom a new member or key works for, an operator or the platform itself
 * (the empty value). The form reads the value with `setValueAs: operatorIdOf`.
 */
export function OperatorField(props: Omit<NativeSelectProps, 'data'> & { ref?: React.Ref<HTMLSelectElement> }) {
  const { t } = useTranslation();
  const operators = useOperators();
  return (
    <NativeSelect
      label={t('operatorField.label')}
      description={t('operatorField.hint')}
      disabled={operators.isPending}
      data={[
        { value: '', label: t('operatorField.platform') },
        ...(operators.data ?? []).map((operator) => ({ value: String(operator.id), label: operator.name })),
      ]}
      {...props}
    />
  );
}

/** The chosen operator's id, or undefined for the platform. */
export function operatorIdOf(value: unknown): number | undefined {
  return value === '' || value === undefined || value === null ? undefined : Number(value);
}

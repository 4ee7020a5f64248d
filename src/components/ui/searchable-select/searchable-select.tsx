import { useCombobox } from 'downshift';
import { useMemo, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../icon/icon';
import { checkmark } from '../../icon/icons/checkmark';
import { chevronDown } from '../../icon/icons/chevron-down';
import { closeOutline } from '../../icon/icons/close-outline';
import { Field, useFieldParts, type FieldOwnProps } from '../field/field';
import { IconButton } from '../icon-button/icon-button';
import { filterOptions, type SearchableOption } from './option-filter';
import './searchable-select.css';

type SearchableSelectProps = FieldOwnProps & {
  options: SearchableOption[];
  /** The chosen option's value, or null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
  /** react-hook-form's Controller passes these: `render={({ field }) => <SearchableSelect {...field} … />}`. */
  onBlur?: () => void;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  disabled?: boolean;
  placeholder?: string;
  /** Shown when nothing matches what was typed; defaults to 'No matches'. */
  emptyText?: string;
  /** Offers a button that empties the choice (for optional fields). */
  clearable?: boolean;
};

/**
 * A combobox for long lists (about 100 cities, a fleet's trucks and drivers): type to narrow the
 * list (case, accents and Arabic marks ignored), arrows and Enter to choose, or tap the chevron
 * to scroll it. Each option may carry a second line. Downshift supplies the ARIA combobox pattern.
 */
export function SearchableSelect({
  options,
  value,
  onChange,
  onBlur,
  name,
  ref,
  disabled,
  placeholder,
  emptyText,
  clearable,
  ...fieldProps
}: SearchableSelectProps) {
  const { t } = useTranslation('common');
  const { frame, control } = useFieldParts(fieldProps);
  const inputId = frame.id;
  const selected = options.find((option) => option.value === value) ?? null;
  // What the user typed since the list opened; null shows every option (e.g. after a choice).
  const [query, setQuery] = useState<string | null>(null);
  const items = useMemo(
    () => (query === null ? options : filterOptions(options, query)),
    [options, query],
  );

  const {
    isOpen,
    inputValue,
    highlightedIndex,
    getInputProps,
    getMenuProps,
    getItemProps,
    getToggleButtonProps,
    selectItem,
  } = useCombobox<SearchableOption>({
    items,
    inputId,
    labelId: `${inputId}-label`,
    menuId: `${inputId}-menu`,
    toggleButtonId: `${inputId}-toggle`,
    selectedItem: selected,
    itemToString: (item) => item?.label ?? '',
    itemToKey: (item) => item?.value,
    defaultHighlightedIndex: 0,
    onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem?.value ?? null),
    onInputValueChange: ({ type, inputValue }) => {
      if (type === useCombobox.stateChangeTypes.InputChange) setQuery(inputValue);
    },
    onIsOpenChange: ({ isOpen: open }) => {
      if (!open) setQuery(null);
    },
  });

  return (
    <Field {...frame} labelId={`${inputId}-label`}>
      <div className="searchable-select" data-open={isOpen}>
        <input
          {...getInputProps({ ref, onBlur, name, disabled, placeholder })}
          {...control}
          className="field__control searchable-select__input"
          autoComplete="off"
          // A value reads in its own direction (a Latin name on an Arabic page starts at the left
          // and a narrow box cuts its end, not its start); the empty box, and so its placeholder,
          // follow the page.
          dir={inputValue ? 'auto' : undefined}
        />
        <div className="searchable-select__buttons">
          {clearable && selected && !disabled && (
            <IconButton
              label={t('ui.clearChoice')}
              icon={<Icon icon={closeOutline} />}
              onClick={() => selectItem(null)}
            />
          )}
          <IconButton
            label={t('ui.showOptions')}
            icon={<Icon icon={chevronDown} className="searchable-select__chevron" />}
            {...getToggleButtonProps({ disabled })}
          />
        </div>
        <ul className="searchable-select__menu" {...getMenuProps()}>
          {isOpen &&
            items.map((item, index) => (
              <li
                key={item.value}
                className="searchable-select__option"
                data-highlighted={highlightedIndex === index || undefined}
                {...getItemProps({ item, index })}
              >
                <span className="searchable-select__text">
                  <span className="searchable-select__label">{item.label}</span>
                  {item.description && (
                    <span className="searchable-select__description">{item.description}</span>
                  )}
                </span>
                {item.value === value && (
                  <Icon icon={checkmark} className="searchable-select__check" aria-hidden="true" />
                )}
              </li>
            ))}
        </ul>
        {isOpen && items.length === 0 && (
          <p className="searchable-select__empty" role="status">
            {emptyText ?? t('ui.noMatches')}
          </p>
        )}
      </div>
    </Field>
  );
}

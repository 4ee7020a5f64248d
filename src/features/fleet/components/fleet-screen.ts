import type { ComponentType } from 'react';
import type { TFunction } from 'i18next';
import type { CardLayout } from '../../../components/data-table/card-layout';
import type { DataTableColumn } from '../../../components/data-table/data-table-column';
import type { FleetKind, FleetMember, NewFleetMember } from '../api/fleet-kinds';

/** A fleet member's add and edit form; its submit button sits in the dialog's footer. */
export type FleetFormProps<Kind extends FleetKind> = {
  id: string;
  disabled: boolean;
  /** Edit starts from the member as it is; Add New from nothing. */
  member?: FleetMember<Kind>;
  onSubmit: (values: NewFleetMember<Kind>) => void;
};

/**
 * What makes the Trucks screen about trucks and the Drivers screen about drivers: the rest (the
 * lists, the retired ones, the dialogs and their flow) is the fleet's one screen (FleetPage).
 */
export type FleetScreen<Kind extends FleetKind> = {
  kind: Kind;
  columns: (t: TFunction<Kind>) => DataTableColumn<FleetMember<Kind>>[];
  /** How a row reads as a card on a phone or beside a tablet's sidebar. */
  card: CardLayout;
  /** Its facts in the detail dialog. */
  Facts: ComponentType<{ member: FleetMember<Kind> }>;
  Form: ComponentType<FleetFormProps<Kind>>;
  /** What its files are: documents, and photos where it has them (a truck). */
  uploads: readonly ('documents' | 'images')[];
  /** What the retire question and the upload drawer call it: `{id, model}` or `{id, name}`. */
  names: (member: FleetMember<Kind>) => Record<string, string>;
};

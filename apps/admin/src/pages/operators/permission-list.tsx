import type { AdminPermission } from '@halcyon/api';
import { useTranslation } from 'react-i18next';

/** A role's permissions in plain words, one line each (the console holds the words, the server the table). */
export function PermissionList({ permissions }: { permissions: readonly AdminPermission[] }) {
  const { t } = useTranslation();
  return (
    <ul className="hc-role-permissions">
      {permissions.map((permission) => (
        <li key={permission}>{t(`permissions.${permission}`)}</li>
      ))}
    </ul>
  );
}

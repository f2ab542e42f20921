import { NativeSelect, NavLink, Stack, Tooltip } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { adminPermissionsQueryOptions } from '../account/get-admin-roles';
import { useAccountStore } from '../stores/account-store';
import { ADMIN_TOOLS, type ToolId, toolEnabled } from './admin-tools';
import classes from './tools-frame.module.css';

/** The admin's keys, as the session holds them and as the roles call answers them. */
function useGrantedKeys(): Readonly<Record<string, true | undefined>> {
  const stored = useAccountStore((state) => state.roles);
  const roles = useQuery(adminPermissionsQueryOptions());
  return { ...(roles.data ?? {}), ...stored } as Record<string, true | undefined>;
}

/**
 * The tools page of part 2 §2: a vertical tab list of the tools beside the current one. A tool
 * whose key the admin lacks is disabled and says which key it needs. Below 992 px the list
 * becomes a select above the tool, so the tool keeps the width.
 */
export function ToolsFrame({ current, children }: { current: ToolId; children: ReactNode }) {
  const granted = useGrantedKeys();
  const navigate = useNavigate();
  const tools = ADMIN_TOOLS.map((tool) => ({ ...tool, enabled: toolEnabled(tool, granted) }));
  return (
    <div className={classes.frame}>
      <div className={classes.list}>
        <nav aria-label="Tools">
          <Stack gap={2} visibleFrom="md">
            {tools.map((tool) => {
              const link = (
                <NavLink
                  key={tool.id}
                  component={Link}
                  to={tool.href}
                  label={tool.label}
                  description={tool.description}
                  active={tool.id === current}
                  aria-current={tool.id === current ? 'page' : undefined}
                  disabled={!tool.enabled}
                  variant="light"
                />
              );
              return tool.enabled ? (
                link
              ) : (
                <Tooltip
                  key={tool.id}
                  label={`Needs the ${tool.permission} permission`}
                  position="right"
                >
                  <div>{link}</div>
                </Tooltip>
              );
            })}
          </Stack>
          <NativeSelect
            hiddenFrom="md"
            label="Tool"
            value={tools.find((tool) => tool.id === current)?.href}
            onChange={(event) => navigate(event.currentTarget.value)}
            data={tools.map((tool) => ({
              value: tool.href,
              label: tool.enabled ? tool.label : `${tool.label} (needs ${tool.permission})`,
              disabled: !tool.enabled,
            }))}
          />
        </nav>
      </div>
      <div>{children}</div>
    </div>
  );
}

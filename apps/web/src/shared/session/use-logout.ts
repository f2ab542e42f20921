import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { clearSession } from './clear-session';

/**
 * Signs the user out on this device and goes to /login. Telling the server
 * (`POST /users/logout {email}`) is added with the identity endpoints.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearSession();
    queryClient.clear();
    navigate(paths.public.login.href(), { replace: true });
  }, [navigate, queryClient]);
}

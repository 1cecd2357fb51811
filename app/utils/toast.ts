export interface Toast {
  /** the same id twice means the same event: the browser shows it once */
  id?: string;
  type: 'success' | 'error';
  message?: string;
}

export type ShownToast = Required<Toast>;

export const DEFAULT_MESSAGES = {
  error: '오류! 다시 시도해주세요.',
  success: '완료!',
} as const;

export const TOKEN_EXPIRED_MESSAGE = '토큰 만료! 다시 로그인 해주세요.';

export function withDefaultMessage(toast: Toast): ShownToast {
  return {
    id: toast.id ?? Math.random().toString(36).slice(2, 12),
    type: toast.type,
    message: toast.message?.trim() || DEFAULT_MESSAGES[toast.type],
  };
}

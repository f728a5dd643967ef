import type { Settings } from '../plugins/settings';

export interface PaymentGateway {
  readonly kind: string;
}

export function createGateway(settings: Settings): PaymentGateway {
  void settings;
  return { kind: 'unconfigured' };
}
